import type { AgeCategoryName } from '@/apollo/generated/graphql';
import { readSession, sessionKey, useSessionValue, writeSession } from '@/lib/session-store';

/** A room of a stored trip: the provider room type and its occupants as basket passenger indexes. */
export interface BasketRoom {
  roomType: string;
  passengerIndexes: number[];
}

/**
 * A trip of the stored basket (seed 001 §3 Trip: tour_id, departure_date, rooms, iso_currency_code...); the
 * tour name is kept for the cart's hover list.
 */
export interface BasketTrip {
  tourId: string;
  tourName: string;
  /** ISO yyyy-mm-dd. */
  departureDate: string;
  /** HH:MM for tours with several departures a day (train tours); null otherwise. */
  departureTime: string | null;
  /** ISO 4217 currency the trip was quoted in (the currency check of seed 001 §5). */
  currency: string;
  /** Original id of the chosen hotel pick-up point, or null. */
  pickupPointId: string | null;
  /** Rooms chosen (multi-day tours); empty for day tours. */
  rooms: BasketRoom[];
}

/** The basket kept in session storage (seed 000 §1): the party by age category and the trips. */
export interface Basket {
  passengers: { ageCategory: AgeCategoryName }[];
  trips: BasketTrip[];
}

const EMPTY_BASKET: Basket = { passengers: [], trips: [] };

function isBasket(value: unknown): value is Basket {
  if (!value || typeof value !== 'object') return false;
  const { passengers, trips } = value as Partial<Basket>;
  return (
    Array.isArray(passengers) &&
    passengers.every((passenger) => typeof passenger?.ageCategory === 'string') &&
    Array.isArray(trips) &&
    trips.every(
      (trip) =>
        typeof trip?.tourId === 'string' &&
        typeof trip.tourName === 'string' &&
        typeof trip.departureDate === 'string' &&
        typeof trip.currency === 'string' &&
        Array.isArray(trip.rooms),
    )
  );
}

/** Session storage key of the basket. */
export const basketKey = sessionKey<Basket>('basket', EMPTY_BASKET, isBasket);

/** The current basket, re-rendering when it changes. */
export function useBasket(): Basket {
  return useSessionValue(basketKey);
}

/** The basket's currency: the first trip's (the currency check of seed 001 §5), or null when empty. */
export function basketCurrency(basket: Basket): string | null {
  return basket.trips[0]?.currency ?? null;
}

/**
 * Stores a trip (seed 001 §4 Basket to cart): the party becomes the basket's passengers (one party travels
 * every trip) and the trip replaces an earlier one of the same tour, so re-booking a tour edits it.
 */
export function addTripToBasket(passengers: AgeCategoryName[], trip: BasketTrip): void {
  const basket = readSession(basketKey);
  writeSession(basketKey, {
    passengers: passengers.map((ageCategory) => ({ ageCategory })),
    trips: [...basket.trips.filter((existing) => existing.tourId !== trip.tourId), trip],
  });
}
