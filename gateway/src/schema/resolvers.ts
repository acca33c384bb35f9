import type { Resolvers } from '../generated/resolvers-types.js';
import { addOnResolvers } from './availability/add-ons.resolvers.js';
import { calendarResolvers } from './availability/calendar.resolvers.js';
import { pickupResolvers } from './availability/pickups.resolvers.js';
import { roomResolvers } from './availability/rooms.resolvers.js';
import { salesGroupResolvers } from './catalogue/sales-group.resolvers.js';
import { searchResolvers } from './catalogue/search.resolvers.js';
import { tourResolvers } from './catalogue/tour.resolvers.js';
import { quoteResolvers } from './quote/quote.resolvers.js';
import { quoteTypeResolvers } from './quote/quote-type.resolvers.js';
import { quotedTripResolvers } from './quote/quoted-trip.resolvers.js';
import { referenceResolvers } from './reference/reference.resolvers.js';
import { DateScalar, MinorUnitsScalar } from './scalars.js';
import { viewerResolvers } from './identity/currency.resolvers.js';
import { agencyResolvers } from './identity/agency.resolvers.js';
import { consultantResolvers } from './identity/consultant.resolvers.js';
import { updateConsultantResolvers } from './identity/update-consultant.resolvers.js';
import { passwordResolvers } from './identity/password.resolvers.js';
import { registrationResolvers } from './identity/registration.resolvers.js';
import { sessionResolvers } from './identity/session.resolvers.js';
import { bookResolvers } from './bookings/book.resolvers.js';
import { bookingTypeResolvers } from './bookings/booking-type.resolvers.js';
import { bookedTripResolvers } from './bookings/booked-trip.resolvers.js';
import { manageBookingsResolvers } from './bookings/manage-bookings.resolvers.js';
import { agentPaymentResolvers } from './payments/agent-payment.resolvers.js';
import { completeCardPaymentResolvers } from './payments/complete-card-payment.resolvers.js';
import { newsletterResolvers } from './newsletter/newsletter.resolvers.js';
import { startCardPaymentResolvers } from './payments/start-card-payment.resolvers.js';
import { reportResolvers } from './reports/report.resolvers.js';

/**
 * Merges resolver maps per type. A field (or scalar) defined by two maps is a mistake (one definition would
 * silently replace the other), so it is refused.
 * @throws Error naming every `Type.field` defined more than once.
 */
export function mergeResolvers(maps: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown> | unknown> = {};
  const twice: string[] = [];
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const existing = merged[typeName];
      if (existing === undefined) {
        merged[typeName] = fields instanceof Object && !isScalar(fields) ? { ...fields } : fields;
        continue;
      }
      if (isScalar(fields) || isScalar(existing)) {
        twice.push(typeName);
        continue;
      }
      const target = existing as Record<string, unknown>;
      for (const [field, resolver] of Object.entries(fields as object)) {
        if (field in target) twice.push(`${typeName}.${field}`);
        else target[field] = resolver;
      }
    }
  }
  if (twice.length > 0) throw new Error(`Resolvers defined more than once: ${twice.join(', ')}`);
  return merged as Resolvers;
}

/** True for a GraphQLScalarType (a resolver map entry that is not a map of fields). */
function isScalar(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'serialize' in value && 'parseValue' in value;
}

/**
 * The resolver map: scalars plus every area's resolvers merged per type (catalogue, availability, quote,
 * currency, identity, bookings, payments and booking reports); a field defined twice fails at startup.
 */
export const resolvers: Resolvers = mergeResolvers([
  { Date: DateScalar, MinorUnits: MinorUnitsScalar },
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
  quoteTypeResolvers,
  quotedTripResolvers,
  sessionResolvers,
  passwordResolvers,
  registrationResolvers,
  updateConsultantResolvers,
  agencyResolvers,
  consultantResolvers,
  manageBookingsResolvers,
  bookResolvers,
  bookingTypeResolvers,
  bookedTripResolvers,
  startCardPaymentResolvers,
  completeCardPaymentResolvers,
  agentPaymentResolvers,
  newsletterResolvers,
  reportResolvers,
]);
