import { DateTime } from 'luxon';
import { MAX_PASSENGERS } from '@tourdesk/domain/constants';
import { MESSAGES, REFUSALS, nightsRangeMessage, tooManyTripsMessage } from '@tourdesk/domain/messages';
import { roomsBookingError, validateAddToCart } from '@tourdesk/domain/basket';
import { roundedDays } from '@tourdesk/domain/duration';
import { PROVIDER_ROOM_TYPES } from '@tourdesk/domain/rooms';
import type { GatewayContext } from '../../context.js';
import type { BasketInput, UserError } from '../../generated/resolvers-types.js';
import { departuresOn } from './calendar-days.js';
import { ageCategoryLabel } from '@tourdesk/domain/age-categories';

/** Trips per basket: the provider's Basket.trips maxItems (and a bound on the lookups one request causes). */
export const MAX_TRIPS = 20;
/** Pre/post-tour nights: the provider's BasketTrip bounds. */
const MAX_NIGHTS = 7;
/** Promo codes: the provider's BasketTrip.promo_code maxLength. */
const MAX_PROMO_CODE_LENGTH = 40;
/** Departure dates further ahead than this are not sold (capacity is published about a year ahead). */
const MAX_DAYS_AHEAD = 3 * 366;
const DEPARTURE_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const PICKUP_POINT_ID = /^\d{1,9}$/;

/**
 * The basket's shape against the provider's Basket contract (openapi.yaml), checked before any provider call:
 * at most {@link MAX_TRIPS} trips, at least one passenger, tour ids not blank, passenger indexes (trip, room,
 * add-on) inside the party and not repeated, rooms with occupants and a known type, nights 0-7, promo codes up to
 * 40 characters, departure time HH:MM, numeric pick-up ids, departure dates from today to about three years ahead.
 * Malformed baskets never come from the web's own screens, so the messages are generic (tourdesk's wording, code
 * INVALID_BASKET; a past date says 'This departure date is not available.').
 * Found by test/quality/input-fuzz.test.ts: such baskets reached the provider (a 400 shown as 'The tour provider
 * refused the request as invalid.'), or were priced wrongly (a repeated index priced one passenger twice), and a
 * basket of thousands of trips made one request ask the provider for thousands of capacity months.
 */
export function basketShapeErrors(basket: BasketInput, today: string): UserError[] {
  const errors: UserError[] = [];
  const invalid = (field: (string | number)[], message: string) =>
    errors.push({ code: 'INVALID_BASKET', field: ['basket', ...field.map(String)], message });
  if (basket.trips.length > MAX_TRIPS) {
    return [
      {
        code: 'TOO_MANY_TRIPS',
        field: ['basket', 'trips'],
        message: tooManyTripsMessage(MAX_TRIPS),
      },
    ];
  }
  if (basket.trips.length > 0 && basket.passengers.length === 0) {
    invalid(['passengers'], REFUSALS.noPassengers);
  }
  const party = basket.passengers.length;
  const checkIndexes = (indexes: readonly number[], field: (string | number)[], allowEmpty: boolean) => {
    if (
      (!allowEmpty && indexes.length === 0) ||
      new Set(indexes).size !== indexes.length ||
      indexes.some((i) => i < 0 || i >= party)
    ) {
      invalid(field, REFUSALS.passengersNotInBasket);
    }
  };
  const latest = DateTime.fromISO(today).plus({ days: MAX_DAYS_AHEAD }).toISODate() ?? today;
  for (const [t, trip] of basket.trips.entries()) {
    if (trip.tourId.trim() === '') invalid(['trips', t, 'tourId'], REFUSALS.unknownTour);
    if (trip.departureDate < today || trip.departureDate > latest) {
      invalid(['trips', t, 'departureDate'], REFUSALS.departureDateUnavailable);
    }
    if (trip.departureTime != null && !DEPARTURE_TIME.test(trip.departureTime)) {
      invalid(['trips', t, 'departureTime'], REFUSALS.departureTimeUnavailable);
    }
    if (trip.passengerIndexes != null)
      checkIndexes(trip.passengerIndexes, ['trips', t, 'passengerIndexes'], false);
    for (const [r, room] of (trip.rooms ?? []).entries()) {
      if (!PROVIDER_ROOM_TYPES.has(room.roomType.trim().toLowerCase())) {
        invalid(['trips', t, 'rooms', r, 'roomType'], REFUSALS.roomTypeUnavailable);
      }
      checkIndexes(room.passengerIndexes, ['trips', t, 'rooms', r, 'passengerIndexes'], false);
    }
    for (const [a, addOn] of (trip.addOns ?? []).entries()) {
      if (addOn.tourId.trim() === '') invalid(['trips', t, 'addOns', a, 'tourId'], REFUSALS.unknownTour);
      checkIndexes(addOn.passengerIndexes, ['trips', t, 'addOns', a, 'passengerIndexes'], true);
    }
    for (const nights of ['nightsPreTour', 'nightsPostTour'] as const) {
      const value = trip[nights];
      if (value != null && (value < 0 || value > MAX_NIGHTS)) {
        invalid(['trips', t, nights], nightsRangeMessage(MAX_NIGHTS));
      }
    }
    if ((trip.promoCode?.trim().length ?? 0) > MAX_PROMO_CODE_LENGTH) {
      invalid(['trips', t, 'promoCode'], MESSAGES.invalidCoupon);
    }
    if (
      trip.pickupPointId != null &&
      trip.pickupPointId !== '' &&
      !PICKUP_POINT_ID.test(trip.pickupPointId)
    ) {
      invalid(['trips', t, 'pickupPointId'], REFUSALS.pickupPointUnavailable);
    }
  }
  return errors;
}

/**
 * The basket checks of seed 001 §5, made before asking the provider to price it (after {@link basketShapeErrors}),
 * with the seed's messages:
 * at most 10 passengers; per trip the domain's add-to-cart rules (18+ member, the basket's currency must be the
 * session currency, free seats on the date) and rooms for trips longer than one day (seed 001 §8 booking_error
 * text). Returns [] when the basket may be quoted.
 */
export async function validateBasket(basket: BasketInput, ctx: GatewayContext): Promise<UserError[]> {
  const shape = basketShapeErrors(basket, ctx.today);
  if (shape.length > 0) return shape;
  const errors: UserError[] = [];
  if (basket.passengers.length > MAX_PASSENGERS) {
    errors.push({
      code: 'TOO_MANY_PASSENGERS',
      field: ['basket', 'passengers'],
      message: REFUSALS.tooManyPassengers,
    });
  }
  for (const [index, trip] of basket.trips.entries()) {
    const travelling = (trip.passengerIndexes ?? basket.passengers.map((_, i) => i))
      .map((i) => basket.passengers[i]?.ageCategory)
      .filter((c) => c !== undefined)
      .map(ageCategoryLabel);
    const product = await ctx.data.products.load(trip.tourId.toUpperCase());
    if (!product) {
      errors.push({
        code: 'UNKNOWN_TOUR',
        field: ['basket', 'trips', String(index), 'tourId'],
        message: REFUSALS.unknownTour,
      });
      continue;
    }
    const [year, month] = trip.departureDate.split('-').map(Number) as [number, number];
    const departures = departuresOn(
      await ctx.data.capacity(product.tour_id, year, month),
      trip.departureDate,
    );
    const departure = trip.departureTime
      ? departures.find((d) => d.start_date_time.slice(11, 16) === trip.departureTime?.slice(0, 5))
      : departures[0];
    const tripErrors = validateAddToCart({
      ageCategories: travelling,
      basketCurrency: basket.currency ?? null,
      tripCurrency: ctx.currency,
      freeSeats: departure ? departure.free_seats : 0,
    });
    const roomsError = roomsBookingError([
      {
        days: roundedDays(product.duration),
        roomCount: trip.rooms?.length ?? 0,
        roomOptionCount: product.seller_information.rooms.length,
      },
    ]);
    for (const error of tripErrors) {
      if (errors.some((e) => e.code === error.code)) continue;
      errors.push({
        code: error.code,
        field: ['basket', 'trips', String(index), error.field ?? 'tourId'],
        message: error.message,
      });
    }
    if (roomsError && !errors.some((e) => e.code === 'NO_ROOMS')) {
      errors.push({
        code: 'NO_ROOMS',
        field: ['basket', 'trips', String(index), 'rooms'],
        message: roomsError,
      });
    }
  }
  return errors;
}
