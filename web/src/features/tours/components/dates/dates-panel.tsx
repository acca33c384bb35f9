import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { isSameMonth, parseDate, type CalendarDate } from '@internationalized/date';
import {
  departureDayName,
  monthNavigation,
  selectCalendarRange,
  type DateRangeSelection,
} from '@tourdesk/domain/calendar';
import { compareIsoDates, formatLongDate, todayInLondon } from '@tourdesk/domain/dates';
import { useContext, useMemo, useRef, useState } from 'react';
import { mergeProps, useCalendarCell, useFocusRing, useHover } from 'react-aria';
import {
  Button,
  Calendar,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  I18nProvider,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import {
  DepartureCalendarDocument,
  type DepartureCalendarQuery,
  type TourSearchInput,
} from '@/apollo/generated/graphql';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons';
import styles from './dates.module.css';

if (false) {
  gql`
    query DepartureCalendar($year: Int!, $month: Int!, $search: TourSearchInput) {
      departureCalendar(year: $year, month: $month, search: $search) {
        year
        month
        monthName
        months {
          year
          month
          name
        }
        weeks {
          days {
            date
            isCurrentMonth
            tourCount
            label
          }
        }
      }
    }
  `;
}

type Day = DepartureCalendarQuery['departureCalendar']['weeks'][number]['days'][number];

/** Props of {@link DepartureDayCell}. */
interface DepartureDayCellProps {
  date: CalendarDate;
  /** The day's departures, or undefined while the month loads. */
  day: Day | undefined;
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

/** Props of {@link DatesPanel}. */
export interface DatesPanelProps {
  /** The list's search without its date range: the calendar counts the tours it would show. */
  search: TourSearchInput;
  /** The applied range (from the address), shown as the starting selection. */
  applied: DateRangeSelection;
  /** The month to open at when no range is applied, e.g. the `month` preset; defaults to today's month. */
  initialMonth: { year: number; month: number } | null;
  /** A day was clicked: the 'Select A Trip' slide-out opens for it. */
  onSelectDay: (date: string) => void;
  /** Apply: the list is narrowed to departures between the selected days. */
  onApply: (range: DateRangeSelection) => void;
  /** Clear Filter: the range is removed from the list. */
  onClear: () => void;
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

function startMonth(applied: DateRangeSelection, initial: DatesPanelProps['initialMonth']): CalendarDate {
  if (applied.from) return parseDate(applied.from);
  if (initial) return parseDate(`${monthKey(initial.year, initial.month)}-01`);
  return parseDate(`${todayInLondon(new Date()).slice(0, 7)}-01`);
}

function rangeText(range: DateRangeSelection): string {
  if (range.from && range.to) return `Selected ${formatLongDate(range.from)} to ${formatLongDate(range.to)}`;
  if (range.from) return `Selected from ${formatLongDate(range.from)}`;
  return 'No dates selected';
}

/**
 * The Dates panel (seed 001 §2 Calendar panel, §4 calendar date selection, §9 week starts Monday): a month
 * selector (arrows disabled at the first and last month, a dropdown of months), a Monday-first grid of whole
 * weeks whose days with departures show '1 Tour' / 'n Tours', Clear Filter and Apply. Clicking a day applies
 * the domain's range rule (first click the start, a later day the end, an earlier day swaps) and opens 'Select
 * A Trip' for it.
 *
 * The grid is react-aria's single-date Calendar (the WAI-ARIA date grid: arrows, Page Up/Down, Home/End)
 * rather than RangeCalendar, because every click must open 'Select A Trip' and the range must follow the
 * domain rule; the selected range is drawn on the cells and announced in a live region. Each day is named with its
 * date and tour count; past days and days without tours cannot be chosen; the keyboard focus starts on the chosen
 * day or the month's first day with tours.
 */
export function DatesPanel({
  search,
  applied,
  initialMonth,
  onSelectDay,
  onApply,
  onClear,
}: DatesPanelProps) {
  const [range, setRange] = useState<DateRangeSelection>(applied);
  const [focused, setFocused] = useState<CalendarDate>(() => startMonth(applied, initialMonth));
  const { data, previousData, loading } = useQuery(DepartureCalendarDocument, {
    variables: { year: focused.year, month: focused.month, search },
  });
  const calendar = (data ?? previousData)?.departureCalendar ?? null;
  const months = useMemo(() => calendar?.months ?? [], [calendar]);
  const days = useMemo(() => {
    const byDate = new Map<string, Day>();
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
    setFocused(parseDate(`${monthKey(firstMonth.year, firstMonth.month)}-01`));
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
  const navigation = monthNavigation(current, months);
  const lastMonth = months.at(-1);
  const goTo = (target: { year: number; month: number } | null) => {
    if (target) setFocused(parseDate(`${monthKey(target.year, target.month)}-01`));
  };

  const choose = (date: string) => {
    setRange((previous) => selectCalendarRange(previous, date));
    onSelectDay(date);
  };
  const inRange = (date: string) =>
    range.from !== null &&
    range.to !== null &&
    compareIsoDates(date, range.from) > 0 &&
    compareIsoDates(date, range.to) < 0;

  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>Dates</h2>
      <div className={styles.monthSelector}>
        <Button
          className={styles.monthArrow}
          aria-label="Previous month"
          isDisabled={!navigation.previous}
          onPress={() => goTo(navigation.previous)}
        >
          <ChevronLeftIcon />
        </Button>
        <Select
          className={styles.monthSelect}
          // Without its months (still loading) the list could not open: the dropdown waits for them.
          isDisabled={months.length === 0}
          selectedKey={monthKey(current.year, current.month)}
          onSelectionChange={(key) => {
            const [year, month] = String(key).split('-').map(Number);
            if (year && month) goTo({ year, month });
          }}
        >
          <Label className="visually-hidden">Month</Label>
          <Button className={styles.selectButton}>
            <SelectValue />
            <ChevronDownIcon />
          </Button>
          <Popover className={styles.popover}>
            <ListBox className={styles.listBox}>
              {months.map((m) => (
                <ListBoxItem
                  key={monthKey(m.year, m.month)}
                  id={monthKey(m.year, m.month)}
                  className={styles.option}
                >
                  {`${m.name} ${m.year}`}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
        <Button
          className={styles.monthArrow}
          aria-label="Next month"
          isDisabled={!navigation.next}
          onPress={() => goTo(navigation.next)}
        >
          <ChevronRightIcon />
        </Button>
      </div>
      <I18nProvider locale="en-GB">
        <Calendar
          className={styles.calendar}
          aria-label="Departure dates"
          value={null}
          onChange={(date) => choose(date.toString())}
          focusedValue={focused}
          onFocusChange={setFocused}
          minValue={firstMonth ? parseDate(`${monthKey(firstMonth.year, firstMonth.month)}-01`) : undefined}
          maxValue={
            lastMonth
              ? parseDate(`${monthKey(lastMonth.year, lastMonth.month)}-01`)
                  .add({ months: 1 })
                  .subtract({ days: 1 })
              : undefined
          }
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
      <p className={styles.rangeText} aria-live="polite">
        {loading ? 'Loading dates' : rangeText(range)}
      </p>
      <div className={styles.actions}>
        <Button
          className={`${styles.button} ${styles.secondary}`}
          onPress={() => {
            setRange({ from: null, to: null });
            onClear();
          }}
        >
          Clear Filter
        </Button>
        <Button className={styles.button} isDisabled={!range.from} onPress={() => onApply(range)}>
          Apply
        </Button>
      </div>
    </div>
  );
}
