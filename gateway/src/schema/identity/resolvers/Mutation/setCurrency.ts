import { agencyCurrencies, isSupportedCurrency, type CurrencyCode } from '@tourdesk/domain/currencies';
import { currencyNotSoldMessage, unknownCurrencyMessage } from '@tourdesk/domain/messages';
import { viewerOf } from '../../viewer-of.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

/**
 * Mutation.setCurrency (seed 001 §2 query parameter `cur`; seed 000 §9 currency list; seed 000 §3 an agency's
 * `currencies` limit agents); the viewer it answers is `Query.viewer`'s (viewer-of.ts).
 */
export const setCurrency: NonNullable<MutationResolvers['setCurrency']> = async (
  _parent,
  { currency },
  ctx,
) => {
  if (!isSupportedCurrency(currency)) {
    return {
      viewer: await viewerOf(ctx),
      userErrors: [
        { code: 'UNKNOWN_CURRENCY', field: ['currency'], message: unknownCurrencyMessage(currency) },
      ],
    };
  }
  const code = currency.toUpperCase() as CurrencyCode;
  const agent = ctx.session.data.agent;
  if (agent && !agencyCurrencies(agent.currencies).includes(code)) {
    return {
      viewer: await viewerOf(ctx),
      userErrors: [
        {
          code: 'CURRENCY_NOT_SOLD',
          field: ['currency'],
          message: currencyNotSoldMessage(code),
        },
      ],
    };
  }
  ctx.currency = code;
  await ctx.session.update({ currency: ctx.currency });
  return { viewer: await viewerOf(ctx), userErrors: [] };
};
