import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMonthGrid } from '@tourdesk/domain/calendar';
import { renderWithGateway, type Answer } from '@/test/apollo';
import { DatesPanel } from './dates-panel';

/** The months on sale in the fixture: June to August 2026. */
const MONTHS = [
  { __typename: 'YearMonth', year: 2026, month: 6, name: 'June' },
  { __typename: 'YearMonth', year: 2026, month: 7, name: 'July' },
  { __typename: 'YearMonth', year: 2026, month: 8, name: 'August' },
];

/** Departures per day of each month in the fixture (other days have none). */
const TOURS: Record<number, Record<number, number>> = {
  6: { 20: 1 },
  7: { 4: 3, 6: 2, 7: 1 },
  8: { 12: 4 },
};

/**
 * A month of the gateway's departureCalendar: domain's Monday-first month grid, with the fixture's tour counts.
 * `today` is long past: the grid's past-day flags are not part of this answer.
 */
function departureMonth(year: number, month: number) {
  const weeks = buildMonthGrid(year, month, '2000-01-01').map((week) => ({
    __typename: 'DepartureCalendarWeek',
    days: week.days.map(({ date, isCurrentMonth }) => {
      const tourCount = isCurrentMonth ? (TOURS[month]?.[Number(date.slice(8))] ?? 0) : 0;
      return {
        __typename: 'DepartureCalendarDay',
        date,
        isCurrentMonth,
        tourCount,
        label: tourCount === 0 ? null : `${tourCount} ${tourCount === 1 ? 'Tour' : 'Tours'}`,
      };
    }),
  }));
  const name = MONTHS.find((m) => m.month === month)?.name ?? '';
  return {
    __typename: 'DepartureCalendarMonth',
    year,
    month,
    monthName: name,
    months: MONTHS,
    weeks,
  };
}

/** The gateway answering DepartureCalendar for the month asked. */
const answer: Answer = ({ variables }) => ({
  data: { departureCalendar: departureMonth(Number(variables.year), Number(variables.month)) },
});

const SEARCH = { text: 'glencoe' };

function renderPanel(props: Partial<Parameters<typeof DatesPanel>[0]> = {}) {
  const onSelectDay = vi.fn();
  const onApply = vi.fn();
  const onClear = vi.fn();
  const rendered = renderWithGateway(
    <DatesPanel
      search={SEARCH}
      applied={{ from: null, to: null }}
      initialMonth={{ year: 2026, month: 7 }}
      onSelectDay={onSelectDay}
      onApply={onApply}
      onClear={onClear}
      {...props}
    />,
    { answer },
  );
  return { ...rendered, onSelectDay, onApply, onClear };
}

/**
 * A day of the grid by its accessible name (its aria-label): found by label rather than by role, which would
 * work out the name of every cell of the month for each query.
 */
const day = (name: string) => screen.getByLabelText(name);
const findDay = (name: string) => screen.findByLabelText(name);
const findGrid = (month: string) =>
  screen.findByLabelText(`Departure dates, ${month}`, { selector: '[role="grid"]' });
const apply = () => screen.getByText('Apply', { selector: 'button' });

// A month of react-aria calendar cells redrawn on every click takes seconds in jsdom on a loaded machine.
describe(
  'DatesPanel (seed 001 §2 Calendar panel, §4 calendar date selection, §9 week starts Monday)',
  { timeout: 20_000 },
  () => {
    it("asks for the month's departures of the list's search and names each day with its tour count", async () => {
      const { sent } = renderPanel();
      expect(await findGrid('July 2026')).toBeTruthy();
      await findDay('Saturday 4 July 2026, 3 tours');
      expect(sent).toEqual([
        { operationName: 'DepartureCalendar', variables: { year: 2026, month: 7, search: SEARCH } },
      ]);
      expect(day('Tuesday 7 July 2026, 1 tour')).toBeTruthy();
      expect(within(day('Monday 6 July 2026, 2 tours')).getByText('2 Tours')).toBeTruthy();
      // Monday first; a day without departures cannot be chosen.
      const grid = await findGrid('July 2026');
      expect([...grid.querySelectorAll('thead th')].map((header) => header.textContent)).toEqual([
        'Mon',
        'Tue',
        'Wed',
        'Thu',
        'Fri',
        'Sat',
        'Sun',
      ]);
      expect(grid.querySelector('tbody td [aria-label]')?.getAttribute('aria-label')).toBe(
        'Monday, 29 June 2026',
      );
      expect(day('Wednesday 8 July 2026, no tours').getAttribute('aria-disabled')).toBe('true');
    });

    it('picks a range by the domain rule (an earlier day swaps), says it, and applies it', async () => {
      const { onSelectDay, onApply } = renderPanel();
      await findDay('Tuesday 7 July 2026, 1 tour');
      expect(screen.getByText('No dates selected')).toBeTruthy();
      expect(apply().getAttribute('disabled')).not.toBeNull();

      fireEvent.click(day('Tuesday 7 July 2026, 1 tour'));
      expect(onSelectDay).toHaveBeenLastCalledWith('2026-07-07');
      expect(screen.getByText('Selected from Tuesday 7 July 2026')).toBeTruthy();
      expect(apply().getAttribute('disabled')).toBeNull();

      fireEvent.click(day('Monday 6 July 2026, 2 tours'));
      expect(onSelectDay).toHaveBeenLastCalledWith('2026-07-06');
      expect(screen.getByText('Selected Monday 6 July 2026 to Tuesday 7 July 2026')).toBeTruthy();

      fireEvent.click(apply());
      expect(onApply).toHaveBeenCalledWith({ from: '2026-07-06', to: '2026-07-07' });
    });

    it('a day without tours opens nothing; Clear Filter empties the range and tells the list', async () => {
      const { onSelectDay, onClear } = renderPanel({ applied: { from: '2026-07-04', to: '2026-07-06' } });
      expect(await screen.findByText('Selected Saturday 4 July 2026 to Monday 6 July 2026')).toBeTruthy();
      fireEvent.click(day('Wednesday 8 July 2026, no tours'));
      expect(onSelectDay).not.toHaveBeenCalled();

      fireEvent.click(screen.getByText('Clear Filter', { selector: 'button' }));
      expect(onClear).toHaveBeenCalledTimes(1);
      expect(screen.getByText('No dates selected')).toBeTruthy();
      expect(apply().getAttribute('disabled')).not.toBeNull();
    });

    it('the month arrows stop at the first and last month on sale and ask for the month shown', async () => {
      const { sent } = renderPanel({ initialMonth: { year: 2026, month: 6 } });
      await findDay('Saturday 20 June 2026, 1 tour');
      const previous = screen.getByLabelText('Previous month', { selector: 'button' });
      const next = screen.getByLabelText('Next month', { selector: 'button' });
      expect(previous.getAttribute('disabled')).not.toBeNull();

      fireEvent.click(next);
      await findGrid('July 2026');
      fireEvent.click(next);
      await findDay('Wednesday 12 August 2026, 4 tours');
      expect(next.getAttribute('disabled')).not.toBeNull();
      expect(previous.getAttribute('disabled')).toBeNull();
      expect(sent.map(({ variables }) => variables.month)).toEqual([6, 7, 8]);
    });

    it('the first Tab into the grid lands on the first day with tours, not the 1st of the month', async () => {
      renderPanel();
      const grid = await findGrid('July 2026');
      await waitFor(() =>
        expect(grid.querySelector('[tabindex="0"]')?.getAttribute('aria-label')).toBe(
          'Saturday 4 July 2026, 3 tours',
        ),
      );
      expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    });

    it('opened outside the months on sale, moves to the first month that has departures', async () => {
      renderPanel({ initialMonth: { year: 2026, month: 1 } });
      expect(await findGrid('June 2026')).toBeTruthy();
      await waitFor(() => expect(day('Saturday 20 June 2026, 1 tour')).toBeTruthy());
    });
  },
);
