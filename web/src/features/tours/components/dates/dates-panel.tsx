import { gql } from '@apollo/client';
import type { DateRangeSelection } from '@tourdesk/domain/calendar';
import { formatLongDate } from '@tourdesk/domain/dates';
import { Button } from 'react-aria-components';
import type { TourSearchInput } from '@/apollo/generated/graphql';
import { useDepartureCalendar } from '@/features/tours/hooks/use-departure-calendar';
import { DepartureGrid } from './departure-grid';
import { MonthSelector } from './month-selector';
import styles from './dates.module.css';
import { LABELS } from '@tourdesk/domain/messages';

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
  const calendar = useDepartureCalendar(search, applied, initialMonth);
  const { range, setRange } = calendar;
  const choose = (date: string) => {
    calendar.pick(date);
    onSelectDay(date);
  };
  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>{LABELS.dates}</h2>
      <MonthSelector calendar={calendar} />
      <DepartureGrid calendar={calendar} onChoose={choose} />
      <p className={styles.rangeText} aria-live="polite">
        {calendar.loading ? 'Loading dates' : rangeText(range)}
      </p>
      <div className={styles.actions}>
        <Button
          className={`${styles.button} ${styles.secondary}`}
          onPress={() => {
            setRange({ from: null, to: null });
            onClear();
          }}
        >
          {LABELS.clearFilter}
        </Button>
        <Button className={styles.button} isDisabled={!range.from} onPress={() => onApply(range)}>
          {LABELS.apply}
        </Button>
      </div>
    </div>
  );
}
