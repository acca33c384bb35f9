import { tourIdOf } from '@tourdesk/domain/tour-search';
import { prefetchTourData } from '../../tour-prefetch.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/**
 * Query.tour (seed 001 §2 Tour details): the tour of an id, null for an id that names none; the data its selection
 * needs is prefetched in one batch. The product is handed on once the reads it unlocks have been sent
 * (TourPrefetch.secondWaveSent), so that running the tour's fields does not hold their provider requests back.
 */
export const tour: NonNullable<QueryResolvers['tour']> = async (_parent, { tourId }, ctx, info) => {
  const id = tourIdOf(tourId);
  if (id === null) return null;
  const { secondWaveSent } = prefetchTourData(id, info, ctx);
  const product = await ctx.data.products.load(id);
  await secondWaveSent;
  return product;
};
