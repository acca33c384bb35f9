import type { CurrencyCode } from '@tourdesk/domain/currencies';
import type { AnswerWarning } from './answer-warnings.js';
import type { ProviderData } from './loaders/provider-data.js';
import type { ProviderClient } from './provider/provider-client.js';
import type { BookingsService } from './schema/bookings/service.js';
export type { BookingAccess } from './schema/bookings/service.js';
import type { PaymentsService } from './schema/payments/service.js';
import type { GatewayServices } from './services.js';
import type { RequestSession } from './session/request-session.js';
import type { Site } from './session/session.js';

/**
 * Everything a resolver may use, created afresh for each GraphQL request (never shared between requests):
 * the session, a provider client carrying the request id, and the request's DataLoaders and memoised reads.
 */
export interface GatewayContext {
  /** Request id (x-request-id in and out, also sent to the provider). */
  requestId: string;
  /** The caller's session (currency now, agent login later), on the site the request came through. */
  session: RequestSession;
  /** The site the request came through (its proxy's `x-tourdesk-site`; consumer without it). */
  site: Site;
  /** This request's cookies beside the session cookie (httpOnly, SameSite=Lax, Path=/, Secure outside development). */
  cookies: RequestCookies;
  /** True for an agent session: agent-only fields (nett, commission, mapping codes, brand label) resolve. */
  isAgent: boolean;
  /** Pricing app id: the agency's band app id for agents, the configured default otherwise (seed 001 §6). */
  appId: string;
  /** The session's currency (ISO 4217): GBP by default; for agents always one their agency sells in. */
  currency: CurrencyCode;
  /** Today's date yyyy-mm-dd in Europe/London. */
  today: string;
  /** Provider client for this request (the only way to reach the provider). */
  provider: ProviderClient;
  /** This request's DataLoaders and cached reads. */
  data: ProviderData;
  /** Instance-wide services (config, cache, logger...). */
  services: GatewayServices;
  /**
   * The client's address, for throttling: the peer's address, or with TRUST_PROXY the right-most address of
   * X-Forwarded-For that is not a configured trusted proxy (Fastify `request.ip`).
   */
  clientAddress: string;
  /** True when the request carries a valid report bearer token (`Authorization: Bearer …`). */
  isReportCaller: boolean;
  /** True when an `Authorization: Bearer` header was sent at all (valid or not). */
  hasBearer: boolean;
  /** Warnings of this answer, sent as its `extensions.warnings` (answer-warnings.ts); resolvers push to it. */
  warnings: AnswerWarning[];
  /**
   * The bookings area's service to other areas: booking access, writes that keep the booking memos right. An
   * area never imports another area's files (lint rule); what it needs of another comes through the context.
   */
  bookings: BookingsService;
  /** The payments area's service to other areas: a booking's card payment attempts, payment-link tokens. */
  payments: PaymentsService;
}

/** Reads and writes one request's cookies (the answer's Set-Cookie). */
export interface RequestCookies {
  /** The cookie's value as the browser sent it. */
  get(name: string): string | undefined;
  /** Sets an httpOnly cookie for `maxAgeSeconds` (a browser-session cookie when absent). */
  set(name: string, value: string, maxAgeSeconds?: number): void;
  /** Deletes a cookie in the browser. */
  clear(name: string): void;
}
