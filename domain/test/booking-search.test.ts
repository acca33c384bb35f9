import { describe, expect, it } from 'vitest';
import {
  defaultBookingOrder,
  departingWithinError,
  departureWindow,
  isSearchableBookingStatus,
  leadGuestName,
  pageSlices,
} from '../src/booking-search.js';

describe('Manage Bookings default order: upcoming departures first, soonest first, then past (seed 000 §2)', () => {
  it('reads today onwards ascending, then up to yesterday descending', () => {
    expect(defaultBookingOrder('2026-06-01')).toEqual([
      { departureFrom: '2026-06-01', departureTo: null, direction: 'ASC' },
      { departureFrom: null, departureTo: '2026-05-31', direction: 'DESC' },
    ]);
  });
  it('keeps the departure range of a filter, dropping a part the range leaves empty', () => {
    expect(defaultBookingOrder('2026-06-01', { from: '2026-05-01', to: '2026-07-31' })).toEqual([
      { departureFrom: '2026-06-01', departureTo: '2026-07-31', direction: 'ASC' },
      { departureFrom: '2026-05-01', departureTo: '2026-05-31', direction: 'DESC' },
    ]);
    expect(defaultBookingOrder('2026-06-01', { from: '2026-06-10' })).toEqual([
      { departureFrom: '2026-06-10', departureTo: null, direction: 'ASC' },
    ]);
    expect(defaultBookingOrder('2026-06-01', { to: '2026-05-31' })).toEqual([
      { departureFrom: null, departureTo: '2026-05-31', direction: 'DESC' },
    ]);
    expect(defaultBookingOrder('2026-06-01', { from: '2026-06-01', to: '2026-06-01' })).toEqual([
      { departureFrom: '2026-06-01', departureTo: '2026-06-01', direction: 'ASC' },
    ]);
    expect(defaultBookingOrder('2026-06-01', { from: '2026-07-01', to: '2026-06-30' })).toEqual([]);
  });
});

describe('paging the default order across its parts (seed 000 §2, §9 paged search)', () => {
  it('takes a page from the first part, across both, or from the second', () => {
    expect(pageSlices([30, 100], 1, 25)).toEqual([{ segment: 0, offset: 0, count: 25 }]);
    expect(pageSlices([30, 100], 2, 25)).toEqual([
      { segment: 0, offset: 25, count: 5 },
      { segment: 1, offset: 0, count: 20 },
    ]);
    expect(pageSlices([30, 100], 3, 25)).toEqual([{ segment: 1, offset: 20, count: 25 }]);
    expect(pageSlices([30, 100], 6, 25)).toEqual([{ segment: 1, offset: 95, count: 5 }]);
    expect(pageSlices([30, 100], 7, 25)).toEqual([]);
    expect(pageSlices([0, 40], 1, 25)).toEqual([{ segment: 1, offset: 0, count: 25 }]);
    expect(pageSlices([25, 0], 1, 25)).toEqual([{ segment: 0, offset: 0, count: 25 }]);
  });
});

describe('lead guest: the first passenger still travelling (seed 000 §2, seed 001 §2 lead guest)', () => {
  const ann = { firstName: 'Ann', familyName: 'Reid', cancelled: false };
  const bob = { firstName: 'Bob', familyName: 'Reid', cancelled: false };
  it('skips cancelled passengers, and falls back to the first when all are cancelled', () => {
    expect(leadGuestName([ann, bob])).toBe('Ann Reid');
    expect(leadGuestName([{ ...ann, cancelled: true }, bob])).toBe('Bob Reid');
    expect(
      leadGuestName([
        { ...ann, cancelled: true },
        { ...bob, cancelled: true },
      ]),
    ).toBe('Ann Reid');
    expect(leadGuestName([])).toBeNull();
    expect(leadGuestName([{ firstName: null, familyName: ' ', cancelled: false }])).toBeNull();
  });
});

describe('statuses a search can filter on (seed 000 §3 status as text; OCTO vocabulary)', () => {
  it("offers the provider's statuses only", () => {
    expect(isSearchableBookingStatus('CANCELLED')).toBe(true);
    expect(isSearchableBookingStatus('ON_HOLD')).toBe(true);
    expect(isSearchableBookingStatus('PENDING')).toBe(false);
    expect(isSearchableBookingStatus('EXPIRED')).toBe(false);
  });
});

describe("'departing within N days': today to today + N, narrowed by a departure range (seed 000 §2 filters)", () => {
  it('is today to today + N inclusive', () => {
    expect(departureWindow('2026-06-01', 30)).toEqual({ from: '2026-06-01', to: '2026-07-01' });
    expect(departureWindow('2026-06-01', 0)).toEqual({ from: '2026-06-01', to: '2026-06-01' });
  });
  it('keeps the narrower of it and an explicit range', () => {
    expect(departureWindow('2026-06-01', 30, { from: '2026-06-10', to: '2026-08-01' })).toEqual({
      from: '2026-06-10',
      to: '2026-07-01',
    });
    expect(departureWindow('2026-06-01', 30, { from: '2026-05-01', to: '2026-06-05' })).toEqual({
      from: '2026-06-01',
      to: '2026-06-05',
    });
  });
  it('is the explicit range without N', () => {
    expect(departureWindow('2026-06-01', null, { from: '2026-05-01' })).toEqual({
      from: '2026-05-01',
      to: null,
    });
  });
  it('refuses a negative, fractional or too large N', () => {
    expect(() => departureWindow('2026-06-01', -1)).toThrow(RangeError);
    expect(() => departureWindow('2026-06-01', 1.5)).toThrow(RangeError);
    expect(() => departureWindow('2026-06-01', 367)).toThrow(RangeError);
  });
});

describe("Manage Bookings 'departing within N days' accepts 0 to 366 whole days (seed 000 §2 Manage Bookings filters)", () => {
  it('accepts whole days from 0 to 366, or none', () => {
    for (const days of [0, 1, 366, null, undefined]) expect(departingWithinError(days)).toBeNull();
  });

  it('refuses negative, fractional and too many days, with the message shown', () => {
    for (const days of [-1, 1.5, 367]) {
      expect(departingWithinError(days)).toBe('Departing within must be 0 to 366 days.');
    }
  });
});
