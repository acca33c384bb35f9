import { describe, expect, it } from 'vitest';
import {
  addToCartBlockers,
  currencyCheckPasses,
  hasRequiredAdult,
  isTourBookableOnline,
  isTripBookable,
  roomsBookingError,
  validateAddToCart,
} from '../src/basket.js';

const base = { basketCurrency: null, tripCurrency: 'GBP', freeSeats: 10 };

describe('add to cart: 18+ member rule (seed 001 §5)', () => {
  it('refuses a Child without an Adult, Senior or Student', () => {
    expect(hasRequiredAdult(['Child'])).toBe(false);
    expect(hasRequiredAdult(['Child', 'Student'])).toBe(true);
    expect(hasRequiredAdult(['Senior'])).toBe(true);
    expect(hasRequiredAdult([])).toBe(true);
    expect(validateAddToCart({ ...base, ageCategories: ['Child', 'Child'] })).toEqual([
      {
        code: 'NO_ADULT',
        field: 'passengers',
        message: 'You need to have at least one 18+ member in the group',
      },
    ]);
  });
});

describe('add to cart: currency check (seed 001 §5)', () => {
  it("refuses with 'Sorry, an error has occred, trip failed to add'", () => {
    expect(currencyCheckPasses('gbp', 'GBP')).toBe(true);
    expect(currencyCheckPasses(null, 'EUR')).toBe(true);
    expect(validateAddToCart({ ...base, ageCategories: ['Adult'], basketCurrency: 'EUR' })).toEqual([
      { code: 'CURRENCY_MISMATCH', message: 'Sorry, an error has occred, trip failed to add' },
    ]);
  });
});

describe('add to cart: seats (seed 001 §5)', () => {
  it('refuses when free seats are fewer than passengers', () => {
    expect(validateAddToCart({ ...base, ageCategories: ['Adult', 'Adult'], freeSeats: 1 })[0]?.message).toBe(
      'Sorry, there are not enough seats available for the selected passengers',
    );
    expect(validateAddToCart({ ...base, ageCategories: ['Adult', 'Adult'], freeSeats: 2 })).toEqual([]);
    expect(validateAddToCart({ ...base, ageCategories: ['Adult', 'Adult'], freeSeats: -1 })).toEqual([]);
  });
});

describe('trip bookable (seed 001 §5)', () => {
  const trip = {
    passengerCount: 2,
    tourId: 'LOC',
    departureDate: '2025-06-01',
    totalMinor: 10000,
    days: 1,
    roomCount: 0,
    roomOptionCount: 3,
  };
  it('needs passengers, tour, date and a total above 0', () => {
    expect(isTripBookable(trip)).toBe(true);
    expect(isTripBookable({ ...trip, passengerCount: 0 })).toBe(false);
    expect(isTripBookable({ ...trip, tourId: '' })).toBe(false);
    expect(isTripBookable({ ...trip, departureDate: null })).toBe(false);
    expect(isTripBookable({ ...trip, totalMinor: 0 })).toBe(false);
  });
  it('needs a room for trips longer than one day unless there are no room options', () => {
    expect(isTripBookable({ ...trip, days: 3 })).toBe(false);
    expect(isTripBookable({ ...trip, days: 3, roomCount: 1 })).toBe(true);
    expect(isTripBookable({ ...trip, days: 3, roomOptionCount: 0 })).toBe(true);
  });
  it("sets booking_error 'Error: No rooms available or incorrectly loaded rooms.' (seed 001 §8)", () => {
    expect(roomsBookingError([{ days: 3, roomCount: 0, roomOptionCount: 2 }])).toBe(
      'Error: No rooms available or incorrectly loaded rooms.',
    );
    expect(roomsBookingError([{ days: 1, roomCount: 0, roomOptionCount: 2 }])).toBeNull();
  });
});

describe('tour bookable online (seed 001 §5)', () => {
  it('needs a price above 0 for the current age category', () => {
    expect(isTourBookableOnline(1)).toBe(true);
    expect(isTourBookableOnline(0)).toBe(false);
    expect(isTourBookableOnline(null)).toBe(false);
  });
});

describe('add to cart: a disabled button names what is missing (seed 001 §5 bookable trip, 18+, seats)', () => {
  const ready = {
    departureDate: '2026-06-10',
    ageCategories: ['Adult'],
    freeSeats: 8,
    roomRequired: false,
    roomChosen: false,
  };

  it('needs nothing once date, passengers and (for multi-day tours) a room are chosen', () => {
    expect(addToCartBlockers(ready)).toEqual([]);
    expect(addToCartBlockers({ ...ready, roomRequired: true, roomChosen: true })).toEqual([]);
  });

  it('names the date, the passengers and the room, each with its field', () => {
    expect(
      addToCartBlockers({ ...ready, departureDate: null, ageCategories: [], roomRequired: true }),
    ).toEqual([
      { code: 'DATE_REQUIRED', field: 'departureDate', message: 'Choose a departure date' },
      { code: 'PASSENGERS_REQUIRED', field: 'passengers', message: 'Choose at least one passenger' },
    ]);
    expect(addToCartBlockers({ ...ready, roomRequired: true })).toEqual([
      { code: 'ROOM_REQUIRED', field: 'rooms', message: 'Choose a room option' },
    ]);
  });

  it('names the missing 18+ traveller and too few seats with the seed messages', () => {
    expect(addToCartBlockers({ ...ready, ageCategories: ['Child'] })).toEqual([
      {
        code: 'NO_ADULT',
        field: 'passengers',
        message: 'You need to have at least one 18+ member in the group',
      },
    ]);
    expect(addToCartBlockers({ ...ready, ageCategories: ['Adult', 'Adult'], freeSeats: 1 })).toEqual([
      {
        code: 'NOT_ENOUGH_SEATS',
        field: 'passengers',
        message: 'Sorry, there are not enough seats available for the selected passengers',
      },
    ]);
  });
});
