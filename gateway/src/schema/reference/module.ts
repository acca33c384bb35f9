import type { Resolvers } from '../../generated/resolvers-types.js';
import { listsResolvers } from './lists.resolvers.js';

/**
 * Reference lists (reference.graphql): filters and tags, age categories, countries and currencies. Its Query and Mutation maps, one per file; its object types resolve in resolvers/<Type>.ts.
 */
export const referenceAreaResolvers: readonly Resolvers[] = [listsResolvers];
