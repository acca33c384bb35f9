import { initialCancellation, type CancellationTrip } from '@tourdesk/domain/booking';
import type { BookingCancellation_BookingFragment } from '@/apollo/generated/graphql';

/** A trip of the booking as its cancellation reads it. */
export type Trip = BookingCancellation_BookingFragment['trips'][number];

/** The cancellation flags of a booking's trips: domain `initialCancellation` (passengers still booked, all flagged). */
export function cancellationOf(trips: readonly Trip[]): CancellationTrip[] {
  return initialCancellation(
    trips.map((trip) => ({
      bookingIdentifier: trip.bookingIdentifier,
      passengers: trip.passengers.map((p) => ({
        tripPassengerIdentifier: p.tripPassengerId,
        status: p.status,
      })),
    })),
  );
}

/** Whether the trip passenger `passengerId` of trip `tripId` is flagged for cancellation. */
export function flagged(flags: readonly CancellationTrip[], tripId: string, passengerId: string): boolean {
  return (
    flags
      .find((t) => t.bookingIdentifier === tripId)
      ?.passengers.find((p) => p.tripPassengerIdentifier === passengerId)?.cancel ?? false
  );
}

/** The trip passengers flagged for cancellation. */
export function flaggedIds(flags: readonly CancellationTrip[]): string[] {
  return flags.flatMap((t) =>
    t.passengers.filter((p) => p.cancel).map((p) => String(p.tripPassengerIdentifier)),
  );
}
