import type { AgeCategoryName, BasketInput, TripInput } from '@/apollo/generated/graphql';

/**
 * The basket `quote(basket:)` prices for one trip of a party (seed 001 §4 Basket to cart), with no trip when
 * none is chosen yet. The tour details panel and the search route's loader both build it here, so the route's
 * query asks for the very quote the panel reads first.
 */
export function tripBasket(party: readonly AgeCategoryName[], trip: TripInput | null): BasketInput {
  return { passengers: party.map((ageCategory) => ({ ageCategory })), trips: trip ? [trip] : [] };
}
