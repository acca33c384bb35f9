import { bookingIdOf } from '../../booking-access.js';
import { bookingLinkState as linkStateOf } from '../../booking-link-access.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Query.bookingLinkState` (seed 001 §8 booking links): what the token says about the booking, checked by
 * booking-link-access.ts without a provider call; null without a token.
 */
export const bookingLinkState: NonNullable<QueryResolvers['bookingLinkState']> = (
  _parent,
  { groupBookingId, token },
  ctx,
) => (token ? linkStateOf(ctx, bookingIdOf(groupBookingId), token) : null);
