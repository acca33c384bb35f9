import { buildMonthGrid, toursOnDayLabel } from '@tourdesk/domain/calendar';
import { formatLongDate, monthName } from '@tourdesk/domain/dates';
import { departingOnSentence, lowestFromPrice } from '@tourdesk/domain/tour-search';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { checkCalendarDate, checkCalendarMonth, checkTourSearch } from '../shared/arguments.js';
import { money } from '../shared/money.js';
import { providerQuery, searchTours } from './search.js';

/** yyyymm of a year and month. */
function yyyymm(year: number, month: number): string {
  return `${year}${String(month).padStart(2, '0')}`;
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
      const query = { ...providerQuery(search), month: yyyymm(year, month) };
      const [tours, months] = await Promise.all([
        searchTours({ ...search, allTours: false }, ctx, query),
        ctx.data.months(),
      ]);
      const byDate = new Map<string, string[]>();
      for (const tour of tours) {
        for (const departure of tour.product.departures) {
          if (departure.free_seats < 0) continue;
          const date = departure.start_date_time.slice(0, 10);
          const ids = byDate.get(date) ?? [];
          if (!ids.includes(tour.tourId)) ids.push(tour.tourId);
          byDate.set(date, ids);
        }
      }
      return {
        year,
        month,
        monthName: monthName(month),
        months: months.map((m) => ({ year: m.year, month: m.month, name: monthName(m.month) })),
        weeks: buildMonthGrid(year, month, ctx.today).map((week) => ({
          days: week.days.map((day) => {
            const tourIds = day.isCurrentMonth && !day.isPast ? (byDate.get(day.date) ?? []) : [];
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
      const query = {
        ...providerQuery(search),
        month: undefined,
        departure_date_from: date,
        departure_date_to: date,
      };
      const tours = (await searchTours({ ...search, allTours: false }, ctx, query)).filter((t) =>
        t.product.departures.some((d) => d.start_date_time.startsWith(date) && d.free_seats >= 0),
      );
      return {
        date,
        sentence: departingOnSentence(tours.length, formatLongDate(date)),
        tours: tours.map((t) => t.product),
      };
    },
  },
};
