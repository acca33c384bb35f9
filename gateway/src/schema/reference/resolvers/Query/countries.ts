import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Query.countries` (seed 001 §5 passenger details): the provider's countries (shared-cached), sorted by English
 * name.
 */
export const countries: NonNullable<QueryResolvers['countries']> = async (_parent, _args, ctx) =>
  [...(await ctx.data.countries())].sort((a, b) => a.country.localeCompare(b.country, 'en'));
