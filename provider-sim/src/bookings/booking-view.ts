import type { Catalogue } from '../catalogue/catalogue.js';
import { roomSupplement } from '../catalogue/pricing.js';
import { addDays } from '../util/clock.js';
import { sum, toDecimal } from '../util/money.js';
import { bookingStatus, outstandingOf, passengerStatus, tripStatus } from './booking-status.js';
import type { StoredBooking, StoredTrip, StoredTripPassenger } from './booking-types.js';
import { balanceDueDate, cardFee, debitCardFee, depositDue } from './money-rules.js';

/** What rendering a booking needs. */
export interface ViewContext {
  catalogue: Catalogue;
  today: string;
  /** URL of a booking document (statement, itinerary, agent-statement). */
  documentUrl(id: number, kind: string): string;
  /** Card transactions of a booking (provider shape). */
  transactions(id: number): Record<string, unknown>[];
}

const LEAD_REQUIRED = ['first_name', 'family_name', 'email', 'telephone_number', 'gender', 'date_of_birth'];
const OTHER_REQUIRED = ['first_name', 'family_name'];
const OPTIONAL = [
  'email',
  'gender',
  'date_of_birth',
  'iso_nationality',
  'telephone_number',
  'emergency_contact',
  'emergency_number',
  'post_code',
];

/** Fields the operator needs for passenger `index` (lead = index 0; multi-day trips need an emergency contact for the lead). */
export function requiredFields(index: number, multiDay: boolean): string[] {
  if (index > 0) return OTHER_REQUIRED;
  return multiDay ? [...LEAD_REQUIRED, 'emergency_contact', 'emergency_number'] : LEAD_REQUIRED;
}

/** A trip passenger's money (minor units), as the booking view shows it and its totals sum it. */
interface Money {
  price: number;
  discount: number;
  commission: number;
  paid: number;
  retained: number;
  paidFee: number;
  outstanding: number;
  deposit: number;
  cancellationFee: number;
  cardFee: number;
  debitCardFee: number;
  depositCardFee: number;
  depositDebitCardFee: number;
}

function passengerMoney(
  p: StoredTripPassenger,
  trip: StoredTrip,
  booking: StoredBooking,
  ctx: ViewContext,
): Money {
  const outstanding = outstandingOf(p);
  const days = ctx.catalogue.get(trip.tourId)?.days ?? 0;
  const mainDeparture = trip.isAddOn
    ? (booking.trips.find((t) => t.bookingIdentifier === trip.parentId)?.departure ?? trip.departure)
    : trip.departure;
  const parentDays = trip.isAddOn ? 0 : days;
  const deposit = depositDue({
    days: parentDays,
    departure: mainDeparture,
    today: ctx.today,
    currency: booking.currency,
    paid: p.paid,
    outstanding,
  });
  return {
    price: p.cancelled ? 0 : p.price,
    discount: p.cancelled ? 0 : p.discount,
    commission: p.commission,
    paid: p.paid,
    retained: p.retained,
    paidFee: p.paidFee,
    outstanding,
    deposit,
    cancellationFee: p.cancellationFee,
    cardFee: cardFee(outstanding),
    debitCardFee: debitCardFee(outstanding),
    depositCardFee: cardFee(deposit),
    depositDebitCardFee: debitCardFee(deposit),
  };
}

/**
 * Totals of trip passengers: every figure is the sum of the passengers' own figures (card fees included), so a
 * booking's totals, its trips' totals and its passengers always agree to the minor unit.
 */
function totalsOf(moneys: Money[], agentView: boolean, dueDate: string | null): Record<string, unknown> {
  const total = (pick: (m: Money) => number) => sum(moneys.map(pick));
  const price = total((m) => m.price);
  const discount = total((m) => m.discount);
  const fees = total((m) => m.cancellationFee);
  const commission = total((m) => m.commission);
  const gross = price - discount + fees;
  return {
    price: toDecimal(price),
    discount: toDecimal(discount),
    cancellation_fee: toDecimal(fees),
    total: toDecimal(gross),
    ...(agentView ? { commission: toDecimal(commission), nett: toDecimal(gross - commission) } : {}),
    paid: toDecimal(total((m) => m.paid)),
    commission_retained: toDecimal(total((m) => m.retained)),
    paid_card_fee: toDecimal(total((m) => m.paidFee)),
    outstanding: toDecimal(total((m) => m.outstanding)),
    deposit: toDecimal(total((m) => m.deposit)),
    card_fee: toDecimal(total((m) => m.cardFee)),
    debit_card_fee: toDecimal(total((m) => m.debitCardFee)),
    deposit_card_fee: toDecimal(total((m) => m.depositCardFee)),
    deposit_debit_card_fee: toDecimal(total((m) => m.depositDebitCardFee)),
    balance_due_date: dueDate,
  };
}

/** The balance due date of a partly paid booking, else null. */
export function dueDateOf(booking: StoredBooking, today: string): string | null {
  const all = booking.trips.flatMap((t) => t.passengers);
  const paid = sum(all.map((p) => p.paid));
  const outstanding = sum(all.map(outstandingOf));
  const first = booking.trips.find((t) => !t.isAddOn) ?? booking.trips[0];
  return paid > 0 && outstanding > 0 && first ? balanceDueDate(first.departure, today) : null;
}

function expiryOf(status: string, booking: StoredBooking, due: string | null): string | null {
  if (status === 'ON_HOLD')
    return `${addDays(booking.bookingDate.slice(0, 10), 1)}${booking.bookingDate.slice(10)}`;
  return due ? `${due}T23:59:59` : null;
}

function viewTrip(
  trip: StoredTrip,
  booking: StoredBooking,
  ctx: ViewContext,
  due: string | null,
  passengersLoaded: Map<string, boolean>,
): { json: Record<string, unknown>; moneys: Money[] } {
  const tour = ctx.catalogue.get(trip.tourId);
  const moneys: Money[] = [];
  const passengers = trip.passengers.map((p) => {
    const m = passengerMoney(p, trip, booking, ctx);
    moneys.push(m);
    const status = passengerStatus(p, booking);
    return {
      trip_passenger_identifier: p.tripPassengerId,
      passenger_identifier: p.passengerId,
      age_category: p.ageCategory,
      room_type: p.roomType,
      price: toDecimal(p.price),
      discount: toDecimal(p.discount),
      discount_percentage: p.discountPercent,
      discount_promo_code: p.discountCode,
      discount_description: p.discountDescription,
      ...(booking.agentView
        ? {
            commission: toDecimal(m.commission),
            nett: toDecimal(m.price - m.discount + m.cancellationFee - m.commission),
          }
        : {}),
      paid: toDecimal(p.paid),
      commission_retained: toDecimal(p.retained),
      outstanding: toDecimal(m.outstanding),
      expiry_time: expiryOf(status, booking, due),
      card_fee: toDecimal(m.cardFee),
      debit_card_fee: toDecimal(m.debitCardFee),
      deposit: toDecimal(m.deposit),
      deposit_card_fee: toDecimal(m.depositCardFee),
      deposit_debit_card_fee: toDecimal(m.depositDebitCardFee),
      paid_card_fee: toDecimal(p.paidFee),
      cancellation_fee: toDecimal(p.cancellationFee),
      on_request: p.onRequest,
      load: passengersLoaded.get(p.passengerId) ?? false,
      add_on_parent_client_booking_guid: trip.parentId,
      status,
    };
  });
  const json = {
    booking_identifier: booking.id === 0 ? '' : trip.bookingIdentifier,
    tour_id: trip.tourId,
    tour_name: tour?.name ?? trip.tourId,
    brand: tour?.brand ?? 'HAG',
    duration: { days: tour?.days ?? 0, hours: tour?.hours ?? 0 },
    booking_date: booking.bookingDate,
    departure_date: trip.departure,
    end_date: trip.end,
    promo_code: trip.promoCode,
    promo_code_error: trip.promoError,
    iso_currency_code: booking.currency,
    affiliate_app_id: booking.appId,
    affiliate: booking.agencyCode,
    affiliate_contact: booking.contactName,
    booking_info: { agency_contact: booking.contactName },
    is_add_on: trip.isAddOn,
    parent_booking_identifier: trip.parentId,
    pickup: trip.pickup,
    nights_pre_tour: trip.nightsPre,
    nights_post_tour: trip.nightsPost,
    passengers,
    reservation_rooms: trip.rooms.map((r) => ({
      room_type: r.roomType,
      reservation_room_links: r.links,
      price_supplement: tour
        ? toDecimal(roomSupplement(tour, r.roomType, booking.currency) * r.links.length)
        : 0,
    })),
    status: tripStatus(trip, booking),
    totals: totalsOf(moneys, booking.agentView, due),
  };
  return { json, moneys };
}

function isLoaded(p: Record<string, unknown>, required: string[]): boolean {
  return required.every((f) => typeof p[f] === 'string' && (p[f] as string).trim() !== '');
}

/** Renders a stored booking (or quote, id 0) as the provider's Booking JSON. */
export function viewBooking(
  booking: StoredBooking,
  ctx: ViewContext,
  bookingError: string | null = null,
): Record<string, unknown> {
  const due = dueDateOf(booking, ctx.today);
  const multiDay = booking.trips.some((t) => (ctx.catalogue.get(t.tourId)?.days ?? 0) > 0);
  const passengers = booking.passengers.map((p, i) => {
    const required = requiredFields(i, multiDay);
    return {
      ...p,
      required_fields: required,
      optional_fields: OPTIONAL.filter((f) => !required.includes(f)),
    };
  });
  const loaded = new Map(
    passengers.map((p) => [
      p.passenger_identifier,
      isLoaded(p as unknown as Record<string, unknown>, p.required_fields),
    ]),
  );
  const trips = booking.trips.map((t) => viewTrip(t, booking, ctx, due, loaded));
  const documents =
    booking.id === 0
      ? []
      : [
          { name: 'Booking Statement', url: ctx.documentUrl(booking.id, 'statement') },
          { name: 'Booking Itinerary', url: ctx.documentUrl(booking.id, 'itinerary') },
          ...(booking.agencyCode
            ? [{ name: 'Agent Statement', url: ctx.documentUrl(booking.id, 'agent-statement') }]
            : []),
        ];
  return {
    group_booking_id: booking.id,
    your_reference: booking.yourReference,
    session_id: booking.sessionId,
    booking_error: bookingError,
    booking_date: booking.bookingDate,
    agency_code: booking.agencyCode,
    trips: trips.map((t) => t.json),
    passengers,
    documents,
    notes: booking.notes,
    payments: booking.payments.map((p) => ({
      payment_id: p.paymentId,
      method: p.method,
      amount: toDecimal(p.amount),
      fee: toDecimal(p.fee),
      iso_currency_code: booking.currency,
      paid_at: p.paidAt,
      reference: p.reference,
      kind: p.kind,
    })),
    payment_transactions: booking.id === 0 ? [] : ctx.transactions(booking.id),
    booking_confirmation: {
      booking_notes: booking.notes,
      confirmed: booking.confirmed || booking.payments.length > 0,
      payment_method: booking.paymentMethod,
      agent_reference: booking.agentReference,
    },
    booking_information: {
      iso_currency_code: booking.currency,
      affiliate_app_id: booking.appId,
      affiliate_contact: booking.contactName,
      booking_reference: booking.id === 0 ? null : booking.bookingReference,
      your_reference: booking.yourReference,
    },
    totals: totalsOf(
      trips.flatMap((t) => t.moneys),
      booking.agentView,
      due,
    ),
    status: bookingStatus(booking),
  };
}
