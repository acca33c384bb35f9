import { formatMoney, moneyFromDecimal, moneyFromMinor } from '@tourdesk/domain/money';
import { minimumPrice } from '@tourdesk/domain/tour-search';
import type { Money } from '../../generated/resolvers-types.js';
import type { ProviderPriceAmount, ProviderProductPrice } from '../../provider/types.js';

/** GraphQL `Money` from minor units of an ISO 4217 currency (formatted en-GB for display). */
export function money(amountMinor: number, currency: string): Money {
  return { amountMinor, currency, formatted: formatMoney(moneyFromMinor(amountMinor, currency)) };
}

/** GraphQL `Money` from a provider decimal amount (e.g. 129.5), converted exactly to minor units. */
export function moneyFromProvider(amount: number | null | undefined, currency: string): Money {
  return money(moneyFromDecimal(amount ?? 0, currency).amountMinor, currency);
}

/** A provider price list converted to the domain's minor-unit amounts. */
export function minorAmounts(amounts: readonly ProviderPriceAmount[], currency: string) {
  return amounts.map((a) => ({
    roomType: a.room_type ?? null,
    ageCategory: a.age_category,
    amountMinor: moneyFromDecimal(a.amount, currency).amountMinor,
  }));
}

/**
 * 'From' price per person in minor units (seed 001 §2, §9): the domain's minimum Adult price of the currency's
 * amounts, dorms excluded when configured; null when the tour has no price in that currency.
 */
export function fromPriceMinor(
  prices: readonly ProviderProductPrice[],
  currency: string,
  excludeDorm: boolean,
): number | null {
  const entry = prices.find((p) => p.iso_currency_code === currency);
  if (!entry) return null;
  return minimumPrice(minorAmounts(entry.amounts, currency), { ageCategory: 'Adult', excludeDorm });
}

/** Minor units of an optional provider decimal; null when absent. */
export function toMinorOrNull(amount: number | null | undefined, currency: string): number | null {
  return amount === null || amount === undefined ? null : moneyFromDecimal(amount, currency).amountMinor;
}
