import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  monthNavigation,
  selectCalendarRange,
  toursOnDayLabel,
  type DateRangeSelection,
} from '@tourdesk/domain/calendar';
import { compareIsoDates, formatLongDate } from '@tourdesk/domain/dates';
import { useMemo, useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
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
  const today = new Date();
  return parseDate(`${monthKey(today.getFullYear(), today.getMonth() + 1)}-01`);
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
 * domain rule; the selected range is drawn on the cells, and it and the focused day's tour count are
 * announced in live regions (the cells are labelled by their date only).
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
                const day = days.get(iso);
                return (
                  <CalendarCell
                    date={date}
                    className={styles.day}
                    data-range-start={range.from === iso || undefined}
                    data-range-end={range.to === iso || undefined}
                    data-in-range={inRange(iso) || undefined}
                  >
                    {({ formattedDate }) => (
                      <>
                        <span className={styles.dayNumber}>{formattedDate}</span>
                        {day?.label && <span className={styles.dayLabel}>{day.label}</span>}
                      </>
                    )}
                  </CalendarCell>
                );
              }}
            </CalendarGridBody>
          </CalendarGrid>
        </Calendar>
      </I18nProvider>
      <p className="visually-hidden" aria-live="polite">
        {focusedDay ? `${formatLongDate(focusedDay.date)}: ${focusedDay.label ?? toursOnDayLabel(0)}` : ''}
      </p>
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
