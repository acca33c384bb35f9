import { storeKeys } from '../../../../cache/keys.js';
import { registrationSucceeded, validateRegistration } from '@tourdesk/domain/account';
import { registrationFailureMessage, registrationThrottledMessage } from '@tourdesk/domain/messages';
import type { UserError, MutationResolvers } from '../../../../generated/resolvers-types.js';
import { ProviderError } from '../../../../provider/provider-error.js';
import { countAttempt, counterId } from '../../../../throttle/attempt-counters.js';
import { verifyAltcha } from '../../altcha.js';
import { asUserErrors } from '../../identity-steps.js';
/**
 * `Mutation.register` (seed 000 §2 Registration screen, §5): the honeypot first, then the ALTCHA proof of work
 * (altcha.ts, its expiry on the injected clock) and the domain's form checks (userErrors at `input`), the
 * per-address and per-email registration limits (REGISTRATION_THROTTLED), then the provider's agency registration;
 * REGISTRATION_FAILED with the provider's message when it sent nothing.
 */
export const register: NonNullable<MutationResolvers['register']> = async (_parent, { input }, ctx) => {
  const form = { ...input, honeypot: input.website };
  const userErrors: UserError[] = [];
  // The honeypot is checked first, before the (costlier) proof-of-work verification.
  const honeypot = validateRegistration(form, true).filter((e) => e.code === 'HONEYPOT_FILLED');
  if (honeypot.length > 0) return { success: false, userErrors: asUserErrors(honeypot, 'input') };
  const verified = await verifyAltcha(
    input.altchaPayload,
    ctx.services.config.altchaHmacKey,
    ctx.services.store,
    ctx.services.clock.now(),
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
};
