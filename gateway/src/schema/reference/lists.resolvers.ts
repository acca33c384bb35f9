import type { Resolvers } from '../../generated/resolvers-types.js';

/**
 * The reference lists (catalogue data, shared-cached): filters with their tags, age categories, countries sorted by
 * English name and currencies (seed 000 §9, seed 001 §6).
 */
export const listsResolvers: Resolvers = {
  Query: {
    filters: (_parent, _args, ctx) => ctx.data.filters(),
    ageCategories: (_parent, _args, ctx) => ctx.data.ageCategories(),
    countries: async (_parent, _args, ctx) =>
      [...(await ctx.data.countries())].sort((a, b) => a.country.localeCompare(b.country, 'en')),
    currencies: (_parent, _args, ctx) => ctx.data.currencies(),
  },
};
