import type { ProviderBooking } from '../../provider/types.js';
import type { TripParent } from '../shared/trip-parent.js';

/** The parents of the bookings' types (codegen mappers, codegen.ts): what each type's resolvers receive. */

/** Parent of `Booking`: the provider's booking (seed 000 §3 Booking, amounts in major units). */
export type BookingParent = ProviderBooking;

/** Parent of `BookedTrip`: one trip of a provider booking ({@link TripParent}) with the booking (its guests). */
export interface BookedTripParent extends TripParent {
  booking: ProviderBooking;
}
