import type { Resolvers } from '../../generated/resolvers-types.js';
import { searchResolvers } from './search.resolvers.js';
import { tourResolvers } from './tour.resolvers.js';
import { imageResolvers } from './image.resolvers.js';
import { salesGroupResolvers } from './sales-group.resolvers.js';
import { salesGroupProductResolvers } from './sales-group-product.resolvers.js';
import { cancellationPolicyResolvers } from './cancellation-policy.resolvers.js';

/**
 * Catalogue (catalogue.graphql): tour search, the departure calendar, tours, images, sales groups and
 * cancellation policies. One resolver
 * map per file.
 */
export const catalogueAreaResolvers: readonly Resolvers[] = [
  searchResolvers,
  tourResolvers,
  imageResolvers,
  salesGroupResolvers,
  salesGroupProductResolvers,
  cancellationPolicyResolvers,
];
