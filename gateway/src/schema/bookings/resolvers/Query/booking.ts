import { accessBooking, bookingIdOf } from '../../booking-access.js';
import { admitByBookingLink } from '../../booking-link-access.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Query.booking` (seed 000 §2, seed 001 §6-§8): a booking-link token admits its booking into the session first
 * (booking-link-access.ts), then the booking access rules (booking-access.ts, payment-link tokens included) answer
 * the booking or null.
 */
export const booking: NonNullable<QueryResolvers['booking']> = async (
  _parent,
  { groupBookingId, paymentLinkToken, bookingLinkToken },
  ctx,
) => {
  const id = bookingIdOf(groupBookingId);
  await admitByBookingLink(ctx, id, bookingLinkToken);
  const access = await accessBooking(ctx, id, paymentLinkToken);
  return access ? access.booking : null;
};
