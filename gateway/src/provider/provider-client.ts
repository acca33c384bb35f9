// Over 350 lines on purpose: one typed method per provider operation (openapi.yaml operationIds), each a few
// lines; splitting the client by operation would scatter the one place that speaks the provider's REST API.
import { API_VERSION } from '@tourdesk/domain/constants';
import type { operations } from '../generated/provider.js';
import type { AuthHashes } from './auth-hashes.js';
import { ProviderError } from './provider-error.js';
import type { ProviderCall, ProviderTransport } from './transport.js';
import type { ProviderBasket, ProviderProductSearchQuery } from './types.js';

/** The JSON body of an operation's 200 answer, from the generated provider types. */
export type Ok<Op extends keyof operations> = operations[Op]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The JSON request body of an operation, from the generated provider types. */
export type Body<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** Where the provider lives and what to authenticate with. */
export interface ProviderEndpoints {
  apiUrl: string;
  paymentUrl: string;
  /** Base URL of the marketing-email provider (newsletter); no authentication hash. */
  newsletterUrl?: string;
  /**
   * Total budget of a catalogue read (products, searches, capacity, pick-ups, reference lists), every attempt
   * included, in milliseconds; the transport's default budget when absent.
   */
  catalogueBudgetMs?: number;
  /**
   * Budget of every call of a sale ({@link ProviderClient.forSale}), in milliseconds: a read's total, a write's one
   * attempt; the catalogue's or the transport's default when absent.
   */
  salesBudgetMs?: number;
}

/**
 * Typed provider REST v1.3 client for one GraphQL request (it carries the request id sent as `x-request-id`).
 * Every call authenticates with the HMAC hash of its app id, renewing the hash once on a 401 UNAUTHORIZED.
 * Reads (GETs, product search, quote) are retried and hedged within their budget (catalogue reads:
 * `catalogueBudgetMs`); writes never are. The client of a sale ({@link forSale}) gives every call, read or write,
 * `salesBudgetMs` instead.
 * Methods throw {@link ProviderError}; resolvers never catch it (errors.ts maps it to a GraphQL code).
 */
export class ProviderClient {
  constructor(
    private readonly transport: ProviderTransport,
    private readonly hashes: AuthHashes,
    private readonly endpoints: ProviderEndpoints,
    readonly requestId: string,
    /** True for the client of a sale: every call gets the sales budget. */
    readonly sale = false,
  ) {}

  /** The same client for a sale: every call (reads included) under `salesBudgetMs`. */
  forSale(): ProviderClient {
    return new ProviderClient(this.transport, this.hashes, this.endpoints, this.requestId, true);
  }

  /** Obtains (or reuses) the authentication hash of `appId`: the readiness probe of /readyz. */
  async authenticate(appId: string): Promise<void> {
    await this.hashes.get(appId, this.requestId);
  }

  /** Product search cards (operation searchProducts); all currencies' prices unless one is asked. */
  searchProducts(appId: string, query: ProviderProductSearchQuery): Promise<Ok<'searchProducts'>> {
    return this.get('searchProducts', appId, '/products', query);
  }

  /** Full products by tour ids, in the order asked, unknown ids omitted (operation getProductsByIds). */
  getProductsByIds(appId: string, tourIds: readonly string[]): Promise<Ok<'getProductsByIds'>> {
    return this.get('getProductsByIds', appId, '/products/details', { ids: tourIds.join(',') });
  }

  /** Months with departures in the next 12 months (operation listMonths). */
  listMonths(appId: string): Promise<Ok<'listMonths'>> {
    return this.get('listMonths', appId, '/products/months');
  }

  /** Filter lists with tags (operation listFilters). */
  listFilters(appId: string): Promise<Ok<'listFilters'>> {
    return this.get('listFilters', appId, '/products/filters');
  }

  /** The sales group of a tour (operation getSalesGroup). */
  getSalesGroup(appId: string, tourId: string): Promise<Ok<'getSalesGroup'>> {
    return this.get('getSalesGroup', appId, `/products/${enc(tourId)}/sales_group`);
  }

  /** Add-on groups of a tour for a main departure date (operation getSalesAddOns). */
  getSalesAddOns(appId: string, tourId: string, departureDate: string): Promise<Ok<'getSalesAddOns'>> {
    return this.get('getSalesAddOns', appId, `/products/${enc(tourId)}/add_ons`, {
      departure_date: departureDate,
    });
  }

  /** Capacity and prices of a tour's departures in a month (operation getCapacity, seed 001 §7). */
  getCapacity(appId: string, tourId: string, year: number, month: number): Promise<Ok<'getCapacity'>> {
    return this.get('getCapacity', appId, `/products/${enc(tourId)}/capacity/${year}/${month}`);
  }

  /** A pick-up run with its points (operation getPickupRun). */
  getPickupRun(appId: string, runId: number): Promise<Ok<'getPickupRun'>> {
    return this.get('getPickupRun', appId, `/pickups/${runId}`);
  }

  /** Passenger age categories (operation listAgeCategories). */
  listAgeCategories(appId: string): Promise<Ok<'listAgeCategories'>> {
    return this.get('listAgeCategories', appId, '/passengers/age_categories');
  }

  /** Currencies with masks (operation listCurrencies). */
  listCurrencies(appId: string): Promise<Ok<'listCurrencies'>> {
    return this.get('listCurrencies', appId, '/currencies');
  }

  /** Countries with dialling codes (operation listCountries). */
  listCountries(appId: string): Promise<Ok<'listCountries'>> {
    return this.get('listCountries', appId, '/countries');
  }

  /** Prices a basket without booking it (operation quoteBooking): a read-only POST, so retried. */
  quoteBooking(appId: string, basket: ProviderBasket): Promise<Ok<'quoteBooking'>> {
    return this.call<Ok<'quoteBooking'>>(appId, {
      operation: 'quoteBooking',
      method: 'POST',
      baseUrl: this.endpoints.apiUrl,
      path: apiPath(appId, '/bookings/quote'),
      body: basket,
      read: true,
    });
  }

  // --- identity (seed 000 §7) -------------------------------------------------------------------------------

  /** Agent login, step 1 (credentials) or step 2 (with contact_id or new_contact) (operation agentLogin). */
  agentLogin(appId: string, body: Body<'agentLogin'>): Promise<Ok<'agentLogin'>> {
    return this.write('agentLogin', appId, 'POST', '/identity/agent/login', body);
  }

  /** Exchanges a (single-use) refresh token for a new token pair (operation refreshToken). */
  refreshToken(appId: string, refreshToken: string): Promise<Ok<'refreshToken'>> {
    return this.write('refreshToken', appId, 'POST', '/identity/token/refresh', {
      refresh_token: refreshToken,
    });
  }

  /** Password reset with the current password (operation resetPassword). */
  resetPassword(appId: string, body: Body<'resetPassword'>): Promise<Ok<'resetPassword'>> {
    return this.write('resetPassword', appId, 'POST', '/identity/reset_password', body);
  }

  /** Password change of the logged-in agent, with its token (operation changePassword). */
  changePassword(appId: string, body: Body<'changePassword'>): Promise<Ok<'changePassword'>> {
    return this.write('changePassword', appId, 'POST', '/identity/change_password', body);
  }

  /** Agency registration request (operation registerAgency). */
  registerAgency(appId: string, body: Body<'registerAgency'>): Promise<Ok<'registerAgency'>> {
    return this.write('registerAgency', appId, 'POST', '/identity/register', body);
  }

  /** Updates a consultant contact of the agency (operation updateContact). */
  updateContact(
    appId: string,
    agencyCode: string,
    body: Body<'updateContact'>,
  ): Promise<Ok<'updateContact'>> {
    return this.write('updateContact', appId, 'PUT', `/identity/login/${enc(agencyCode)}`, body);
  }

  /** Agency details with contacts and payment methods (operation getAgency). */
  getAgency(appId: string, agencyCode: string, token: string): Promise<Ok<'getAgency'>> {
    return this.call<Ok<'getAgency'>>(appId, {
      operation: 'getAgency',
      method: 'GET',
      baseUrl: this.endpoints.apiUrl,
      path: apiPath(appId, `/identity/agency/${enc(agencyCode)}`),
      query: { token },
      read: true,
    });
  }

  // --- bookings (seed 000 §7, seed 001 §7) ----------------------------------------------------------------------

  /** Books a basket (operation createBooking); `idempotencyKey` makes a retry replay the first answer. */
  createBooking(appId: string, basket: ProviderBasket, idempotencyKey: string): Promise<Ok<'createBooking'>> {
    return this.write('createBooking', appId, 'POST', '/bookings', basket, idempotencyKey);
  }

  /**
   * One page of the booking search (operation searchBookings): a read-only POST, so retried.
   * @param timing this call's own budget (milliseconds, every attempt included) and whether it may be hedged;
   *   the transport's defaults when absent (a sale's client still gives it the sales budget).
   */
  searchBookings(
    appId: string,
    body: Body<'searchBookings'>,
    timing: Pick<ProviderCall, 'budgetMs' | 'hedge'> = {},
  ): Promise<Ok<'searchBookings'>> {
    return this.call<Ok<'searchBookings'>>(appId, {
      operation: 'searchBookings',
      method: 'POST',
      baseUrl: this.endpoints.apiUrl,
      path: apiPath(appId, '/bookings/search'),
      body,
      read: true,
      ...timing,
    });
  }

  /** Loads a booking (operation loadBooking): a read-only POST carrying the agent token, so retried. */
  loadBooking(appId: string, groupBookingId: number, token: string | null): Promise<Ok<'loadBooking'>> {
    return this.call<Ok<'loadBooking'>>(appId, {
      operation: 'loadBooking',
      method: 'POST',
      baseUrl: this.endpoints.apiUrl,
      path: apiPath(appId, `/bookings/${groupBookingId}`),
      body: token ? { token } : {},
      read: true,
    });
  }

  /**
   * Updates promo codes, passengers, notes or the agent payment of a booking (operation updateBooking);
   * `idempotencyKey`, when given, makes a retry replay the first answer.
   */
  updateBooking(
    appId: string,
    groupBookingId: number,
    body: Body<'updateBooking'>,
    idempotencyKey?: string,
  ): Promise<Ok<'updateBooking'>> {
    return this.write('updateBooking', appId, 'PUT', `/bookings/${groupBookingId}`, body, idempotencyKey);
  }

  /**
   * What cancelling trip passengers would cost now (operation quoteCancellation): fees, paid and refunds per place;
   * nothing changes, so it is a read-only POST, retried within its budget.
   */
  quoteCancellation(
    appId: string,
    groupBookingId: number,
    body: Body<'quoteCancellation'>,
  ): Promise<Ok<'quoteCancellation'>> {
    return this.call<Ok<'quoteCancellation'>>(appId, {
      operation: 'quoteCancellation',
      method: 'POST',
      baseUrl: this.endpoints.apiUrl,
      path: apiPath(appId, `/bookings/${groupBookingId}/cancel_quote`),
      body,
      read: true,
    });
  }

  /** Cancels trip passengers (operation cancelBooking). */
  cancelBooking(
    appId: string,
    groupBookingId: number,
    body: Body<'cancelBooking'>,
  ): Promise<Ok<'cancelBooking'>> {
    return this.write('cancelBooking', appId, 'DELETE', `/bookings/${groupBookingId}`, body);
  }

  /** E-mails a booking document (operation sendBookingMessage). */
  sendBookingMessage(appId: string, body: Body<'sendBookingMessage'>): Promise<Ok<'sendBookingMessage'>> {
    return this.write('sendBookingMessage', appId, 'POST', '/bookings/message', body);
  }

  // --- payments (seed 001 §7) ---------------------------------------------------------------------------------

  /** Initialises a card payment on the payment host (operation initialisePayment). */
  initialisePayment(appId: string, body: Body<'initialisePayment'>): Promise<Ok<'initialisePayment'>> {
    return this.call<Ok<'initialisePayment'>>(appId, {
      operation: 'initialisePayment',
      method: 'POST',
      baseUrl: this.endpoints.paymentUrl,
      path: `/payment/api/${API_VERSION}/${enc(appId)}/payment/initialise`,
      body,
      read: false,
    });
  }

  /**
   * A payment session as the provider sees it now (operation getPaymentSession): the initialise answer and the
   * booking, whose payment_transactions say what happened on the session's hosted page.
   */
  getPaymentSession(
    appId: string,
    groupBookingId: number,
    paymentReference: string,
  ): Promise<Ok<'getPaymentSession'>> {
    return this.call<Ok<'getPaymentSession'>>(appId, {
      operation: 'getPaymentSession',
      method: 'GET',
      baseUrl: this.endpoints.paymentUrl,
      path: `/payment/api/${API_VERSION}/${enc(appId)}/payment/session/${groupBookingId}/${enc(paymentReference)}`,
      read: true,
    });
  }

  /** Commits the card page's response (operation commitPayment; idempotent per transaction). */
  commitPayment(appId: string, body: Body<'commitPayment'>): Promise<Ok<'commitPayment'>> {
    return this.call<Ok<'commitPayment'>>(appId, {
      operation: 'commitPayment',
      method: 'POST',
      baseUrl: this.endpoints.paymentUrl,
      path: `/payment/ttc/api/${API_VERSION}/${enc(appId)}/payment/response`,
      body,
      read: false,
      idempotencyKey: `commit:${body.ttc}:${body.response_payment.transactionId}`,
    });
  }

  // --- newsletter (seed 001 §7; the marketing provider, no hash) ---------------------------------------------

  /** Creates a newsletter subscriber, then adds it to segments when any are given. */
  async subscribeNewsletter(
    subscriber: { email: string; first_name?: string; last_name?: string },
    segmentIds: readonly string[],
  ): Promise<void> {
    const baseUrl = this.endpoints.newsletterUrl ?? this.endpoints.apiUrl;
    const send = async (operation: string, path: string, body: unknown) => {
      const response = await this.transport.send({
        operation,
        method: 'POST',
        baseUrl,
        path,
        body,
        read: false,
        requestId: this.requestId,
      });
      if (response.status >= 400) {
        throw new ProviderError(operation, 'http', response.status, undefined, `HTTP ${response.status}`);
      }
    };
    await send('createSubscriber', '/_marketing/v1/subscribers', subscriber);
    if (segmentIds.length > 0) {
      await send('addSubscriberToSegments', '/_marketing/v1/subscribers/segments', {
        id_or_email: subscriber.email,
        segment_ids: segmentIds,
      });
    }
  }

  private write<T>(
    operation: string,
    appId: string,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    return this.call<T>(appId, {
      operation,
      method,
      baseUrl: this.endpoints.apiUrl,
      path: apiPath(appId, path),
      body,
      read: false,
      idempotencyKey,
    });
  }

  /** A catalogue read (GET), within the catalogue budget (the sales budget for a sale's client). */
  private get<T>(
    operation: string,
    appId: string,
    path: string,
    query?: Record<string, string | number | boolean | undefined>,
  ): Promise<T> {
    return this.call<T>(appId, {
      operation,
      method: 'GET',
      baseUrl: this.endpoints.apiUrl,
      path: apiPath(appId, path),
      query,
      read: true,
      budgetMs: this.endpoints.catalogueBudgetMs,
    });
  }

  /**
   * Sends an authenticated call; on 401 UNAUTHORIZED renews the app id's hash and tries once more. A sale's
   * client obtains the hash within the sales budget too.
   * @throws ProviderError for error answers (status and provider code kept), timeouts and network failures.
   */
  private async call<T>(appId: string, call: Omit<ProviderCall, 'headers' | 'requestId'>): Promise<T> {
    const sales = this.sale ? this.endpoints.salesBudgetMs : undefined;
    const budgeted = sales === undefined ? call : { ...call, budgetMs: sales, timeoutMs: sales };
    for (let attempt = 0; ; attempt += 1) {
      const hash = await this.hashes.get(appId, this.requestId, sales);
      const response = await this.transport.send({
        ...budgeted,
        headers: { 'x-authentication-hash': hash },
        requestId: this.requestId,
      });
      const error = (response.body as { error?: { code?: string; message?: string } } | undefined)?.error;
      if (response.status === 401 && error?.code !== 'INVALID_TOKEN' && attempt === 0) {
        this.hashes.invalidate(appId, hash);
        continue;
      }
      if (response.status >= 400) {
        throw new ProviderError(
          call.operation,
          'http',
          response.status,
          error?.code,
          error?.message ?? `HTTP ${response.status}`,
        );
      }
      return response.body as T;
    }
  }
}

function apiPath(appId: string, path: string): string {
  return `/api/${API_VERSION}/${enc(appId)}${path}`;
}

function enc(segment: string): string {
  return encodeURIComponent(segment);
}
