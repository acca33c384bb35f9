import { pruneTripsWithoutDate } from '@tourdesk/domain/cart';
import type { AgeCategoryName, BasketInput } from '@/apollo/generated/graphql';
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
  /** Optional add-ons attached to the trip in the cart (seed 001 §4), travelled by the whole party. */
  addOns?: BasketAddOn[];
}

/** An optional add-on tour attached to a trip (seed 001 §3 Trip add_ons). */
export interface BasketAddOn {
  tourId: string;
  tourName: string;
}

/** The basket kept in session storage (seed 000 §1): the party by age category and the trips. */
export interface Basket {
  passengers: { ageCategory: AgeCategoryName }[];
  trips: BasketTrip[];
  /** The cart's discount code, sent as every trip's promo_code (seed 001 §4 Discount code). */
  promoCode?: string | null;
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
    ...basket,
    passengers: passengers.map((ageCategory) => ({ ageCategory })),
    trips: [...basket.trips.filter((existing) => existing.tourId !== trip.tourId), trip],
  });
}

/** Opening the cart drops trips without a departure date (seed 001 §4); returns the basket as stored. */
export function pruneBasket(): Basket {
  const basket = readSession(basketKey);
  const trips = pruneTripsWithoutDate(basket.trips);
  if (trips.length === basket.trips.length) return basket;
  const pruned = { ...basket, trips };
  writeSession(basketKey, pruned);
  return readSession(basketKey);
}

/** Removes a trip (with its add-ons) from the basket (seed 001 §4 Remove). */
export function removeTripFromBasket(tourId: string): Basket {
  const basket = readSession(basketKey);
  writeSession(basketKey, { ...basket, trips: basket.trips.filter((trip) => trip.tourId !== tourId) });
  return readSession(basketKey);
}

/** Removes an add-on from a trip of the basket. */
export function removeAddOnFromBasket(tripTourId: string, addOnTourId: string): Basket {
  const basket = readSession(basketKey);
  writeSession(basketKey, {
    ...basket,
    trips: basket.trips.map((trip) =>
      trip.tourId === tripTourId
        ? { ...trip, addOns: (trip.addOns ?? []).filter((addOn) => addOn.tourId !== addOnTourId) }
        : trip,
    ),
  });
  return readSession(basketKey);
}

/** Attaches an add-on to a trip of the basket (seed 001 §4 Add-on button); adding it twice keeps one. */
export function addAddOnToBasket(tripTourId: string, addOn: BasketAddOn): Basket {
  const basket = readSession(basketKey);
  writeSession(basketKey, {
    ...basket,
    trips: basket.trips.map((trip) =>
      trip.tourId === tripTourId
        ? { ...trip, addOns: [...(trip.addOns ?? []).filter((a) => a.tourId !== addOn.tourId), addOn] }
        : trip,
    ),
  });
  return readSession(basketKey);
}

/** Sets (or clears, with null) the cart's discount code (seed 001 §4 Discount code). */
export function setBasketPromoCode(code: string | null): Basket {
  const basket = readSession(basketKey);
  writeSession(basketKey, { ...basket, promoCode: code });
  return readSession(basketKey);
}

/**
 * After a currency switch, the basket's trips are quoted again in `currency` (ISO 4217): every choice stays, only
 * the currency of the add-to-cart check (seed 001 §5) follows the switch.
 */
export function rebaseBasketCurrency(currency: string): void {
  const basket = readSession(basketKey);
  if (basket.trips.every((trip) => trip.currency === currency)) return;
  writeSession(basketKey, { ...basket, trips: basket.trips.map((trip) => ({ ...trip, currency })) });
}

/** Empties the basket once it has been booked (seed 001 §4 Checkout: 'the basket is reset'). */
export function resetBasket(): void {
  writeSession(basketKey, null);
}

/**
 * The basket as the gateway's BasketInput for `quote` and `book`: every trip carries the cart's promo code, and
 * each add-on is travelled by the whole party.
 */
export function basketInput(basket: Basket): BasketInput {
  const everyone = basket.passengers.map((_, index) => index);
  return {
    passengers: basket.passengers.map(({ ageCategory }) => ({ ageCategory })),
    trips: basket.trips.map((trip) => ({
      tourId: trip.tourId,
      departureDate: trip.departureDate,
      departureTime: trip.departureTime,
      pickupPointId: trip.pickupPointId,
      rooms: trip.rooms.map((room) => ({ roomType: room.roomType, passengerIndexes: room.passengerIndexes })),
      promoCode: basket.promoCode || null,
      addOns: (trip.addOns ?? []).map((addOn) => ({ tourId: addOn.tourId, passengerIndexes: everyone })),
    })),
  };
}
