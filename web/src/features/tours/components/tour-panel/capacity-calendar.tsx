import { gql } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { isSameMonth, parseDate, type CalendarDate } from '@internationalized/date';
import { calendarDayName, calendarDayPrice } from '@tourdesk/domain/calendar';
import { todayInLondon } from '@tourdesk/domain/dates';
import { formatMoney } from '@tourdesk/domain/money';
import { memo, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { mergeProps, useCalendarCell, useFocusRing } from 'react-aria';
import {
  Button,
  Calendar,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import {
  CapacityCalendar_TourFragmentDoc,
  TourCalendarDocument,
  type CapacityCalendar_TourFragment,
} from '@/apollo/generated/graphql';
import dayStyles from './capacity-calendar.module.css';
import styles from './tour-panel.module.css';

if (false) {
  gql`
    fragment CapacityCalendar_tour on Tour {
      tourId
      calendar(year: $year, month: $month, passengers: $passengers) {
        year
        month
        availabilityMayHaveChanged
        weeks {
          days {
            date
            isCurrentMonth
            availability
            freeSeats
            seatLabel
            selectable
            fromPrice {
              amountMinor
              currency
            }
          }
        }
      }
    }

    query TourCalendar($tourId: ID!, $year: Int!, $month: Int!, $passengers: Int!) {
      tour(tourId: $tourId) {
        tourId
        # The calendar's own query: the component reads the answer back as its fragment of the tour.
        ...CapacityCalendar_tour
      }
    }
  `;
}

type MonthCalendar = CapacityCalendar_TourFragment['calendar'];
type Day = MonthCalendar['weeks'][number]['days'][number];

/** A month read for the calendar, with the month and party size it was read for. */
interface ReadMonth {
  key: string;
  calendar: MonthCalendar;
}

/**
 * Shown under the calendar while the provider cannot be reached and the days show the last capacity read (the
 * schema's `availabilityMayHaveChanged`): the price and seats are checked again when the trip is quoted and booked.
 */
export const AVAILABILITY_MAY_HAVE_CHANGED =
  'Availability may have changed: we could not check the latest seats just now. Seats are checked again before you book.';

/** Props of {@link CapacityCalendar}. */
export interface CapacityCalendarProps {
  tourId: string;
  /** The tour's months with departures, in order: the calendar cannot leave them. */
  months: { year: number; month: number }[];
  /** Party size: a day is selectable only when its capacity covers it (seed 001 §5). */
  passengers: number;
  /** The chosen date (ISO) or null. */
  value: string | null;
  /** Called with the chosen date and that day's free seats (-1 when unknown). */
  onChange: (date: string, freeSeats: number) => void;
  /** Id of the element labelling the calendar. */
  'aria-labelledby': string;
  /** Id of a text describing the calendar (what Add to Cart needs from it), if any. */
  'aria-describedby'?: string;
  /** Told the month shown, when the calendar opens and whenever it moves to another month. */
  onMonthChange?: (shown: { year: number; month: number }) => void;
}

function firstOfMonth(date: CalendarDate): { year: number; month: number } {
  return { year: date.year, month: date.month };
}

/** Props of {@link DayCell}. */
interface DayCellProps {
  date: CalendarDate;
  /** The day's capacity, or undefined while the month loads. */
  day: Day | undefined;
  /** Party size, for the 'too few' part of the name. */
  passengers: number;
}

/**
 * One day of the grid: react-aria's calendar cell (keyboard, focus, selection of the WAI-ARIA date grid) with the
 * day's own accessible name, 'Wednesday 25 November 2026, 4 seats left' or '..., full' (domain calendarDayName),
 * instead of the date alone, so every day announces its state and seats as the focus reaches it. The visible seat
 * label is drawn from data-label (CSS content): the name contains the visible day number (WCAG 2.5.3).
 */
function DayCell({ date, day, passengers }: DayCellProps) {
  const state = useContext(CalendarStateContext);
  if (!state) throw new Error('DayCell must be rendered inside a react-aria Calendar');
  const ref = useRef<HTMLDivElement>(null);
  const { cellProps, buttonProps, isSelected, isUnavailable, isDisabled, formattedDate } = useCalendarCell(
    { date },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const outsideMonth = !isSameMonth(date, state.visibleRange.start);
  // Worked out once per day, party and selection: the cell is drawn again as it hydrates (react-aria's locale).
  const { name, price } = useMemo(() => {
    const dayPrice = day ? calendarDayPrice(day) : null;
    return {
      price: dayPrice ? formatMoney(dayPrice, 'en-GB', 'narrowSymbol') : null,
      name: day
        ? calendarDayName({
            date: day.date,
            status: day.availability,
            freeSeats: day.freeSeats,
            selectable: day.selectable,
            partySize: passengers,
            selected: isSelected,
            fromPrice: dayPrice ? formatMoney(dayPrice) : null,
          })
        : undefined,
    };
  }, [day, passengers, isSelected]);
  return (
    <td {...cellProps}>
      <div
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        aria-label={name ?? buttonProps['aria-label']}
        hidden={outsideMonth || undefined}
        className={styles.day}
        data-availability={day?.availability ?? 'CLOSED'}
        data-outside-month={outsideMonth || undefined}
        data-unavailable={isUnavailable || isDisabled || undefined}
        data-selected={isSelected || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        {!outsideMonth && (
          <>
            <span className={styles.dayNumber}>{formattedDate}</span>
            {day?.seatLabel && (
              // Drawn from data-label (CSS content); the text stays in the cell, visually hidden. The cell's
              // name (aria-label) already says the seats in words.
              <span className={`${styles.seatLabel} ${dayStyles.seatLabel}`} data-label={day.seatLabel}>
                <span className="visually-hidden">{day.seatLabel}</span>
              </span>
            )}
            {price && (
              // Drawn from data-label (CSS content), like the seat label: the cell's name says the price in full
              // ('from £56.00 per person'), so the amount shown adds no text the name lacks.
              <span className={dayStyles.price} data-label={price} aria-hidden="true" />
            )}
          </>
        )}
      </div>
    </td>
  );
}

/** What {@link useCalendarMonth} gives the calendar: its range, the focused day and the shown month's days. */
interface CalendarMonth {
  minValue: CalendarDate | undefined;
  maxValue: CalendarDate | undefined;
  focused: CalendarDate;
  setFocused: (date: CalendarDate) => void;
  /** True while the focused month (or party size) is being read. */
  loading: boolean;
  /** The month shown: the focused one once read, the last one read meanwhile, null before any. */
  shown: MonthCalendar | null;
  /** The shown month's own days by ISO date. */
  days: Map<string, Day>;
}

/**
 * The calendar's data: the range of the tour's months, the focused day (the chosen date, else the first month),
 * the focused month's capacity for the party (asked with `TourCalendar`, read back as the tour's
 * `CapacityCalendar_tour` fragment; the last month read stays shown while another loads), and, once a month's
 * days are known, the keyboard focus moved to the chosen day or the month's first selectable day.
 */
function useCalendarMonth({
  tourId,
  months,
  passengers,
  value,
  onMonthChange,
}: Pick<
  CapacityCalendarProps,
  'tourId' | 'months' | 'passengers' | 'value' | 'onMonthChange'
>): CalendarMonth {
  const first = months[0];
  const last = months.at(-1);
  const minValue = first ? parseDate(`${first.year}-${String(first.month).padStart(2, '0')}-01`) : undefined;
  const maxValue = last
    ? parseDate(`${last.year}-${String(last.month).padStart(2, '0')}-01`)
        .add({ months: 1 })
        .subtract({ days: 1 })
    : undefined;
  const [focused, setFocused] = useState<CalendarDate>(() => {
    if (value) return parseDate(value);
    return minValue ?? parseDate(todayInLondon(new Date()));
  });
  const monthVariables = { ...firstOfMonth(focused), passengers: Math.max(passengers, 1) };
  const { year: shownYear, month: shownMonth } = monthVariables;
  useEffect(() => {
    onMonthChange?.({ year: shownYear, month: shownMonth });
  }, [onMonthChange, shownYear, shownMonth]);
  const { loading } = useQuery(TourCalendarDocument, { variables: { tourId, ...monthVariables } });
  const read = useFragment({
    fragment: CapacityCalendar_TourFragmentDoc,
    from: { __typename: 'Tour', tourId },
    variables: monthVariables,
  });
  // While another month or party size loads, the last month read stays shown (as the query's previous data would).
  const key = `${monthVariables.year}-${monthVariables.month}-${monthVariables.passengers}`;
  const current = read.complete ? read.data.calendar : null;
  const [lastRead, setLastRead] = useState<ReadMonth | null>(null);
  if (current && lastRead?.key !== key) setLastRead({ key, calendar: current });
  const shown = current ?? lastRead?.calendar ?? null;
  const days = useMemo(() => {
    const byDate = new Map<string, Day>();
    for (const week of shown?.weeks ?? []) {
      for (const day of week.days) if (day.isCurrentMonth) byDate.set(day.date, day);
    }
    return byDate;
  }, [shown]);

  // Each month, once its days are known, puts the keyboard focus on the chosen day or its first selectable day
  // (not the 1st of the month when it cannot be chosen), so the first Tab into the grid lands on a choice.
  const [settledMonth, setSettledMonth] = useState<string | null>(null);
  const monthKey = `${monthVariables.year}-${monthVariables.month}`;
  if (current && settledMonth !== monthKey) {
    setSettledMonth(monthKey);
    const selectable = [...days.values()].filter((day) => day.selectable);
    const target = selectable.find((day) => day.date === value) ?? selectable[0];
    if (target && !days.get(focused.toString())?.selectable) setFocused(parseDate(target.date));
  }
  return { minValue, maxValue, focused, setFocused, loading, shown, days };
}

/**
 * The tour's capacity calendar (seed 001 §2 Tour details panel, §4 Calendar day states, §9 seat labels): a
 * react-aria date grid (WAI-ARIA: arrow keys, Page Up/Down for months, Home/End) over the gateway's day states.
 * Each day shows its seat label ('Full', 'Last seats', '{n} left', '5 +') and, on a day the party can book, its
 * lowest price per person (the capacity answer's, when it carries one); it is named with its date, state, seats
 * and price; days that are full, closed or too small for the party cannot be chosen. Month arrows stop at the tour's
 * first and last month. A month shown from the last capacity read (provider unreachable) says
 * {@link AVAILABILITY_MAY_HAVE_CHANGED}. The component asks for the visible month itself (`TourCalendar`) and
 * reads it back from the cached tour as its `CapacityCalendar_tour` fragment. Memoised: given stable callbacks,
 * a change elsewhere in the panel does not draw its days again.
 */
export const CapacityCalendar = memo(function CapacityCalendar({
  tourId,
  months,
  passengers,
  value,
  onChange,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  onMonthChange,
}: CapacityCalendarProps) {
  const { minValue, maxValue, focused, setFocused, loading, shown, days } = useCalendarMonth({
    tourId,
    months,
    passengers,
    value,
    onMonthChange,
  });
  return (
    <I18nProvider locale="en-GB">
      <Calendar
        className={styles.calendar}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        value={value ? parseDate(value) : null}
        onChange={(date) => onChange(date.toString(), days.get(date.toString())?.freeSeats ?? -1)}
        focusedValue={focused}
        onFocusChange={setFocused}
        minValue={minValue}
        maxValue={maxValue}
        firstDayOfWeek="mon"
        isDateUnavailable={(date) => !days.get(date.toString())?.selectable}
      >
        <header className={styles.calendarHeader}>
          <Button slot="previous" className={styles.monthArrow} aria-label="Previous month">
            ‹
          </Button>
          <Heading className={styles.calendarHeading} />
          <Button slot="next" className={styles.monthArrow} aria-label="Next month">
            ›
          </Button>
        </header>
        <CalendarGrid className={styles.grid} weekdayStyle="short" aria-busy={loading || undefined}>
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => (
              <DayCell date={date} day={days.get(date.toString())} passengers={Math.max(passengers, 1)} />
            )}
          </CalendarGridBody>
        </CalendarGrid>
        <p className="visually-hidden" aria-live="polite">
          {loading ? 'Loading dates' : ''}
        </p>
        {shown?.availabilityMayHaveChanged && (
          <p className={styles.note} role="status">
            {AVAILABILITY_MAY_HAVE_CHANGED}
          </p>
        )}
      </Calendar>
    </I18nProvider>
  );
});
