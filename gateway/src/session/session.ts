import type { CurrencyCode } from '@tourdesk/domain/currencies';
import type { ProviderAgency, ProviderContact, ProviderPaymentMethod } from '../provider/types.js';

/**
 * An agent login held in the session (seed 000 §3 Agent login info), filled by the identity issue (issue 4).
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
 * Login step 1 done (credentials accepted, seed 000 §4 'valid login') but no consultant chosen yet. The password
 * is kept server-side only until step 2 (the provider's login needs it again with the contact), for at most the
 * session's lifetime.
 */
export interface PendingAgentLogin {
  userName: string;
  password: string;
  agency: ProviderAgency;
  contacts: ProviderContact[];
  /** Epoch milliseconds after which step 2 is refused (login must start again). */
  expiresAt: number;
}

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
}
