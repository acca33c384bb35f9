import type { Money as DomainMoney } from '@tourdesk/domain/money';
import { formatMoney, moneyFromDecimal, moneyFromMinor } from '@tourdesk/domain/money';
import { roundDiscountPercent } from '@tourdesk/domain/money';
import { minimumPrice } from '@tourdesk/domain/tour-search';
import { cardCharge, priceTotals, type CardCharge, type TripFigures } from '@tourdesk/domain/totals';
import type { CardCharge as GqlCardCharge, Money } from '../../generated/resolvers-types.js';
import type { ProviderBookedTrip, ProviderPriceAmount, ProviderProductPrice } from '../../provider/types.js';

/**
 * THE conversion of a provider amount (a decimal in major units, e.g. 129.5) to integer minor units of `currency`,
 * exactly (by its digits, never by float multiplication; domain `moneyFromDecimal`). Every provider amount the
 * gateway reads goes through here; an absent amount is 0.
 * @throws RangeError when the amount is not a finite decimal.
 */
export function providerMinor(amount: number | string | null | undefined, currency: string): number {
  return moneyFromDecimal(amount ?? 0, currency).amountMinor;
}

/** A provider amount as the domain's {@link DomainMoney} (see {@link providerMinor}). */
export function providerMoney(amount: number | string | null | undefined, currency: string): DomainMoney {
  return moneyFromMinor(providerMinor(amount, currency), currency);
}

/** GraphQL `Money` from minor units of an ISO 4217 currency (formatted en-GB for display). */
export function money(amountMinor: number, currency: string): Money {
  return { amountMinor, currency, formatted: formatMoney(moneyFromMinor(amountMinor, currency)) };
}

/** GraphQL `Money` of a domain amount. */
export function gqlMoney(m: DomainMoney): Money {
  return money(m.amountMinor, m.currency);
}

/** GraphQL `Money` of a provider discount (a positive decimal), negated: discounts are negative in the schema. */
export function discountMoney(amount: number | string | null | undefined, currency: string): Money {
  return money(-providerMinor(amount, currency), currency);
}

/** GraphQL `CardCharge` of a domain card charge. */
export function gqlCardCharge(charge: CardCharge): GqlCardCharge {
  return {
    amount: gqlMoney(charge.amount),
    cardFee: gqlMoney(charge.cardFee),
    total: gqlMoney(charge.total),
    debitCardFee: charge.debitCardFee ? gqlMoney(charge.debitCardFee) : null,
    debitTotal: charge.debitTotal ? gqlMoney(charge.debitTotal) : null,
    feeDependsOnCardType: charge.feeDependsOnCardType,
  };
}

/**
 * The card charge of an amount with the provider's fees (all provider decimals in `currency`): domain
 * `cardCharge`, as GraphQL.
 */
export function providerCardCharge(
  amount: number | string | null | undefined,
  cardFee: number | string | null | undefined,
  debitCardFee: number | string | null | undefined,
  currency: string,
): GqlCardCharge {
  return gqlCardCharge(
    cardCharge(
      providerMoney(amount, currency),
      providerMoney(cardFee, currency),
      debitCardFee === null || debitCardFee === undefined ? null : providerMoney(debitCardFee, currency),
    ),
  );
}

/** A provider trip's own figures for the domain's totals (seed 000 §3 Booked trip totals, Trip passenger). */
export function tripFigures(trip: ProviderBookedTrip, currency: string): TripFigures {
  return {
    isAddOn: trip.is_add_on ?? false,
    price: providerMoney(trip.totals.price, currency),
    discount: providerMoney(trip.totals.discount, currency),
    cancellationFee: providerMoney(trip.totals.cancellation_fee, currency),
    total: providerMoney(trip.totals.total, currency),
    discountPercentages: trip.passengers
      .filter((p) => p.status !== 'CANCELLED')
      .map((p) => p.discount_percentage),
  };
}

/**
 * The price lines of trips as GraphQL (seed 001 §2 Trip summary): domain `priceTotals` of the provider's trip
 * figures, so Trip Price + Discount = Subtotal and Subtotal + add-ons + cancellation fees = the provider's Total.
 * @throws RangeError when the provider's figures do not add up (never shown as wrong money).
 */
export function priceTotalsOf(trips: readonly ProviderBookedTrip[], currency: string) {
  const totals = priceTotals(
    trips.map((t) => tripFigures(t, currency)),
    currency,
  );
  return {
    tripPrice: gqlMoney(totals.tripPrice),
    discount: gqlMoney(totals.discount),
    discountPercentage: totals.discountPercentage,
    subtotal: gqlMoney(totals.subtotal),
    addOnsTotal: gqlMoney(totals.addOnsTotal),
    addOnCount: totals.addOnCount,
    cancellationFees: gqlMoney(totals.cancellationFees),
    total: gqlMoney(totals.total),
  };
}

/** A provider trip's own price lines: price, discount (negative), whole percentage, cancellation fees, total. */
export function tripPriceLines(trip: ProviderBookedTrip, currency: string) {
  const figures = tripFigures(trip, currency);
  const totals = priceTotals([{ ...figures, isAddOn: false }], currency);
  return {
    price: gqlMoney(figures.price),
    discount: gqlMoney(totals.discount),
    discountPercentage: totals.discountPercentage,
    cancellationFees: gqlMoney(figures.cancellationFee),
    total: gqlMoney(figures.total),
  };
}

/** The discount percentage of a provider passenger, rounded to a whole number (seed 001 §9). */
export function passengerDiscountPercentage(percentage: number | string | null | undefined): number {
  return roundDiscountPercent(percentage ?? 0);
}

/** A provider price list converted to the domain's minor-unit amounts. */
export function minorAmounts(amounts: readonly ProviderPriceAmount[], currency: string) {
  return amounts.map((a) => ({
    roomType: a.room_type ?? null,
    ageCategory: a.age_category,
    amountMinor: providerMinor(a.amount, currency),
  }));
}

/**
 * 'From' price per person in minor units (seed 001 §2, §9): the domain's minimum Adult price of the currency's
 * amounts, dorms excluded when configured; null when the tour has no price in that currency. The provider's
 * amounts are the lowest over the bookable departures of the range searched (provider-sim/openapi.yaml
 * ProductPrice), so the 'from' price is never above a price a visitor can book in that range.
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
