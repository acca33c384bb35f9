import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Query.currencies` (seed 000 §9, seed 001 §6): the provider's currencies (shared-cached catalogue data).
 */
export const currencies: NonNullable<QueryResolvers['currencies']> = (_parent, _args, ctx) =>
  ctx.data.currencies();
