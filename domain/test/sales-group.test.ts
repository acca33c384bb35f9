import { describe, expect, it } from 'vitest';
import {
  optionMonthFromPriceMinor,
  carriedChoicesNotice,
  carryChoicesToOption,
  listableSalesGroupProducts,
  salesGroupChoiceText,
  salesGroupDisplay,
} from '../src/sales-group.js';

describe('sales group: only products with price above 0 (seed 001 §5 Rooms)', () => {
  it('filters unpriced products', () => {
    const products = [
      { id: 'A', priceMinor: 100 },
      { id: 'B', priceMinor: 0 },
      { id: 'C', priceMinor: null },
    ];
    expect(listableSalesGroupProducts(products).map((p) => p.id)).toEqual(['A']);
  });
});

describe('sales group display (seed 001 §9)', () => {
  it("uses a dropdown above 3 options, or for 2-3 when the setting is 'true'; tabs otherwise", () => {
    expect(salesGroupDisplay(4, 'false')).toBe('DROPDOWN');
    expect(salesGroupDisplay(3, 'true')).toBe('DROPDOWN');
    expect(salesGroupDisplay(2, true)).toBe('DROPDOWN');
    expect(salesGroupDisplay(3, 'false')).toBe('TABS');
    expect(salesGroupDisplay(2, undefined)).toBe('TABS');
    expect(salesGroupDisplay(1, 'true')).toBe('NONE');
  });
});

describe('switching sales-group option keeps the choices it can (seed 001 §4: the product change requotes)', () => {
  const choices = { departureDate: '2026-06-10', departureTime: null, pickupPointId: '31' };
  const runs = {
    departures: [{ time: '08:00', freeSeats: 6, availability: 'AVAILABLE' }],
    pickupPointIds: ['31'],
  };

  it('keeps date and pick-up when the option runs that day with enough seats', () => {
    expect(carryChoicesToOption(choices, runs, 2)).toEqual({ choices, dropped: [] });
    expect(carryChoicesToOption({ ...choices, departureDate: null }, runs, 2).dropped).toEqual([]);
  });

  it('clears the date (and pick-up) when the option has no departure with seats for the party', () => {
    expect(carryChoicesToOption(choices, runs, 7)).toEqual({
      choices: { departureDate: null, departureTime: null, pickupPointId: null },
      dropped: ['departureDate', 'pickupPointId'],
    });
    expect(carryChoicesToOption(choices, { departures: [], pickupPointIds: [] }, 1).dropped).toEqual([
      'departureDate',
      'pickupPointId',
    ]);
  });

  it('clears a pick-up point the option does not offer, and moves a full departure time', () => {
    expect(carryChoicesToOption(choices, { ...runs, pickupPointIds: ['40'] }, 1)).toEqual({
      choices: { ...choices, pickupPointId: null },
      dropped: ['pickupPointId'],
    });
    const train = {
      departures: [
        { time: '07:45', freeSeats: 0, availability: 'SOLD_OUT' },
        { time: '10:15', freeSeats: 9, availability: 'AVAILABLE' },
      ],
      pickupPointIds: ['31'],
    };
    expect(carryChoicesToOption({ ...choices, departureTime: '07:45' }, train, 2)).toEqual({
      choices: { ...choices, departureTime: '10:15' },
      dropped: ['departureTime'],
    });
  });

  it('says what changed', () => {
    expect(carriedChoicesNotice('With castle entry', [], '10/06/2026', 2)).toBeNull();
    expect(
      carriedChoicesNotice('With castle entry', ['departureDate', 'pickupPointId'], '10/06/2026', 2),
    ).toBe(
      'With castle entry has no departure on 10/06/2026 with 2 seats free: please choose another date and your pick-up point, or another option to keep 10/06/2026.',
    );
    expect(carriedChoicesNotice('With castle entry', ['pickupPointId'], '10/06/2026', 1)).toBe(
      'Your pick-up point is not offered by With castle entry: please choose another.',
    );
  });
});

describe("a sales-group option's 'from' is the lowest price of the month shown (seed 001 §2 Tour details panel, §9)", () => {
  it('takes the selectable, priced days of the month only', () => {
    expect(
      optionMonthFromPriceMinor([
        { selectable: true, fromPriceMinor: 7400 },
        { selectable: true, fromPriceMinor: 7000 },
        { selectable: false, fromPriceMinor: 6500 },
        { selectable: true, fromPriceMinor: null },
      ]),
    ).toBe(7000);
  });

  it('is null for a month with no day to choose', () => {
    expect(optionMonthFromPriceMinor([{ selectable: false, fromPriceMinor: 7000 }])).toBeNull();
    expect(optionMonthFromPriceMinor([])).toBeNull();
  });
});

describe('what a sales-group option says in the choice (seed 001 §2 Tour details panel options, §9 sales group)', () => {
  it("the month's 'from' before a date, the date's price after", () => {
    expect(salesGroupChoiceText('With cruise', { price: '£70.00', onDate: false, fullOn: null })).toBe(
      'With cruise (from £70.00)',
    );
    expect(salesGroupChoiceText('With cruise', { price: '£72.00', onDate: true, fullOn: null })).toBe(
      'With cruise (£72.00)',
    );
  });
  it('an option without a bookable departure on the chosen date says it is full then', () => {
    expect(salesGroupChoiceText('With cruise', { price: null, onDate: true, fullOn: '11/06/2026' })).toBe(
      'With cruise (full on 11/06/2026)',
    );
  });
  it('the name alone without a price before a date', () => {
    expect(salesGroupChoiceText('With cruise', { price: null, onDate: false, fullOn: null })).toBe(
      'With cruise',
    );
  });
});
