import { bookingStatus, guestName, hasBookedPassengers } from '@tourdesk/domain/booking';
import { emailDocumentTypeOf } from '@tourdesk/domain/booking-documents';
import { dateOnly } from '@tourdesk/domain/dates';
import { agentMoneyLines, bookingMoneyBlocks } from '@tourdesk/domain/money-blocks';
import { agentMethodCharge, ledgerPaid } from '@tourdesk/domain/ledger';
import { addMoney, subtractMoney } from '@tourdesk/domain/money';
import {
  balanceDueDate,
  hasBalanceOutstanding,
  paymentDue,
  paymentMadeToday,
  paymentOptions,
} from '@tourdesk/domain/payment';
import { paymentTotals } from '@tourdesk/domain/totals';
import type {
  BookingMessageType,
  BookingNoteType,
  BookingResolvers,
} from '../../../generated/resolvers-types.js';
import type { ProviderBooking } from '../../../provider/types.js';
import {
  gqlLines,
  gqlMoney,
  gqlPriceTotals,
  gqlProviderMoney,
  providerCardCharge,
  providerMoney,
  tripsTotals,
} from '../../shared/money.js';
import { perParent } from '../../shared/per-parent.js';
import { amendmentVersionOf } from '../booking-amendment.js';
import { manageLinkOf } from '../booking-link-access.js';
import { bookingRefundOf } from '../booking-refund.js';
import { tripMoneyOf } from '../../shared/trip.js';
import {
  bookingPromoCodeStatus,
  currencyOf,
  guestOf,
  mainTrip,
  NOTE_TYPES,
  seatHold,
} from '../booking-view.js';

/** An amount of the booking's currency as Money. */
function moneyOf(b: ProviderBooking, amount: number | null | undefined) {
  return gqlProviderMoney(amount, currencyOf(b));
}

/**
 * The paid, card-fee and balance figures of a booking, once per booking (domain `paymentTotals` and `ledgerPaid`,
 * seed 000 §2): Paid is the provider's payments less its refunds and must be its `paid` figure; Total − commission
 * retained by nett payments − Paid = Balance.
 * @throws RangeError when the provider's figures disagree with its own payments (never shown as wrong money)
 */
const paidTotalsOf = perParent((b: ProviderBooking) => {
  const currency = currencyOf(b);
  const ledger = ledgerPaid(
    b.payments.map((p) => ({
      amount: providerMoney(p.amount, p.iso_currency_code),
      refund: p.kind === 'REFUND',
    })),
    currency,
  );
  return paymentTotals(
    providerMoney(b.totals.total, currency),
    {
      paid: providerMoney(b.totals.paid, currency),
      paidCardFees: providerMoney(b.totals.paid_card_fee, currency),
      outstanding: providerMoney(b.totals.outstanding, currency),
      commissionRetained: providerMoney(b.totals.commission_retained, currency),
    },
    ledger,
  );
});

/**
 * What paying `option` by a nett agency method charges now (domain `agentMethodCharge`, seed 001 §2 Payment
 * summary, §5 Agent payment), from the provider's figures of each trip passenger: what it owes (price less
 * discount, or its cancellation fee once cancelled), its commission, the commission it kept, its outstanding
 * amount and, for a deposit, its deposit. Null when the provider sent no commission (not an agent's booking view).
 */
function nettMethodAmountOf(b: ProviderBooking, option: 'FULL' | 'DEPOSIT') {
  const currency = currencyOf(b);
  const passengers = b.trips.flatMap((t) => t.passengers);
  if (passengers.some((p) => p.commission === undefined || p.commission === null)) return null;
  const m = (amount: number | string | null | undefined) => providerMoney(amount, currency);
  const places = passengers.map((p) => {
    const outstanding = m(p.outstanding);
    return {
      gross: p.status === 'CANCELLED' ? m(p.cancellation_fee) : subtractMoney(m(p.price), m(p.discount)),
      commission: m(p.commission),
      retained: m(p.commission_retained),
      outstanding,
      share: option === 'FULL' ? outstanding : m(p.deposit),
    };
  });
  return gqlMoney(agentMethodCharge(places, false, currency));
}

/** Whether a payment can be asked for (domain `paymentDue`, seed 000 §4). */
function paymentDueOf(b: ProviderBooking): boolean {
  const paid = paidTotalsOf(b);
  const trips = b.trips.map((t) => ({
    passengers: t.passengers.map((p) => ({ status: bookingStatus(p.status) })),
  }));
  return paymentDue(paid.balance, hasBookedPassengers(trips), paid.paid);
}

/**
 * The booking's totals and money blocks, built once per booking (domain `priceTotals`, `bookingMoneyBlocks`):
 * the scalar figures of `BookingTotals` and its lines, and the itinerary breakdown by trip.
 * @throws RangeError when the provider's figures do not add up (never shown as wrong money).
 */
const bookingMoneyOf = perParent((b: ProviderBooking) => {
  const currency = currencyOf(b);
  const price = tripsTotals(b.trips, currency);
  const blocks = bookingMoneyBlocks({
    price,
    payment: paidTotalsOf(b),
    trips: b.trips.map((trip) => {
      const { figures, totals } = tripMoneyOf(tripParentOf(b, trip));
      return {
        label: trip.tour_name,
        price: figures.price,
        discount: totals.discount,
        cancellationFees: figures.cancellationFee,
      };
    }),
    paymentDue: paymentDueOf(b),
  });
  return {
    figures: gqlPriceTotals(price),
    lines: gqlLines(blocks.lines),
    statementLines: gqlLines(blocks.statementLines),
    balanceLines: gqlLines(blocks.balanceLines),
    paidLines: gqlLines(blocks.paidLines),
    itineraryLines: gqlLines(blocks.itineraryLines),
  };
});

/**
 * A booked trip as the one trip mapper reads it (shared/trip.ts): the booking's currency, each trip passenger's
 * guest index and line label (the guest's name, 'Passenger N' without one), once per trip of the booking.
 */
const tripParentsOf = perParent((b: ProviderBooking) => {
  const currency = currencyOf(b);
  const guestIndex = new Map(b.passengers.map((p, i) => [p.passenger_identifier, i]));
  return new Map(
    b.trips.map((trip) => [
      trip,
      {
        trip,
        booking: b,
        currency,
        partyIndexes: trip.passengers.map((p) => guestIndex.get(p.passenger_identifier) ?? -1),
        passengerLabels: trip.passengers.map((p, position) => {
          const guest = b.passengers[guestIndex.get(p.passenger_identifier) ?? 0];
          return guestName({ firstName: guest?.first_name, familyName: guest?.family_name }, position);
        }),
      },
    ]),
  );
});

/** The parent of one trip of the booking (see {@link tripParentsOf}). */
function tripParentOf(b: ProviderBooking, trip: ProviderBooking['trips'][number]) {
  return tripParentsOf(b).get(trip)!;
}

/** The booking's payments, oldest first, refunds left out; each with its card fee and what was charged. */
function paymentsOf(b: ProviderBooking) {
  return b.payments
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
    });
}

/** True while something is left to pay on the booking. */
function outstandingOf(b: ProviderBooking): boolean {
  return hasBalanceOutstanding(paidTotalsOf(b).balance);
}

/**
 * `Booking` (codegen mapper: the provider booking), resolved field by field from the provider's answer (its trips
 * are `BookedTrip`s, resolvers/BookedTrip.ts), so a query reads only what it asks for: the payment attempts are read from
 * the shared store only when `paymentAttempts` is asked (seed 000 §2-§4, seed 001 §2 Booking page, Checkout,
 * Confirmation, Failed payment). Money comes from the provider's own figures through the domain's totals rules:
 * every trip's and the booking's lines add up to their totals (Trip Price + Discount + add-ons + cancellation fees
 * = Total; Total − Paid = Balance), each passenger's total is its part of them, and each payment option says what
 * it costs by card; figures that do not add up are refused (RangeError, never wrong money). Commission and nett
 * are `@agentOnly` in the schema (seed 001 §6): for anyone but an agent they are null whatever the provider sent.
 * Statuses use the domain's OCTO mapping.
 */
export const Booking: BookingResolvers = {
  groupBookingId: (b) => String(b.group_booking_id),
  manageLink: (b, _args, ctx) => manageLinkOf(ctx, b.group_booking_id),
  agentReference: (b) =>
    b.your_reference ??
    b.booking_information.your_reference ??
    b.booking_confirmation.agent_reference ??
    null,
  consultant: (b) => mainTrip(b)?.affiliate_contact ?? b.booking_information.affiliate_contact ?? null,
  bookingDate: (b) => dateOnly(b.booking_date ?? mainTrip(b)?.booking_date ?? ''),
  status: (b) => bookingStatus(b.status),
  currency: (b) => currencyOf(b),
  trips: (b) => b.trips.map((trip) => tripParentOf(b, trip)),
  guests: (b) => b.passengers.map(guestOf),
  notes: (b) =>
    (b.booking_confirmation.booking_notes ?? b.notes ?? []).map((n) => ({
      type: (Object.entries(NOTE_TYPES).find(([, v]) => v === n.type)?.[0] ?? 'OTHER') as BookingNoteType,
      note: n.note,
    })),
  amendmentVersion: (b) => amendmentVersionOf(b),
  // The Agent Statement is left out for anyone but an agent by its type's @agentOnly (schema/agent-only.ts).
  documents: (b) =>
    b.documents.map((d) => ({
      name: d.name,
      url: d.url,
      messageType: (emailDocumentTypeOf(d.name)?.toUpperCase() as BookingMessageType | undefined) ?? null,
    })),
  totals: (b) => {
    const currency = currencyOf(b);
    const paid = paidTotalsOf(b);
    const money = bookingMoneyOf(b);
    return {
      ...money.figures,
      lines: money.lines,
      statementLines: money.statementLines,
      balanceLines: money.balanceLines,
      paidLines: money.paidLines,
      agentLines: gqlLines(
        agentMoneyLines(
          {
            nett: providerMoney(b.totals.nett, currency),
            commission: providerMoney(b.totals.commission, currency),
          },
          true,
        ),
      ),
      nett: moneyOf(b, b.totals.nett),
      commission: moneyOf(b, b.totals.commission),
      paid: gqlMoney(paid.paid),
      paidCardFees: gqlMoney(paid.paidCardFees),
      paidIncludingFees: gqlMoney(paid.paidIncludingFees),
      balance: gqlMoney(paid.balance),
      balanceDueDate: balanceDueDate(
        paid.balance,
        b.totals.balance_due_date,
        b.trips.flatMap((t) => t.passengers.map((p) => p.expiry_time)),
      ),
    };
  },
  balanceOutstanding: (b) => outstandingOf(b),
  paymentOptions: (b) => {
    if (!outstandingOf(b)) return [];
    const currency = currencyOf(b);
    const outstanding = paidTotalsOf(b).balance;
    return paymentOptions(providerMoney(b.totals.deposit, currency), outstanding).map((option) => {
      const card =
        option === 'FULL'
          ? providerCardCharge(b.totals.outstanding, b.totals.card_fee, b.totals.debit_card_fee, currency)
          : providerCardCharge(
              b.totals.deposit,
              b.totals.deposit_card_fee,
              b.totals.deposit_debit_card_fee,
              currency,
            );
      return { option, amount: card.amount, card, nettAmount: nettMethodAmountOf(b, option) };
    });
  },
  promoCodeStatus: (b) => bookingPromoCodeStatus(b),
  paymentAttempts: async (b, _args, ctx) => ctx.payments.attempts(b.group_booking_id),
  hold: (b, _args, ctx) => seatHold(b, ctx),
  payments: (b) => paymentsOf(b),
  paymentDue: (b) => paymentDueOf(b),
  itineraryLines: (b) => bookingMoneyOf(b).itineraryLines,
  paidToday: (b, _args, ctx) => paymentMadeToday(paymentsOf(b), ctx.today),
  refund: (b) => bookingRefundOf(b),
};
