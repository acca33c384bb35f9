import type { CurrencyCode } from '@tourdesk/domain/currencies';
import type { ProviderAgency, ProviderContact, ProviderPaymentMethod } from '../provider/types.js';

/**
 * An agent login held in the session (seed 000 §3 Agent login info), filled at login.
 * Provider tokens stay server-side: the browser only holds the session cookie.
 */
export interface AgentLogin {
  /** The agency; `band_app_id` is the app id used for the agent's pricing and product visibility. */
  agency: ProviderAgency;
  /** The consultant chosen at login. */
  contact: ProviderContact;
  /** All contacts of the agency. */
  contacts: ProviderContact[];
  /** The agency's payment methods (CC = card). */
  paymentMethods: ProviderPaymentMethod[];
  /** Provider agent tokens; `expiresAt` in epoch milliseconds. */
  tokens: { server: string; accessToken: string; refreshToken: string; expiresAt: number };
  /** Currencies the agency may sell in, when restricted. */
  currencies?: CurrencyCode[];
}

/**
 * Login step 1 done (credentials accepted, seed 000 §4 'valid login') but no consultant chosen yet: what the
 * provider returned, nothing secret. The password step 2 needs again is not here: it is kept encrypted, single-use
 * and for at most 10 minutes beside the session (schema/identity/pending-login.ts), with its key in the browser.
 */
export interface PendingAgentLogin {
  userName: string;
  agency: ProviderAgency;
  contacts: ProviderContact[];
  /** Epoch milliseconds after which step 2 is refused (login must start again). */
  expiresAt: number;
}

/**
 * The site a session belongs to (GUIDE: sessions are bound to their site): the consumer site or the agent portal.
 * Set when the session is created, from the site the request came through (see `site.ts`), and checked on every
 * request: a session is only ever used on its own site.
 */
export type Site = 'consumer' | 'agent';

/** Server-side data of one browser session (stored under `sess:{id}` in the cache store). */
export interface SessionData {
  /** Display and pricing currency (seed 000 §9 default GBP; `setCurrency`). */
  currency: CurrencyCode;
  /** Present once an agent has logged in and chosen a consultant. */
  agent?: AgentLogin;
  /** Present between login step 1 and step 2. */
  pendingLogin?: PendingAgentLogin;
  /** Agent user name (kept for changePassword, which the provider checks against the token's agency). */
  agentUserName?: string;
  /** Group booking ids booked in this (consumer) session: the bookings a consumer may read and pay. */
  bookingIds?: number[];
  /** Creation time, epoch milliseconds. */
  createdAt: number;
  /** The site the session was created on; a request through the other site never uses it. */
  site: Site;
}
