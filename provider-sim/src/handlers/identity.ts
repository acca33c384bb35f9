import { ApiError, notFound } from '../http/api-error.js';
import type { AgencyRecord, AgentSession } from '../identity/identity-store.js';
import { agentOf, appOf } from './context.js';
import type { Deps, Handler } from './context.js';

interface LoginBody {
  user_name: string;
  password: string;
  contact_id?: number | null;
  new_contact?: { first_name: string; second_name: string; email: string } | null;
}

interface PasswordBody {
  user_name: string;
  current_password: string;
  new_password: string;
  token?: string;
}

function agencyJson(a: AgencyRecord): Record<string, unknown> {
  return {
    code: a.code,
    name: a.name,
    address_1: a.address_1,
    address_2: a.address_2,
    email: a.email,
    post_code: a.post_code,
    telephone: a.telephone,
    band_id: a.band_id,
    band_app_id: a.band_app_id,
    iata: a.iata,
    abn: a.abn,
    commission_percentage: a.commissionPercent,
  };
}

function tokenJson(deps: Deps, agency: AgencyRecord, s: AgentSession): Record<string, unknown> {
  return {
    server: `${deps.state.publicUrl}/api/v1.3/${agency.band_app_id}`,
    access_token: s.accessToken,
    refresh_token: s.refreshToken,
    expires_in: s.expiresAt - deps.state.clock.epochSeconds(),
  };
}

function changePassword(deps: Deps, body: PasswordBody): { reset_sucessful: boolean; message: string } {
  const agency = deps.state.identity.byUserName(body.user_name);
  if (!agency || agency.password !== body.current_password) {
    return { reset_sucessful: false, message: 'The user name or current password is incorrect.' };
  }
  if (body.new_password.length < 8)
    return { reset_sucessful: false, message: 'The new password must have at least 8 characters.' };
  agency.password = body.new_password;
  return { reset_sucessful: true, message: 'Password changed.' };
}

/** Identity handlers: login, token refresh, passwords, registration, contacts, agency details. */
export function identityHandlers(deps: Deps): Record<string, Handler> {
  return {
    async agentLogin(req) {
      const body = req.body as LoginBody;
      const { identity, clock } = deps.state;
      const agency = identity.byUserName(body.user_name);
      if (!agency || agency.password !== body.password) {
        return { valid_login: false, error_message: 'Invalid user name or password.' };
      }
      const base = {
        valid_login: true,
        agency: agencyJson(agency),
        contacts: agency.contacts,
        payment_methods: agency.paymentMethods,
        currencies: [agency.currency, ...(agency.otherCurrencies ?? [])],
      };
      let contact = body.contact_id
        ? agency.contacts.find((c) => c.contact_id === body.contact_id)
        : undefined;
      if (body.contact_id && !contact)
        return { valid_login: false, error_message: 'The selected contact does not belong to this agency.' };
      if (!contact && body.new_contact) contact = identity.addContact(agency, body.new_contact);
      if (!contact) return base;
      const session = identity.issue(agency.code, contact.contact_id, clock.epochSeconds());
      return {
        ...base,
        contacts: agency.contacts,
        selected_contact: contact,
        token: tokenJson(deps, agency, session),
      };
    },

    async refreshToken(req) {
      const { refresh_token } = req.body as { refresh_token: string };
      const session = deps.state.identity.refresh(refresh_token, deps.state.clock.epochSeconds());
      if (!session) throw new ApiError(401, 'INVALID_TOKEN', 'Refresh token is unknown or already used');
      return tokenJson(deps, deps.state.identity.agency(session.agencyCode)!, session);
    },

    async resetPassword(req) {
      return changePassword(deps, req.body as PasswordBody);
    },

    async changePassword(req) {
      const body = req.body as PasswordBody;
      const agent = agentOf(deps, appOf(deps, req), body.token);
      if (!agent || agent.agency.userName !== body.user_name)
        throw new ApiError(403, 'FORBIDDEN', 'The user name does not belong to this token');
      return changePassword(deps, body);
    },

    async registerAgency(req) {
      const body = req.body as Record<string, string>;
      deps.state.outbox.add({
        kind: 'registration',
        to: 'agents@operator.example',
        subject: `Agent registration: ${body.agency_name}`,
        body: Object.entries(body)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n'),
        created_at: deps.state.clock.nowLocal(),
        data: body,
      });
      return {
        message_sent: true,
        message: 'Thank you. Our agency team will be in touch within two working days.',
      };
    },

    async updateContact(req) {
      const { agencyCode } = req.params as { agencyCode: string };
      const body = req.body as {
        contact_id: number;
        first_name: string;
        second_name: string;
        email: string;
        token?: string;
      };
      const agency = deps.state.identity.agency(agencyCode);
      if (!agency) throw notFound(`Unknown agency ${agencyCode}`);
      const agent = agentOf(deps, appOf(deps, req), body.token);
      if (agent && agent.agency.code !== agency.code)
        throw new ApiError(403, 'FORBIDDEN', 'The token belongs to another agency');
      const contact = agency.contacts.find((c) => c.contact_id === body.contact_id);
      if (!contact) throw notFound(`Unknown contact ${body.contact_id}`);
      Object.assign(contact, {
        first_name: body.first_name,
        second_name: body.second_name,
        email: body.email,
      });
      return { updated: true, contact };
    },

    async getAgency(req) {
      const { agencyCode } = req.params as { agencyCode: string };
      const agency = deps.state.identity.agency(agencyCode);
      if (!agency) throw notFound(`Unknown agency ${agencyCode}`);
      const agent = agentOf(deps, appOf(deps, req), (req.query as { token?: string }).token);
      if (!agent) throw new ApiError(401, 'INVALID_TOKEN', 'An agent access token is required');
      if (agent.agency.code !== agency.code)
        throw new ApiError(403, 'FORBIDDEN', 'The token belongs to another agency');
      return {
        agency: agencyJson(agency),
        contacts: agency.contacts,
        payment_methods: agency.paymentMethods,
      };
    },
  };
}
