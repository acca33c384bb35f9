import { sessionKey, useSessionValue } from '@/lib/session-store';

/** A trip of the stored basket (seed 000 §3 Basket, trip); the tour name is kept for the cart's hover list. */
export interface BasketTrip {
  tourId: string;
  tourName: string;
  /** ISO yyyy-mm-dd. */
  departureDate: string;
}

/** The basket kept in session storage (seed 000 §1): the party by age category and the trips. */
export interface Basket {
  passengers: { ageCategory: string }[];
  trips: BasketTrip[];
}

const EMPTY_BASKET: Basket = { passengers: [], trips: [] };

function isBasket(value: unknown): value is Basket {
  if (!value || typeof value !== 'object') return false;
  const { passengers, trips } = value as Partial<Basket>;
  return (
    Array.isArray(passengers) &&
    Array.isArray(trips) &&
    trips.every((trip) => typeof trip?.tourId === 'string' && typeof trip.tourName === 'string')
  );
}

/** Session storage key of the basket. */
export const basketKey = sessionKey<Basket>('basket', EMPTY_BASKET, isBasket);

/** The current basket, re-rendering when it changes. */
export function useBasket(): Basket {
  return useSessionValue(basketKey);
}
