import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { formatLongDate } from '@tourdesk/domain/dates';
import { useMemo, useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import { TourCalendarDocument, type TourCalendarQuery } from '@/apollo/generated/graphql';
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
          }
        }
      }
    }

    query TourCalendar($tourId: ID!, $year: Int!, $month: Int!, $passengers: Int!) {
      tour(tourId: $tourId) {
        tourId
        ...CapacityCalendar_tour @unmask
      }
    }
  `;
}

type Day = NonNullable<TourCalendarQuery['tour']>['calendar']['weeks'][number]['days'][number];

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
}

function firstOfMonth(date: CalendarDate): { year: number; month: number } {
  return { year: date.year, month: date.month };
}

/**
 * The tour's capacity calendar (seed 001 §2 Tour details panel, §4 Calendar day states, §9 seat labels): a
 * react-aria date grid (WAI-ARIA: arrow keys, Page Up/Down for months, Home/End) over the gateway's day states.
 * Each day shows its seat label ('Full', 'Last seats', '{n} left', '5 +'); days that are full, closed or too
 * small for the party cannot be chosen; the focused day's state is announced through a live region because the
 * grid's cells are labelled by their date only. Month arrows stop at the tour's first and last month. A month shown
 * from the last capacity read (provider unreachable) says {@link AVAILABILITY_MAY_HAVE_CHANGED}.
 */
export function CapacityCalendar({
  tourId,
  months,
  passengers,
  value,
  onChange,
  'aria-labelledby': labelledBy,
}: CapacityCalendarProps) {
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
    return minValue ?? parseDate(new Date().toISOString().slice(0, 10));
  });
  const visible = firstOfMonth(focused);
  const { data, previousData, loading } = useQuery(TourCalendarDocument, {
    variables: { tourId, ...visible, passengers: Math.max(passengers, 1) },
  });
  const shown = data ?? previousData;
  const days = useMemo(() => {
    const byDate = new Map<string, Day>();
    for (const week of shown?.tour?.calendar.weeks ?? []) {
      for (const day of week.days) if (day.isCurrentMonth) byDate.set(day.date, day);
    }
    return byDate;
  }, [shown]);
  const focusedDay = days.get(focused.toString());
  const announcement = focusedDay
    ? `${formatLongDate(focusedDay.date)}: ${focusedDay.seatLabel ?? 'Not available'}`
    : '';

  return (
    <I18nProvider locale="en-GB">
      <Calendar
        className={styles.calendar}
        aria-labelledby={labelledBy}
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
        <CalendarGrid className={styles.grid} weekdayStyle="short">
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => {
              const day = days.get(date.toString());
              return (
                <CalendarCell
                  date={date}
                  className={styles.day}
                  data-availability={day?.availability ?? 'CLOSED'}
                >
                  {({ formattedDate, isOutsideMonth }) =>
                    isOutsideMonth ? null : (
                      <>
                        <span className={styles.dayNumber}>{formattedDate}</span>
                        {day?.seatLabel && (
                          // The label is drawn from data-label (CSS content) and kept in the text only
                          // visually hidden: the cell's visible label is its day number, which its name
                          // ('Monday, 1 June 2026') contains (WCAG 2.5.3 label in name); the seats are
                          // announced through the live region below.
                          <span className={styles.seatLabel} data-label={day.seatLabel}>
                            <span className="visually-hidden">{day.seatLabel}</span>
                          </span>
                        )}
                      </>
                    )
                  }
                </CalendarCell>
              );
            }}
          </CalendarGridBody>
        </CalendarGrid>
        <p className="visually-hidden" aria-live="polite">
          {loading ? 'Loading dates' : announcement}
        </p>
        {shown?.tour?.calendar.availabilityMayHaveChanged && (
          <p className={styles.note} role="status">
            {AVAILABILITY_MAY_HAVE_CHANGED}
          </p>
        )}
      </Calendar>
    </I18nProvider>
  );
}
