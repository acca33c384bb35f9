import { isSupportedCurrency, type CurrencyCode } from '@tourdesk/domain/currencies';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { viewerOf } from '../identity/identity.resolvers.js';

/** Mutation.setCurrency (seed 001 §2 query parameter `cur`; seed 000 §9 currency list); `viewer` is in identity. */
export const viewerResolvers: Resolvers = {
  Mutation: {
    setCurrency: async (_parent, { currency }, ctx) => {
      if (!isSupportedCurrency(currency)) {
        return {
          viewer: await viewerOf(ctx),
          userErrors: [
            { code: 'UNKNOWN_CURRENCY', field: ['currency'], message: `Unknown currency: ${currency}` },
          ],
        };
      }
      ctx.currency = currency.toUpperCase() as CurrencyCode;
      await ctx.session.update({ currency: ctx.currency });
      return { viewer: await viewerOf(ctx), userErrors: [] };
    },
  },
};
