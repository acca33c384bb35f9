import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Query.filters` (seed 001 §4 Search and filters): the provider's filters with their tags (shared-cached
 * catalogue data).
 */
export const filters: NonNullable<QueryResolvers['filters']> = (_parent, _args, ctx) => ctx.data.filters();
