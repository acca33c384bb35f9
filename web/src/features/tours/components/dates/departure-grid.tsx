import { isSameMonth, type CalendarDate } from '@internationalized/date';
import { departureDayName } from '@tourdesk/domain/calendar';
import { compareIsoDates } from '@tourdesk/domain/dates';
import { useContext, useRef } from 'react';
import { mergeProps, useCalendarCell, useFocusRing, useHover } from 'react-aria';
import {
  Calendar,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  I18nProvider,
} from 'react-aria-components';
import type { DepartureCalendar, DepartureDay } from '@/features/tours/hooks/use-departure-calendar';
import styles from './dates.module.css';

/**
 * The Dates panel's grid: react-aria's single-date Calendar (the WAI-ARIA date grid, Monday first, en-GB) over
 * the months on sale, its days without tours unavailable, the chosen range drawn on the cells. A day chosen
 * (click, Enter or Space) is handed to `onChoose` as yyyy-mm-dd.
 */
export function DepartureGrid({
  calendar: { range, focused, setFocused, days, first, last },
  onChoose,
}: {
  calendar: DepartureCalendar;
  onChoose: (date: string) => void;
}) {
  const inRange = (date: string) =>
    range.from !== null &&
    range.to !== null &&
    compareIsoDates(date, range.from) > 0 &&
    compareIsoDates(date, range.to) < 0;
  return (
    <I18nProvider locale="en-GB">
      <Calendar
        className={styles.calendar}
        aria-label="Departure dates"
        value={null}
        onChange={(date) => onChoose(date.toString())}
        focusedValue={focused}
        onFocusChange={setFocused}
        minValue={first}
        maxValue={last}
        firstDayOfWeek="mon"
        isDateUnavailable={(date) => !days.get(date.toString())?.tourCount}
      >
        <CalendarGrid className={styles.grid} weekdayStyle="short">
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => {
              const iso = date.toString();
              return (
                <DepartureDayCell
                  date={date}
                  day={days.get(iso)}
                  rangeStart={range.from === iso}
                  rangeEnd={range.to === iso}
                  inRange={inRange(iso)}
                />
              );
            }}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
    </I18nProvider>
  );
}

/** Props of {@link DepartureDayCell}. */
interface DepartureDayCellProps {
  date: CalendarDate;
  /** The day's departures, or undefined while the month loads. */
  day: DepartureDay | undefined;
  rangeStart: boolean;
  rangeEnd: boolean;
  inRange: boolean;
}

/**
 * One day of the Dates panel: react-aria's calendar cell (keyboard, focus and selection of the WAI-ARIA date grid)
 * named with its date and tour count, 'Friday 27 November 2026, 31 tours' (domain departureDayName), so the visible
 * '31 Tours' is heard too; a day without tours (a past day among them) cannot be chosen.
 */
function DepartureDayCell({ date, day, rangeStart, rangeEnd, inRange }: DepartureDayCellProps) {
  const state = useContext(CalendarStateContext);
  if (!state) throw new Error('DepartureDayCell must be rendered inside a react-aria Calendar');
  const ref = useRef<HTMLDivElement>(null);
  const { cellProps, buttonProps, isUnavailable, isDisabled, formattedDate } = useCalendarCell(
    { date },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  const outsideMonth = !isSameMonth(date, state.visibleRange.start);
  return (
    <td {...cellProps}>
      <div
        {...mergeProps(buttonProps, focusProps, hoverProps)}
        ref={ref}
        aria-label={day ? departureDayName(day) : buttonProps['aria-label']}
        className={styles.day}
        data-outside-month={outsideMonth || undefined}
        data-unavailable={isUnavailable || isDisabled || undefined}
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-range-start={rangeStart || undefined}
        data-range-end={rangeEnd || undefined}
        data-in-range={inRange || undefined}
      >
        <span className={styles.dayNumber}>{formattedDate}</span>
        {!outsideMonth && day?.label && (
          <span className={styles.dayLabel} aria-hidden="true">
            {day.label}
          </span>
        )}
      </div>
    </td>
  );
}
