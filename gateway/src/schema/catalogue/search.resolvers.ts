import { buildMonthGrid, toursByDepartureDay, toursOnDayLabel } from '@tourdesk/domain/calendar';
import { formatLongDate, monthName } from '@tourdesk/domain/dates';
import { departingOnSentence, lowestFromPrice } from '@tourdesk/domain/tour-search';
import type { GatewayContext } from '../../context.js';
import type { Resolvers, TourSearchInput } from '../../generated/resolvers-types.js';
import { checkCalendarDate, checkCalendarMonth, checkTourSearch } from '../shared/arguments.js';
import { money } from '../shared/money.js';
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
async function panelMonth(
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

/**
 * Tour list and the Dates panel (seed 001 §2 Home and search, Calendar panel, 'Select A Trip'; §4; §9):
 * Query.tours, Query.departureCalendar (per day the tours departing, '1 Tour' / 'n Tours') and
 * Query.toursDepartingOn with the panel's sentence.
 */
export const searchResolvers: Resolvers = {
  Query: {
    tours: async (_parent, { search }, ctx) => {
      checkTourSearch(search);
      const tours = await searchTours(search, ctx);
      const fromPrice = lowestFromPrice(tours.map((t) => t.fromPriceMinor));
      return {
        tours: tours.map((t) => t.product),
        count: tours.length,
        fromPrice: fromPrice === null ? null : money(fromPrice, ctx.currency),
      };
    },
    departureCalendar: async (_parent, { year, month, search }, ctx) => {
      checkCalendarMonth(year, month);
      checkTourSearch(search);
      const [byDate, months] = await Promise.all([panelMonth(year, month, search, ctx), ctx.data.months()]);
      return {
        year,
        month,
        monthName: monthName(month),
        months: months.map((m) => ({ year: m.year, month: m.month, name: monthName(m.month) })),
        weeks: buildMonthGrid(year, month, ctx.today).map((week) => ({
          days: week.days.map((day) => {
            const tourIds =
              day.isCurrentMonth && !day.isPast ? (byDate.get(day.date) ?? []).map((t) => t.tourId) : [];
            return {
              date: day.date,
              dayNumber: day.number,
              isCurrentMonth: day.isCurrentMonth,
              isToday: day.isToday,
              tourCount: tourIds.length,
              label: tourIds.length ? toursOnDayLabel(tourIds.length) : null,
              tourIds,
            };
          }),
        })),
      };
    },
    toursDepartingOn: async (_parent, { date, search }, ctx) => {
      checkCalendarDate(date, ['date']);
      checkTourSearch(search);
      const [year, month] = date.split('-').map(Number) as [number, number];
      const tours = (await panelMonth(year, month, search, ctx)).get(date) ?? [];
      return {
        date,
        sentence: departingOnSentence(tours.length, formatLongDate(date)),
        tours: tours.map((t) => t.product),
      };
    },
  },
};
