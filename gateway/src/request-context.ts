/**
 * Builds the request context of each GraphQL request (see GatewayContext in context.ts): opens the session from
 * its cookie, authenticates a report bearer token, and creates the provider client, the loaders and the services
 * each schema area offers the others.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionNode } from 'graphql';
import {
  agencyCurrency,
  DEFAULT_CURRENCY,
  resolveCurrency,
  type CurrencyCode,
} from '@tourdesk/domain/currencies';
import { SALE_ROOT_FIELDS } from '@tourdesk/domain/sale-operations';
import type { GatewayConfig } from './config.js';
import type { GatewayContext, RequestCookies } from './context.js';
import { ProviderData } from './loaders/provider-data.js';
import { ProviderClient, type ProviderEndpoints } from './provider/provider-client.js';
import type { GatewayServices } from './services.js';
import { bearerToken, isReportToken } from './session/report-token.js';
import { createBookingsService } from './schema/bookings/create-service.js';
import { createPaymentsService } from './schema/payments/create-service.js';
import { RequestSession } from './session/request-session.js';
import type { Site } from './session/session.js';
import { CURRENCY_HEADER, requestSite, SITE_HEADER, sessionCookieName } from './session/site.js';

/**
 * The cookies of one request, with the gateway's cookie attributes (httpOnly, SameSite=Lax, Path=/, Secure outside
 * development). A class, not an object of closures: every request makes one (the response cache's session look-up
 * included), and its methods are then made once, not per request.
 */
class RequestCookieJar implements RequestCookies {
  constructor(
    private readonly services: GatewayServices,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {}

  get(name: string): string | undefined {
    return this.request.cookies[name];
  }

  set(name: string, value: string, maxAgeSeconds?: number): void {
    settingCookie.add(this.request);
    const attributes = this.attributes();
    this.reply.setCookie(
      name,
      value,
      maxAgeSeconds === undefined ? attributes : { ...attributes, maxAge: maxAgeSeconds },
    );
  }

  clear(name: string): void {
    settingCookie.add(this.request);
    this.reply.clearCookie(name, this.attributes());
  }

  private attributes() {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.services.config.nodeEnv !== 'development',
      path: '/',
    };
  }
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
 * the same object on later calls for the same request. Without a stored session, a consumer-site request is
 * priced in its {@link CURRENCY_HEADER}'s currency when it names a supported one, else in GBP.
 */
export function requestSession(
  services: GatewayServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestSession> {
  let session = openedSessions.get(request);
  if (!session) {
    const site = requestSite(request.headers[SITE_HEADER]);
    const cookieName = sessionCookieName(services.config.sessionCookieName, site);
    const cookies = new RequestCookieJar(services, request, reply);
    session = RequestSession.open(
      services.sessions,
      site,
      cookies.get(cookieName),
      (id) => cookies.set(cookieName, id),
      anonymousCurrency(site, request.headers[CURRENCY_HEADER]),
    );
    openedSessions.set(request, session);
  }
  return session;
}

/**
 * The currency a request without a stored session is priced in: on the consumer site the supported currency its
 * {@link CURRENCY_HEADER} names, else GBP (`header` is that header's value).
 */
export function anonymousCurrency(site: Site, header: string | string[] | undefined): CurrencyCode {
  return site === 'consumer' && typeof header === 'string' ? resolveCurrency(header) : DEFAULT_CURRENCY;
}

/** {@link isSaleOperation}'s answers by operation node (a stored document's nodes are the same every request). */
const saleOperations = new WeakMap<OperationDefinitionNode, boolean>();

/**
 * True when the operation selects a sale's root field (@tourdesk/domain/sale-operations), directly or through
 * fragments on the root type: its provider calls, and those of the reads they depend on, get the sales budget.
 * Remembered per operation node: Apollo's document store hands out the same nodes for the same document.
 */
export function isSaleOperation(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  let sale = saleOperations.get(operation);
  if (sale === undefined) {
    sale = selectsSaleField(document, operation);
    saleOperations.set(operation, sale);
  }
  return sale;
}

function selectsSaleField(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const seen = new Set<string>();
  const selects = (selections: readonly SelectionNode[]): boolean =>
    selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return SALE_ROOT_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet.selections);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      const fragment = fragments.get(name);
      return fragment !== undefined && selects(fragment.selectionSet.selections);
    });
  return selects(operation.selectionSet.selections);
}

/**
 * Makes the request a sale: its provider client gives every call the sales budget (PROVIDER_SALES_BUDGET_MS)
 * instead of the catalogue's, and its reads share in-flight loads only with other sales (SharedCache.withFlight),
 * so a quote or a booking waits for a slow provider where a catalogue page would give up. Called before execution
 * on the context the operation runs with (Apollo Server copies the request's context per operation), so the
 * areas' services are made again on that copy: their booking reloads and writes use the sale's client too.
 */
export function enterSale(ctx: GatewayContext): void {
  const { services } = ctx;
  ctx.provider = ctx.provider.forSale();
  ctx.data = new ProviderData({
    provider: ctx.provider,
    cache: services.cache.withFlight('sale'),
    policies: services.policies,
    capacityVersions: services.capacityVersions,
    appId: ctx.appId,
  });
  ctx.bookings = createBookingsService(ctx);
  ctx.payments = createPaymentsService(ctx);
}

/** The provider hosts and read budgets of the configuration, as a {@link ProviderClient} takes them. */
export function providerEndpoints(config: GatewayConfig): ProviderEndpoints {
  return {
    apiUrl: config.providerApiUrl,
    paymentUrl: config.providerPaymentUrl,
    newsletterUrl: config.newsletterUrl,
    catalogueBudgetMs: config.providerCatalogueBudgetMs,
    salesBudgetMs: config.providerSalesBudgetMs,
  };
}

/** The context's services of the schema areas, made by {@link createContext} once the rest is there. */
type AreaService = 'bookings' | 'payments';

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
    providerEndpoints(config),
    request.id,
  );
  const context: Omit<GatewayContext, AreaService> = {
    requestId: request.id,
    session,
    site: session.site,
    cookies: new RequestCookieJar(services, request, reply),
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
    warnings: [],
  };
  // The areas' services read the context when called, so they are made for the context they belong to.
  const complete = context as GatewayContext;
  complete.bookings = createBookingsService(complete);
  complete.payments = createPaymentsService(complete);
  return complete;
}
