import { compactPassengers, placeParty, toBasketIndexes, tripParty } from '@tourdesk/domain/basket-party';
import { pruneTripsWithoutDate } from '@tourdesk/domain/cart';
import type { AgeCategoryName, BasketInput } from '@/apollo/generated/graphql';
import { readSession, sessionKey, useSessionValue, writeSession } from '@/lib/session-store';

/** The age categories in the order the tour panel lists them (the schema's AgeCategories order). */
const CATEGORY_ORDER: readonly AgeCategoryName[] = ['ADULT', 'CHILD', 'SENIOR', 'STUDENT'];

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
  /**
   * The people on this trip, as indexes into the basket's passengers (seed 001 §3 Trip passengers). Absent in
   * baskets stored before trips had their own parties: then the whole party travels.
   */
  passengerIndexes?: number[];
  /** Rooms chosen (multi-day tours); empty for day tours. */
  rooms: BasketRoom[];
  /** Optional add-ons attached to the trip in the cart (seed 001 §4), travelled by the trip's own passengers. */
  addOns?: BasketAddOn[];
}

/**
 * A trip as the tour panel hands it over: its party by age category and its rooms with occupants as indexes into
 * that party (as `roomOptions` gives them); {@link addTripToBasket} places them among the basket's passengers.
 */
export interface ChosenTrip extends Omit<BasketTrip, 'passengerIndexes'> {
  party: AgeCategoryName[];
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
        Array.isArray(trip.rooms) &&
        (trip.passengerIndexes === undefined ||
          (Array.isArray(trip.passengerIndexes) &&
            trip.passengerIndexes.every(
              (index) => Number.isInteger(index) && index >= 0 && index < passengers.length,
            ))),
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

/** The basket indexes of a trip's passengers: its own list, or the whole party in a basket stored without one. */
export function tripPassengerIndexes(basket: Basket, trip: BasketTrip): number[] {
  return trip.passengerIndexes ?? basket.passengers.map((_, index) => index);
}

/**
 * The party of a trip by age category, in the tour panel's category order (the party its 'Edit Tour' opens with).
 */
export function partyOfTrip(basket: Basket, trip: BasketTrip): AgeCategoryName[] {
  return tripParty(
    basket.passengers.map((passenger) => passenger.ageCategory),
    tripPassengerIndexes(basket, trip),
    CATEGORY_ORDER,
  );
}

/**
 * The party a newly opened tour panel starts with: the last trip added (a family adding a second tour is usually
 * the same family), or none for an empty basket.
 */
export function lastTripParty(basket: Basket): AgeCategoryName[] {
  const last = basket.trips.at(-1);
  return last ? partyOfTrip(basket, last) : [];
}

/**
 * The basket with the passengers no trip refers to any more dropped and every index renumbered, so checkout asks
 * only for people who travel.
 */
function withoutUnusedPassengers(basket: Basket): Basket {
  const explicit = basket.trips.map((trip) => ({
    ...trip,
    passengerIndexes: tripPassengerIndexes(basket, trip),
  }));
  const { passengers, remap } = compactPassengers(
    basket.passengers,
    explicit.flatMap((trip) => trip.passengerIndexes),
  );
  return {
    ...basket,
    passengers,
    trips: explicit.map((trip) => ({
      ...trip,
      passengerIndexes: trip.passengerIndexes.map(remap),
      rooms: trip.rooms.map((room) => ({ ...room, passengerIndexes: room.passengerIndexes.map(remap) })),
    })),
  };
}

/**
 * Stores a trip (seed 001 §4 Basket to cart) with its own party: the party's people are placed among the basket's
 * passengers (the same Adult travels every trip of a family, see domain/basket-party), its rooms get basket
 * indexes, and no other trip changes. A trip of the same tour, or of `replacing` (the tour an edit started from,
 * before a switch to another sales-group option), is replaced where it stands, keeping its add-ons unless
 * `trip.addOns` says otherwise; anything else is added at the end.
 */
export function addTripToBasket(trip: ChosenTrip, replacing: string = trip.tourId): void {
  const basket = readSession(basketKey);
  const position = basket.trips.findIndex(
    (existing) => existing.tourId === replacing || existing.tourId === trip.tourId,
  );
  const previous = position === -1 ? undefined : basket.trips[position];
  const kept = basket.trips.map((existing) => ({
    ...existing,
    passengerIndexes: tripPassengerIndexes(basket, existing),
  }));
  const placed = placeParty(
    basket.passengers.map((passenger) => passenger.ageCategory),
    trip.party,
  );
  const stored: BasketTrip = {
    tourId: trip.tourId,
    tourName: trip.tourName,
    departureDate: trip.departureDate,
    departureTime: trip.departureTime,
    currency: trip.currency,
    pickupPointId: trip.pickupPointId,
    passengerIndexes: placed.indexes,
    rooms: trip.rooms.map((room) => ({
      roomType: room.roomType,
      passengerIndexes: toBasketIndexes(room.passengerIndexes, placed.indexes),
    })),
    addOns: trip.addOns ?? previous?.addOns ?? [],
  };
  const replaced =
    position === -1
      ? [...kept, stored]
      : kept.map((existing, index) => (index === position ? stored : existing));
  const trips = replaced.filter((existing) => existing === stored || existing.tourId !== trip.tourId);
  writeSession(
    basketKey,
    withoutUnusedPassengers({
      ...basket,
      passengers: placed.passengers.map((ageCategory) => ({ ageCategory })),
      trips,
    }),
  );
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

/**
 * Removes a trip (with its add-ons) from the basket (seed 001 §4 Remove), and the passengers who took only that
 * trip.
 */
export function removeTripFromBasket(tourId: string): Basket {
  const basket = readSession(basketKey);
  const trips = basket.trips
    .filter((trip) => trip.tourId !== tourId)
    .map((trip) => ({ ...trip, passengerIndexes: tripPassengerIndexes(basket, trip) }));
  writeSession(basketKey, trips.length === 0 ? null : withoutUnusedPassengers({ ...basket, trips }));
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
 * The basket as the gateway's BasketInput for `quote` and `book`: each trip names its own passengers, its add-ons
 * are travelled by those passengers, and every trip carries the cart's promo code.
 */
export function basketInput(basket: Basket): BasketInput {
  return {
    passengers: basket.passengers.map(({ ageCategory }) => ({ ageCategory })),
    trips: basket.trips.map((trip) => {
      const passengerIndexes = tripPassengerIndexes(basket, trip);
      return {
        tourId: trip.tourId,
        departureDate: trip.departureDate,
        departureTime: trip.departureTime,
        passengerIndexes,
        pickupPointId: trip.pickupPointId,
        rooms: trip.rooms.map((room) => ({
          roomType: room.roomType,
          passengerIndexes: room.passengerIndexes,
        })),
        promoCode: basket.promoCode || null,
        addOns: (trip.addOns ?? []).map((addOn) => ({ tourId: addOn.tourId, passengerIndexes })),
      };
    }),
  };
}
