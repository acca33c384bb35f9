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

/** Where the provider lives and what to authenticate with. */
export interface ProviderEndpoints {
  apiUrl: string;
  paymentUrl: string;
}

/**
 * Typed provider REST v1.3 client for one GraphQL request (it carries the request id sent as `x-request-id`).
 * Every call authenticates with the HMAC hash of its app id, renewing the hash once on a 401 UNAUTHORIZED.
 * Reads (GETs, product search, quote) are retried on transient failures; writes never are.
 * Methods throw {@link ProviderError}; resolvers never catch it (errors.ts maps it to a GraphQL code).
 */
export class ProviderClient {
  constructor(
    private readonly transport: ProviderTransport,
    private readonly hashes: AuthHashes,
    private readonly endpoints: ProviderEndpoints,
    readonly requestId: string,
  ) {}

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
    });
  }

  /**
   * Sends an authenticated call; on 401 UNAUTHORIZED renews the app id's hash and tries once more.
   * @throws ProviderError for error answers (status and provider code kept), timeouts and network failures.
   */
  private async call<T>(appId: string, call: Omit<ProviderCall, 'headers' | 'requestId'>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const hash = await this.hashes.get(appId, this.requestId);
      const response = await this.transport.send({
        ...call,
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
  return `/api/v1.3/${enc(appId)}${path}`;
}

function enc(segment: string): string {
  return encodeURIComponent(segment);
}
