import type { Resolvers } from '../../generated/resolvers-types.js';
import { basketQuoteResolvers } from './basket-quote.resolvers.js';
import { quoteResolvers } from './quote.resolvers.js';
import { quotedTripResolvers } from './quoted-trip.resolvers.js';

/**
 * Basket and quote (quote.graphql): `Query.quote`, the quote and its trips. One resolver map per file.
 */
export const quoteAreaResolvers: readonly Resolvers[] = [
  basketQuoteResolvers,
  quoteResolvers,
  quotedTripResolvers,
];
