// Over 350 lines on purpose: the identity mutations (log in, choose a consultant, switch, log out, register,
// reset and change password, new consultant) share the session and throttle steps written once here.
import { storeKeys } from '../../cache/keys.js';
import {
  registrationSucceeded,
  validateConsultant,
  validateConsultantChosen,
  validateLogin,
  validatePasswordChange,
  validateRegistration,
} from '@tourdesk/domain/account';
import { agencyCurrency } from '@tourdesk/domain/currencies';
import { registrationFailureMessage, resetPasswordFailureMessage } from '@tourdesk/domain/messages';
import type { Resolvers, UserError } from '../../generated/resolvers-types.js';
import type { ProviderAgentLoginInfo, ProviderContact } from '../../provider/types.js';
import { viewerOf } from '../viewer/viewer-of.js';
import type { AgentLogin, SessionData } from '../../session/session.js';
import { agentAccessToken, requireAgent, sessionTokens } from './agent-token.js';
import { ProviderError } from '../../provider/provider-error.js';
import { countAttempt, counterId, type Refusal } from '../../throttle/attempt-counters.js';
import { altchaChallenge, verifyAltcha } from './altcha.js';
import { loginThrottledMessage, type PasswordAttempt } from './login-throttle.js';
import {
  forgetPendingPassword,
  keepPendingPassword,
  PENDING_LOGIN_TTL_MS,
  takePendingPassword,
} from './pending-login.js';

/** tourdesk's text (the seeds have none) for an agent login tried on the consumer site. */
const AGENT_PORTAL_ONLY_MESSAGE = 'Agent login is only available on the agent portal.';

/** The userError of a password attempt refused by throttling, with the wait (`wrap` adds the screen's prefix). */
function throttled(refusal: Refusal, wrap: (message: string) => string = (m) => m): UserError {
  return {
    code: 'LOGIN_THROTTLED',
    field: null,
    message: wrap(loginThrottledMessage(refusal.retryAfterSeconds)),
    retryAfterSeconds: refusal.retryAfterSeconds,
  };
}

/**
 * Runs a provider call that tests a password, within a counted attempt: `verdict` says whether the answer proved
 * the password right; a call that got no verdict (provider unreachable, timeout, 5xx) gives the attempt back.
 */
async function judged<T>(
  attempt: PasswordAttempt,
  call: () => Promise<T>,
  verdict: (answer: T) => boolean,
): Promise<T> {
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    if (error instanceof ProviderError && error.transient) await attempt.abandoned();
    throw error;
  }
  if (verdict(answer)) await attempt.succeeded();
  return answer;
}

/** Domain UserError (field a form key) → GraphQL UserError (field a path under `input`). */
function asUserErrors(errors: readonly { code: string; field?: string; message: string }[], root?: string) {
  return errors.map((e) => ({
    code: e.code,
    field: e.field ? (root ? [root, e.field] : [e.field]) : null,
    message: e.message,
  }));
}

function signedOut(data: Readonly<SessionData>): SessionData {
  return { currency: data.currency, createdAt: Date.now(), site: data.site };
}

function agentLoginFrom(info: ProviderAgentLoginInfo, contact: ProviderContact): AgentLogin | null {
  if (!info.agency || !info.token) return null;
  return {
    agency: info.agency,
    contact,
    contacts: info.contacts ?? [],
    paymentMethods: info.payment_methods ?? [],
    tokens: sessionTokens(info.token),
    currencies: info.currencies as AgentLogin['currencies'],
  };
}

/**
 * Identity (seed 000 §2-§8): two-step agent login with throttling, logout, password reset and change,
 * registration with ALTCHA and a honeypot, consultant update, and the viewer.
 */
export const identityResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => viewerOf(ctx),
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
    logIn: async (_parent, { userName, password }, ctx) => {
      const missing = validateLogin(userName, password);
      if (missing.length > 0) return { pendingLogin: null, userErrors: asUserErrors(missing) };
      if (ctx.site !== 'agent') {
        // Sessions are bound to their site: the consumer site (the same build) never holds an agent session.
        return {
          pendingLogin: null,
          userErrors: [{ code: 'AGENT_PORTAL_ONLY', field: null, message: AGENT_PORTAL_ONLY_MESSAGE }],
        };
      }
      const attempt = await ctx.services.loginThrottle.attempt(userName, ctx.clientAddress);
      if (attempt.refused) return { pendingLogin: null, userErrors: [throttled(attempt)] };
      const info = await judged(
        attempt,
        () => ctx.provider.agentLogin(ctx.services.config.providerAppId, { user_name: userName, password }),
        (answer) => answer.valid_login && answer.agency !== undefined && answer.agency !== null,
      );
      if (!info.valid_login || !info.agency) {
        return {
          pendingLogin: null,
          userErrors: [
            {
              code: 'INVALID_LOGIN',
              field: null,
              message: info.error_message ?? 'Invalid user name or password.',
            },
          ],
        };
      }
      await ctx.session.update({
        agent: undefined,
        pendingLogin: {
          userName,
          agency: info.agency,
          contacts: info.contacts ?? [],
          expiresAt: Date.now() + PENDING_LOGIN_TTL_MS,
        },
      });
      await keepPendingPassword(ctx, password);
      return {
        pendingLogin: {
          userName,
          agency: info.agency,
          contacts: info.contacts ?? [],
        },
        userErrors: [],
      };
    },

    selectConsultant: async (_parent, { contactId, newConsultant }, ctx) => {
      const pending = ctx.session.data.pendingLogin;
      if (!pending || pending.expiresAt <= Date.now()) {
        return {
          viewer: await viewerOf(ctx),
          userErrors: [{ code: 'LOGIN_REQUIRED', field: null, message: 'Please log in again.' }],
        };
      }
      if (!contactId && !newConsultant) {
        return { viewer: await viewerOf(ctx), userErrors: asUserErrors(validateConsultantChosen(null)) };
      }
      const invalid = contactId ? [] : validateConsultant(newConsultant!);
      if (invalid.length > 0) {
        return { viewer: await viewerOf(ctx), userErrors: asUserErrors(invalid, 'newConsultant') };
      }
      const secret = await takePendingPassword(ctx);
      if (!secret) {
        return {
          viewer: await viewerOf(ctx),
          userErrors: [{ code: 'LOGIN_REQUIRED', field: null, message: 'Please log in again.' }],
        };
      }
      const info = await ctx.provider
        .agentLogin(ctx.services.config.providerAppId, {
          user_name: pending.userName,
          password: secret.password,
          contact_id: contactId ? Number(contactId) : null,
          new_contact: contactId
            ? null
            : {
                first_name: newConsultant!.firstName.trim(),
                second_name: newConsultant!.secondName.trim(),
                email: newConsultant!.email.trim(),
              },
        })
        .catch(async (error: unknown) => {
          await secret.restore();
          throw error;
        });
      if (!info.valid_login) {
        await secret.restore();
        return {
          viewer: await viewerOf(ctx),
          userErrors: [
            { code: 'INVALID_LOGIN', field: null, message: info.error_message ?? 'Invalid login.' },
          ],
        };
      }
      const chosen = validateConsultantChosen(info.token?.access_token);
      const agent = info.selected_contact ? agentLoginFrom(info, info.selected_contact) : null;
      if (chosen.length > 0 || !agent) {
        await secret.restore();
        return { viewer: await viewerOf(ctx), userErrors: asUserErrors(validateConsultantChosen(null)) };
      }
      await forgetPendingPassword(ctx, ctx.session.id);
      // The portal prices in the agency's own currency (its login's first) from the first page on.
      ctx.currency = agencyCurrency(agent.currencies);
      await ctx.session.rotate({
        currency: ctx.currency,
        createdAt: Date.now(),
        site: ctx.site,
        agent,
        agentUserName: pending.userName,
      });
      ctx.isAgent = true;
      ctx.appId = agent.agency.band_app_id;
      return { viewer: await viewerOf(ctx), userErrors: [] };
    },

    logOut: async (_parent, _args, ctx) => {
      await forgetPendingPassword(ctx, ctx.session.id);
      if (ctx.session.id) await ctx.session.rotate(signedOut(ctx.session.data));
      ctx.isAgent = false;
      ctx.appId = ctx.services.config.providerAppId;
      return { viewer: await viewerOf(ctx) };
    },

    resetPassword: async (_parent, { input }, ctx) => {
      const attempt = await ctx.services.loginThrottle.attempt(input.userName, ctx.clientAddress);
      if (attempt.refused) {
        return { success: false, userErrors: [throttled(attempt, resetPasswordFailureMessage)] };
      }
      const answer = await judged(
        attempt,
        () =>
          ctx.provider.resetPassword(ctx.services.config.providerAppId, {
            user_name: input.userName,
            current_password: input.currentPassword,
            new_password: input.newPassword,
          }),
        (reset) => reset.reset_sucessful,
      );
      return answer.reset_sucessful
        ? { success: true, userErrors: [] }
        : {
            success: false,
            userErrors: [
              { code: 'RESET_FAILED', field: null, message: resetPasswordFailureMessage(answer.message) },
            ],
          };
    },

    changePassword: async (_parent, { input }, ctx) => {
      requireAgent(ctx);
      const invalid = validatePasswordChange(input);
      if (invalid.length > 0) return { success: false, userErrors: asUserErrors(invalid, 'input') };
      const userName = ctx.session.data.agentUserName ?? '';
      const attempt = await ctx.services.loginThrottle.attempt(userName, ctx.clientAddress);
      if (attempt.refused) return { success: false, userErrors: [throttled(attempt)] };
      const token = await agentAccessToken(ctx);
      const answer = await judged(
        attempt,
        () =>
          ctx.provider.changePassword(ctx.appId, {
            user_name: userName,
            current_password: input.currentPassword,
            new_password: input.newPassword,
            token: token ?? '',
          }),
        (changed) => changed.reset_sucessful,
      );
      return answer.reset_sucessful
        ? { success: true, userErrors: [] }
        : { success: false, userErrors: [{ code: 'CHANGE_FAILED', field: null, message: answer.message }] };
    },

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
        const minutes = Math.max(1, Math.ceil(counted.retryAfterSeconds / 60));
        return {
          success: false,
          userErrors: [
            {
              code: 'REGISTRATION_THROTTLED',
              field: null,
              message: registrationFailureMessage(
                `Too many registrations from here. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
              ),
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

    updateConsultant: async (_parent, { input }, ctx) => {
      const agent = requireAgent(ctx);
      const invalid = validateConsultant(input);
      if (invalid.length > 0) return { consultant: null, userErrors: asUserErrors(invalid, 'input') };
      const token = await agentAccessToken(ctx);
      const answer = await ctx.provider.updateContact(ctx.appId, agent.agency.code, {
        contact_id: agent.contact.contact_id,
        first_name: input.firstName.trim(),
        second_name: input.secondName.trim(),
        email: input.email.trim(),
        token: token ?? undefined,
      });
      await ctx.session.update(({ agent: current }) =>
        current
          ? {
              agent: {
                ...current,
                contact: answer.contact,
                contacts: current.contacts.map((c) =>
                  c.contact_id === answer.contact.contact_id ? answer.contact : c,
                ),
              },
            }
          : {},
      );
      return { consultant: answer.contact, userErrors: [] };
    },
  },
};
