import { describe, expect, it } from 'vitest';
import {
  bookingHoldEnd,
  formatHoldEnd,
  holdExpiry,
  holdMessage,
  holdSecondsRemaining,
  holdState,
  holdTimeLeftText,
  providerNow,
  HOLD_WARNING_SECONDS,
} from '../src/hold.js';

describe('seat hold of an unpaid booking (seed 000 §3 Trip passenger expiry_time; WCAG 2.2.1)', () => {
  it('ends at the earliest expiry_time, read in Europe/London', () => {
    expect(holdExpiry(['2026-06-02T17:34:40', null, '2026-06-02T16:00:00', 'junk'])).toBe(
      '2026-06-02T16:00:00+01:00',
    );
    expect(holdExpiry([null, undefined, ''])).toBeNull();
  });

  it('holds only an unpaid booking on hold, until its earliest place still booked expires', () => {
    const places = [
      { status: 'CANCELLED' as const, expiryTime: '2026-06-02T09:00:00' },
      { status: 'ON_HOLD' as const, expiryTime: '2026-06-02T17:34:40' },
      { status: 'ON_HOLD' as const, expiryTime: '2026-06-02T16:00:00' },
    ];
    expect(bookingHoldEnd({ status: 'ON_HOLD', paidMinor: 0, places })).toBe('2026-06-02T16:00:00+01:00');
    expect(bookingHoldEnd({ status: 'ON_HOLD', paidMinor: 1, places })).toBeNull();
    expect(bookingHoldEnd({ status: 'CONFIRMED', paidMinor: 0, places })).toBeNull();
    expect(bookingHoldEnd({ status: 'ON_HOLD', paidMinor: 0, places: places.slice(0, 1) })).toBeNull();
  });

  it('reads the provider clock as today with the real time of day in London', () => {
    expect(providerNow('2026-06-01', new Date('2026-11-23T17:05:09Z'))).toBe('2026-06-01T17:05:09');
    expect(providerNow('2026-06-01', new Date('2026-07-23T17:05:09Z'))).toBe('2026-06-01T18:05:09');
  });

  it('counts the seconds left from the provider clock, never below 0', () => {
    expect(holdSecondsRemaining('2026-06-02T16:00:00+01:00', '2026-06-02T15:45:30')).toBe(870);
    expect(holdSecondsRemaining('2026-06-02T16:00:00+01:00', '2026-06-02T17:00:00')).toBe(0);
    expect(() => holdSecondsRemaining('soon', '2026-06-02T17:00:00')).toThrow(RangeError);
  });

  it('warns from 15 minutes before the end and says when it has ended', () => {
    expect(holdState(HOLD_WARNING_SECONDS + 1)).toBe('HELD');
    expect(holdState(HOLD_WARNING_SECONDS)).toBe('ENDING');
    expect(holdState(0)).toBe('EXPIRED');
    expect(holdTimeLeftText(870)).toBe('15 minutes');
    expect(holdTimeLeftText(60)).toBe('1 minute');
    expect(holdTimeLeftText(45)).toBe('45 seconds');
  });

  it('says until when the seats are held', () => {
    const until = formatHoldEnd('2026-06-02T16:00:00+01:00');
    expect(until).toBe('16:00 on Tuesday 2 June 2026');
    expect(holdMessage('HELD', until, 86_000)).toBe(
      'Your seats are held until 16:00 on Tuesday 2 June 2026. Pay before then to keep them.',
    );
    expect(holdMessage('ENDING', until, 600)).toBe(
      'Your seats are held for 10 minutes more, until 16:00 on Tuesday 2 June 2026. Pay now to keep them.',
    );
    expect(holdMessage('EXPIRED', until, 0)).toContain('may no longer be available');
  });
});
