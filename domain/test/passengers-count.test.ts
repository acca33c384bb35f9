import { describe, expect, it } from 'vitest';
import {
  canAddPassenger,
  canRemovePassenger,
  changePassengerCount,
  expandPassengerCounts,
  passengerLimitMessage,
  totalPassengers,
} from '../src/passengers-count.js';

describe('passengers and dates: adding passengers (seed 001 §5)', () => {
  it('allows at most 10 in total', () => {
    expect(canAddPassenger(9, -1)).toBe(true);
    expect(canAddPassenger(10, -1)).toBe(false);
    expect(canAddPassenger(10, 50)).toBe(false);
  });
  it('needs free seats above the current total, or unknown (-1)', () => {
    expect(canAddPassenger(2, 3)).toBe(true);
    expect(canAddPassenger(3, 3)).toBe(false);
    expect(canAddPassenger(3, -1)).toBe(true);
    expect(canAddPassenger(0, 0)).toBe(false);
  });
});

describe('passengers and dates: count never below 0 (seed 001 §5)', () => {
  it('refuses to decrement at 0', () => {
    expect(canRemovePassenger(0)).toBe(false);
    const counts = { Adult: 0 };
    expect(changePassengerCount(counts, 'Adult', -1, -1)).toBe(counts);
  });
  it('applies +1/-1 within limits', () => {
    expect(changePassengerCount({ Adult: 1 }, 'Child', 1, 5)).toEqual({ Adult: 1, Child: 1 });
    expect(changePassengerCount({ Adult: 2 }, 'Adult', -1, 5)).toEqual({ Adult: 1 });
    const full = { Adult: 2 };
    expect(changePassengerCount(full, 'Adult', 1, 2)).toBe(full);
    const capped = { Child: 2 };
    expect(changePassengerCount(capped, 'Child', 1, -1, 2)).toBe(capped);
    expect(totalPassengers({ Adult: 2, Child: 3 })).toBe(5);
    expect(expandPassengerCounts({ Child: 1, Adult: 2 }, ['Adult', 'Child'])).toEqual([
      'Adult',
      'Adult',
      'Child',
    ]);
  });
});

describe('passengers and dates: why no passenger can be added (seed 001 §5 at most 10 passengers, free seats)', () => {
  it("says the seed's maximum at 10 passengers", () => {
    expect(passengerLimitMessage(10, -1)).toBe('At most 10 passengers in total.');
    expect(passengerLimitMessage(10, 20)).toBe('At most 10 passengers in total.');
  });
  it("says the date's free seats when the party has taken them", () => {
    expect(passengerLimitMessage(3, 3)).toBe('Only 3 seats are free on this date.');
    expect(passengerLimitMessage(1, 1)).toBe('Only 1 seat is free on this date.');
  });
  it('says nothing while one more can be added', () => {
    expect(passengerLimitMessage(9, -1)).toBeNull();
    expect(passengerLimitMessage(2, 3)).toBeNull();
  });
});
