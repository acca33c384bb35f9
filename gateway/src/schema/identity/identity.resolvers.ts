import {
  registrationSucceeded,
  validateConsultant,
  validateConsultantChosen,
  validateLogin,
  validatePasswordChange,
  validateRegistration,
} from '@tourdesk/domain/account';
import { agencyCurrencies, agencyCurrency } from '@tourdesk/domain/currencies';
import { isCardMethod, isGross } from '@tourdesk/domain/payment';
import { registrationFailureMessage, resetPasswordFailureMessage } from '@tourdesk/domain/messages';
import type { GatewayContext } from '../../context.js';
import type {
  Agency,
  Consultant,
  PaymentMethod,
  Resolvers,
  ResolversTypes,
  UserError,
} from '../../generated/resolvers-types.js';
import type {
  ProviderAgency,
  ProviderAgentLoginInfo,
  ProviderContact,
  ProviderPaymentMethod,
} from '../../provider/types.js';
import type { AgentLogin, SessionData } from '../../session/session.js';
import { agentAccessToken, requireAgent, sessionTokens } from './agent-token.js';
import { altchaChallenge, verifyAltcha } from './altcha.js';
import { LOGIN_THROTTLED_MESSAGE } from './login-throttle.js';

/** How long step 2 of the login may follow step 1. */
const PENDING_LOGIN_TTL_MS = 10 * 60 * 1000;

/** Domain UserError (field a form key) → GraphQL UserError (field a path under `input`). */
function asUserErrors(errors: readonly { code: string; field?: string; message: string }[], root?: string) {
  return errors.map((e) => ({
    code: e.code,
    field: e.field ? (root ? [root, e.field] : [e.field]) : null,
    message: e.message,
  }));
}

function agencyOut(a: ProviderAgency): Agency {
  return {
    code: a.code,
    name: a.name,
    address1: a.address_1,
    address2: a.address_2,
    email: a.email,
    postCode: a.post_code,
    telephone: a.telephone,
    bandId: a.band_id,
  };
}

function consultantOut(c: ProviderContact): Consultant {
  return {
    contactId: String(c.contact_id),
    firstName: c.first_name,
    secondName: c.second_name,
    email: c.email,
  };
}

function methodOut(m: ProviderPaymentMethod): PaymentMethod {
  return {
    method: m.method,
    description: m.description,
    isCard: isCardMethod(m.method),
    isGross: isGross(m.nett_gross),
  };
}

/**
 * The viewer as the screens see it: the agent part carries only what screens show (agency, consultant,
 * contacts, payment methods, currencies), never the provider tokens.
 */
export async function viewerOf(ctx: GatewayContext): Promise<ResolversTypes['Viewer']> {
  const { agent, pendingLogin } = ctx.session.data;
  let agentOutput: ResolversTypes['AgentSession'] | null = null;
  if (agent) {
    const all = await ctx.data.currencies();
    const sold = agencyCurrencies(agent.currencies);
    agentOutput = {
      agency: agencyOut(agent.agency),
      consultant: consultantOut(agent.contact),
      contacts: agent.contacts.map(consultantOut),
      paymentMethods: agent.paymentMethods.map(methodOut),
      currencies: sold.flatMap((code) => all.filter((c) => c.iso_currency_code === code)),
      bandRestricted: agent.agency.band_id > 0,
    };
  }
  const pending =
    pendingLogin && pendingLogin.expiresAt > Date.now()
      ? {
          userName: pendingLogin.userName,
          agency: agencyOut(pendingLogin.agency),
          contacts: pendingLogin.contacts.map(consultantOut),
        }
      : null;
  return { agent: agentOutput, pendingLogin: agent ? null : pending, currency: ctx.currency };
}

/** The anonymous data a session returns to on logout (the currency is kept). */
function signedOut(data: Readonly<SessionData>): SessionData {
  return { currency: data.currency, createdAt: Date.now() };
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
      const throttle = ctx.services.loginThrottle;
      if (await throttle.isBlocked(userName, ctx.clientAddress)) {
        return {
          pendingLogin: null,
          userErrors: [{ code: 'LOGIN_THROTTLED', field: null, message: LOGIN_THROTTLED_MESSAGE }],
        };
      }
      const info = await ctx.provider.agentLogin(ctx.services.config.providerAppId, {
        user_name: userName,
        password,
      });
      if (!info.valid_login || !info.agency) {
        await throttle.recordFailure(userName, ctx.clientAddress);
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
      await throttle.recordSuccess(userName);
      await ctx.session.update({
        agent: undefined,
        pendingLogin: {
          userName,
          password,
          agency: info.agency,
          contacts: info.contacts ?? [],
          expiresAt: Date.now() + PENDING_LOGIN_TTL_MS,
        },
      });
      return {
        pendingLogin: {
          userName,
          agency: agencyOut(info.agency),
          contacts: (info.contacts ?? []).map(consultantOut),
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
      const info = await ctx.provider.agentLogin(ctx.services.config.providerAppId, {
        user_name: pending.userName,
        password: pending.password,
        contact_id: contactId ? Number(contactId) : null,
        new_contact: contactId
          ? null
          : {
              first_name: newConsultant!.firstName.trim(),
              second_name: newConsultant!.secondName.trim(),
              email: newConsultant!.email.trim(),
            },
      });
      if (!info.valid_login) {
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
        return { viewer: await viewerOf(ctx), userErrors: asUserErrors(validateConsultantChosen(null)) };
      }
      // The portal prices in the agency's own currency (its login's first) from the first page on.
      ctx.currency = agencyCurrency(agent.currencies);
      await ctx.session.rotate({
        currency: ctx.currency,
        createdAt: Date.now(),
        agent,
        agentUserName: pending.userName,
      });
      ctx.isAgent = true;
      ctx.appId = agent.agency.band_app_id;
      return { viewer: await viewerOf(ctx), userErrors: [] };
    },

    logOut: async (_parent, _args, ctx) => {
      if (ctx.session.id) await ctx.session.rotate(signedOut(ctx.session.data));
      ctx.isAgent = false;
      ctx.appId = ctx.services.config.providerAppId;
      return { viewer: await viewerOf(ctx) };
    },

    resetPassword: async (_parent, { input }, ctx) => {
      const answer = await ctx.provider.resetPassword(ctx.services.config.providerAppId, {
        user_name: input.userName,
        current_password: input.currentPassword,
        new_password: input.newPassword,
      });
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
      const token = await agentAccessToken(ctx);
      const answer = await ctx.provider.changePassword(ctx.appId, {
        user_name: ctx.session.data.agentUserName ?? '',
        current_password: input.currentPassword,
        new_password: input.newPassword,
        token: token ?? '',
      });
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
      const answer = await ctx.provider.registerAgency(ctx.services.config.providerAppId, {
        name: input.name.trim(),
        agency_name: input.agencyName.trim(),
        agency_phone_number: input.agencyPhoneNumber.trim(),
        agency_address_line_1: input.agencyAddressLine1.trim(),
        agency_address_line_2: input.agencyAddressLine2?.trim() || undefined,
        agency_email: input.agencyEmail.trim(),
        iata: input.iata?.trim() || undefined,
        abn: input.abn?.trim() || undefined,
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
      const latest = ctx.session.data.agent ?? agent;
      await ctx.session.update({
        agent: {
          ...latest,
          contact: answer.contact,
          contacts: latest.contacts.map((c) =>
            c.contact_id === answer.contact.contact_id ? answer.contact : c,
          ),
        },
      });
      return { consultant: consultantOut(answer.contact), userErrors: [] };
    },
  },
};
