import type { ResolversTypes, UserError } from '../../generated/resolvers-types.js';
import { BOOKING_NOT_FOUND } from './booking-access.js';

/** What the booking mutations answer: the booking after the change (null when refused) and the userErrors. */
export type BookingResult = { booking: ResolversTypes['Booking'] | null; userErrors: UserError[] };

/** The answer of a booking mutation on a booking the caller may not change: no booking, BOOKING_NOT_FOUND. */
export function notFound(): BookingResult {
  return { booking: null, userErrors: [BOOKING_NOT_FOUND] };
}
