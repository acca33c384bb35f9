import { dateOnly, timeOfDay } from '@tourdesk/domain/dates';
import { promoCodeStatus } from '@tourdesk/domain/cart';
import { roomTypeDescription } from '@tourdesk/domain/rooms';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { ProviderBookedTrip } from '../../provider/types.js';
import type { QuoteParent, QuotedBasket } from '../parents.js';
import {
  discountMoney,
  money,
  passengerDiscountPercentage,
  priceTotalsOf,
  providerCardCharge,
  providerMinor,
  tripPriceLines,
} from '../shared/money.js';

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

/** A provider amount (major units) in `currency` as Money. */
function moneyIn(currency: string, amount: number | null | undefined) {
  return money(providerMinor(amount, currency), currency);
}

/** The price lines of the quote's trips (domain `priceTotals`; RangeError when the provider's figures do not add up). */
function totalsOf({ booking, currency }: QuoteParent) {
  return priceTotalsOf(booking.trips, currency);
}

/**
 * `Quote` and `QuotedTrip` (codegen mappers: the provider's priced basket with its basket and currency, and a trip
 * with its passengers' basket indexes), resolved field by field from the provider's answer (seed 001 §2 Trip
 * summary and Itinerary breakdown): the totals from the provider's own trip figures (domain `priceTotals`: Trip
 * Price + Discount = Subtotal, + add-ons = Total; figures that do not add up are refused with a RangeError), what
 * paying it by card costs, the deposit, per trip its passengers (price before discount), discount and total, and
 * its rooms with their supplements (already in the passengers' prices); nett and commission for agents only
 * (`@agentOnly`, seed 001 §6); the promo status by the domain's rule (seed 001 §4).
 */
export const quoteTypeResolvers: Resolvers = {
  Quote: {
    currency: ({ currency }) => currency,
    trips: ({ booking, basket, currency }) => {
      const travellers = travellersOfTrips(booking.trips, basket);
      const everyone = basket.passengers.map((_, i) => i);
      return booking.trips.map((trip, i) => ({
        trip,
        passengerIndexes: travellers[i] ?? everyone,
        currency,
      }));
    },
    tripPrice: (q) => totalsOf(q).tripPrice,
    discount: (q) => totalsOf(q).discount,
    discountPercentage: (q) => totalsOf(q).discountPercentage,
    subtotal: (q) => totalsOf(q).subtotal,
    addOnsTotal: (q) => totalsOf(q).addOnsTotal,
    addOnCount: (q) => totalsOf(q).addOnCount,
    total: (q) => totalsOf(q).total,
    card: ({ booking, currency }) =>
      providerCardCharge(
        booking.totals.outstanding,
        booking.totals.card_fee,
        booking.totals.debit_card_fee,
        currency,
      ),
    deposit: ({ booking, currency }) => moneyIn(currency, booking.totals.deposit),
    nett: ({ booking, currency }) => moneyIn(currency, booking.totals.nett),
    commission: ({ booking, currency }) => moneyIn(currency, booking.totals.commission),
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
  },
  QuotedTrip: {
    tour: ({ trip }) => ({ tour_id: trip.tour_id }),
    isAddOn: ({ trip }) => trip.is_add_on ?? false,
    departureDate: ({ trip }) => dateOnly(trip.departure_date),
    returnDate: ({ trip }) => dateOnly(trip.end_date),
    departureTime: ({ trip }) => timeOfDay(trip.departure_date),
    passengers: ({ trip, passengerIndexes, currency }) =>
      trip.passengers.map((p, position) => ({
        passengerIndex: passengerIndexes[position] ?? position,
        ageCategory: p.age_category.toUpperCase() as 'ADULT',
        price: moneyIn(currency, p.price),
        discount: discountMoney(p.discount, currency),
        discountPercentage: passengerDiscountPercentage(p.discount_percentage),
        commission: moneyIn(currency, p.commission),
      })),
    rooms: ({ trip, passengerIndexes, currency }) => {
      const indexOf = (tripPassengerId: string) => {
        const position = trip.passengers.findIndex((p) => p.trip_passenger_identifier === tripPassengerId);
        return passengerIndexes[position] ?? position;
      };
      return trip.reservation_rooms.map((room) => ({
        roomType: room.room_type,
        description: roomTypeDescription(room.room_type),
        passengerIndexes: room.reservation_room_links.map(indexOf),
        supplement: moneyIn(currency, room.price_supplement),
      }));
    },
    price: ({ trip, currency }) => tripPriceLines(trip, currency).price,
    discount: ({ trip, currency }) => tripPriceLines(trip, currency).discount,
    discountPercentage: ({ trip, currency }) => tripPriceLines(trip, currency).discountPercentage,
    total: ({ trip, currency }) => tripPriceLines(trip, currency).total,
    nett: ({ trip, currency }) => moneyIn(currency, trip.totals.nett),
    commission: ({ trip, currency }) => moneyIn(currency, trip.totals.commission),
  },
};
