import type { Resolvers } from '../../generated/resolvers-types.js';
import { bookResolvers } from './book.resolvers.js';
import { manageBookingsResolvers } from './manage-bookings.resolvers.js';
import { bookingResolvers } from './booking.resolvers.js';
import { bookedTripResolvers } from './booked-trip.resolvers.js';

/**
 * Bookings (bookings.graphql): booking, managing a booking, the agent's booking list, the booking and its trips.
 * One resolver map per file.
 */
export const bookingsAreaResolvers: readonly Resolvers[] = [
  bookResolvers,
  manageBookingsResolvers,
  bookingResolvers,
  bookedTripResolvers,
];
