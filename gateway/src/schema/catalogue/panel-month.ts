import { toursByDepartureDay } from '@tourdesk/domain/calendar';
import type { GatewayContext } from '../../context.js';
import type { TourSearchInput } from '../../generated/resolvers-types.js';
import { providerQuery, searchTours, type SearchedTour } from './search.js';

/** yyyymm of a year and month. */
function yyyymm(year: number, month: number): string {
  return `${year}${String(month).padStart(2, '0')}`;
}

/**
 * The tours departing on each day of a month, as the Dates panel counts and lists them (domain
 * `toursByDepartureDay`): one provider search for the month (shared-cached), the search's filters, then per day the
 * tours with a departure of known capacity, de-duplicated by name among that day's tours.
 */
export async function panelMonth(
  year: number,
  month: number,
  search: TourSearchInput | null | undefined,
  ctx: GatewayContext,
): Promise<Map<string, SearchedTour[]>> {
  const query = { ...providerQuery(search), month: yyyymm(year, month) };
  const found = await searchTours({ ...search, allTours: false }, ctx, query, { dedupe: false });
  return toursByDepartureDay(
    found.map((tour) => ({
      ...tour,
      departures: tour.product.departures.map((d) => ({
        startDateTime: d.start_date_time,
        freeSeats: d.free_seats,
      })),
    })),
  );
}
