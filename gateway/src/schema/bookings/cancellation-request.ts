import { REFUSALS } from '@tourdesk/domain/messages';
import type { UserError } from '../../generated/resolvers-types.js';
import type { ProviderBooking, ProviderCancellationTrip } from '../../provider/types.js';

/**
 * The provider's cancellation object for trip passengers of a booking (seed 000 §3 Cancellation: per trip its
 * passengers, each flagged to cancel or not), with the trips it touches; a userError naming tripPassengerIds when
 * none is given or one is not a passenger of the booking.
 */
export function cancellationRequest(
  booking: ProviderBooking,
  tripPassengerIds: readonly string[],
): { trips: ProviderCancellationTrip[]; bookedTrips: ProviderBooking['trips'] } | { userError: UserError } {
  const wanted = new Set(tripPassengerIds);
  const touched = booking.trips
    .map((trip) => ({
      trip,
      passengers: trip.passengers.map((p) => ({
        trip_passenger_identifier: p.trip_passenger_identifier,
        cancel: wanted.has(p.trip_passenger_identifier),
      })),
    }))
    .filter((t) => t.passengers.some((p) => p.cancel));
  const known = touched.flatMap((t) => t.passengers.filter((p) => p.cancel)).length;
  if (wanted.size === 0 || known !== wanted.size) {
    return {
      userError: {
        code: 'UNKNOWN_PASSENGER',
        field: ['tripPassengerIds'],
        message: REFUSALS.noPassengersToCancel,
      },
    };
  }
  return {
    trips: touched.map((t) => ({ booking_identifier: t.trip.booking_identifier, passengers: t.passengers })),
    bookedTrips: touched.map((t) => t.trip),
  };
}
