import { buildMonthGrid, toursOnDayLabel } from '@tourdesk/domain/calendar';
import { monthName } from '@tourdesk/domain/dates';
import { checkCalendarMonth, checkTourSearch } from '../../../shared/arguments.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { panelMonth } from '../../panel-month.js';

/**
 * `Query.departureCalendar` (seed 001 §2 Calendar panel, §9): the month's grid (domain `buildMonthGrid`, weeks of
 * days from the caller's today) with per day of the month, today onwards, the tours departing ('1 Tour' /
 * 'n Tours'), and the months on sale.
 * @throws GraphQLError BAD_USER_INPUT for a month or search the arguments' checks refuse.
 */
export const departureCalendar: NonNullable<QueryResolvers['departureCalendar']> = async (
  _parent,
  { year, month, search },
  ctx,
) => {
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
};
