/**
 * Add to cart and bookability (seed 001 §5 "Add to cart", §8).
 */
import { isAdultCompanion, isChild } from './age-categories.js';
import { MESSAGES } from './messages.js';
import { userError } from './user-error.js';
import type { UserError } from './user-error.js';

/**
 * True when the group has no Child, or has a Child together with at least one Adult, Senior or Student
 * (seed 001 §5).
 * @param ageCategories One age category name per passenger.
 */
export function hasRequiredAdult(ageCategories: readonly string[]): boolean {
  return !ageCategories.some(isChild) || ageCategories.some(isAdultCompanion);
}

/**
 * Currency check before adding a trip: the trip's currency must match the basket's currency, when the basket
 * already has one (tourdesk's reading of "the currency check", seed 001 §5).
 * @param basketCurrency booking_information.iso_currency_code of the basket, or null/'' for an empty basket.
 * @param tripCurrency ISO 4217 code of the quoted trip.
 */
export function currencyCheckPasses(
  basketCurrency: string | null | undefined,
  tripCurrency: string,
): boolean {
  return !basketCurrency || basketCurrency.toUpperCase() === tripCurrency.toUpperCase();
}

/** Input of {@link validateAddToCart}. */
export interface AddToCartInput {
  /** One age category name per passenger. */
  ageCategories: readonly string[];
  /** Basket currency (ISO 4217) or null for an empty basket. */
  basketCurrency: string | null | undefined;
  /** Currency of the trip being added (ISO 4217). */
  tripCurrency: string;
  /** Free seats on the chosen date; -1 means unknown (never refused on seats). */
  freeSeats: number;
}

/**
 * Validates Add to Cart (seed 001 §5, §8). Returns [] when the trip may be added, otherwise the errors in the
 * seed's order: NO_ADULT ('You need to have at least one 18+ member in the group'), CURRENCY_MISMATCH ('Sorry,
 * an error has occred, trip failed to add'), NOT_ENOUGH_SEATS ('Sorry, there are not enough seats available for
 * the selected passengers').
 */
export function validateAddToCart(input: AddToCartInput): UserError[] {
  const errors: UserError[] = [];
  if (!hasRequiredAdult(input.ageCategories)) {
    errors.push(userError('NO_ADULT', MESSAGES.noAdult, 'passengers'));
  }
  if (!currencyCheckPasses(input.basketCurrency, input.tripCurrency)) {
    errors.push(userError('CURRENCY_MISMATCH', MESSAGES.currencyCheckFailed));
  }
  if (input.freeSeats >= 0 && input.freeSeats < input.ageCategories.length) {
    errors.push(userError('NOT_ENOUGH_SEATS', MESSAGES.notEnoughSeats, 'passengers'));
  }
  return errors;
}

/** Input of {@link isTripBookable}. */
export interface TripBookableInput {
  passengerCount: number;
  tourId: string | null | undefined;
  /** ISO date or null when none chosen. */
  departureDate: string | null | undefined;
  /** Quoted total of the trip in minor units. */
  totalMinor: number;
  /** Trip length in whole days (see `roundedDays` in duration.ts). */
  days: number;
  /** Rooms chosen for the trip. */
  roomCount: number;
  /** Room options offered for the trip (0 = the tour has none). */
  roomOptionCount: number;
}

/**
 * A trip is bookable only if passengers exist, tour and departure date are set, the total is above 0, and a
 * trip longer than one day has at least one room chosen unless no room options exist (seed 001 §5).
 */
export function isTripBookable(t: TripBookableInput): boolean {
  if (t.passengerCount <= 0 || !t.tourId || !t.departureDate || t.totalMinor <= 0) return false;
  return t.days <= 1 || t.roomCount > 0 || t.roomOptionCount === 0;
}

/**
 * A tour is bookable online only if its price for the current age category is above 0 (seed 001 §5); otherwise
 * the card shows 'Sadly, we are currently unable to book this tour online...' (see `unbookableTourMessage`).
 * @param priceMinor Price for the current age category in minor units; null/undefined when none.
 */
export function isTourBookableOnline(priceMinor: number | null | undefined): boolean {
  return (priceMinor ?? 0) > 0;
}

/**
 * booking_error for a booking where a multi-day trip has no rooms (seed 001 §8): 'Error: No rooms available or
 * incorrectly loaded rooms.', or null when every trip longer than one day that has room options has rooms.
 */
export function roomsBookingError(
  trips: readonly { days: number; roomCount: number; roomOptionCount: number }[],
): string | null {
  const missing = trips.some((t) => t.days > 1 && t.roomOptionCount > 0 && t.roomCount === 0);
  return missing ? MESSAGES.noRoomsBookingError : null;
}

/**
 * What a disabled 'Add to Cart' still needs (tourdesk's texts where the seeds have none; the 18+ and seats rules
 * keep their seed 001 §5 messages). Each names the field whose control fixes it, so the panel shows the reason
 * next to that control and beside the button.
 */
export const ADD_TO_CART_NEEDS = {
  date: 'Choose a departure date',
  passengers: 'Choose at least one passenger',
  room: 'Choose a room option',
} as const;

/** Input of {@link addToCartBlockers}: the tour panel's choices before any quote. */
export interface AddToCartChoices {
  /** ISO date chosen, or null. */
  departureDate: string | null;
  /** One age category name per passenger of the party. */
  ageCategories: readonly string[];
  /** Free seats of the chosen departure; -1 when unknown or no date. */
  freeSeats: number;
  /** The tour needs a room choice: longer than one day and room options exist for the date (seed 001 §5). */
  roomRequired: boolean;
  /** A room option is chosen. */
  roomChosen: boolean;
}

/**
 * Why 'Add to Cart' cannot be pressed yet (seed 001 §5 Add to cart: 'A trip is bookable only if: passengers exist,
 * tour and departure date are set ... and for trips longer than one day at least one room is chosen', the 18+
 * member and free seats refusals), in the order of the panel's controls: DATE_REQUIRED (field 'departureDate'),
 * PASSENGERS_REQUIRED and NO_ADULT and NOT_ENOUGH_SEATS (field 'passengers'), ROOM_REQUIRED (field 'rooms').
 * [] when the trip may be added (the price check comes with the quote).
 */
export function addToCartBlockers(choices: AddToCartChoices): UserError[] {
  const blockers: UserError[] = [];
  if (!choices.departureDate) {
    blockers.push(userError('DATE_REQUIRED', ADD_TO_CART_NEEDS.date, 'departureDate'));
  }
  if (choices.ageCategories.length === 0) {
    blockers.push(userError('PASSENGERS_REQUIRED', ADD_TO_CART_NEEDS.passengers, 'passengers'));
  } else {
    blockers.push(
      ...validateAddToCart({
        ageCategories: choices.ageCategories,
        basketCurrency: null,
        tripCurrency: '',
        freeSeats: choices.departureDate ? choices.freeSeats : -1,
      }),
    );
  }
  if (choices.departureDate && choices.roomRequired && !choices.roomChosen) {
    blockers.push(userError('ROOM_REQUIRED', ADD_TO_CART_NEEDS.room, 'rooms'));
  }
  return blockers;
}
