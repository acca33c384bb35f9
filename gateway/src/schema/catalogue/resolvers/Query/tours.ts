import { lowestFromPrice } from '@tourdesk/domain/tour-search';
import { checkTourSearch } from '../../../shared/arguments.js';
import { money } from '../../../shared/money.js';
import { searchTours } from '../../search.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Query.tours` (seed 001 §2 Home and search, §4 Search and filters): the tours of the search (search.ts,
 * shared-cached), their count and the lowest from-price in the caller's currency (null without one).
 * @throws GraphQLError BAD_USER_INPUT for a search the arguments' checks refuse.
 */
export const tours: NonNullable<QueryResolvers['tours']> = async (_parent, { search }, ctx) => {
  checkTourSearch(search);
  const tours = await searchTours(search, ctx);
  const fromPrice = lowestFromPrice(tours.map((t) => t.fromPriceMinor));
  return {
    tours: tours.map((t) => t.product),
    count: tours.length,
    fromPrice: fromPrice === null ? null : money(fromPrice, ctx.currency),
  };
};
