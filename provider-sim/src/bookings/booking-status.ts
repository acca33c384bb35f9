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

/**
 * Outstanding amount (minor units) of a trip passenger: what it owes (price less discount, or its cancellation fee
 * once cancelled) less the cash paid and the commission kept by nett payments, never below 0.
 */
export function outstandingOf(p: StoredTripPassenger): number {
  return Math.max(0, (p.cancelled ? p.cancellationFee : p.price - p.discount) - p.paid - p.retained);
}

/**
 * Status of a booking passenger over all its trip places, aggregated like tripStatus (ON_HOLD without a place).
 */
export function bookingPassengerStatus(booking: StoredBooking, passengerId: string): BookingStatus {
  const statuses = booking.trips
    .flatMap((t) => t.passengers)
    .filter((p) => p.passengerId === passengerId)
    .map((p) => passengerStatus(p, booking));
  if (statuses.length > 0 && statuses.every((s) => s === 'CANCELLED')) return 'CANCELLED';
  return statuses.includes('CONFIRMED') ? 'CONFIRMED' : 'ON_HOLD';
}

/**
 * The lead guest's name ('First Family'): the first passenger with a place not cancelled, or the first passenger
 * when every place is cancelled.
 */
export function leadGuestName(booking: StoredBooking): string {
  const lead =
    booking.passengers.find((p) => bookingPassengerStatus(booking, p.passenger_identifier) !== 'CANCELLED') ??
    booking.passengers[0];
  return `${lead?.first_name ?? ''} ${lead?.family_name ?? ''}`.trim();
}
