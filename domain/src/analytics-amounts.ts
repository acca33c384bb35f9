/**
 * Amounts of the analytics events (seed 001 §7 "Analytics events": add_to_cart, begin_checkout and purchase carry
 * a `value` and items with a `price` and `quantity`), computed in minor units: the events' numbers are decimals in
 * major units only at the very end, read from exact minor units, never from float arithmetic on amounts.
 */
import { moneyFromMinor, toDecimalString, type Money } from './money.js';

/**
 * An amount as the number in major units an analytics event carries (GA4 `value` and `price`): £129.50 → 129.5,
 * read from the exact decimal of its minor units.
 */
export function analyticsAmount(m: Money): number {
  return Number(toDecimalString(m));
}

/**
 * The share of `total` each of `passengers` pays, as an analytics item's `price` (its `quantity` being the
 * passengers): integer minor units, rounded half-up (ties away from zero) to the minor unit, e.g. £100.00 over 3 is
 * £33.33, £0.05 over 2 is £0.03. A party of none counts as one, so the share is the whole total.
 * @param total in minor units of its currency.
 * @param passengers the party's size (an integer; below 1 counts as 1).
 */
export function sharePerPassenger(total: Money, passengers: number): Money {
  const parts = Math.max(Math.trunc(passengers), 1);
  const magnitude = Math.abs(total.amountMinor);
  const quotient = Math.floor(magnitude / parts);
  const rounded = 2 * (magnitude - quotient * parts) >= parts ? quotient + 1 : quotient;
  return moneyFromMinor(total.amountMinor < 0 ? -rounded : rounded, total.currency);
}
