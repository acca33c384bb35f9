import { bookingStatus } from '@tourdesk/domain/booking';
import { promoCodeStatus } from '@tourdesk/domain/cart';
import { formatDate } from '@tourdesk/domain/dates';
import { bookingHoldEnd, holdSecondsRemaining, providerNow } from '@tourdesk/domain/hold';
import {
  isPassengerValid,
  parseDateOfBirth,
  type PassengerDetails,
} from '@tourdesk/domain/passenger-details';
import type { GatewayContext } from '../../context.js';
import type {
  AgeCategoryName,
  BookingNoteType,
  Guest,
  PassengerField,
  PromoCodeStatus,
  SeatHold,
} from '../../generated/resolvers-types.js';
import type { ProviderBooking, ProviderBookingPassenger } from '../../provider/types.js';
import { providerMinor } from '../shared/money.js';

/** Provider passenger field names → GraphQL PassengerField (fields the schema does not list are left out). */
const FIELD_ENUM: Record<string, PassengerField> = {
  first_name: 'FIRST_NAME',
  family_name: 'FAMILY_NAME',
  email: 'EMAIL',
  gender: 'GENDER',
  date_of_birth: 'DATE_OF_BIRTH',
  iso_nationality: 'NATIONALITY',
  telephone_number: 'TELEPHONE_NUMBER',
  emergency_contact: 'EMERGENCY_CONTACT',
  emergency_number: 'EMERGENCY_NUMBER',
  post_code: 'POST_CODE',
};

/** Provider note types ↔ GraphQL BookingNoteType (seed 001 §3). */
export const NOTE_TYPES: Record<BookingNoteType, string> = {
  DIETARY: 'Dietary',
  SPECIAL_ASSISTANCE: 'Special Assistance',
  OTHER: 'Other',
};

/** The booking's currency. */
export function currencyOf(b: ProviderBooking): string {
  return b.booking_information.iso_currency_code ?? b.trips[0]?.iso_currency_code ?? 'GBP';
}

/** The passenger's details in the domain's shape (for the passenger-validity rule). */
export function passengerDetails(p: ProviderBookingPassenger): PassengerDetails {
  return {
    firstName: p.first_name,
    familyName: p.family_name,
    email: p.email,
    gender: p.gender,
    dateOfBirth: p.date_of_birth,
    isoNationality: p.iso_nationality,
    isoNationalityState: p.iso_nationality_sate,
    telephoneCountryCode: p.telephone_country_code,
    telephoneNumber: p.telephone_number,
    emergencyContact: p.emergency_contact,
    emergencyCountryCode: p.emergency_country_code,
    emergencyNumber: p.emergency_number,
    postCode: p.post_code,
    ageCategory: p.age_category,
    requiredFields: p.required_fields,
    optionalFields: p.optional_fields,
  };
}

function fields(list: readonly string[]): PassengerField[] {
  return list.map((f) => FIELD_ENUM[f]).filter((f): f is PassengerField => f !== undefined);
}

/** A booking passenger as a Guest: details, required and optional fields, completeness (seed 001 §5). */
export function guestOf(p: ProviderBookingPassenger): Guest {
  const dob = parseDateOfBirth(p.date_of_birth);
  const gender = (p.gender ?? '').toUpperCase();
  return {
    passengerId: p.passenger_identifier,
    ageCategory: (p.age_category ?? 'Adult').toUpperCase() as AgeCategoryName,
    firstName: p.first_name ?? null,
    familyName: p.family_name ?? null,
    email: p.email ?? null,
    gender: gender === 'FEMALE' || gender === 'MALE' ? gender : null,
    dateOfBirth: dob ? formatDate(dob, 'dd/mm/yyyy').replaceAll('/', '-') : null,
    nationality: p.iso_nationality ?? null,
    telephoneCountryCode: p.telephone_country_code ?? null,
    telephoneNumber: p.telephone_number ?? null,
    emergencyContact: p.emergency_contact ?? null,
    emergencyCountryCode: p.emergency_country_code ?? null,
    emergencyNumber: p.emergency_number ?? null,
    postCode: p.post_code ?? null,
    requiredFields: fields(p.required_fields),
    optionalFields: fields(p.optional_fields.filter((f) => !p.required_fields.includes(f))),
    isComplete: isPassengerValid(passengerDetails(p)),
  };
}

/**
 * The hold on an unpaid booking's seats (domain `bookingHoldEnd`: while ON_HOLD and nothing is paid, the earliest
 * expiry_time of its places still booked), with the seconds left on the provider's clock (today, fixed in demos
 * and tests, with the real time of day); null otherwise.
 */
export function seatHold(b: ProviderBooking, ctx: GatewayContext): SeatHold | null {
  const expiresAt = bookingHoldEnd({
    status: bookingStatus(b.status),
    paidMinor: providerMinor(b.totals.paid, currencyOf(b)),
    places: b.trips.flatMap((t) =>
      t.passengers.map((p) => ({ status: bookingStatus(p.status), expiryTime: p.expiry_time })),
    ),
  });
  if (!expiresAt) return null;
  return {
    expiresAt,
    secondsRemaining: holdSecondsRemaining(
      expiresAt,
      providerNow(ctx.today, new Date(ctx.services.clock.now())),
    ),
  };
}

/**
 * Whether the booking's promo code applies (domain `promoCodeStatus`, seed 001 §5): the first main trip's code and
 * its first passenger's discount.
 */
export function bookingPromoCodeStatus(b: ProviderBooking): PromoCodeStatus {
  const currency = currencyOf(b);
  const first = mainTrip(b);
  const firstPassenger = b.trips.find((t) => !t.is_add_on)?.passengers[0];
  return promoCodeStatus(
    first?.promo_code,
    firstPassenger
      ? {
          discountMinor: providerMinor(firstPassenger.discount, currency),
          discountPromoCode: firstPassenger.discount_promo_code,
        }
      : null,
  );
}

/** The booking's first main trip (its first trip when every trip is an add-on). */
export function mainTrip(b: ProviderBooking): ProviderBooking['trips'][number] | undefined {
  return b.trips.find((t) => !t.is_add_on) ?? b.trips[0];
}
