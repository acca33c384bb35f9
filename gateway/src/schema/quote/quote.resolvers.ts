import { cacheKeys } from '../../cache/keys.js';
import { dateOnly, timeOfDay } from '@tourdesk/domain/dates';
import { bookingErrorCode } from '@tourdesk/domain/booking-failure';
import { promoCodeStatus } from '@tourdesk/domain/cart';
import { roomTypeDescription } from '@tourdesk/domain/rooms';
import type { GatewayContext } from '../../context.js';
import type { BasketInput, Resolvers, UserError } from '../../generated/resolvers-types.js';
import type { ProviderBookedTrip, ProviderBooking } from '../../provider/types.js';
import {
  discountMoney,
  money,
  passengerDiscountPercentage,
  priceTotalsOf,
  providerCardCharge,
  providerMinor,
  tripPriceLines,
} from '../shared/money.js';
import { digest } from '../bookings/idempotent.js';
import { toProviderBasket } from './basket.js';
import { validateBasket } from './validate.js';

/**
 * The basket passenger indexes of each priced trip, in the provider's trip order: every main trip of the basket is
 * followed by its add-ons (seed 001 §3 Trip add_ons), so the n-th main trip takes basket.trips[n]'s
 * passengerIndexes (the whole party when omitted) and each add-on its own.
 */
function travellersOfTrips(trips: readonly ProviderBookedTrip[], basket: BasketInput): number[][] {
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
 * Maps the provider's priced basket to the GraphQL Quote (seed 001 §2 Trip summary and Itinerary breakdown): the
 * totals from the provider's own trip figures (domain `priceTotals`: Trip Price + Discount = Subtotal, + add-ons =
 * Total), what paying it by card costs, the deposit, per trip its passengers (price before discount), discount and
 * total, and its rooms with their supplements (already in the passengers' prices); nett and commission only for
 * agent sessions (seed 001 §6); the promo status by the domain's rule (seed 001 §4).
 * @throws RangeError when the provider's figures do not add up.
 */
function toQuote(booking: ProviderBooking, basket: BasketInput, currency: string, ctx: GatewayContext) {
  const m = (amount: number | null | undefined) => money(providerMinor(amount, currency), currency);
  const agentOnly = (amount: number | null | undefined) => (ctx.isAgent ? m(amount) : null);
  const first = booking.trips.find((t) => !t.is_add_on)?.passengers[0];
  const code = basket.trips.find((t) => t.promoCode?.trim())?.promoCode ?? null;
  const travellers = travellersOfTrips(booking.trips, basket);
  return {
    currency,
    trips: booking.trips.map((trip, tripIndex) => {
      const indexes = travellers[tripIndex] ?? basket.passengers.map((_, i) => i);
      const indexOf = (tripPassengerId: string) => {
        const position = trip.passengers.findIndex((p) => p.trip_passenger_identifier === tripPassengerId);
        return indexes[position] ?? position;
      };
      const lines = tripPriceLines(trip, currency);
      return {
        tour: { tour_id: trip.tour_id },
        isAddOn: trip.is_add_on ?? false,
        departureDate: dateOnly(trip.departure_date),
        returnDate: dateOnly(trip.end_date),
        departureTime: timeOfDay(trip.departure_date),
        passengers: trip.passengers.map((p, position) => ({
          passengerIndex: indexes[position] ?? position,
          ageCategory: p.age_category.toUpperCase() as 'ADULT',
          price: m(p.price),
          discount: discountMoney(p.discount, currency),
          discountPercentage: passengerDiscountPercentage(p.discount_percentage),
          commission: agentOnly(p.commission),
        })),
        rooms: trip.reservation_rooms.map((room) => ({
          roomType: room.room_type,
          description: roomTypeDescription(room.room_type),
          passengerIndexes: room.reservation_room_links.map(indexOf),
          supplement: m(room.price_supplement),
        })),
        price: lines.price,
        discount: lines.discount,
        discountPercentage: lines.discountPercentage,
        total: lines.total,
        nett: agentOnly(trip.totals.nett),
        commission: agentOnly(trip.totals.commission),
      };
    }),
    ...priceTotalsOf(booking.trips, currency),
    card: providerCardCharge(
      booking.totals.outstanding,
      booking.totals.card_fee,
      booking.totals.debit_card_fee,
      currency,
    ),
    deposit: m(booking.totals.deposit),
    nett: agentOnly(booking.totals.nett),
    commission: agentOnly(booking.totals.commission),
    promoCodeStatus: promoCodeStatus(
      code,
      first
        ? {
            discountMinor: providerMinor(first.discount, currency),
            discountPromoCode: first.discount_promo_code,
          }
        : null,
    ),
  };
}

/**
 * The provider's quote of a basket, shared between requests and users for the capacity TTL (seconds). The key is
 * what the price depends on: the normalised provider basket (tours, dates, party, rooms, pick-up, add-ons,
 * nights, promo codes, currency), the pricing app id, the agent's agency code (agents never share quotes with
 * other agencies, even of the same band), today's date, and the capacity version of every tour-month the basket
 * touches, so a booking or cancellation through the gateway orphans the quotes of its months at once, like
 * capacity. Concurrent identical quotes in this process share one provider call. Provider failures are not kept.
 */
async function sharedQuote(ctx: GatewayContext, basket: BasketInput): Promise<ProviderBooking> {
  const body = toProviderBasket(basket, ctx.currency);
  const months = new Set<string>();
  for (const trip of basket.trips) {
    const month = trip.departureDate.slice(0, 7);
    for (const tourId of [trip.tourId, ...(trip.addOns ?? []).map((a) => a.tourId)]) {
      months.add(`${tourId.toUpperCase()}|${month}`);
    }
  }
  const versions = await Promise.all(
    [...months].sort().map(async (m) => {
      const [tourId, ym] = m.split('|') as [string, string];
      const [year, month] = ym.split('-').map(Number) as [number, number];
      return [m, await ctx.services.capacityVersions.current(tourId, year, month)] as const;
    }),
  );
  const key = digest([ctx.appId, ctx.session.data.agent?.agency.code ?? null, ctx.today, body, versions]);
  return ctx.services.cache.getOrLoad(ctx.services.policies.capacity, cacheKeys.quote(key), () =>
    ctx.provider.quoteBooking(ctx.appId, body),
  );
}

/**
 * Query.quote: validates the basket (seed 001 §5, messages as userErrors), prices it with the provider's quote
 * call under the caller's pricing app id (shared for a few seconds by {@link sharedQuote}), and maps the totals
 * (agent-only amounts only for agent sessions). A provider booking_error becomes a userError with its text.
 */
export const quoteResolvers: Resolvers = {
  Query: {
    quote: async (_parent, { basket }, ctx) => {
      // Pricing a basket comes before booking it: the session exists before the first write (see prepare).
      await ctx.session.prepare();
      const userErrors: UserError[] = await validateBasket(basket, ctx);
      if (userErrors.length > 0 || basket.trips.length === 0) return { quote: null, userErrors };
      const booking = await sharedQuote(ctx, basket);
      if (booking.booking_error) {
        const code = bookingErrorCode(booking.booking_error);
        return { quote: null, userErrors: [{ code, field: ['basket'], message: booking.booking_error }] };
      }
      return { quote: toQuote(booking, basket, ctx.currency, ctx), userErrors: [] };
    },
  },
};
