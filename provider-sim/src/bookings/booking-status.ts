import type { StoredBooking, StoredTrip, StoredTripPassenger } from './booking-types.js';

/** Provider status of a booking, trip or trip passenger: ON_HOLD (nothing paid), CONFIRMED (paid or agent-confirmed), CANCELLED. */
export type BookingStatus = 'ON_HOLD' | 'CONFIRMED' | 'CANCELLED';

/** Status of one trip passenger. */
export function passengerStatus(p: StoredTripPassenger, booking: StoredBooking): BookingStatus {
  if (p.cancelled) return 'CANCELLED';
  return p.paid > 0 || booking.confirmed ? 'CONFIRMED' : 'ON_HOLD';
}

/** Status of a trip: CANCELLED when every passenger is, CONFIRMED when any is, else ON_HOLD. */
export function tripStatus(trip: StoredTrip, booking: StoredBooking): BookingStatus {
  const statuses = trip.passengers.map((p) => passengerStatus(p, booking));
  if (statuses.every((s) => s === 'CANCELLED')) return 'CANCELLED';
  return statuses.includes('CONFIRMED') ? 'CONFIRMED' : 'ON_HOLD';
}

/** Status of a booking, aggregated over its trips like tripStatus. */
export function bookingStatus(booking: StoredBooking): BookingStatus {
  if (booking.trips.length === 0) return 'ON_HOLD';
  const statuses = booking.trips.map((t) => tripStatus(t, booking));
  if (statuses.every((s) => s === 'CANCELLED')) return 'CANCELLED';
  return statuses.includes('CONFIRMED') ? 'CONFIRMED' : 'ON_HOLD';
}

/** Outstanding amount (minor units) of a trip passenger. */
export function outstandingOf(p: StoredTripPassenger): number {
  return Math.max(0, (p.cancelled ? p.cancellationFee : p.price - p.discount) - p.paid);
}
