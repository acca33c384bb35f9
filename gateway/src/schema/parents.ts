import type {
  ProviderAddOnProduct,
  ProviderBookedTrip,
  ProviderBooking,
  ProviderPickupPoint,
  ProviderProduct,
  ProviderProductSummary,
  ProviderSalesGroupDetails,
} from '../provider/types.js';

/** A tour known only by id (e.g. a quoted trip): Tour resolvers load the product when a field needs it. */
export interface TourRef {
  tour_id: string;
}

/**
 * Parent of `Tour` (codegen mapper): a search card, a full product, or a bare reference. Tour resolvers read
 * what the parent has and load the full product (DataLoader, batched) only for detail fields.
 */
export type TourParent = ProviderProductSummary | ProviderProduct | TourRef;

/** Parent of `Image`: the provider asset URL (accepts w, h, crop) and the text alternative. */
export interface ImageParent {
  assetUrl: string;
  alt: string;
}

/** Parent of `PickupPoint`: the provider point and the departure time (HH:MM) it is relative to, when known. */
export interface PickupPointParent {
  point: ProviderPickupPoint;
  departureTime: string | null;
}

/** Parent of `SalesGroup`: the provider's sales group answer (its `sales_group` is non-null here). */
export type SalesGroupParent = ProviderSalesGroupDetails & {
  sales_group: NonNullable<ProviderSalesGroupDetails['sales_group']>;
};

/** Parent of `AddOn`: an eligible add-on product and its departure date (main date shifted by its offset). */
export interface AddOnParent {
  product: ProviderAddOnProduct;
  departureDate: string;
}

/**
 * Parent of `Quote` (codegen mapper): the provider's priced basket (seed 000 §3 Booking, amounts in major units),
 * the basket it prices (passenger indexes, promo codes) and the currency every amount is in.
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
 * Parent of `QuotedTrip`: one trip of the provider's priced basket, the basket passenger index of each of its
 * passengers (in the trip's passenger order) and the quote's currency; `addOnGroups` is resolved from its tour,
 * departure date and party (add-ons.resolvers.ts).
 */
export interface QuotedTripParent {
  trip: ProviderBookedTrip;
  passengerIndexes: readonly number[];
  currency: string;
}

/** Parent of `BookedTrip`: one trip of a provider booking, with the booking (currency, passengers). */
export interface BookedTripParent {
  trip: ProviderBooking['trips'][number];
  booking: ProviderBooking;
}
