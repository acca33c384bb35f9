import type { components, operations } from '../generated/provider.js';

/**
 * Provider REST types (generated from provider-sim/openapi.yaml by openapi-typescript), under short names.
 * Amounts are decimal numbers in the provider's answers; the gateway converts them to minor units.
 */
type S = components['schemas'];

export type ProviderProductSummary = S['ProductSummary'];
export type ProviderProduct = S['Product'];
export type ProviderCapacity = S['Capacity'];
export type ProviderPickupRun = S['PickupRun'];
export type ProviderPickupPoint = S['PickupPoint'];
export type ProviderAgeCategories = S['AgeCategories'];
export type ProviderAgeCategory = S['AgeCategory'];
export type ProviderCurrencyInfo = S['CurrencyInfo'];
export type ProviderCountry = S['Country'];
export type ProviderFilter = S['Filter'];
export type ProviderTag = S['Tag'];
export type ProviderSalesGroupDetails = S['SalesGroupDetails'];
export type ProviderSalesGroupProduct = S['SalesGroupProduct'];
export type ProviderAddOnGroupDetails = S['AddOnGroupDetails'];
export type ProviderAddOnProduct = S['AddOnGroupDetails']['products'][number];
export type ProviderMonthWithCount = S['MonthWithCount'];
export type ProviderBasket = S['Basket'];
export type ProviderBooking = S['Booking'];
export type ProviderBookedTrip = S['BookedTrip'];
export type ProviderTripPassenger = S['TripPassenger'];
export type ProviderAgency = S['Agency'];
export type ProviderContact = S['Contact'];
export type ProviderPaymentMethod = S['PaymentMethod'];
export type ProviderToken = S['Token'];
export type ProviderRoomType = S['RoomType'];
export type ProviderPriceAmount = S['PriceAmount'];
export type ProviderProductPrice = S['ProductPrice'];
export type ProviderErrorBody = S['Error'];
export type ProviderAgentLoginInfo = S['AgentLoginInfo'];
export type ProviderBookingSummary = S['BookingSummary'];
export type ProviderBookingSearchRequest = S['BookingSearchRequest'];
export type ProviderBookingSearchResponse = S['BookingSearchResponse'];
export type ProviderBookingNote = S['BookingNote'];
export type ProviderPaymentRecord = S['PaymentRecord'];
export type ProviderBookingPassenger = S['BookingPassenger'];
/** Body of updateBooking (operation updateBooking): booking information plus the parts that change. */
export type ProviderBookingUpdate = S['BookingUpdateRequest'];
export type ProviderCancellationQuote = S['CancellationQuote'];
export type ProviderCancellationTrip = S['Cancellation']['trips'][number];

/** Query parameters of the product search (operation searchProducts). */
export type ProviderProductSearchQuery = NonNullable<operations['searchProducts']['parameters']['query']>;
