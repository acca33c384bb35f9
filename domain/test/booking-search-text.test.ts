import { describe, expect, it } from 'vitest';
import { bookingSearchKeys } from '../src/booking-search-text.js';

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
