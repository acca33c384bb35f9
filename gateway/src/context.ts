import type { FastifyReply, FastifyRequest } from 'fastify';
import { agencyCurrency, resolveCurrency, type CurrencyCode } from '@tourdesk/domain/currencies';
import { ProviderData } from './loaders/provider-data.js';
import { ProviderClient } from './provider/provider-client.js';
import type { GatewayServices } from './services.js';
import { bearerToken, isReportToken } from './schema/reports/report-auth.js';
import { RequestSession } from './session/request-session.js';

/**
 * Everything a resolver may use, created afresh for each GraphQL request (never shared between requests):
 * the session, a provider client carrying the request id, and the request's DataLoaders and memoised reads.
 */
export interface GatewayContext {
  /** Request id (x-request-id in and out, also sent to the provider). */
  requestId: string;
  /** The caller's session (currency now, agent login later). */
  session: RequestSession;
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
  /** The client's address (Fastify `request.ip`; X-Forwarded-For only with TRUST_PROXY), for login throttling. */
  clientAddress: string;
  /** True when the request carries a valid report bearer token (`Authorization: Bearer …`). */
  isReportCaller: boolean;
  /** True when an `Authorization: Bearer` header was sent at all (valid or not). */
  hasBearer: boolean;
}

/** The session of each HTTP request, opened once (the response cache and the context both read it). */
const openedSessions = new WeakMap<FastifyRequest, Promise<RequestSession>>();
/** Requests whose answer sets the session cookie (@fastify/cookie writes the header only when sending). */
const settingCookie = new WeakSet<FastifyRequest>();

/** True when the request's answer will set the session cookie (a session was created or rotated). */
export function setsSessionCookie(request: FastifyRequest): boolean {
  return settingCookie.has(request);
}

/**
 * The request's session, opened from its cookie on first use (which slides the stored session's lifetime) and
 * the same object on later calls for the same request.
 */
export function requestSession(
  services: GatewayServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestSession> {
  let session = openedSessions.get(request);
  if (!session) {
    const { config } = services;
    session = RequestSession.open(services.sessions, request.cookies[config.sessionCookieName], (id) => {
      settingCookie.add(request);
      reply.setCookie(config.sessionCookieName, id, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.nodeEnv !== 'development',
        path: '/',
      });
    });
    openedSessions.set(request, session);
  }
  return session;
}

/** Builds the context of one request: opens the session from its cookie, then the provider client and loaders. */
export async function createContext(
  services: GatewayServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<GatewayContext> {
  const { config } = services;
  const session = await requestSession(services, request, reply);
  const bearer = bearerToken(request.headers.authorization);
  const agent = session.data.agent;
  const appId = agent?.agency.band_app_id ?? config.providerAppId;
  const provider = new ProviderClient(
    services.transport,
    services.hashes,
    {
      apiUrl: config.providerApiUrl,
      paymentUrl: config.providerPaymentUrl,
      newsletterUrl: config.newsletterUrl,
    },
    request.id,
  );
  return {
    requestId: request.id,
    session,
    isAgent: agent !== undefined,
    appId,
    // An agent prices only in the agency's currencies, whatever an older session holds.
    currency: agent
      ? agencyCurrency(agent.currencies, session.data.currency)
      : resolveCurrency(null, session.data.currency),
    today: services.today(),
    provider,
    data: new ProviderData({
      provider,
      cache: services.cache,
      policies: services.policies,
      capacityVersions: services.capacityVersions,
      appId,
    }),
    services,
    clientAddress: request.ip,
    isReportCaller: bearer !== undefined && isReportToken(bearer, config.reportTokenHashes),
    hasBearer: bearer !== undefined,
  };
}
