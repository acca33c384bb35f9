import type { Resolvers } from '../../generated/resolvers-types.js';
import { tourAvailabilityResolvers } from './tour.resolvers.js';
import { quotedTripAvailabilityResolvers } from './quoted-trip.resolvers.js';
import { addOnResolvers } from './add-on.resolvers.js';
import { pickupPointResolvers } from './pickup-point.resolvers.js';

/**
 * Availability (availability.graphql): the fields it adds to `Tour` and `QuotedTrip`, add-ons and pick-up points.
 * One resolver map per file.
 */
export const availabilityAreaResolvers: readonly Resolvers[] = [
  tourAvailabilityResolvers,
  quotedTripAvailabilityResolvers,
  addOnResolvers,
  pickupPointResolvers,
];
