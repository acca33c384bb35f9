import type { Money as DomainMoney } from '@tourdesk/domain/money';
import { moneyFromDecimal, moneyFromMinor } from '@tourdesk/domain/money';
import { roundDiscountPercent } from '@tourdesk/domain/money';
import { minimumPrice } from '@tourdesk/domain/tour-search';
import { cardChargeMoneyLines, type BlockLine } from '@tourdesk/domain/money-blocks';
import {
  cardCharge,
  priceTotals,
  type CardCharge,
  type PriceTotals,
  type TripFigures,
} from '@tourdesk/domain/totals';
import type { CardCharge as GqlCardCharge, Money, MoneyLine } from '../../generated/resolvers-types.js';
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

/** GraphQL `Money` from minor units of an ISO 4217 currency. */
export function money(amountMinor: number, currency: string): Money {
  return { amountMinor, currency };
}

/** GraphQL `Money` of a domain amount. */
export function gqlMoney(m: DomainMoney): Money {
  return money(m.amountMinor, m.currency);
}

/** GraphQL `Money` of a provider amount (a decimal in major units of `currency`; see {@link providerMinor}). */
export function gqlProviderMoney(amount: number | string | null | undefined, currency: string): Money {
  return money(providerMinor(amount, currency), currency);
}

/** GraphQL `Money` of a provider discount (a positive decimal), negated: discounts are negative in the schema. */
export function discountMoney(amount: number | string | null | undefined, currency: string): Money {
  return money(-providerMinor(amount, currency), currency);
}

/** GraphQL `MoneyLine`s of a domain money block (domain money-blocks), in its order. */
export function gqlLines(lines: readonly BlockLine[]): MoneyLine[] {
  return lines.map((line) => ({ ...line, amount: gqlMoney(line.amount) }));
}

/** GraphQL `CardCharge` of a domain card charge, with its block of lines (domain `cardChargeMoneyLines`). */
export function gqlCardCharge(charge: CardCharge): GqlCardCharge {
  return {
    lines: gqlLines(cardChargeMoneyLines(charge)),
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
 * The totals of trips (seed 001 §2 Trip summary): domain `priceTotals` of the provider's trip figures, so Trip
 * Price + Discount = Subtotal and Subtotal + add-ons + cancellation fees = the provider's Total.
 * @throws RangeError when the provider's figures do not add up (never shown as wrong money).
 */
export function tripsTotals(trips: readonly ProviderBookedTrip[], currency: string): PriceTotals {
  return priceTotals(
    trips.map((t) => tripFigures(t, currency)),
    currency,
  );
}

/** The scalar money fields of domain {@link PriceTotals} as GraphQL (Quote, BookingTotals). */
export function gqlPriceTotals(totals: PriceTotals) {
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
