import type { Resolvers } from '../../generated/resolvers-types.js';
import { basketQuoteResolvers } from './basket-quote.resolvers.js';

/**
 * Basket and quote (quote.graphql): `Query.quote`, the quote and its trips. Its Query and Mutation maps, one per file; its object types resolve in resolvers/<Type>.ts.
 */
export const quoteAreaResolvers: readonly Resolvers[] = [basketQuoteResolvers];
