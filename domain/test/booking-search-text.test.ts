import { describe, expect, it } from 'vitest';
import {
  bookingSearchKeys,
  searchBookingsByText,
  type BookingSearchKey,
} from '../src/booking-search-text.js';

describe('the Manage Bookings search text (seed 000 §2 Manage Bookings: booking id, agent reference, lead guest)', () => {
  it('searches for nothing in particular when the text is empty', () => {
    for (const empty of [undefined, null, '', '   ']) expect(bookingSearchKeys(empty)).toEqual([]);
  });

  it('reads digits only as a booking id', () => {
    expect(bookingSearchKeys(' 123456 ')).toEqual([{ kind: 'bookingId', value: 123456 }]);
  });

  it('reads any other text as an agent reference, then as a lead guest', () => {
    expect(bookingSearchKeys(' REF-77 ')).toEqual([
      { kind: 'agentReference', value: 'REF-77' },
      { kind: 'leadGuest', value: 'REF-77' },
    ]);
    expect(bookingSearchKeys('12 34')).toEqual([
      { kind: 'agentReference', value: '12 34' },
      { kind: 'leadGuest', value: '12 34' },
    ]);
  });
});

describe('the Manage Bookings searches run: a lead guest only when no agent reference matches (seed 000 §2 Manage Bookings)', () => {
  const recorder = (counts: Record<string, number>) => {
    const ran: (BookingSearchKey | null)[] = [];
    const search = (key: BookingSearchKey | null) => {
      ran.push(key);
      return Promise.resolve({ totalCount: counts[key?.kind ?? 'all'] ?? 0 });
    };
    return { ran, search };
  };

  it('reads every booking for an empty text', async () => {
    const { ran, search } = recorder({ all: 7 });
    expect(await searchBookingsByText('  ', search)).toEqual({ totalCount: 7 });
    expect(ran).toEqual([null]);
  });

  it('stops at an agent reference that matches', async () => {
    const { ran, search } = recorder({ agentReference: 2, leadGuest: 5 });
    expect(await searchBookingsByText('REF-77', search)).toEqual({ totalCount: 2 });
    expect(ran).toEqual([{ kind: 'agentReference', value: 'REF-77' }]);
  });

  it('searches lead guests when no agent reference matches', async () => {
    const { ran, search } = recorder({ agentReference: 0, leadGuest: 5 });
    expect(await searchBookingsByText('Smith', search)).toEqual({ totalCount: 5 });
    expect(ran.map((key) => key?.kind)).toEqual(['agentReference', 'leadGuest']);
  });

  it('answers a booking id search as found, even when nothing matches', async () => {
    const { ran, search } = recorder({});
    expect(await searchBookingsByText('123', search)).toEqual({ totalCount: 0 });
    expect(ran).toEqual([{ kind: 'bookingId', value: 123 }]);
  });
});
