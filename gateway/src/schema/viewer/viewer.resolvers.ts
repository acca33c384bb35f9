import { isSupportedCurrency, type CurrencyCode } from '@tourdesk/domain/currencies';
import type { Resolvers, ResolversTypes } from '../../generated/resolvers-types.js';
import type { GatewayContext } from '../../context.js';

/** The viewer as the screens see it. Agent and pending-login parts are filled by the identity issue (issue 4). */
function viewer(ctx: GatewayContext): ResolversTypes['Viewer'] {
  return { agent: null, pendingLogin: null, currency: ctx.currency };
}

/** Query.viewer and Mutation.setCurrency (seed 001 §2 query parameter `cur`; seed 000 §9 currency list). */
export const viewerResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => viewer(ctx),
  },
  Mutation: {
    setCurrency: async (_parent, { currency }, ctx) => {
      if (!isSupportedCurrency(currency)) {
        return {
          viewer: viewer(ctx),
          userErrors: [
            { code: 'UNKNOWN_CURRENCY', field: ['currency'], message: `Unknown currency: ${currency}` },
          ],
        };
      }
      ctx.currency = currency.toUpperCase() as CurrencyCode;
      await ctx.session.update({ currency: ctx.currency });
      return { viewer: viewer(ctx), userErrors: [] };
    },
  },
};
