import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Query.ageCategories` (seed 001 §5): the provider's age categories (shared-cached catalogue data).
 */
export const ageCategories: NonNullable<QueryResolvers['ageCategories']> = (_parent, _args, ctx) =>
  ctx.data.ageCategories();
