import { MESSAGES } from '@tourdesk/domain/messages';
import { accessBookingForChange, bookingIdOf } from '../../booking-access.js';
import { passengerUpdateErrors, providerPassenger } from '../../booking-amendment.js';
import { updateBookingWith } from '../../booking-writes.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { notFound } from '../../booking-result.js';

/**
 * `Mutation.updateBookingPassengers` (seed 001 §5 passenger details, seed 000 §5 passenger validity): refuses an
 * empty list (REQUIRED at `passengers`) and the guests the checkout rules refuse (booking-amendment.ts), then saves
 * them with the provider's booking update; BOOKING_NOT_FOUND for a booking the caller may not change.
 */
export const updateBookingPassengers: NonNullable<MutationResolvers['updateBookingPassengers']> = async (
  _parent,
  { groupBookingId, passengers },
  ctx,
) => {
  const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
  if (!access) return notFound();
  if (passengers.length === 0) {
    // Nothing to save is the provider's 400 (BookingUpdateRequest.passengers minItems 1): refuse it here.
    return {
      booking: null,
      userErrors: [{ code: 'REQUIRED', field: ['passengers'], message: MESSAGES.completeAllRequiredFields }],
    };
  }
  const errors = passengerUpdateErrors(ctx, access.booking, passengers);
  if (errors.length > 0) return { booking: null, userErrors: errors };
  const answer = await updateBookingWith(ctx, access, {
    passengers: passengers.map((p) => providerPassenger(p, ctx.isAgent)),
  });
  return { booking: answer, userErrors: [] };
};
