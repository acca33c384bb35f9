import type { Resolvers } from '../../generated/resolvers-types.js';
import { searchResolvers } from './search.resolvers.js';
import { tourResolvers } from './tour.resolvers.js';

/**
 * Catalogue (catalogue.graphql): tour search, the departure calendar, tours, images, sales groups and
 * cancellation policies. Its Query and Mutation maps, one per file; its object types resolve in resolvers/<Type>.ts.
 */
export const catalogueAreaResolvers: readonly Resolvers[] = [searchResolvers, tourResolvers];
