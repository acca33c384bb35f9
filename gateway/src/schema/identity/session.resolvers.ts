import { validateConsultant, validateConsultantChosen, validateLogin } from '@tourdesk/domain/account';
import { agencyCurrency } from '@tourdesk/domain/currencies';
import { REFUSALS } from '@tourdesk/domain/messages';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { ProviderAgentLoginInfo, ProviderContact } from '../../provider/types.js';
import type { AgentLogin, SessionData } from '../../session/session.js';
import { viewerOf } from './viewer-of.js';
import { sessionTokens } from '../../session/agent-token.js';
import { asUserErrors, judged, throttled } from './identity-steps.js';
import {
  forgetPendingPassword,
  keepPendingPassword,
  PENDING_LOGIN_TTL_MS,
  takePendingPassword,
} from './pending-login.js';

/** The session of a signed-out visitor at `now` (epoch ms): the same currency and site, nothing else. */
function signedOut(data: Readonly<SessionData>, now: number): SessionData {
  return { currency: data.currency, createdAt: now, site: data.site };
}

/**
 * The agent login kept in the session from the provider's login answer and the chosen consultant, its token's
 * expiry counted from `now` (epoch ms); null without an agency or token.
 */
function agentLoginFrom(
  info: ProviderAgentLoginInfo,
  contact: ProviderContact,
  now: number,
): AgentLogin | null {
  if (!info.agency || !info.token) return null;
  return {
    agency: info.agency,
    contact,
    contacts: info.contacts ?? [],
    paymentMethods: info.payment_methods ?? [],
    tokens: sessionTokens(info.token, now),
    currencies: info.currencies as AgentLogin['currencies'],
  };
}

/**
 * The agent session (seed 000 §2 Login screen, §4): the viewer, two-step agent login (`logIn` checks the password with
 * throttling and keeps it pending, `selectConsultant` logs in as the chosen or a new consultant and rotates the
 * session) and `logOut`.
 */
export const sessionResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => viewerOf(ctx),
  },
  Mutation: {
    logIn: async (_parent, { userName, password }, ctx) => {
      const missing = validateLogin(userName, password);
      if (missing.length > 0) return { pendingLogin: null, userErrors: asUserErrors(missing) };
      if (ctx.site !== 'agent') {
        // Sessions are bound to their site: the consumer site (the same build) never holds an agent session.
        return {
          pendingLogin: null,
          userErrors: [{ code: 'AGENT_PORTAL_ONLY', field: null, message: REFUSALS.agentPortalOnly }],
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
              message: info.error_message ?? REFUSALS.invalidUserNameOrPassword,
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
          expiresAt: ctx.services.clock.now() + PENDING_LOGIN_TTL_MS,
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
      if (!pending || pending.expiresAt <= ctx.services.clock.now()) {
        return {
          viewer: await viewerOf(ctx),
          userErrors: [{ code: 'LOGIN_REQUIRED', field: null, message: REFUSALS.logInAgain }],
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
          userErrors: [{ code: 'LOGIN_REQUIRED', field: null, message: REFUSALS.logInAgain }],
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
            { code: 'INVALID_LOGIN', field: null, message: info.error_message ?? REFUSALS.invalidLogin },
          ],
        };
      }
      const chosen = validateConsultantChosen(info.token?.access_token);
      const agent = info.selected_contact
        ? agentLoginFrom(info, info.selected_contact, ctx.services.clock.now())
        : null;
      if (chosen.length > 0 || !agent) {
        await secret.restore();
        return { viewer: await viewerOf(ctx), userErrors: asUserErrors(validateConsultantChosen(null)) };
      }
      await forgetPendingPassword(ctx, ctx.session.id);
      // The portal prices in the agency's own currency (its login's first) from the first page on.
      ctx.currency = agencyCurrency(agent.currencies);
      await ctx.session.rotate({
        currency: ctx.currency,
        createdAt: ctx.services.clock.now(),
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
      if (ctx.session.id) await ctx.session.rotate(signedOut(ctx.session.data, ctx.services.clock.now()));
      ctx.isAgent = false;
      ctx.appId = ctx.services.config.providerAppId;
      return { viewer: await viewerOf(ctx) };
    },
  },
};
