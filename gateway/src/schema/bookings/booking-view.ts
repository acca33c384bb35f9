import { bookingStatus } from '@tourdesk/domain/booking';
import { dateOnly, formatDate, timeOfDay } from '@tourdesk/domain/dates';
import { holdExpiry, holdSecondsRemaining, providerNow } from '@tourdesk/domain/hold';
import { moneyFromDecimal } from '@tourdesk/domain/money';
import {
  isPassengerValid,
  parseDateOfBirth,
  type PassengerDetails,
} from '@tourdesk/domain/passenger-details';
import { canRetryPayment, hasBalanceOutstanding, paymentOptions } from '@tourdesk/domain/payment';
import { MAX_PAYMENT_ATTEMPTS } from '@tourdesk/domain/constants';
import { roomTypeDescription } from '@tourdesk/domain/rooms';
import type { GatewayContext } from '../../context.js';
import type {
  AgeCategoryName,
  BookingNoteType,
  Guest,
  PaymentAttempts,
  PassengerField,
  ResolversTypes,
  SeatHold,
} from '../../generated/resolvers-types.js';
import type { ProviderBooking, ProviderBookingPassenger } from '../../provider/types.js';
import { money } from '../shared/money.js';

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

/** Card payment attempts of a booking, in the shared store (seed 001 §4, §9: at most 3). */
export function attemptsKey(groupBookingId: number): string {
  return `payattempts:${groupBookingId}`;
}

/** The attempts output for a count (used = attempts started; retries = used - 1). */
export function attemptsOf(used: number): PaymentAttempts {
  return {
    used,
    max: MAX_PAYMENT_ATTEMPTS,
    canRetry: canRetryPayment(Math.max(used - 1, 0)) && used < MAX_PAYMENT_ATTEMPTS,
  };
}

/** Attempts used for a booking (0 when never started or after a successful payment). */
export async function attemptsUsed(ctx: GatewayContext, groupBookingId: number): Promise<number> {
  return Number((await ctx.services.store.get(attemptsKey(groupBookingId))) ?? 0);
}

/** The booking's currency. */
export function currencyOf(b: ProviderBooking): string {
  return b.booking_information.iso_currency_code ?? b.trips[0]?.iso_currency_code ?? 'GBP';
}

/** Minor units of a provider decimal in the booking's currency. */
export function minor(amount: number | null | undefined, currency: string): number {
  return moneyFromDecimal(amount ?? 0, currency).amountMinor;
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

function guestOf(p: ProviderBookingPassenger): Guest {
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
 * The hold on an unpaid booking's seats: while the booking is ON_HOLD and nothing is paid, the earliest
 * expiry_time of its places still booked, with the seconds left on the provider's clock (today, fixed in demos
 * and tests, with the real time of day); null otherwise.
 */
function seatHold(b: ProviderBooking, ctx: GatewayContext): SeatHold | null {
  if (bookingStatus(b.status) !== 'ON_HOLD' || (b.totals.paid ?? 0) > 0) return null;
  const expiresAt = holdExpiry(
    b.trips.flatMap((t) =>
      t.passengers.filter((p) => bookingStatus(p.status) !== 'CANCELLED').map((p) => p.expiry_time),
    ),
  );
  if (!expiresAt) return null;
  return { expiresAt, secondsRemaining: holdSecondsRemaining(expiresAt, providerNow(ctx.today, new Date())) };
}

/**
 * Maps a provider booking to the GraphQL Booking, field by field (seed 000 §2-§4, seed 001 §2 Booking page,
 * Checkout, Confirmation, Failed payment). Commission and nett resolve only for agent sessions (seed 001 §6):
 * for anyone else they are null whatever the provider sent. Statuses use the domain's OCTO mapping.
 */
export async function toBooking(b: ProviderBooking, ctx: GatewayContext): Promise<ResolversTypes['Booking']> {
  const currency = currencyOf(b);
  const m = (amount: number | null | undefined) => money(minor(amount, currency), currency);
  const agentOnly = (amount: number | null | undefined) => (ctx.isAgent ? m(amount) : null);
  const guests = b.passengers.map(guestOf);
  const guestById = new Map(guests.map((g) => [g.passengerId, g]));
  const guestIndex = new Map(b.passengers.map((p, i) => [p.passenger_identifier, i]));
  const outstanding = moneyFromDecimal(b.totals.outstanding, currency);
  const deposit = moneyFromDecimal(b.totals.deposit, currency);
  const first = b.trips.find((t) => !t.is_add_on) ?? b.trips[0];
  const dueFromExpiry = b.trips
    .flatMap((t) => t.passengers.map((p) => p.expiry_time))
    .filter((e): e is string => typeof e === 'string')
    .sort()[0];
  const used = await attemptsUsed(ctx, b.group_booking_id);
  return {
    groupBookingId: String(b.group_booking_id),
    agentReference:
      b.your_reference ??
      b.booking_information.your_reference ??
      b.booking_confirmation.agent_reference ??
      null,
    consultant: first?.affiliate_contact ?? b.booking_information.affiliate_contact ?? null,
    bookingDate: dateOnly(b.booking_date ?? first?.booking_date ?? ''),
    status: bookingStatus(b.status),
    currency,
    trips: b.trips.map((trip) => ({
      bookingIdentifier: trip.booking_identifier,
      tour: { tour_id: trip.tour_id },
      tourName: trip.tour_name,
      isAddOn: trip.is_add_on ?? false,
      departureDate: dateOnly(trip.departure_date),
      returnDate: dateOnly(trip.end_date),
      departureTime: timeOfDay(trip.departure_date),
      promoCode: trip.promo_code ?? null,
      passengers: trip.passengers.map((p) => ({
        tripPassengerId: p.trip_passenger_identifier,
        guest: guestById.get(p.passenger_identifier) ?? guests[0]!,
        status: bookingStatus(p.status, p.on_request),
        price: m(p.price),
        discount: money(-minor(p.discount, currency), currency),
        discountPercentage: Math.round(p.discount_percentage),
        discountPromoCode: p.discount_promo_code ?? null,
        commission: agentOnly(p.commission),
        nett: agentOnly(p.nett),
        paid: m(p.paid),
        outstanding: m(p.outstanding),
        deposit: m(p.deposit),
        onRequest: p.on_request,
      })),
      rooms: trip.reservation_rooms.map((room) => {
        const ids = room.reservation_room_links;
        const indexes = ids.map((tripPassengerId) => {
          const passenger = trip.passengers.find((p) => p.trip_passenger_identifier === tripPassengerId);
          return passenger ? (guestIndex.get(passenger.passenger_identifier) ?? -1) : -1;
        });
        return {
          roomType: room.room_type,
          description: roomTypeDescription(room.room_type),
          passengerIndexes: indexes,
          price: m(room.price_supplement),
        };
      }),
    })),
    guests,
    notes: (b.booking_confirmation.booking_notes ?? b.notes ?? []).map((n) => ({
      type: (Object.entries(NOTE_TYPES).find(([, v]) => v === n.type)?.[0] ?? 'OTHER') as BookingNoteType,
      note: n.note,
    })),
    documents: b.documents
      .filter((d) => ctx.isAgent || d.name !== 'Agent Statement')
      .map((d) => ({ name: d.name, url: d.url })),
    totals: {
      price: m(b.totals.total),
      nett: agentOnly(b.totals.nett),
      commission: agentOnly(b.totals.commission),
      discount: money(-minor(b.totals.discount, currency), currency),
      paid: m(b.totals.paid),
      balance: m(b.totals.outstanding),
    },
    balanceOutstanding: hasBalanceOutstanding(outstanding),
    balanceDueDate: hasBalanceOutstanding(outstanding)
      ? (b.totals.balance_due_date ?? (dueFromExpiry ? dateOnly(dueFromExpiry) : null))
      : null,
    paymentOptions: hasBalanceOutstanding(outstanding)
      ? paymentOptions(deposit, outstanding).map((option) => ({
          option,
          amount:
            option === 'FULL'
              ? money(outstanding.amountMinor, currency)
              : money(deposit.amountMinor, currency),
        }))
      : [],
    paymentAttempts: attemptsOf(used),
    hold: seatHold(b, ctx),
    payments: b.payments
      .filter((p) => p.kind !== 'REFUND')
      .map((p) => ({
        transactionId: p.reference,
        method: p.method,
        amount: money(minor(p.amount, p.iso_currency_code), p.iso_currency_code),
        fee: p.fee === undefined ? null : money(minor(p.fee, p.iso_currency_code), p.iso_currency_code),
        date: dateOnly(p.paid_at),
      })),
  };
}
