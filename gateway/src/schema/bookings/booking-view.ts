import { bookingStatus } from '@tourdesk/domain/booking';
import { promoCodeStatus } from '@tourdesk/domain/cart';
import { addMoney } from '@tourdesk/domain/money';
import { dateOnly, formatDate, timeOfDay } from '@tourdesk/domain/dates';
import { holdExpiry, holdSecondsRemaining, providerNow } from '@tourdesk/domain/hold';
import {
  isPassengerValid,
  parseDateOfBirth,
  type PassengerDetails,
} from '@tourdesk/domain/passenger-details';
import { hasBalanceOutstanding, paymentOptions } from '@tourdesk/domain/payment';
import { paymentTotals, tripPassengerTotal } from '@tourdesk/domain/totals';
import { roomTypeDescription } from '@tourdesk/domain/rooms';
import type { GatewayContext } from '../../context.js';
import type {
  AgeCategoryName,
  BookingNoteType,
  Guest,
  PassengerField,
  ResolversTypes,
  SeatHold,
} from '../../generated/resolvers-types.js';
import type { ProviderBooking, ProviderBookingPassenger } from '../../provider/types.js';
import { attemptsOf, attemptsUsed } from '../payments/card-payment-store.js';
import {
  discountMoney,
  gqlMoney,
  money,
  passengerDiscountPercentage,
  priceTotalsOf,
  providerCardCharge,
  providerMinor,
  providerMoney,
  tripPriceLines,
} from '../shared/money.js';

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
 * Checkout, Confirmation, Failed payment). Money comes from the provider's own figures through the domain's totals
 * rules: every trip's and the booking's lines add up to their totals (Trip Price + Discount + add-ons +
 * cancellation fees = Total; Total − Paid = Balance), each passenger's total is its part of them, and each payment
 * option says what it costs by card. Commission and nett resolve only for agent sessions (seed 001 §6): for anyone
 * else they are null whatever the provider sent. Statuses use the domain's OCTO mapping.
 * @throws RangeError when the provider's figures do not add up (never shown as wrong money).
 */
export async function toBooking(b: ProviderBooking, ctx: GatewayContext): Promise<ResolversTypes['Booking']> {
  const currency = currencyOf(b);
  const m = (amount: number | null | undefined) => money(providerMinor(amount, currency), currency);
  const agentOnly = (amount: number | null | undefined) => (ctx.isAgent ? m(amount) : null);
  const guests = b.passengers.map(guestOf);
  const guestById = new Map(guests.map((g) => [g.passengerId, g]));
  const guestIndex = new Map(b.passengers.map((p, i) => [p.passenger_identifier, i]));
  const prices = priceTotalsOf(b.trips, currency);
  const paidTotals = paymentTotals(providerMoney(b.totals.total, currency), {
    paid: providerMoney(b.totals.paid, currency),
    paidCardFees: providerMoney(b.totals.paid_card_fee, currency),
    outstanding: providerMoney(b.totals.outstanding, currency),
  });
  const outstanding = paidTotals.balance;
  const deposit = providerMoney(b.totals.deposit, currency);
  const first = b.trips.find((t) => !t.is_add_on) ?? b.trips[0];
  const firstPassenger = b.trips.find((t) => !t.is_add_on)?.passengers[0];
  const dueFromExpiry = b.trips
    .flatMap((t) => t.passengers.map((p) => p.expiry_time))
    .filter((e): e is string => typeof e === 'string')
    .sort()[0];
  const used = await attemptsUsed(ctx.services.store, b.group_booking_id);
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
      passengers: trip.passengers.map((p) => {
        const cancelled = p.status === 'CANCELLED';
        return {
          tripPassengerId: p.trip_passenger_identifier,
          guest: guestById.get(p.passenger_identifier) ?? guests[0]!,
          status: bookingStatus(p.status, p.on_request),
          price: m(p.price),
          discount: discountMoney(p.discount, currency),
          discountPercentage: passengerDiscountPercentage(p.discount_percentage),
          discountPromoCode: p.discount_promo_code ?? null,
          cancellationFee: m(p.cancellation_fee),
          total: gqlMoney(
            tripPassengerTotal({
              price: providerMoney(p.price, currency),
              discount: providerMoney(p.discount, currency),
              cancellationFee: providerMoney(p.cancellation_fee, currency),
              cancelled,
            }),
          ),
          commission: agentOnly(p.commission),
          nett: agentOnly(p.nett),
          paid: m(p.paid),
          outstanding: m(p.outstanding),
          deposit: m(p.deposit),
          onRequest: p.on_request,
        };
      }),
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
          supplement: m(room.price_supplement),
        };
      }),
      ...tripPriceLines(trip, currency),
      nett: agentOnly(trip.totals.nett),
      commission: agentOnly(trip.totals.commission),
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
      ...prices,
      nett: agentOnly(b.totals.nett),
      commission: agentOnly(b.totals.commission),
      paid: gqlMoney(paidTotals.paid),
      paidCardFees: gqlMoney(paidTotals.paidCardFees),
      paidIncludingFees: gqlMoney(paidTotals.paidIncludingFees),
      balance: gqlMoney(paidTotals.balance),
      balanceDueDate: hasBalanceOutstanding(outstanding)
        ? (b.totals.balance_due_date ?? (dueFromExpiry ? dateOnly(dueFromExpiry) : null))
        : null,
    },
    balanceOutstanding: hasBalanceOutstanding(outstanding),
    paymentOptions: hasBalanceOutstanding(outstanding)
      ? paymentOptions(deposit, outstanding).map((option) => {
          const card =
            option === 'FULL'
              ? providerCardCharge(b.totals.outstanding, b.totals.card_fee, b.totals.debit_card_fee, currency)
              : providerCardCharge(
                  b.totals.deposit,
                  b.totals.deposit_card_fee,
                  b.totals.deposit_debit_card_fee,
                  currency,
                );
          return { option, amount: card.amount, card };
        })
      : [],
    promoCodeStatus: promoCodeStatus(
      first?.promo_code,
      firstPassenger
        ? {
            discountMinor: providerMinor(firstPassenger.discount, currency),
            discountPromoCode: firstPassenger.discount_promo_code,
          }
        : null,
    ),
    paymentAttempts: attemptsOf(used),
    hold: seatHold(b, ctx),
    payments: b.payments
      .filter((p) => p.kind !== 'REFUND')
      .map((p) => {
        const amount = providerMoney(p.amount, p.iso_currency_code);
        const fee = p.fee === undefined ? null : providerMoney(p.fee, p.iso_currency_code);
        return {
          transactionId: p.reference,
          method: p.method,
          amount: gqlMoney(amount),
          fee: fee ? gqlMoney(fee) : null,
          total: gqlMoney(fee ? addMoney(amount, fee) : amount),
          date: dateOnly(p.paid_at),
        };
      }),
  };
}
