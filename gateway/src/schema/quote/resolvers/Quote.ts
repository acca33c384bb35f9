import { promoCodeStatus } from '@tourdesk/domain/cart';
import { agentMoneyLines, quotedPassengerLabel, quoteMoneyLines } from '@tourdesk/domain/money-blocks';
import type { QuoteResolvers } from '../../../generated/resolvers-types.js';
import type { ProviderBookedTrip } from '../../../provider/types.js';
import type { QuoteParent, QuotedBasket } from '../quote.mappers.js';
import {
  gqlLines,
  gqlPriceTotals,
  gqlProviderMoney,
  providerCardCharge,
  providerMinor,
  providerMoney,
  tripsTotals,
} from '../../shared/money.js';
import { perParent } from '../../shared/per-parent.js';

/**
 * The basket passenger indexes of each priced trip, in the provider's trip order: every main trip of the basket is
 * followed by its add-ons (seed 001 §3 Trip add_ons), so the n-th main trip takes basket.trips[n]'s
 * passengerIndexes (the whole party when omitted) and each add-on its own.
 */
function travellersOfTrips(
  trips: readonly ProviderBookedTrip[],
  basket: QuotedBasket,
): (readonly number[])[] {
  const everyone = basket.passengers.map((_, i) => i);
  let main = -1;
  let addOn = 0;
  return trips.map((trip) => {
    if (!trip.is_add_on) {
      main += 1;
      addOn = 0;
      return basket.trips[main]?.passengerIndexes ?? everyone;
    }
    const indexes = basket.trips[main]?.addOns?.[addOn]?.passengerIndexes ?? everyone;
    addOn += 1;
    return indexes;
  });
}

/**
 * The quote's totals and trip summary, built once per quote (domain `priceTotals` and `quoteMoneyLines`; RangeError
 * when the provider's figures do not add up).
 */
const quoteMoneyOf = perParent(({ booking, currency }: QuoteParent) => {
  const totals = tripsTotals(booking.trips, currency);
  return { figures: gqlPriceTotals(totals), lines: gqlLines(quoteMoneyLines(totals)) };
});

/**
 * `Quote` (codegen mapper: the provider's priced basket with its basket and currency), resolved field by field from
 * the provider's answer (seed 001 §2 Trip summary): the totals and the trip summary's lines built once per quote
 * from the provider's own trip figures (domain `priceTotals`: Trip Price + Discount = Subtotal, + add-ons = Total;
 * figures that do not add up are refused with a RangeError), what paying it by card costs, the deposit, its trips
 * (`QuotedTrip`, resolvers/QuotedTrip.ts) with their travellers; nett, commission and the agents' lines for agents
 * only (`@agentOnly`, seed 001 §6); the promo status by the domain's rule (seed 001 §4).
 */
export const Quote: QuoteResolvers = {
  currency: ({ currency }) => currency,
  trips: ({ booking, basket, currency }) => {
    const travellers = travellersOfTrips(booking.trips, basket);
    const everyone = basket.passengers.map((_, i) => i);
    return booking.trips.map((trip, i) => {
      const partyIndexes = travellers[i] ?? everyone;
      return {
        trip,
        currency,
        partyIndexes,
        passengerLabels: trip.passengers.map((p, position) =>
          quotedPassengerLabel(partyIndexes[position] ?? position, p.age_category),
        ),
      };
    });
  },
  tripPrice: (q) => quoteMoneyOf(q).figures.tripPrice,
  discount: (q) => quoteMoneyOf(q).figures.discount,
  discountPercentage: (q) => quoteMoneyOf(q).figures.discountPercentage,
  subtotal: (q) => quoteMoneyOf(q).figures.subtotal,
  addOnsTotal: (q) => quoteMoneyOf(q).figures.addOnsTotal,
  addOnCount: (q) => quoteMoneyOf(q).figures.addOnCount,
  total: (q) => quoteMoneyOf(q).figures.total,
  lines: (q) => quoteMoneyOf(q).lines,
  agentLines: ({ booking, currency }) =>
    gqlLines(
      agentMoneyLines({
        nett: providerMoney(booking.totals.nett, currency),
        commission: providerMoney(booking.totals.commission, currency),
      }),
    ),
  card: ({ booking, currency }) =>
    providerCardCharge(
      booking.totals.outstanding,
      booking.totals.card_fee,
      booking.totals.debit_card_fee,
      currency,
    ),
  deposit: ({ booking, currency }) => gqlProviderMoney(booking.totals.deposit, currency),
  nett: ({ booking, currency }) => gqlProviderMoney(booking.totals.nett, currency),
  commission: ({ booking, currency }) => gqlProviderMoney(booking.totals.commission, currency),
  promoCodeStatus: ({ booking, basket, currency }) => {
    const first = booking.trips.find((t) => !t.is_add_on)?.passengers[0];
    const code = basket.trips.find((t) => t.promoCode?.trim())?.promoCode ?? null;
    return promoCodeStatus(
      code,
      first
        ? {
            discountMinor: providerMinor(first.discount, currency),
            discountPromoCode: first.discount_promo_code,
          }
        : null,
    );
  },
};
