import { BOOKING_MESSAGE_CURRENCY } from '@tourdesk/domain/constants';
import { accessBookingForChange, bookingIdOf, writeBooking } from '../../booking-access.js';
import { bookingInformation, invalidateCapacity } from '../../booking-writes.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { notFound } from '../../booking-result.js';
import { cancellationRequest } from '../../cancellation-request.js';

/**
 * `Mutation.cancelBookingPassengers` (seed 000 §3 Cancellation): cancels the given trip passengers with the
 * provider's cancel call under the booking's write rules (booking-access.ts `writeBooking`), then invalidates the capacity of the
 * trips it touched; UNKNOWN_PASSENGER at tripPassengerIds when none is given or one is not the booking's,
 * BOOKING_NOT_FOUND for a booking the caller may not change.
 */
export const cancelBookingPassengers: NonNullable<MutationResolvers['cancelBookingPassengers']> = async (
  _parent,
  { groupBookingId, tripPassengerIds },
  ctx,
) => {
  const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
  if (!access) return notFound();
  const request = cancellationRequest(access.booking, tripPassengerIds);
  if ('userError' in request) return { booking: null, userErrors: [request.userError] };
  const id = access.booking.group_booking_id;
  const answer = await writeBooking(
    ctx,
    access,
    id,
    () =>
      ctx.provider.cancelBooking(access.appId, id, {
        booking_information: bookingInformation(BOOKING_MESSAGE_CURRENCY, access.token),
        trips: request.trips,
      }),
    (a) => a.booking,
  );
  await invalidateCapacity(ctx, request.bookedTrips);
  return { booking: answer.booking, userErrors: [] };
};
