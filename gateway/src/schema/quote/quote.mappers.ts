import type { ProviderBooking } from '../../provider/types.js';
import type { TripParent } from '../shared/trip-parent.js';

/** The parents of the quote's types (codegen mappers, codegen.ts): what each type's resolvers receive. */

/**
 * Parent of `Quote`: the provider's priced basket (seed 000 §3 Booking, amounts in major units), the basket it prices
 * (passenger indexes, promo codes) and the currency every amount is in.
 */
export interface QuoteParent {
  booking: ProviderBooking;
  basket: QuotedBasket;
  currency: string;
}

/**
 * What a quote's fields read of the basket it prices (a BasketInput; declared here because the generated resolver
 * types import this module): who travels on each trip and add-on, and the trips' promo codes.
 */
export interface QuotedBasket {
  passengers: readonly unknown[];
  trips: readonly {
    promoCode?: string | null;
    passengerIndexes?: readonly number[] | null;
    addOns?: readonly { passengerIndexes?: readonly number[] | null }[] | null;
  }[];
}

/**
 * Parent of `QuotedTrip`: one trip of the provider's priced basket ({@link TripParent}); `addOnGroups` is resolved
 * by availability from its tour, departure date and party.
 */
export type QuotedTripParent = TripParent;
