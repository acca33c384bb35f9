import { deriveKeys } from '../../cache/keys.js';
import { buildMonthGrid, calendarDayAvailability, isDateSelectable } from '@tourdesk/domain/calendar';
import { LONDON_ZONE, monthName } from '@tourdesk/domain/dates';
import { trimStartTime } from '@tourdesk/domain/duration';
import { DateTime } from 'luxon';
import type {
  CalendarMonth,
  Departure,
  ResolversParentTypes,
  TourCalendarArgs,
  TourDeparturesArgs,
} from '../../generated/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { dayCapacity, departureAvailability, departuresOn } from '../shared/calendar-days.js';
import { checkCalendarDate, checkCalendarMonth, checkPartySize } from '../shared/arguments.js';
import { money } from '../shared/money.js';

/**
 * A tour's capacity calendar for a month and party (seed 001 §3 Calendar day, §4 Calendar day states, §5 Passengers
 * and dates, §9 seat labels and Monday-first weeks). One capacity call per tour and month (DataLoader + shared
 * cache); a month's calendar is computed once per cached capacity answer, party size, currency and day. While the
 * provider fails, the month shows the last capacity read, flagged `availabilityMayHaveChanged`.
 * @returns a `CalendarMonth`: Monday-first weeks of days, prices in the session currency (minor units).
 * @throws GraphQLError BAD_USER_INPUT for a month or party size out of range.
 */
export async function tourCalendar(
  tour: ResolversParentTypes['Tour'],
  { year, month, passengers }: TourCalendarArgs,
  ctx: GatewayContext,
): Promise<CalendarMonth> {
  checkCalendarMonth(year, month);
  checkPartySize(passengers ?? 1, ['passengers']);
  const capacities = await ctx.data.browsingCapacity(tour.tour_id, year, month);
  const excludeDorm = ctx.services.config.minPriceExcludesDorm;
  const party = passengers ?? 1;
  const { currency, today } = ctx;
  const stale = ctx.data.isStale(capacities);
  // Computed once per cached capacity month (its key carries tour, month, app id and capacity version).
  return ctx.data.derive(
    capacities,
    deriveKeys.calendarMonth(year, month, party, currency, today, excludeDorm),
    () => ({
      year,
      month,
      monthName: monthName(month),
      availabilityMayHaveChanged: stale,
      weeks: buildMonthGrid(year, month, today).map((week) => ({
        days: week.days.map((day) => {
          const capacity = day.isCurrentMonth
            ? dayCapacity(departuresOn(capacities, day.date), currency, excludeDorm)
            : dayCapacity([], currency, excludeDorm);
          const availability = calendarDayAvailability(capacity);
          return {
            date: day.date,
            dayNumber: day.number,
            isCurrentMonth: day.isCurrentMonth,
            isToday: day.isToday,
            availability: availability.status,
            onRequest: availability.onRequest,
            freeSeats: capacity.capacity,
            seatLabel: availability.seatLabel,
            selectable: day.isCurrentMonth && isDateSelectable(capacity, party),
            fromPrice: capacity.fromPriceMinor === null ? null : money(capacity.fromPriceMinor, currency),
            toPrice: capacity.toPriceMinor === null ? null : money(capacity.toPriceMinor, currency),
          };
        }),
      })),
    }),
  );
}

/**
 * A tour's departures on a date (seed 001 §3 Departure, §9 seat labels): start time (Europe/London, ISO with
 * offset, and HH:MM), free seats and availability.
 * @throws GraphQLError BAD_USER_INPUT for a date that is not yyyy-mm-dd.
 */
export async function tourDepartures(
  tour: ResolversParentTypes['Tour'],
  { date }: TourDeparturesArgs,
  ctx: GatewayContext,
): Promise<Departure[]> {
  checkCalendarDate(date, ['date']);
  const [year, month] = date.split('-').map(Number) as [number, number];
  const capacities = departuresOn(await ctx.data.browsingCapacity(tour.tour_id, year, month), date);
  return capacities.map((capacity) => {
    const availability = departureAvailability(capacity, ctx.currency);
    return {
      startDateTime:
        DateTime.fromISO(capacity.start_date_time, { zone: LONDON_ZONE }).toISO() ?? capacity.start_date_time,
      time: trimStartTime(capacity.start_date_time.slice(11, 19)),
      freeSeats: capacity.free_seats,
      availability: availability.status,
      seatLabel: availability.seatLabel,
    };
  });
}
