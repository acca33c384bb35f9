import { accessBookingForChange, bookingIdOf } from '../../booking-access.js';
import { amendBooking as applyAmendment } from '../../booking-amendment.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { idempotencyKeyError } from '../../idempotency-key.js';
import { notFound } from '../../booking-result.js';

/**
 * `Mutation.amendBooking` (seed 000 §1 agents edit bookings, §7): refuses an invalid idempotency key
 * (INVALID_IDEMPOTENCY_KEY), then applies the guests and notes once per key against the copy the page loaded
 * (booking-amendment.ts: STALE_BOOKING when it changed since) and answers the booking as it is afterwards;
 * BOOKING_NOT_FOUND for a booking the caller may not change.
 */
export const amendBooking: NonNullable<MutationResolvers['amendBooking']> = async (
  _parent,
  { groupBookingId, amendmentVersion, passengers, notes, idempotencyKey },
  ctx,
) => {
  const invalidKey = idempotencyKeyError(idempotencyKey);
  if (invalidKey) return { booking: null, userErrors: [invalidKey] };
  const id = bookingIdOf(groupBookingId);
  const access = await accessBookingForChange(ctx, id);
  if (!access) return notFound();
  const outcome = await applyAmendment(
    ctx,
    access,
    amendmentVersion,
    { passengers, notes: notes ?? null },
    idempotencyKey,
  );
  if ('userErrors' in outcome) return { booking: null, userErrors: outcome.userErrors };
  const after = await accessBookingForChange(ctx, id);
  return after ? { booking: after.booking, userErrors: [] } : notFound();
};
