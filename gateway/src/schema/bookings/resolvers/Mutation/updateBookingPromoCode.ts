import { MESSAGES } from '@tourdesk/domain/messages';
import { accessBookingForChange, bookingIdOf } from '../../booking-access.js';
import { bookingPromoCodeStatus } from '../../booking-view.js';
import { updateBookingWith } from '../../booking-writes.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { notFound } from '../../booking-result.js';

/**
 * `Mutation.updateBookingPromoCode` (seed 001 §5 promo code): sets the trimmed code (or none) on every trip of the
 * booking but its add-ons and answers the updated booking, with PROMO_NOT_FOUND at `code` when the provider gives
 * it no discount; BOOKING_NOT_FOUND for a booking the caller may not change.
 */
export const updateBookingPromoCode: NonNullable<MutationResolvers['updateBookingPromoCode']> = async (
  _parent,
  { groupBookingId, code },
  ctx,
) => {
  const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
  if (!access) return notFound();
  const promo = code?.trim() || null;
  const trips = access.booking.trips.filter((t) => !t.is_add_on);
  const answer = await updateBookingWith(ctx, access, {
    trips: trips.map((t) => ({ booking_identifier: t.booking_identifier, promo_code: promo })),
  });
  const invalid = bookingPromoCodeStatus(answer) === 'INVALID';
  return {
    booking: answer,
    userErrors: invalid
      ? [{ code: 'PROMO_NOT_FOUND', field: ['code'], message: MESSAGES.invalidCoupon }]
      : [],
  };
};
