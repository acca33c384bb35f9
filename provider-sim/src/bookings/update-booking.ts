import { ApiError } from '../http/api-error.js';
import type { AgentContext } from '../handlers/context.js';
import type { SimState } from '../state.js';
import { amountDue, applyNettPayment, applyPayment } from './apply-payment.js';
import type { BookingNote, PassengerInput, StoredBooking } from './booking-types.js';
import { recordRefund, settle } from './place-ledger.js';
import { applyDiscounts } from './price-basket.js';
import { INVALID_PROMO } from './promo-codes.js';

/** The body of PUT /bookings/{id} (one of its parts at least). */
export interface BookingUpdate {
  trips?: { booking_identifier: string; promo_code: string | null }[];
  passengers?: (Partial<PassengerInput> & { passenger_identifier: string | number })[];
  booking_confirmation?: {
    booking_notes?: BookingNote[];
    /** True: the notes replace the booking's (assumed); otherwise they are added. */
    replace_notes?: boolean;
    payment?: {
      payment_method: string;
      agent_reference: string;
      full_payment?: boolean;
      deposit_payment?: boolean;
    };
  };
}

/**
 * Applies promo codes to trips (each place's commission re-priced on its discounted price) and refunds what a paid
 * place has paid above its new price, on the basis it was paid (domain ledger `settlePlace`); returns 'Invalid or
 * expired coupon code.' when one does not apply.
 */
function updatePromo(
  state: SimState,
  booking: StoredBooking,
  trips: NonNullable<BookingUpdate['trips']>,
  commissionPercent: number,
): string | null {
  for (const t of trips) {
    const trip = booking.trips.find((x) => x.bookingIdentifier === t.booking_identifier);
    if (!trip) throw new ApiError(404, 'NOT_FOUND', `Unknown trip ${t.booking_identifier}`);
    trip.promoCode = t.promo_code?.trim() || null;
  }
  applyDiscounts(
    booking.trips,
    { catalogue: state.catalogue, today: state.clock.today(), commissionPercent },
    booking.currency,
  );
  let refund = 0;
  for (const place of booking.trips.flatMap((t) => t.passengers)) refund += settle(place, booking.currency);
  recordRefund(booking, refund, 'Promo code refund', state.clock.nowLocal());
  const failed = trips.some(
    (t) => booking.trips.find((x) => x.bookingIdentifier === t.booking_identifier)?.promoError,
  );
  return failed ? INVALID_PROMO : null;
}

function updatePassengers(
  booking: StoredBooking,
  passengers: NonNullable<BookingUpdate['passengers']>,
): void {
  for (const input of passengers) {
    const target = booking.passengers.find(
      (p) => p.passenger_identifier === String(input.passenger_identifier),
    );
    if (!target) throw new ApiError(404, 'NOT_FOUND', `Unknown passenger ${input.passenger_identifier}`);
    const { passenger_identifier: _id, age_category: _age, ...fields } = input;
    Object.assign(target, fields);
  }
}

/** Adds notes after the booking's, or replaces them (`replace`); 409 when all notes reach 500 characters. */
function addNotes(booking: StoredBooking, notes: BookingNote[], replace: boolean): void {
  const kept = replace ? [] : booking.notes;
  const length = [...kept, ...notes].reduce((n, x) => n + x.note.length, 0);
  if (length >= 500) throw new ApiError(409, 'CONFLICT', 'Booking notes are capped at 500 characters');
  booking.notes = [...kept, ...notes];
}

function agentPayment(
  state: SimState,
  booking: StoredBooking,
  agent: AgentContext | null,
  payment: NonNullable<NonNullable<BookingUpdate['booking_confirmation']>['payment']>,
): void {
  if (!agent)
    throw new ApiError(401, 'INVALID_TOKEN', 'An agent access token is required for an agent payment');
  const method = agent.agency.paymentMethods.find((m) => m.method === payment.payment_method);
  if (!method)
    throw new ApiError(
      409,
      'CONFLICT',
      `Payment method ${payment.payment_method} is not available to this agency`,
    );
  if (method.method === 'CC') throw new ApiError(409, 'CONFLICT', 'Card payments go through the payment API');
  const today = state.clock.today();
  const deposit = payment.deposit_payment === true && payment.full_payment !== true;
  const amount = amountDue(booking, deposit, state.catalogue, today);
  if (amount <= 0) throw new ApiError(409, 'CONFLICT', 'Nothing is outstanding on this booking');
  const record = {
    paymentId: `PAY-${booking.id}-${booking.payments.length + 1}`,
    method: method.method,
    paidAt: state.clock.nowLocal(),
    reference: payment.agent_reference,
    deposit,
  };
  if (method.nett_gross === 'N') applyNettPayment(booking, record, state.catalogue, today);
  else applyPayment(booking, { ...record, amount, fee: 0 }, state.catalogue, today);
  booking.confirmed = true;
  booking.paymentMethod = method.method;
  booking.agentReference = payment.agent_reference;
  booking.yourReference ??= payment.agent_reference;
}

/** Applies an update to a booking; returns a booking error text or null. Throws ApiError for refused changes. */
export function updateBooking(
  state: SimState,
  booking: StoredBooking,
  update: BookingUpdate,
  agent: AgentContext | null,
): string | null {
  if (booking.trips.every((t) => t.passengers.every((p) => p.cancelled)))
    throw new ApiError(409, 'CONFLICT', 'The booking is cancelled');
  const commission = booking.agentView
    ? (agent?.agency.commissionPercent ??
      state.identity.agency(booking.agencyCode ?? '')?.commissionPercent ??
      0)
    : 0;
  let error: string | null = null;
  if (update.trips) error = updatePromo(state, booking, update.trips, commission);
  if (update.passengers) updatePassengers(booking, update.passengers);
  if (update.booking_confirmation?.booking_notes)
    addNotes(
      booking,
      update.booking_confirmation.booking_notes,
      update.booking_confirmation.replace_notes === true,
    );
  if (update.booking_confirmation?.payment)
    agentPayment(state, booking, agent, update.booking_confirmation.payment);
  return error;
}
