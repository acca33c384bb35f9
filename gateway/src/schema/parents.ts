import type { QuotedTrip } from '../generated/resolvers-types.js';
import type {
  ProviderAddOnProduct,
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
 * Parent of `QuotedTrip`: a trip of the provider's priced basket as quote.resolvers.ts maps it (amounts in the
 * quote's currency); `addOnGroups` is resolved from its tour, departure date and party (add-ons.resolvers.ts).
 */
export type QuotedTripParent = Omit<QuotedTrip, 'tour' | 'addOnGroups'> & { tour: TourRef };

/** Parent of `BookedTrip`: one trip of a provider booking, with the booking (currency, passengers). */
export interface BookedTripParent {
  trip: ProviderBooking['trips'][number];
  booking: ProviderBooking;
}
