import DataLoader from 'dataloader';
import { shouldRetrySearch } from '@tourdesk/domain/tour-search';
import type { CapacityMonthVersion, CapacityVersions } from '../cache/capacity-versions.js';
import { cacheKeys, deriveKeys } from '../cache/keys.js';
import type { CachePolicies } from '../cache/policies.js';
import type { FreshnessWatch, SharedCache } from '../cache/shared-cache.js';
import type { ProviderClient } from '../provider/provider-client.js';
import { ProviderError } from '../provider/provider-error.js';
import type {
  ProviderAddOnGroupDetails,
  ProviderAgeCategories,
  ProviderCapacity,
  ProviderCountry,
  ProviderCurrencyInfo,
  ProviderFilter,
  ProviderMonthWithCount,
  ProviderPickupRun,
  ProviderProduct,
  ProviderProductSearchQuery,
  ProviderProductSummary,
  ProviderSalesGroupDetails,
} from '../provider/types.js';

/**
 * DataLoader's batch scheduling for every loader here: a batch is sent once the code that asked for its first key
 * has run to its next await (a microtask), not after every promise job of the request has run (DataLoader's
 * default, a tick after the microtask queue drains). The keys a resolver asks for together (a list's items,
 * `loadMany`) still share one batch; but a read whose key arrives with an answer (the pick-up run, a sales group's
 * members) no longer waits for the whole execution the other answers of the same wave set off (a calendar's
 * grid, its days), which on a fresh process delayed the second wave of provider calls by tens of milliseconds.
 */
const SOON: Pick<DataLoader.Options<unknown, unknown>, 'batchScheduleFn'> = {
  batchScheduleFn: (dispatch) => queueMicrotask(dispatch),
};

/** What one request's data layer needs. `appId` is the pricing app id (agent band app id or the default). */
export interface ProviderDataDeps {
  provider: ProviderClient;
  cache: SharedCache;
  policies: CachePolicies;
  capacityVersions: CapacityVersions;
  appId: string;
}

/** The product search of one request, as sent to the provider (operation searchProducts). */
export type ProductSearchQuery = Pick<
  ProviderProductSearchQuery,
  'month' | 'tags' | 'search' | 'departure_date_from' | 'departure_date_to'
>;

/**
 * Provider data for ONE GraphQL request: DataLoaders (products, capacity months, pick-up runs, sales groups,
 * add-ons) and memoised reads (search, reference lists), all behind the shared cache. Created per request in the
 * context, never at module level, so no loader cache leaks between users. Within a request the same provider
 * question is asked at most once; across requests the shared cache answers within its TTL.
 */
export class ProviderData {
  /** Full products by tour id (null when unknown or not visible to the app id); batched into one call. */
  readonly products: DataLoader<string, ProviderProduct | null>;
  /**
   * Capacity records of a tour's month, keyed `${tourId}|${year}|${month}|fresh` or `|browse` (the browsing read
   * may fall back to the last known month, see {@link browsingCapacity}); [] for an unknown tour.
   */
  readonly capacityMonths: DataLoader<string, ProviderCapacity[]>;
  /** Pick-up runs by run id (null when unknown). */
  readonly pickupRuns: DataLoader<number, ProviderPickupRun | null>;
  /** Sales groups by tour id (null when unknown). */
  readonly salesGroups: DataLoader<string, ProviderSalesGroupDetails | null>;
  /** Add-on groups keyed `${tourId}|${departureDate}` ([] for an unknown tour). */
  readonly addOns: DataLoader<string, ProviderAddOnGroupDetails[]>;
  /** The earliest freshness deadline (epoch ms) of the shared-cache answers this request read. */
  readonly freshness: FreshnessWatch = { freshUntil: Infinity };
  /**
   * The capacity month versions this request read: its answer is valid only while they are current (a booking on
   * any gateway instance changes them at once).
   */
  readonly capacityVersionsRead: CapacityMonthVersion[] = [];
  private readonly memo = new Map<string, Promise<unknown>>();
  /** Capacity months this request served from the last known answer because the provider failed. */
  private readonly staleMonths = new WeakSet<object>();

  constructor(private readonly deps: ProviderDataDeps) {
    const { provider, cache, policies, appId } = deps;
    const watch = this.freshness;
    this.products = new DataLoader(
      async (ids) =>
        cache.getManyOrLoad(
          policies.catalogue,
          ids.map((id) => cacheKeys.product(appId, id)),
          async (missingKeys) => {
            const missingIds = missingKeys.map(cacheKeys.productTourId);
            const { products } = await provider.getProductsByIds(appId, missingIds);
            return new Map(products.map((p) => [cacheKeys.product(appId, p.tour_id), p]));
          },
          watch,
        ),
      { maxBatchSize: 100, ...SOON },
    );
    this.capacityMonths = new DataLoader(
      async (keys) =>
        Promise.all(
          keys.map(async (key) => {
            const [tourId = '', year, month, use] = key.split('|');
            const version = await deps.capacityVersions.current(tourId, Number(year), Number(month));
            this.capacityVersionsRead.push({ tourId, year: Number(year), month: Number(month), version });
            const lastKey = cacheKeys.lastCapacityMonth(appId, tourId, Number(year), Number(month));
            const read = cache.getOrLoad(
              policies.capacity,
              cacheKeys.capacityMonth(appId, tourId, Number(year), Number(month), version),
              async () => {
                const capacities = await orEmpty(
                  provider.getCapacity(appId, tourId, Number(year), Number(month)).then((r) => r.capacities),
                  [],
                );
                await cache.remember(policies.capacity, lastKey, capacities, policies.capacityLastKnownMs);
                return capacities;
              },
              watch,
            );
            if (use !== 'browse') return read;
            try {
              return await read;
            } catch (error) {
              const last = await cache.recall<ProviderCapacity[]>(policies.capacity, lastKey);
              if (!last) throw error;
              this.staleMonths.add(last);
              watch.freshUntil = 0;
              return last;
            }
          }),
        ),
      SOON,
    );
    this.pickupRuns = new DataLoader(
      async (runIds) =>
        Promise.all(
          runIds.map((runId) =>
            cache.getOrLoad(
              policies.catalogue,
              cacheKeys.pickupRun(runId),
              () => orEmpty(provider.getPickupRun(appId, runId), null),
              watch,
            ),
          ),
        ),
      SOON,
    );
    this.salesGroups = new DataLoader(
      async (tourIds) =>
        Promise.all(
          tourIds.map((tourId) =>
            cache.getOrLoad(
              policies.catalogue,
              cacheKeys.salesGroup(appId, tourId),
              () => orEmpty(provider.getSalesGroup(appId, tourId), null),
              watch,
            ),
          ),
        ),
      SOON,
    );
    this.addOns = new DataLoader(
      async (keys) =>
        Promise.all(
          keys.map(async (key) => {
            const [tourId = '', date = ''] = key.split('|');
            const [year, month] = date.split('-').map(Number) as [number, number];
            const version = await deps.capacityVersions.current(tourId, year, month);
            this.capacityVersionsRead.push({ tourId, year, month, version });
            return cache.getOrLoad(
              policies.capacity,
              cacheKeys.addOns(appId, tourId, date, version),
              () =>
                orEmpty(
                  provider.getSalesAddOns(appId, tourId, date).then((r) => r.add_ons),
                  [],
                ),
              watch,
            );
          }),
        ),
      SOON,
    );
  }

  /** The pricing app id this data is read with. */
  get appId(): string {
    return this.deps.appId;
  }

  /**
   * Capacity records of a tour's month (seed 001 §7 capacity call), fresh: what quotes and bookings decide with.
   * @throws the provider failure when the month is neither cached nor readable.
   */
  capacity(tourId: string, year: number, month: number): Promise<ProviderCapacity[]> {
    return this.capacityMonths.load(`${tourId}|${year}|${month}|fresh`);
  }

  /**
   * Capacity records of a tour's month for browsing (calendars, departures, rooms and pick-ups shown): like
   * {@link capacity}, but when the provider fails, the last month read (kept `CAPACITY_STALE_SECONDS`) instead of
   * the error, marked so that {@link isStale} tells the screens availability may have changed.
   */
  browsingCapacity(tourId: string, year: number, month: number): Promise<ProviderCapacity[]> {
    return this.capacityMonths.load(`${tourId}|${year}|${month}|browse`);
  }

  /** True when these capacity records were served from the last known month because the provider failed. */
  isStale(capacities: readonly ProviderCapacity[]): boolean {
    return this.staleMonths.has(capacities);
  }

  /**
   * A value computed only from a cached answer of this request and `key` (which names every other input), shared
   * with every request that reads the same cached answer (SharedCache.derive); frozen.
   */
  derive<S extends object, R>(source: S, key: string, compute: (source: S) => R): R {
    return this.deps.cache.derive(source, key, compute);
  }

  /** Add-on groups of a tour for a main departure date (yyyy-mm-dd). */
  addOnGroups(tourId: string, departureDate: string): Promise<ProviderAddOnGroupDetails[]> {
    return this.addOns.load(`${tourId}|${departureDate}`);
  }

  /**
   * Product search cards for a query (all currencies' prices), shared as catalogue data. Applies the seed's
   * retry rule (seed 001 §4: retried up to 3 times while results contain tour ids longer than 4 characters).
   */
  search(query: ProductSearchQuery): Promise<ProviderProductSummary[]> {
    const normalised = Object.fromEntries(
      Object.entries(query)
        .filter(([, v]) => v !== undefined && v !== '')
        .sort(([a], [b]) => a.localeCompare(b)),
    ) as ProductSearchQuery;
    return this.catalogue(this.searchKey(normalised), async () => {
      let { products } = await this.deps.provider.searchProducts(this.deps.appId, normalised);
      for (
        let retries = 0;
        shouldRetrySearch(
          products.map((p) => p.tour_id),
          retries,
        );
        retries += 1
      ) {
        ({ products } = await this.deps.provider.searchProducts(this.deps.appId, normalised));
      }
      return products;
    });
  }

  /**
   * A product's search card from the unfiltered product search when the shared cache holds it fresh (no provider
   * call); undefined otherwise (not cached, or not in the search).
   */
  async searchedProduct(tourId: string): Promise<ProviderProductSummary | undefined> {
    const products = await this.deps.cache.peek<ProviderProductSummary[]>(
      this.deps.policies.catalogue,
      this.searchKey({}),
      this.freshness,
    );
    if (!products) return undefined;
    return this.derive(
      products,
      deriveKeys.byTourId(),
      (list) => new Map(list.map((p) => [p.tour_id, p])),
    ).get(tourId);
  }

  /** Filter lists with their tags. */
  filters(): Promise<ProviderFilter[]> {
    return this.catalogue(
      cacheKeys.filters(this.deps.appId),
      async () => (await this.deps.provider.listFilters(this.deps.appId)).filters,
    );
  }

  /** Months with departures. */
  months(): Promise<ProviderMonthWithCount[]> {
    return this.catalogue(
      cacheKeys.months(this.deps.appId),
      async () => (await this.deps.provider.listMonths(this.deps.appId)).months,
    );
  }

  /** Passenger age categories. */
  ageCategories(): Promise<ProviderAgeCategories> {
    return this.catalogue(cacheKeys.ageCategories(), () =>
      this.deps.provider.listAgeCategories(this.deps.appId),
    );
  }

  /** Currencies with masks. */
  currencies(): Promise<ProviderCurrencyInfo[]> {
    return this.catalogue(
      cacheKeys.currencies(),
      async () => (await this.deps.provider.listCurrencies(this.deps.appId)).currencies,
    );
  }

  /** Countries with dialling codes. */
  countries(): Promise<ProviderCountry[]> {
    return this.catalogue(
      cacheKeys.countries(),
      async () => (await this.deps.provider.listCountries(this.deps.appId)).countries,
    );
  }

  /** Shared-cache key of a normalised product search. */
  private searchKey(normalised: ProductSearchQuery): string {
    return cacheKeys.search(this.deps.appId, normalised);
  }

  private catalogue<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.memo.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = this.deps.cache.getOrLoad(this.deps.policies.catalogue, key, load, this.freshness);
      this.memo.set(key, pending);
    }
    return pending;
  }
}

/** Resolves a provider 404 to `fallback` (unknown tour, run or group); other failures propagate. */
async function orEmpty<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return fallback;
    throw error;
  }
}
