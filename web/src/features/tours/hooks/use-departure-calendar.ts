import { useQuery } from '@apollo/client/react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { monthNavigation, selectCalendarRange, type DateRangeSelection } from '@tourdesk/domain/calendar';
import { todayInLondon } from '@tourdesk/domain/dates';
import { useMemo, useState } from 'react';
import {
  DepartureCalendarDocument,
  type DepartureCalendarQuery,
  type TourSearchInput,
} from '@/apollo/generated/graphql';

/** One day of the departure calendar as the gateway counts it. */
export type DepartureDay = DepartureCalendarQuery['departureCalendar']['weeks'][number]['days'][number];

/** A month of the calendar (1-based month). */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** 'yyyy-mm', the key of a month in the month list. */
export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The first day of a month. */
const firstDay = ({ year, month }: CalendarMonth) => parseDate(`${monthKey(year, month)}-01`);

function startMonth(applied: DateRangeSelection, initial: CalendarMonth | null): CalendarDate {
  if (applied.from) return parseDate(applied.from);
  if (initial) return firstDay(initial);
  return parseDate(`${todayInLondon(new Date()).slice(0, 7)}-01`);
}

/**
 * The Dates panel's calendar (seed 001 §2 Calendar panel, §4 calendar date selection): the month shown and the
 * focused day, the month's departures (DepartureCalendar for the list's search; the last month's stay shown while
 * the next loads) and the range chosen by the domain's rule. Opened outside the sold months it moves to the first
 * month with departures; once a month's days are known the focus goes to the chosen day or the first day with
 * tours.
 * @param applied the range applied in the address (the starting selection)
 * @param initialMonth the month to open at when no range is applied; else today's month in London
 * @returns the `range` and `setRange`, `pick(date)` (the range rule applied to a clicked day), the `focused`
 *   day and `setFocused`, the `months` on sale, the month's `days` by date, `navigation` (previous and next
 *   month or null), `goTo(month)`, the `first` and `last` days on sale (undefined until known) and `loading`.
 */
export function useDepartureCalendar(
  search: TourSearchInput,
  applied: DateRangeSelection,
  initialMonth: CalendarMonth | null,
) {
  const [range, setRange] = useState<DateRangeSelection>(applied);
  const [focused, setFocused] = useState<CalendarDate>(() => startMonth(applied, initialMonth));
  const { data, previousData, loading } = useQuery(DepartureCalendarDocument, {
    variables: { year: focused.year, month: focused.month, search },
  });
  const calendar = (data ?? previousData)?.departureCalendar ?? null;
  const months = useMemo(() => calendar?.months ?? [], [calendar]);
  const days = useMemo(() => {
    const byDate = new Map<string, DepartureDay>();
    for (const week of calendar?.weeks ?? []) {
      for (const day of week.days) if (day.isCurrentMonth) byDate.set(day.date, day);
    }
    return byDate;
  }, [calendar]);

  const focusedDay = days.get(focused.toString());
  const current = { year: focused.year, month: focused.month };
  const inMonths = months.some((m) => m.year === current.year && m.month === current.month);
  // Opened outside the sold months (e.g. today before the season): show the first month that has departures.
  const firstMonth = months[0];
  if (data && !inMonths && firstMonth) {
    setFocused(firstDay(firstMonth));
  }
  // Each month, once its days are known, puts the keyboard focus on the chosen day or the first day with tours
  // (not on the 1st of the month when nothing departs then), so the first Tab into the grid lands on a choice.
  const [settledMonth, setSettledMonth] = useState<string | null>(null);
  const shownKey = monthKey(current.year, current.month);
  if (
    data &&
    calendar &&
    calendar.year === current.year &&
    calendar.month === current.month &&
    settledMonth !== shownKey
  ) {
    setSettledMonth(shownKey);
    const chosen = [range.from, range.to].find((d) => d !== null && days.get(d)?.tourCount);
    const target = chosen ?? [...days.values()].find((d) => d.tourCount > 0)?.date;
    if (target && !focusedDay?.tourCount) setFocused(parseDate(target));
  }
  const lastMonth = months.at(-1);
  return {
    range,
    setRange,
    pick: (date: string) => setRange((previous) => selectCalendarRange(previous, date)),
    focused,
    setFocused,
    months,
    days,
    navigation: monthNavigation(current, months),
    goTo: (target: CalendarMonth | null) => {
      if (target) setFocused(firstDay(target));
    },
    first: firstMonth ? firstDay(firstMonth) : undefined,
    last: lastMonth ? firstDay(lastMonth).add({ months: 1 }).subtract({ days: 1 }) : undefined,
    loading,
  };
}

/** The Dates panel's calendar state (see {@link useDepartureCalendar}). */
export type DepartureCalendar = ReturnType<typeof useDepartureCalendar>;
