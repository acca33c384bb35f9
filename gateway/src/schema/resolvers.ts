import type { Resolvers } from '../generated/resolvers-types.js';
import { addOnResolvers } from './availability/add-ons.resolvers.js';
import { calendarResolvers } from './availability/calendar.resolvers.js';
import { pickupResolvers } from './availability/pickups.resolvers.js';
import { roomResolvers } from './availability/rooms.resolvers.js';
import { salesGroupResolvers } from './catalogue/sales-group.resolvers.js';
import { searchResolvers } from './catalogue/search.resolvers.js';
import { tourResolvers } from './catalogue/tour.resolvers.js';
import { quoteResolvers } from './quote/quote.resolvers.js';
import { referenceResolvers } from './reference/reference.resolvers.js';
import { DateScalar, MinorUnitsScalar } from './scalars.js';
import { viewerResolvers } from './viewer/viewer.resolvers.js';
import { identityResolvers } from './identity/identity.resolvers.js';
import { bookingResolvers } from './bookings/bookings.resolvers.js';
import { paymentResolvers } from './payments/payments.resolvers.js';
import { reportResolvers } from './reports/report.resolvers.js';

const areas: Resolvers[] = [
  viewerResolvers,
  referenceResolvers,
  tourResolvers,
  searchResolvers,
  salesGroupResolvers,
  calendarResolvers,
  pickupResolvers,
  roomResolvers,
  addOnResolvers,
  quoteResolvers,
  identityResolvers,
  bookingResolvers,
  paymentResolvers,
  reportResolvers,
];

/**
 * The resolver map: scalars plus every area's resolvers merged per type: catalogue, availability, quote,
 * currency, identity, bookings, payments and booking reports.
 */
export const resolvers: Resolvers = areas.reduce<Resolvers>(
  (merged, area) => {
    for (const [typeName, fields] of Object.entries(area)) {
      merged[typeName] = { ...(merged[typeName] as object | undefined), ...(fields as object) };
    }
    return merged;
  },
  { Date: DateScalar, MinorUnits: MinorUnitsScalar },
);
