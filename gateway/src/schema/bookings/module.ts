import type { Resolvers } from '../../generated/resolvers-types.js';
import { bookResolvers } from './book.resolvers.js';
import { manageBookingsResolvers } from './manage-bookings.resolvers.js';

/**
 * Bookings (bookings.graphql): booking, managing a booking, the agent's booking list, the booking and its trips.
 * Its Query and Mutation maps, one per file; its object types resolve in resolvers/<Type>.ts.
 */
export const bookingsAreaResolvers: readonly Resolvers[] = [bookResolvers, manageBookingsResolvers];
