import type { PassengerCounts } from '@tourdesk/domain/passengers-count';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PassengerSelector, type PassengerCategory } from './passenger-selector';

// jsdom has no CSS.escape, which react-aria reads when the popover moves focus into its dialog.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') } as typeof CSS;

/** LNE's age categories as the consumer site shows them (provider-sim). */
const CATEGORIES: PassengerCategory[] = [
  { name: 'ADULT', label: 'Adult', description: '18+', maxPassengers: 10 },
  { name: 'CHILD', label: 'Child', description: '3-17', maxPassengers: 10 },
];

/** The selector holding its counts as the panel does, starting from `initial`, its popover opened. */
function renderOpen(initial: PassengerCounts, freeSeats: number) {
  function Holder() {
    const [counts, setCounts] = useState(initial);
    return (
      <PassengerSelector categories={CATEGORIES} counts={counts} freeSeats={freeSeats} onChange={setCounts} />
    );
  }
  render(<Holder />);
  act(() => fireEvent.click(screen.getByRole('button', { name: /^Passengers/ })));
  const popover = screen.getByRole('dialog');
  const adults = within(popover).getByRole('textbox', { name: 'Adults' }) as HTMLInputElement;
  const add = within(popover).getByRole('button', { name: 'Add one Adult' });
  const press = (name: string) => act(() => fireEvent.click(within(popover).getByRole('button', { name })));
  const limit = () => within(popover).getByRole('status').textContent;
  return { popover, adults, add, press, limit };
}

// react-aria's popover in jsdom takes seconds on a loaded machine (13 s seen at load average 16).
describe(
  'PassengerSelector (seed 001 §5 passengers: at most 10, no more than the free seats)',
  { timeout: 30_000 },
  () => {
    it("greys out '+' at 10 passengers and says why, at the status and the counters; one less lifts it", () => {
      const { adults, add, press, limit } = renderOpen({ ADULT: 8, CHILD: 1 }, -1);
      expect(limit()).toBe('');
      press('Add one Adult');
      expect(adults.value).toBe('9');
      expect(add.hasAttribute('disabled')).toBe(true);
      expect(limit()).toBe('At most 10 passengers in total.');
      expect(adults.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
      // The trigger's summary (hidden from the accessibility tree while the popover is modal).
      expect(screen.getByText('9 Adults, 1 Child')).toBeTruthy();
      press('Remove one Adult');
      expect(limit()).toBe('');
      expect(add.hasAttribute('disabled')).toBe(false);
      expect(adults.getAttribute('aria-describedby')).toBeNull();
    });

    it("greys out '+' when the party has taken the date's free seats", () => {
      const { add, press, limit } = renderOpen({ ADULT: 2 }, 3);
      press('Add one Child');
      expect(add.hasAttribute('disabled')).toBe(true);
      expect(limit()).toBe('Only 3 seats are free on this date.');
    });

    it('never counts below 0', () => {
      const { popover, press } = renderOpen({ ADULT: 1 }, -1);
      const children = within(popover).getByRole('textbox', { name: 'Children' }) as HTMLInputElement;
      expect(children.value).toBe('0');
      expect(within(popover).getByRole('button', { name: 'Remove one Child' }).hasAttribute('disabled')).toBe(
        true,
      );
      press('Remove one Adult');
      expect((within(popover).getByRole('textbox', { name: 'Adults' }) as HTMLInputElement).value).toBe('0');
      expect(screen.getByText('No passengers')).toBeTruthy();
    });
  },
);
