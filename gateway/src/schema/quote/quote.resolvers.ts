import { dateOnly, timeOfDay } from '@tourdesk/domain/dates';
import { MESSAGES } from '@tourdesk/domain/messages';
import { discountPercentOf, roundDiscountPercent } from '@tourdesk/domain/money';
import { roomTypeDescription } from '@tourdesk/domain/rooms';
import type { GatewayContext } from '../../context.js';
import type { BasketInput, Resolvers, UserError } from '../../generated/resolvers-types.js';
import type { ProviderBookedTrip, ProviderBooking } from '../../provider/types.js';
import { money } from '../shared/money.js';
import { toMinor } from '../shared/calendar-days.js';
import { digest } from '../bookings/idempotent.js';
import { toProviderBasket } from './basket.js';
import { validateBasket } from './validate.js';

/** Codes of the provider's booking_error texts (the spec's messages). */
const BOOKING_ERROR_CODES: Record<string, string> = {
  [MESSAGES.noAdult]: 'NO_ADULT',
  [MESSAGES.notEnoughSeats]: 'NOT_ENOUGH_SEATS',
  [MESSAGES.noRoomsBookingError]: 'NO_ROOMS',
  [MESSAGES.currencyCheckFailed]: 'CURRENCY_MISMATCH',
};

/** Sum of a trip-totals field over trips, in minor units. */
function sum(
  trips: readonly ProviderBookedTrip[],
  pick: (t: ProviderBookedTrip) => number | undefined,
  currency: string,
) {
  return trips.reduce((total, trip) => total + toMinor(pick(trip) ?? 0, currency), 0);
}

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
 * Maps the provider's priced basket to the GraphQL Quote (seed 001 §2 Trip summary and Itinerary breakdown):
 * trip price, discount (negative) and whole percentage, subtotal, add-ons and their count, total, deposit, per
 * trip passengers and rooms; nett and commission only for agent sessions (seed 001 §6).
 */
function toQuote(booking: ProviderBooking, basket: BasketInput, currency: string, ctx: GatewayContext) {
  const agentMoney = (minor: number) => (ctx.isAgent ? money(minor, currency) : null);
  const main = booking.trips.filter((t) => !t.is_add_on);
  const addOns = booking.trips.filter((t) => t.is_add_on);
  const tripPrice = sum(main, (t) => t.totals.price, currency);
  const discount = -sum(main, (t) => t.totals.discount, currency);
  const addOnsTotal = sum(addOns, (t) => t.totals.total, currency);
  const promoCodes = basket.trips.some((t) => t.promoCode?.trim());
  const travellers = travellersOfTrips(booking.trips, basket);
  return {
    currency,
    trips: booking.trips.map((trip, tripIndex) => {
      const indexes = travellers[tripIndex] ?? basket.passengers.map((_, i) => i);
      const indexOf = (tripPassengerId: string) => {
        const position = trip.passengers.findIndex((p) => p.trip_passenger_identifier === tripPassengerId);
        return indexes[position] ?? position;
      };
      return {
        tour: { tour_id: trip.tour_id },
        isAddOn: trip.is_add_on ?? false,
        departureDate: dateOnly(trip.departure_date),
        returnDate: dateOnly(trip.end_date),
        departureTime: timeOfDay(trip.departure_date),
        passengers: trip.passengers.map((p, position) => ({
          passengerIndex: indexes[position] ?? position,
          ageCategory: p.age_category.toUpperCase() as 'ADULT',
          price: money(toMinor(p.price, currency), currency),
          discount: money(-toMinor(p.discount, currency), currency),
          discountPercentage: roundDiscountPercent(p.discount_percentage),
          commission: agentMoney(toMinor(p.commission ?? 0, currency)),
        })),
        rooms: trip.reservation_rooms.map((room) => ({
          roomType: room.room_type,
          description: roomTypeDescription(room.room_type),
          passengerIndexes: room.reservation_room_links.map(indexOf),
          price: money(toMinor(room.price_supplement ?? 0, currency), currency),
        })),
        total: money(toMinor(trip.totals.total, currency), currency),
        discount: money(-toMinor(trip.totals.discount, currency), currency),
        nett: agentMoney(toMinor(trip.totals.nett ?? 0, currency)),
        commission: agentMoney(toMinor(trip.totals.commission ?? 0, currency)),
      };
    }),
    tripPrice: money(tripPrice, currency),
    discount: money(discount, currency),
    discountPercentage: Math.abs(
      discountPercentOf({ amountMinor: discount, currency }, { amountMinor: tripPrice, currency }),
    ),
    subtotal: money(tripPrice + discount, currency),
    addOnsTotal: money(addOnsTotal, currency),
    addOnCount: addOns.length,
    total: money(tripPrice + discount + addOnsTotal, currency),
    deposit: money(
      sum(booking.trips, (t) => t.totals.deposit, currency),
      currency,
    ),
    nett: agentMoney(sum(booking.trips, (t) => t.totals.nett, currency)),
    commission: agentMoney(sum(booking.trips, (t) => t.totals.commission, currency)),
    promoCodeStatus: !promoCodes
      ? ('NONE' as const)
      : booking.trips.some((t) => t.promo_code_error)
        ? ('INVALID' as const)
        : ('APPLIED' as const),
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
  return ctx.services.cache.getOrLoad(ctx.services.policies.capacity, `quote:${key}`, () =>
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
      const userErrors: UserError[] = await validateBasket(basket, ctx);
      if (userErrors.length > 0 || basket.trips.length === 0) return { quote: null, userErrors };
      const booking = await sharedQuote(ctx, basket);
      if (booking.booking_error) {
        const code = BOOKING_ERROR_CODES[booking.booking_error] ?? 'BOOKING_ERROR';
        return { quote: null, userErrors: [{ code, field: ['basket'], message: booking.booking_error }] };
      }
      return { quote: toQuote(booking, basket, ctx.currency, ctx), userErrors: [] };
    },
  },
};
