import { tourIdOf } from '@tourdesk/domain/tour-search';
import { prefetchTourData } from '../../tour-prefetch.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/**
 * Query.tour (seed 001 §2 Tour details): the tour of an id, null for an id that names none; the data its selection
 * needs is prefetched in one batch.
 */
export const tour: NonNullable<QueryResolvers['tour']> = async (_parent, { tourId }, ctx, info) => {
  const id = tourIdOf(tourId);
  if (id === null) return null;
  prefetchTourData(id, info, ctx);
  return ctx.data.products.load(id);
};
