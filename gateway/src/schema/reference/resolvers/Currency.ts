import type { CurrencyResolvers } from '../../../generated/resolvers-types.js';

/** A currency the operator sells in, with its display mask and whether it is the default (seed 000 §9). */
export const Currency: CurrencyResolvers = {
  isoCurrencyCode: (currency) => currency.iso_currency_code,
  name: (currency) => currency.currency,
  mask: (currency) => currency.currency_mask,
  isDefault: (currency) => currency.is_default,
};
