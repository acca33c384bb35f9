/**
 * Money helpers. Internally every amount is an integer number of minor units
 * (pence, cents); the API exposes decimals (e.g. 12950 -> 129.5).
 */
export const CURRENCIES = ['AUD', 'CAD', 'EUR', 'GBP', 'NZD', 'USD', 'ZAR'] as const;

/** ISO 4217 code of a currency the provider sells in. */
export type CurrencyCode = (typeof CURRENCIES)[number];

/** Fixed GBP -> currency rates used to derive every price list from GBP. */
export const GBP_RATES: Record<CurrencyCode, number> = {
  AUD: 1.93,
  CAD: 1.74,
  EUR: 1.17,
  GBP: 1,
  NZD: 2.12,
  USD: 1.27,
  ZAR: 23.5,
};

/** Converts minor units to a decimal amount (12950 -> 129.5). */
export function toDecimal(minor: number): number {
  return Math.round(minor) / 100;
}

/** Rounds minor units to a step (50 = nearest .50, 100 = whole units), half up. */
export function roundToStep(minor: number, step: number): number {
  return Math.round(minor / step) * step;
}

/**
 * Converts a GBP amount (pence) into `currency` minor units, rounded to .50
 * (whole units for ZAR) so derived price lists look hand-made.
 */
export function fromGbp(pence: number, currency: CurrencyCode): number {
  if (currency === 'GBP') return pence;
  return roundToStep(pence * GBP_RATES[currency], currency === 'ZAR' ? 100 : 50);
}

/** `percent` of `minor`, rounded half up to a whole minor unit. */
export function percentOf(minor: number, percent: number): number {
  return Math.round((minor * percent) / 100);
}

/** Sum of minor-unit amounts. */
export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
