import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMonthGrid } from '@tourdesk/domain/calendar';
import { renderWithGateway, type Answer } from '@/test/apollo';
import { gbp } from '@/test/bookings';
import { AVAILABILITY_MAY_HAVE_CHANGED, CapacityCalendar } from './capacity-calendar';

/** The capacity of the fixture's days in July 2026 (other days of June and July are closed). */
const JULY: Record<number, { availability: string; freeSeats: number; seatLabel: string }> = {
  4: { availability: 'AVAILABLE', freeSeats: 10, seatLabel: '5 +' },
  6: { availability: 'LIMITED', freeSeats: 2, seatLabel: '2 left' },
  7: { availability: 'SOLD_OUT', freeSeats: 0, seatLabel: 'Full' },
};

/**
 * The gateway's capacity calendar of LNE for a month and party on domain's month grid, a day selectable when
 * it is open with seats for the party, priced from £69.50 per person.
 */
function capacityMonth(year: number, month: number, passengers: number, mayHaveChanged: boolean) {
  const weeks = buildMonthGrid(year, month, '2000-01-01').map((week) => ({
    __typename: 'CalendarWeek',
    days: week.days.map(({ date, isCurrentMonth }) => {
      const open = (isCurrentMonth && month === 7 && JULY[Number(date.slice(8))]) || null;
      const selectable = open !== null && open.availability !== 'SOLD_OUT' && open.freeSeats >= passengers;
      return {
        __typename: 'CalendarDay',
        date,
        isCurrentMonth,
        availability: open?.availability ?? 'CLOSED',
        freeSeats: open?.freeSeats ?? -1,
        seatLabel: open?.seatLabel ?? null,
        selectable,
        fromPrice: open ? gbp(6950) : null,
      };
    }),
  }));
  return { __typename: 'CalendarMonth', year, month, availabilityMayHaveChanged: mayHaveChanged, weeks };
}

/** The gateway answering TourCalendar (the last capacity read, when `mayHaveChanged`). */
const gateway =
  (mayHaveChanged = false): Answer =>
  ({ variables }) => ({
    data: {
      tour: {
        __typename: 'Tour',
        tourId: 'LNE',
        calendar: capacityMonth(
          Number(variables.year),
          Number(variables.month),
          Number(variables.passengers),
          mayHaveChanged,
        ),
      },
    },
  });

const MONTHS = [
  { year: 2026, month: 6 },
  { year: 2026, month: 7 },
];

function renderCalendar({
  passengers = 2,
  value = '2026-07-04' as string | null,
  answer = gateway(),
  months = MONTHS,
} = {}) {
  const onChange = vi.fn();
  const onMonthChange = vi.fn();
  const rendered = renderWithGateway(
    <>
      <h3 id="calendar-label">Choose a date</h3>
      <CapacityCalendar
        tourId="LNE"
        months={months}
        passengers={passengers}
        value={value}
        onChange={onChange}
        onMonthChange={onMonthChange}
        aria-labelledby="calendar-label"
      />
    </>,
    { answer },
  );
  return { ...rendered, onChange, onMonthChange };
}

/** A day by its accessible name (aria-label): by label, not role, which would name every cell for each query. */
const day = (name: string) => screen.getByLabelText(name);
const findDay = (name: string) => screen.findByLabelText(name);

// A month of react-aria calendar cells redrawn on every change takes seconds in jsdom on a loaded machine.
describe(
  'CapacityCalendar (seed 001 §2 Tour details panel, §4 Calendar day states, §5 party size, §9 seat labels)',
  { timeout: 20_000 },
  () => {
    it("asks for the chosen day's month for the party and names each day with its state, seats and price", async () => {
      const { sent } = renderCalendar();
      const open = await findDay(
        'Saturday 4 July 2026, more than 5 seats left, from £69.50 per person, selected',
      );
      expect(sent).toEqual([
        { operationName: 'TourCalendar', variables: { tourId: 'LNE', year: 2026, month: 7, passengers: 2 } },
      ]);
      expect(open.textContent).toBe('45 +');
      expect(open.querySelector('[data-label="£69.50"]')).not.toBeNull();
      const full = day('Tuesday 7 July 2026, full');
      expect(full.getAttribute('aria-disabled')).toBe('true');
      expect(full.querySelector('[data-label="£69.50"]')).toBeNull();
      expect(day('Wednesday 8 July 2026, not available').getAttribute('aria-disabled')).toBe('true');
      expect(
        day('Monday 6 July 2026, 2 seats left, from £69.50 per person').getAttribute('aria-disabled'),
      ).toBeNull();
    });

    it('a day with too few seats for the party cannot be chosen and says so, without a price', async () => {
      const { sent } = renderCalendar({ passengers: 3 });
      const tooFew = await findDay('Monday 6 July 2026, 2 seats left, too few for 3 passengers');
      expect(tooFew.getAttribute('aria-disabled')).toBe('true');
      expect(tooFew.querySelector('[data-label]:not([data-label="2 left"])')).toBeNull();
      expect(sent[0]?.variables.passengers).toBe(3);
    });

    it('hands on the chosen day with its free seats', async () => {
      const { onChange } = renderCalendar({ value: null });
      fireEvent.click(screen.getByLabelText('Next month', { selector: 'button' }));
      fireEvent.click(await findDay('Monday 6 July 2026, 2 seats left, from £69.50 per person'));
      expect(onChange).toHaveBeenCalledWith('2026-07-06', 2);
      fireEvent.click(day('Tuesday 7 July 2026, full'));
      expect(onChange).toHaveBeenCalledTimes(1);
    });

    it("stays within the tour's months: opens at the first, the arrows stop at the first and the last", async () => {
      const { sent, onMonthChange } = renderCalendar({ value: null });
      const previous = screen.getByLabelText('Previous month', { selector: 'button' });
      const next = screen.getByLabelText('Next month', { selector: 'button' });
      await findDay('Monday 1 June 2026, not available');
      expect(previous.hasAttribute('disabled')).toBe(true);
      expect(onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 6 });
      fireEvent.click(next);
      await findDay('Saturday 4 July 2026, more than 5 seats left, from £69.50 per person');
      expect(next.hasAttribute('disabled')).toBe(true);
      expect(previous.hasAttribute('disabled')).toBe(false);
      expect(onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 7 });
      expect(sent.map(({ variables }) => variables.month)).toEqual([6, 7]);
    });

    it('the first Tab into the grid lands on the first day the party can book, not the 1st of the month', async () => {
      renderCalendar({ value: null, passengers: 3, months: [{ year: 2026, month: 7 }] });
      const first = 'Saturday 4 July 2026, more than 5 seats left, from £69.50 per person';
      await findDay(first);
      await waitFor(() => expect(day(first).getAttribute('tabindex')).toBe('0'));
      expect(document.querySelectorAll('[role="grid"] [tabindex="0"]')).toHaveLength(1);
    });

    it('a month from the last capacity read says the availability may have changed', async () => {
      renderCalendar({ answer: gateway(true) });
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(AVAILABILITY_MAY_HAVE_CHANGED));
    });
  },
);
