import { storeKeys } from '../../cache/keys.js';
import { registrationSucceeded, validateRegistration } from '@tourdesk/domain/account';
import { registrationFailureMessage, registrationThrottledMessage } from '@tourdesk/domain/messages';
import type { Resolvers, UserError } from '../../generated/resolvers-types.js';
import { ProviderError } from '../../provider/provider-error.js';
import { countAttempt, counterId } from '../../throttle/attempt-counters.js';
import { altchaChallenge, verifyAltcha } from './altcha.js';
import { asUserErrors } from './identity-steps.js';

/**
 * Agency registration (seed 000 §2 Registration screen, §5): the ALTCHA challenge, then `register` with a honeypot, the proof of work,
 * the domain's form checks and per-address and per-email registration limits.
 */
export const registrationResolvers: Resolvers = {
  Query: {
    registrationChallenge: async (_parent, _args, ctx) => {
      const { altchaHmacKey, altchaMaxNumber } = ctx.services.config;
      const c = await altchaChallenge(altchaHmacKey, altchaMaxNumber);
      return {
        algorithm: c.algorithm,
        challenge: c.challenge,
        maxnumber: c.maxnumber ?? null,
        salt: c.salt,
        signature: c.signature,
      };
    },
  },
  Mutation: {
    register: async (_parent, { input }, ctx) => {
      const form = { ...input, honeypot: input.website };
      const userErrors: UserError[] = [];
      // The honeypot is checked first, before the (costlier) proof-of-work verification.
      const honeypot = validateRegistration(form, true).filter((e) => e.code === 'HONEYPOT_FILLED');
      if (honeypot.length > 0) return { success: false, userErrors: asUserErrors(honeypot, 'input') };
      const verified = await verifyAltcha(
        input.altchaPayload,
        ctx.services.config.altchaHmacKey,
        ctx.services.store,
      );
      userErrors.push(...asUserErrors(validateRegistration(form, verified), 'input'));
      if (userErrors.length > 0) return { success: false, userErrors };
      const { config } = ctx.services;
      const counted = await countAttempt(ctx.services.attempts, [
        {
          key: storeKeys.registrationAddress(counterId(ctx.clientAddress)),
          limit: config.registrationMaxPerAddress,
        },
        {
          key: storeKeys.registrationEmail(counterId(input.agencyEmail)),
          limit: config.registrationMaxPerEmail,
        },
      ]);
      if (counted.refused) {
        return {
          success: false,
          userErrors: [
            {
              code: 'REGISTRATION_THROTTLED',
              field: null,
              message: registrationFailureMessage(registrationThrottledMessage(counted.retryAfterSeconds)),
              retryAfterSeconds: counted.retryAfterSeconds,
            },
          ],
        };
      }
      const answer = await ctx.provider
        .registerAgency(ctx.services.config.providerAppId, {
          name: input.name.trim(),
          agency_name: input.agencyName.trim(),
          agency_phone_number: input.agencyPhoneNumber.trim(),
          agency_address_line_1: input.agencyAddressLine1.trim(),
          agency_address_line_2: input.agencyAddressLine2?.trim() || undefined,
          agency_email: input.agencyEmail.trim(),
          iata: input.iata?.trim() || undefined,
          abn: input.abn?.trim() || undefined,
        })
        .catch(async (error: unknown) => {
          if (error instanceof ProviderError && error.transient) await counted.giveBack();
          throw error;
        });
      return registrationSucceeded(answer.message_sent)
        ? { success: true, userErrors: [] }
        : {
            success: false,
            userErrors: [
              {
                code: 'REGISTRATION_FAILED',
                field: null,
                message: registrationFailureMessage(answer.message),
              },
            ],
          };
    },
  },
};
