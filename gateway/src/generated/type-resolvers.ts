/* This file was automatically generated. DO NOT UPDATE MANUALLY. */
    import type   { Resolvers } from './resolvers-types.js';
    import    { AddOn } from './../schema/availability/resolvers/AddOn.js';
import    { AgeCategories } from './../schema/reference/resolvers/AgeCategories.js';
import    { AgeCategory } from './../schema/reference/resolvers/AgeCategory.js';
import    { Agency } from './../schema/identity/resolvers/Agency.js';
import    { BookedTrip } from './../schema/bookings/resolvers/BookedTrip.js';
import    { Booking } from './../schema/bookings/resolvers/Booking.js';
import    { CancellationPolicy } from './../schema/catalogue/resolvers/CancellationPolicy.js';
import    { Consultant } from './../schema/identity/resolvers/Consultant.js';
import    { Country } from './../schema/reference/resolvers/Country.js';
import    { Currency } from './../schema/reference/resolvers/Currency.js';
import    { Filter } from './../schema/reference/resolvers/Filter.js';
import    { FilterTag } from './../schema/reference/resolvers/FilterTag.js';
import    { Image } from './../schema/catalogue/resolvers/Image.js';
import    { PickupPoint } from './../schema/availability/resolvers/PickupPoint.js';
import    { Quote } from './../schema/quote/resolvers/Quote.js';
import    { QuotedTrip as availability_QuotedTrip } from './../schema/availability/resolvers/QuotedTrip.js';
import    { QuotedTrip as quote_QuotedTrip } from './../schema/quote/resolvers/QuotedTrip.js';
import    { SalesGroup } from './../schema/catalogue/resolvers/SalesGroup.js';
import    { SalesGroupProduct } from './../schema/catalogue/resolvers/SalesGroupProduct.js';
import    { Tour as availability_Tour } from './../schema/availability/resolvers/Tour.js';
import    { Tour as catalogue_Tour } from './../schema/catalogue/resolvers/Tour.js';
    export const resolvers: Resolvers = {
      
      
      
      AddOn: AddOn,
AgeCategories: AgeCategories,
AgeCategory: AgeCategory,
Agency: Agency,
BookedTrip: BookedTrip,
Booking: Booking,
CancellationPolicy: CancellationPolicy,
Consultant: Consultant,
Country: Country,
Currency: Currency,
Filter: Filter,
FilterTag: FilterTag,
Image: Image,
PickupPoint: PickupPoint,
Quote: Quote,
QuotedTrip: { ...availability_QuotedTrip,...quote_QuotedTrip },
SalesGroup: SalesGroup,
SalesGroupProduct: SalesGroupProduct,
Tour: { ...availability_Tour,...catalogue_Tour }
    }