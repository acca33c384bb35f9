import { guestName } from '@tourdesk/domain/booking';
import { dateOnly, timeOfDay } from '@tourdesk/domain/dates';
import { tripMoneyLines, type BlockLine } from '@tourdesk/domain/money-blocks';
import { pickupText, pickupTime } from '@tourdesk/domain/pickup';
import { roomTypeDescription } from '@tourdesk/domain/rooms';
import { priceTotals, type PriceTotals, type TripFigures } from '@tourdesk/domain/totals';
import type { GatewayContext } from '../../context.js';
import { cancellationTermsOf, scheduleOf } from './cancellation.js';
import { tourProduct } from './tour-data.js';
import type { TripParent } from './trip-parent.js';
import { gqlLines, gqlMoney, gqlProviderMoney, providerMoney, tripFigures } from './money.js';
import { perParent } from './per-parent.js';

/** A trip's money, built once per trip parent. */
interface TripMoney {
  /** The provider's own figures of the trip (price, discount, cancellation fees, total). */
  figures: TripFigures;
  /** The trip alone as a main trip: its discount (negative) and whole percentage. */
  totals: PriceTotals;
  /** The trip's breakdown (domain `tripMoneyLines`). */
  lines: BlockLine[];
}

/**
 * A trip's money from the provider's figures, once per parent (seed 001 §2 Itinerary breakdown; seed 000 §2
 * Booking detail, §3 Booked trip totals): its figures, its discount and percentage, and its breakdown: each
 * passenger at the price before discount (a cancelled one at its cancellation fee), the discount and the total.
 * @throws RangeError when the trip's figures or its passengers' prices do not add up to its total.
 */
export const tripMoneyOf = perParent(({ trip, currency, passengerLabels }: TripParent): TripMoney => {
  const figures = tripFigures(trip, currency);
  const totals = priceTotals([{ ...figures, isAddOn: false }], currency);
  const lines = tripMoneyLines({
    passengers: trip.passengers.map((p, position) => ({
      label: passengerLabels[position] ?? guestName({}, position),
      price: providerMoney(p.price, currency),
      cancellationFee: providerMoney(p.cancellation_fee, currency),
      cancelled: p.status === 'CANCELLED',
    })),
    discount: totals.discount,
    discountPercentage: totals.discountPercentage,
    total: figures.total,
  });
  return { figures, totals, lines };
});

/**
 * THE mapper of a provider trip for the fields `QuotedTrip` and `BookedTrip` share (seed 000 §3 Booked trip; seed
 * 001 §2 Itinerary breakdown): dates and time, the chosen pick-up point with its time and line (domain `pickupTime`,
 * `pickupText`; seed 001 §3 Pickup point, §9), the cancellation fees of the departure as of today (the tour's
 * terms, seed 000 §4), rooms with their supplements (already in the occupants' prices) and occupants as party
 * indexes, the trip's money and its lines (built once per trip, {@link tripMoneyOf}); nett and commission (agents
 * only: `@agentOnly` in the schema).
 */
export const tripResolvers = {
  tour: ({ trip }: TripParent) => ({ tour_id: trip.tour_id }),
  isAddOn: ({ trip }: TripParent) => trip.is_add_on ?? false,
  departureDate: ({ trip }: TripParent) => dateOnly(trip.departure_date),
  returnDate: ({ trip }: TripParent) => dateOnly(trip.end_date),
  departureTime: ({ trip }: TripParent) => timeOfDay(trip.departure_date),
  pickup: ({ trip }: TripParent) =>
    trip.pickup
      ? {
          name: trip.pickup.name,
          address: trip.pickup.address ?? null,
          time: pickupTime(trip.pickup.time, 0),
          text: pickupText(trip.pickup.name, trip.pickup.time),
        }
      : null,
  cancellationSchedule: async ({ trip }: TripParent, _args: unknown, ctx: GatewayContext) => {
    const terms = cancellationTermsOf(await tourProduct({ tour_id: trip.tour_id }, ctx));
    return terms ? scheduleOf(terms, dateOnly(trip.departure_date), ctx.today) : null;
  },
  rooms: ({ trip, currency, partyIndexes }: TripParent) =>
    trip.reservation_rooms.map((room) => ({
      roomType: room.room_type,
      description: roomTypeDescription(room.room_type),
      passengerIndexes: room.reservation_room_links.map((tripPassengerId) => {
        const position = trip.passengers.findIndex((p) => p.trip_passenger_identifier === tripPassengerId);
        return position < 0 ? -1 : (partyIndexes[position] ?? position);
      }),
      supplement: gqlProviderMoney(room.price_supplement, currency),
    })),
  price: (parent: TripParent) => gqlMoney(tripMoneyOf(parent).figures.price),
  discount: (parent: TripParent) => gqlMoney(tripMoneyOf(parent).totals.discount),
  discountPercentage: (parent: TripParent) => tripMoneyOf(parent).totals.discountPercentage,
  total: (parent: TripParent) => gqlMoney(tripMoneyOf(parent).figures.total),
  lines: (parent: TripParent) => gqlLines(tripMoneyOf(parent).lines),
  nett: ({ trip, currency }: TripParent) => gqlProviderMoney(trip.totals.nett, currency),
  commission: ({ trip, currency }: TripParent) => gqlProviderMoney(trip.totals.commission, currency),
};
