import { describe, expect, it } from 'vitest';
import {
  bookingsFilterOf,
  bookingsQueryFrom,
  bookingsQueryParams,
  nextSort,
  sortDescription,
} from './bookings-query';

describe('Manage Bookings state in the address (Back returns to the same rows)', () => {
  it('reads search, filters, order and page, ignoring malformed values', () => {
    expect(
      bookingsQueryFrom(
        new URLSearchParams(
          'q=%20smith%20&status=cancelled&from=2026-06-01&to=2026-06-30&due=1&within=30&sort=lead_guest&dir=desc&page=3',
        ),
      ),
    ).toEqual({
      text: 'smith',
      status: 'CANCELLED',
      from: '2026-06-01',
      to: '2026-06-30',
      balanceDue: true,
      within: 30,
      sort: { field: 'LEAD_GUEST', direction: 'DESC' },
      page: 3,
    });
    expect(
      bookingsQueryFrom(
        new URLSearchParams('status=PENDING&from=1-6-2026&due=yes&within=-3&sort=price&page=-2&dir=sideways'),
      ),
    ).toEqual({
      text: '',
      status: null,
      from: null,
      to: null,
      balanceDue: false,
      within: null,
      sort: null,
      page: 1,
    });
    expect(bookingsQueryFrom(new URLSearchParams('within=367')).within).toBeNull();
    expect(bookingsQueryFrom(new URLSearchParams('within=0')).within).toBe(0);
    expect(bookingsQueryFrom(new URLSearchParams('sort=booking_date')).sort).toEqual({
      field: 'BOOKING_DATE',
      direction: 'ASC',
    });
  });

  it('writes the same state back, leaving defaults out', () => {
    const query = bookingsQueryFrom(
      new URLSearchParams('q=GLO-1&status=on_hold&due=1&within=14&sort=status&dir=asc&page=2'),
    );
    expect(bookingsQueryParams(query)).toEqual({
      q: 'GLO-1',
      status: 'ON_HOLD',
      from: null,
      to: null,
      due: '1',
      within: '14',
      sort: 'status',
      dir: 'asc',
      page: '2',
    });
    expect(bookingsQueryParams({ ...query, sort: null, page: 1 })).toMatchObject({
      sort: null,
      dir: null,
      page: null,
    });
  });
});

describe('Manage Bookings filter and order for the gateway', () => {
  it('gives the gateway filter of the filters set, null without any', () => {
    const none = bookingsQueryFrom(new URLSearchParams(''));
    expect(bookingsFilterOf(none)).toBeNull();
    expect(bookingsFilterOf({ ...none, balanceDue: true, within: 0, text: 'smith' })).toEqual({
      text: 'smith',
      balanceDue: true,
      departingWithinDays: 0,
    });
  });

  it('sorts a column ascending first, then toggles its direction', () => {
    expect(nextSort(null, 'CONSULTANT')).toEqual({ field: 'CONSULTANT', direction: 'ASC' });
    expect(nextSort({ field: 'CONSULTANT', direction: 'ASC' }, 'CONSULTANT')).toEqual({
      field: 'CONSULTANT',
      direction: 'DESC',
    });
    expect(nextSort({ field: 'CONSULTANT', direction: 'DESC' }, 'CONSULTANT').direction).toBe('ASC');
    expect(nextSort({ field: 'CONSULTANT', direction: 'ASC' }, 'STATUS').direction).toBe('ASC');
    expect(sortDescription(null)).toBe('Upcoming departures first, then past departures');
    expect(sortDescription({ field: 'GROUP_BOOKING_ID', direction: 'DESC' })).toBe(
      'Sorted by BOOKING ID, descending',
    );
  });
});
