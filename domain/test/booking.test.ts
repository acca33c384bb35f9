import { describe, expect, it } from 'vitest';
import {
  bookingCreated,
  bookingStatus,
  bookingStatusText,
  reportBookingStatus,
  guestName,
  cancelActionEnabled,
  hasBookingReference,
  hasBookedPassengers,
  initialCancellation,
  toggleCancelPassenger,
  toursQueryParam,
} from '../src/booking.js';
describe('404 unless a non-zero group_booking_id (seed 001 §2, §5, §7)', () => {
  it('guards pages and booking creation', () => {
    expect(hasBookingReference(12)).toBe(true);
    expect(hasBookingReference('12')).toBe(true);
    expect(hasBookingReference(0)).toBe(false);
    expect(hasBookingReference('0')).toBe(false);
    expect(hasBookingReference(undefined)).toBe(false);
    expect(hasBookingReference('abc')).toBe(false);
    expect(hasBookingReference('12x')).toBe(false);
    expect(hasBookingReference(-3)).toBe(false);
    expect(bookingCreated(5)).toBe(true);
    expect(bookingCreated(0)).toBe(false);
  });
});

describe('cancellation: all passengers flagged initially (seed 000 §3, §4)', () => {
  it('flags, toggles and enables the action', () => {
    const trips = initialCancellation([
      {
        bookingIdentifier: 'T1',
        passengers: [{ tripPassengerIdentifier: 1 }, { tripPassengerIdentifier: 2 }],
      },
    ]);
    expect(trips[0]?.passengers.every((p) => p.cancel)).toBe(true);
    let t = toggleCancelPassenger(trips, 'T1', 1);
    expect(t[0]?.passengers.map((p) => p.cancel)).toEqual([false, true]);
    t = toggleCancelPassenger(t, 'T1', 2);
    expect(cancelActionEnabled(t)).toBe(false);
    expect(cancelActionEnabled(trips)).toBe(true);
  });
  it('leaves out passengers already cancelled, and knows when nobody is left booked', () => {
    const trips = [
      {
        bookingIdentifier: 'T1',
        passengers: [
          { tripPassengerIdentifier: 1, status: 'CANCELLED' as const },
          { tripPassengerIdentifier: 2, status: 'CONFIRMED' as const },
        ],
      },
    ];
    expect(initialCancellation(trips)[0]?.passengers).toEqual([{ tripPassengerIdentifier: 2, cancel: true }]);
    expect(hasBookedPassengers(trips)).toBe(true);
    expect(hasBookedPassengers([{ passengers: [{ status: 'CANCELLED' }] }])).toBe(false);
    expect(hasBookedPassengers([])).toBe(false);
  });
});

describe('winter tour tag WINTER_TOUR_PURCHASE with configurable codes (seed 001 §9)', () => {
  it('appends the tag when a tour id includes a code', () => {
    expect(toursQueryParam(['LOC', 'WSKY3'], ['WSK'])).toBe('LOC,WSKY3,WINTER_TOUR_PURCHASE');
    expect(toursQueryParam(['LOC', 'SKY'], ['WSK'])).toBe('LOC,SKY');
    expect(toursQueryParam(['LOC'])).toBe('LOC');
  });
});

describe('OCTO status (seed 000 §3)', () => {
  it('names a guest, or numbers one without a name (seed 001 §2 Payment summary)', () => {
    expect(guestName({ firstName: 'Ailsa', familyName: 'Munro' }, 0)).toBe('Ailsa Munro');
    expect(guestName({ firstName: null, familyName: ' ' }, 1)).toBe('Passenger 2');
  });
  it('shows statuses as text (seed 000 §3)', () => {
    expect(bookingStatusText('CANCELLED')).toBe('Cancelled');
    expect(bookingStatusText('ON_HOLD')).toBe('On hold');
  });
  it('maps provider status texts', () => {
    expect(bookingStatus('Cancelled')).toBe('CANCELLED');
    expect(bookingStatus('Expired')).toBe('EXPIRED');
    expect(bookingStatus('Confirmed')).toBe('CONFIRMED');
    expect(bookingStatus('Booked', true)).toBe('PENDING');
    expect(bookingStatus('On Hold')).toBe('ON_HOLD');
    expect(bookingStatus(null)).toBe('PENDING');
  });
  it("gives reports UNKNOWN for a provider status no keyword names (report-cli/README.md 'Unknown values')", () => {
    expect(reportBookingStatus('CONFIRMED')).toBe('CONFIRMED');
    expect(reportBookingStatus('ON_HOLD')).toBe('ON_HOLD');
    expect(reportBookingStatus('Awaiting payment')).toBe('PENDING');
    expect(reportBookingStatus('NEW_VALUE')).toBe('UNKNOWN');
    expect(reportBookingStatus('NO_SHOW')).toBe('UNKNOWN');
    expect(reportBookingStatus(null)).toBe('UNKNOWN');
    expect(bookingStatus('NO_SHOW')).toBe('PENDING');
  });
});
