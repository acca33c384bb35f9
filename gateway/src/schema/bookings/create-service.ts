import type { GatewayContext } from '../../context.js';
import {
  accessBooking,
  accessBookingForChange,
  BOOKING_NOT_FOUND,
  bookingCaller,
  bookingIdOf,
  writeBooking,
} from './booking-access.js';
import { currencyOf } from './booking-view.js';
import { updateBookingWith } from './booking-writes.js';
import type { BookingsService } from './service.js';

/** The bookings area's service for one request (`ctx.bookings`); it reads the context when called. */
export function createBookingsService(ctx: GatewayContext): BookingsService {
  return {
    idOf: bookingIdOf,
    caller: (groupBookingId, paymentLinkToken) => bookingCaller(ctx, groupBookingId, paymentLinkToken),
    access: (groupBookingId, paymentLinkToken) => accessBooking(ctx, groupBookingId, paymentLinkToken),
    accessForChange: (groupBookingId) => accessBookingForChange(ctx, groupBookingId),
    write: (access, groupBookingId, write, booking) =>
      writeBooking(ctx, access, groupBookingId, write, booking),
    update: (access, changes) => updateBookingWith(ctx, access, changes),
    currencyOf,
    notFound: BOOKING_NOT_FOUND,
  };
}
