import { MAX_PASSENGERS } from '@tourdesk/domain/constants';
import { roomsBookingError, validateAddToCart } from '@tourdesk/domain/basket';
import { roundedDays } from '@tourdesk/domain/duration';
import type { GatewayContext } from '../../context.js';
import type { BasketInput, UserError } from '../../generated/resolvers-types.js';
import { departuresOn } from '../shared/calendar-days.js';
import { categoryName } from '../availability/rooms.resolvers.js';

/**
 * 'At most 10 passengers in total' has no text in the seeds (seed 001 §5, §9); this is tourdesk's wording until
 * domain/messages.ts carries one.
 */
export const TOO_MANY_PASSENGERS_MESSAGE = `Sorry, a booking can have at most ${MAX_PASSENGERS} passengers`;

/**
 * The basket checks of seed 001 §5, made before asking the provider to price it, with the seed's messages:
 * at most 10 passengers; per trip the domain's add-to-cart rules (18+ member, the basket's currency must be the
 * session currency, free seats on the date) and rooms for trips longer than one day (seed 001 §8 booking_error
 * text). Returns [] when the basket may be quoted.
 */
export async function validateBasket(basket: BasketInput, ctx: GatewayContext): Promise<UserError[]> {
  const errors: UserError[] = [];
  if (basket.passengers.length > MAX_PASSENGERS) {
    errors.push({
      code: 'TOO_MANY_PASSENGERS',
      field: ['basket', 'passengers'],
      message: TOO_MANY_PASSENGERS_MESSAGE,
    });
  }
  for (const [index, trip] of basket.trips.entries()) {
    const travelling = (trip.passengerIndexes ?? basket.passengers.map((_, i) => i))
      .map((i) => basket.passengers[i]?.ageCategory)
      .filter((c) => c !== undefined)
      .map(categoryName);
    const product = await ctx.data.products.load(trip.tourId.toUpperCase());
    if (!product) {
      errors.push({
        code: 'UNKNOWN_TOUR',
        field: ['basket', 'trips', String(index), 'tourId'],
        message: 'Unknown tour.',
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
