import { deriveKeys } from '../../cache/keys.js';
import {
  dedupeToursByName,
  filterTours,
  sortTours,
  type SearchableTour,
  type SortOrder,
} from '@tourdesk/domain/tour-search';
import { MULTI_DAY_DURATION_FILTER } from '@tourdesk/domain/duration';
import type { GatewayContext } from '../../context.js';
import type { TourSearchInput } from '../../generated/resolvers-types.js';
import type { ProductSearchQuery } from '../../loaders/provider-data.js';
import type { ProviderProductSummary } from '../../provider/types.js';
import { fromPriceMinor } from '../shared/money.js';

/** A search card with the fields the domain's search rules read. */
export type SearchedTour = SearchableTour & { product: ProviderProductSummary };

/** Brand enum → the seed's brand filter value (seed 001 §9: 'hag' or 'highland'). */
const BRAND_FILTER = { HAG: 'hag', HEX: 'highland' } as const;

/**
 * The search text as the provider is asked it: trimmed, runs of white space as one space, lower case (the provider
 * matches text case-insensitively), so the variants of one text share one question and one cache entry; undefined
 * when nothing is left.
 */
export function providerSearchText(text: string | null | undefined): string | undefined {
  return text?.trim().replace(/\s+/g, ' ').toLowerCase() || undefined;
}

/**
 * The provider part of a search: month, tags, text (see {@link providerSearchText}) and date range (band restriction is the provider's, by app id).
 * Tag ids are sent sorted and once each (their order means nothing). `allTours` drops the month and date range so tours without departures in them stay listed.
 */
export function providerQuery(search: TourSearchInput | null | undefined): ProductSearchQuery {
  const ranged = !search?.allTours;
  return {
    month: ranged ? (search?.month ?? undefined) : undefined,
    tags: search?.tagIds?.length ? [...new Set(search.tagIds)].sort().join(',') : undefined,
    search: providerSearchText(search?.text),
    departure_date_from: ranged ? (search?.departureDateFrom ?? undefined) : undefined,
    departure_date_to: ranged ? (search?.departureDateTo ?? undefined) : undefined,
  };
}

/**
 * Runs a tour search (seed 001 §2, §4, §9): the provider search (shared-cached, with the seed's retry rule), then
 * the domain's brand, departure and duration filters, the tour-id restriction, de-duplication by name keeping the
 * cheaper (unless `options.dedupe` is false: the Dates panel de-duplicates per day), and the sort order. Prices are
 * in the session currency. The reduced list is computed once per cached
 * provider search, currency and criteria (ProviderData.derive) and shared by the requests that ask the same; it is
 * frozen.
 */
export async function searchTours(
  search: TourSearchInput | null | undefined,
  ctx: GatewayContext,
  query: ProductSearchQuery = providerQuery(search),
  options: { dedupe?: boolean } = {},
): Promise<readonly SearchedTour[]> {
  const excludeDorm = ctx.services.config.minPriceExcludesDorm;
  const criteria = {
    tourId: search?.tourId?.toUpperCase() ?? null,
    brand: search?.brand ? BRAND_FILTER[search.brand] : null,
    departure: search?.departing ?? null,
    duration: search?.duration ? (search.duration === 'MULTI_DAY' ? MULTI_DAY_DURATION_FILTER : 'day') : null,
    sort: (search?.sort ?? 'DEFAULT').toLowerCase() as SortOrder,
    dedupe: options.dedupe ?? true,
  };
  const products = await ctx.data.search(query);
  return ctx.data.derive(products, deriveKeys.searchCards(criteria, ctx.currency, excludeDorm), () => {
    const cards: SearchedTour[] = products
      .filter((p) => p.product_type === 'TOUR')
      .filter((p) => !criteria.tourId || p.tour_id === criteria.tourId)
      .map((product) => ({
        tourId: product.tour_id,
        name: product.name,
        brand: product.brand,
        descriptionShort: product.description_short,
        departureCity: product.start_location.city,
        duration: product.duration,
        fromPriceMinor: fromPriceMinor(product.prices, ctx.currency, excludeDorm),
        product,
      }));
    const filtered = filterTours(cards, {
      brand: criteria.brand,
      departure: criteria.departure,
      duration: criteria.duration,
    });
    return sortTours(criteria.dedupe ? dedupeToursByName(filtered) : filtered, criteria.sort);
  });
}
