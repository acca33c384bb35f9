import { validateConsultant, validateConsultantChosen } from '@tourdesk/domain/account';
import { agencyCurrency } from '@tourdesk/domain/currencies';
import { REFUSALS } from '@tourdesk/domain/messages';
import type { ProviderAgentLoginInfo, ProviderContact } from '../../../../provider/types.js';
import type { AgentLogin } from '../../../../session/session.js';
import { viewerOf } from '../../viewer-of.js';
import { sessionTokens } from '../../../../session/agent-token.js';
import { asUserErrors } from '../../identity-steps.js';
import { forgetPendingPassword, takePendingPassword } from '../../pending-login.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

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
 * `Mutation.selectConsultant` (seed 000 §2 Login screen, §4), step 2 of the agent login: with a pending login
 * still valid on the injected clock and its kept password, logs in at the provider as the chosen contact or a new
 * consultant, then rotates the session into the agent's (priced in the agency's currency); LOGIN_REQUIRED when
 * the pending login expired, the domain's consultant userErrors otherwise. A failure puts the password back.
 */
export const selectConsultant: NonNullable<MutationResolvers['selectConsultant']> = async (
  _parent,
  { contactId, newConsultant },
  ctx,
) => {
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
};
