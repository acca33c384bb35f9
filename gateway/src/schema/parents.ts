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
 * One provider trip as `QuotedTrip` and `BookedTrip` both read it (one mapper, shared/trip.ts): the trip, the
 * currency of its amounts, each of its passengers' index in the party (trip passenger order: the basket's passenger
 * index for a quote, the booking's guest index for a booking, -1 when unknown) and the label of each passenger's
 * money line.
 */
export interface TripParent {
  trip: ProviderBookedTrip;
  currency: string;
  partyIndexes: readonly number[];
  passengerLabels: readonly string[];
}

/**
 * Parent of `QuotedTrip`: one trip of the provider's priced basket ({@link TripParent}); `addOnGroups` is resolved
 * from its tour, departure date and party (add-ons.resolvers.ts).
 */
export type QuotedTripParent = TripParent;

/** Parent of `BookedTrip`: one trip of a provider booking ({@link TripParent}) with the booking (its guests). */
export interface BookedTripParent extends TripParent {
  booking: ProviderBooking;
}
