import type { FastifyRequest } from 'fastify';
import {
  productDetails,
  productSummary,
  salesGroupProducts,
  mediaAsset,
  departureJson,
} from '../catalogue/product-view.js';
import type { ProductViewOptions } from '../catalogue/product-view.js';
import { currenciesFor, lowestAmounts, priceAmounts } from '../catalogue/pricing.js';
import { monthsAhead } from '../catalogue/tags.js';
import type { TagDef } from '../catalogue/tags.js';
import type { RoomType, Tour } from '../catalogue/tour.js';
import { BRAND_NAMES, ROOM_OCCUPANTS } from '../catalogue/tour.js';
import { notFound } from '../http/api-error.js';
import { addDays, MONTH_NAMES } from '../util/clock.js';
import type { CurrencyCode } from '../util/money.js';
import { appOf } from './context.js';
import type { Deps, Handler } from './context.js';

interface SearchQuery {
  month?: string;
  tags?: string;
  search?: string;
  departure_date_from?: string;
  departure_date_to?: string;
  iso_currency_code?: CurrencyCode;
  include_add_ons?: boolean;
  departure_date?: string;
  ids?: string;
}

/** Days of departures listed by a product search without a month or date range. */
export const DEFAULT_SEARCH_DAYS = 30;

function lastDayOfMonth(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month, 0));
  return d.toISOString().slice(0, 10);
}

function viewOptions(deps: Deps, q: SearchQuery, from?: string, to?: string): ProductViewOptions {
  const today = deps.state.clock.today();
  return {
    catalogue: deps.state.catalogue,
    capacity: deps.state.capacity,
    publicUrl: deps.state.publicUrl,
    today,
    currency: q.iso_currency_code,
    from: from ?? today,
    to: to ?? addDays(today, DEFAULT_SEARCH_DAYS),
    departureDate: q.departure_date,
  };
}

function resolveTags(deps: Deps, tags: string | undefined): TagDef[] {
  if (!tags) return [];
  const all = deps.state.catalogue.filters.flatMap((f) => f.tags);
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => {
      const found = all.find(
        (tag) => String(tag.tag_id) === t || tag.tag_name.toLowerCase() === t.toLowerCase(),
      );
      return found ?? { tag_id: -1, name: t, tag_name: t, filter_name: 'unknown' };
    });
}

function matchesTags(deps: Deps, tour: Tour, tags: TagDef[]): boolean {
  const carried = new Set(deps.state.catalogue.tagIds(tour.tourId));
  const groups = new Map<string, TagDef[]>();
  for (const t of tags) groups.set(t.filter_name, [...(groups.get(t.filter_name) ?? []), t]);
  return [...groups.values()].every((group) => group.some((t) => carried.has(t.tag_id)));
}

function matchesText(tour: Tour, text: string | undefined): boolean {
  if (!text) return true;
  const needle = text.toLowerCase();
  return [tour.tourId, tour.name, tour.teaser, tour.city.name, BRAND_NAMES[tour.brand], ...tour.places].some(
    (s) => s.toLowerCase().includes(needle),
  );
}

function visibleTour(deps: Deps, req: FastifyRequest, tourId: string): Tour {
  const app = appOf(deps, req);
  const tour = deps.state.catalogue.get(tourId);
  if (!tour || !deps.state.catalogue.isVisible(tour, app.band)) throw notFound(`Unknown tour ${tourId}`);
  return tour;
}

/** Product handlers: search, details, batch details, sales group, add-ons, capacity, months, filters. */
export function productHandlers(deps: Deps): Record<string, Handler> {
  return {
    async searchProducts(req) {
      const app = appOf(deps, req);
      const q = req.query as SearchQuery;
      let from = q.departure_date_from;
      let to = q.departure_date_to;
      if (q.month) {
        const year = Number(q.month.slice(0, 4));
        const month = Number(q.month.slice(4, 6));
        from = `${q.month.slice(0, 4)}-${q.month.slice(4, 6)}-01`;
        to = lastDayOfMonth(year, month);
      }
      const ranged = from !== undefined || to !== undefined;
      const options = viewOptions(deps, q, from, to ?? (from ? addDays(from, 365) : undefined));
      const tags = resolveTags(deps, q.tags);
      const pool = q.include_add_ons
        ? deps.state.catalogue.tours.filter(
            (t) => deps.state.catalogue.isVisible(t, app.band) && (t.listed || t.productType !== 'TOUR'),
          )
        : deps.state.catalogue.listedFor(app.band);
      const products = pool
        .filter((t) => matchesTags(deps, t, tags) && matchesText(t, q.search))
        .map((t) => productSummary(t, options))
        .filter((p) => !ranged || (p.departures as unknown[]).length > 0);
      return { products };
    },

    async getProductsByIds(req) {
      const app = appOf(deps, req);
      const q = req.query as SearchQuery;
      const ids = (q.ids ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 100);
      const options = viewOptions(deps, q);
      const products = ids.flatMap((id) => {
        const tour = deps.state.catalogue.get(id);
        return tour && deps.state.catalogue.isVisible(tour, app.band) ? [productDetails(tour, options)] : [];
      });
      return { products };
    },

    async getProduct(req) {
      const tour = visibleTour(deps, req, (req.params as { tourId: string }).tourId);
      return productDetails(tour, viewOptions(deps, req.query as SearchQuery));
    },

    async getSalesGroup(req) {
      const tour = visibleTour(deps, req, (req.params as { tourId: string }).tourId);
      const products = salesGroupProducts(tour, deps.state.catalogue);
      return {
        tour_id: tour.tourId,
        sales_group: tour.salesGroup
          ? {
              sales_group_display_name: tour.salesGroup.displayName,
              sales_group_display_description: tour.salesGroup.displayDescription,
              group_name: tour.salesGroup.groupName,
            }
          : null,
        products,
      };
    },

    async getSalesAddOns(req) {
      const tour = visibleTour(deps, req, (req.params as { tourId: string }).tourId);
      const q = req.query as SearchQuery;
      const date = q.departure_date;
      const groups = tour.addOnGroups.filter(
        (g) => !date || g.dates.length === 0 || g.dates.some((r) => date >= r.date_from && date <= r.date_to),
      );
      return {
        tour_id: tour.tourId,
        add_ons: groups.map((g) => ({
          name: g.name,
          dates: g.dates,
          products: g.products.flatMap((id) => {
            const p = deps.state.catalogue.get(id);
            if (!p) return [];
            const addOnDate = date ? addDays(date, p.postTourOffset - p.preTourOffset) : undefined;
            const dep = addOnDate ? deps.state.capacity.find(p.tourId, addOnDate) : undefined;
            return [
              {
                tour_id: p.tourId,
                name: p.name,
                product_type: p.productType,
                description_short: p.teaser,
                duration: { days: p.days, hours: p.hours },
                media_asset: mediaAsset(deps.state.publicUrl, `${p.tourId}.png`, 600, 400),
                // Priced for the add-on's own date (its season), as the quote prices it.
                prices: currenciesFor(q.iso_currency_code).map((c) => ({
                  iso_currency_code: c,
                  ...lowestAmounts(p, c, dep ? [Number(dep.start.slice(5, 7))] : []),
                })),
                pre_tour: p.preTour,
                pre_tour_offset: p.preTourOffset,
                post_tour: p.postTour,
                post_tour_offset: p.postTourOffset,
                ...(date ? { departure: dep ? departureJson(dep) : null } : {}),
              },
            ];
          }),
        })),
      };
    },

    async getCapacity(req) {
      const params = req.params as { tourId: string; year: number; month: number };
      const tour = visibleTour(deps, req, params.tourId);
      const q = req.query as SearchQuery;
      const capacities = deps.state.capacity.forMonth(tour.tourId, params.year, params.month).map((d) => ({
        start_date_time: d.start,
        end_date_time: d.end,
        tour_id: tour.tourId,
        free_seats: d.freeSeats,
        on_request: d.onRequest,
        capacity_rooms: Object.entries(d.rooms ?? {}).map(([room_type, free_rooms]) => ({
          room_type,
          free_rooms,
          free_seats: free_rooms * ROOM_OCCUPANTS[room_type as RoomType],
        })),
        product_currencies: currenciesFor(q.iso_currency_code).map((c) => ({
          iso_currency_code: c,
          amounts: priceAmounts(tour, c, params.month),
        })),
      }));
      return { capacities };
    },

    async listMonths(req) {
      const app = appOf(deps, req);
      const tours = deps.state.catalogue.listedFor(app.band);
      return {
        months: monthsAhead(deps.state.clock.today()).map(({ year, month }) => ({
          year,
          month,
          name: MONTH_NAMES[month - 1],
          tour_count: tours.filter((t) => t.months === null || t.months.includes(month)).length,
        })),
      };
    },

    async listFilters() {
      return { filters: deps.state.catalogue.filters };
    },
  };
}
