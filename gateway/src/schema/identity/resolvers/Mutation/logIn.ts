import { validateLogin } from '@tourdesk/domain/account';
import { REFUSALS } from '@tourdesk/domain/messages';
import { asUserErrors, judged, throttled } from '../../identity-steps.js';
import { keepPendingPassword, PENDING_LOGIN_TTL_MS } from '../../pending-login.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Mutation.logIn` (seed 000 §2 Login screen, §4), step 1 of the agent login: on the agent site only
 * (AGENT_PORTAL_ONLY elsewhere), counted as a throttled password attempt, checks the password with the provider
 * and keeps the login pending in the session (PENDING_LOGIN_TTL_MS on the injected clock) with the password kept
 * aside (pending-login.ts) for `selectConsultant`; INVALID_LOGIN with the provider's message when refused.
 */
export const logIn: NonNullable<MutationResolvers['logIn']> = async (
  _parent,
  { userName, password },
  ctx,
) => {
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
};
