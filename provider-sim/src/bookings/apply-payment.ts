import type { Catalogue } from '../catalogue/catalogue.js';
import { sum } from '../util/money.js';
import { outstandingOf } from './booking-status.js';
import type { StoredBooking, StoredPayment } from './booking-types.js';
import { cardFee, debitCardFee, depositDue } from './money-rules.js';
import { payNett, recordRefund } from './place-ledger.js';

/**
 * What each trip passenger (in trip order, then passenger order) pays now (minor units): its deposit for a
 * deposit payment, else its whole outstanding amount.
 */
export function sharesDue(
  booking: StoredBooking,
  deposit: boolean,
  catalogue: Catalogue,
  today: string,
): number[] {
  return booking.trips.flatMap((trip) => {
    const parent = trip.isAddOn ? booking.trips.find((t) => t.bookingIdentifier === trip.parentId) : trip;
    const days = trip.isAddOn ? 0 : (catalogue.get(trip.tourId)?.days ?? 0);
    return trip.passengers.map((p) => {
      const outstanding = outstandingOf(p);
      return deposit
        ? depositDue({
            days,
            departure: parent?.departure ?? trip.departure,
            today,
            currency: booking.currency,
            paid: p.paid,
            outstanding,
          })
        : outstanding;
    });
  });
}

/** The amount (minor units) a deposit payment or a full payment would charge now. */
export function amountDue(
  booking: StoredBooking,
  deposit: boolean,
  catalogue: Catalogue,
  today: string,
): number {
  return sum(sharesDue(booking, deposit, catalogue, today));
}

/**
 * The card fees (minor units) of paying `shares` by card: each passenger's share carries its own fee (the
 * `card_fee` / `debit_card_fee` of the trip passenger), and a payment's fee is their sum, so the fee charged always
 * equals the sum of the fees the booking shows per passenger.
 */
export function cardFeesOf(shares: readonly number[]): { credit: number; debit: number } {
  return { credit: sum(shares.map(cardFee)), debit: sum(shares.map(debitCardFee)) };
}

/** True when a deposit is possible (it is smaller than the outstanding amount). */
export function depositAvailable(booking: StoredBooking, catalogue: Catalogue, today: string): boolean {
  return amountDue(booking, true, catalogue, today) < amountDue(booking, false, catalogue, today);
}

/** The kind of a payment recorded now: BALANCE after an earlier one, else DEPOSIT while a balance is left, else FULL. */
function kindOf(booking: StoredBooking): StoredPayment['kind'] {
  const balanceLeft = booking.trips.some((t) => t.passengers.some((p) => outstandingOf(p) > 0));
  return booking.payments.length > 0 ? 'BALANCE' : balanceLeft ? 'DEPOSIT' : 'FULL';
}

/**
 * Records a payment made on the gross basis (card, or a gross agency method) and spreads it over the passengers:
 * first each passenger's share (deposit or outstanding), then anything left over in passenger order. Amounts in
 * minor units. What the passengers cannot take (the booking changed since the payment was set up) is refunded at
 * once, so the ledger (Σ payments − Σ refunds) always equals what the places have paid.
 */
export function applyPayment(
  booking: StoredBooking,
  payment: Omit<StoredPayment, 'kind'> & { deposit: boolean },
  catalogue: Catalogue,
  today: string,
): void {
  let remaining = payment.amount;
  let remainingFee = payment.fee;
  const passengers = booking.trips.flatMap((trip) => trip.passengers);
  const shares = sharesDue(booking, payment.deposit, catalogue, today);
  const totalShare = sum(shares);
  for (const [round, limit] of [
    [0, (i: number) => shares[i]!],
    [1, (i: number) => outstandingOf(passengers[i]!)],
  ] as const) {
    passengers.forEach((p, i) => {
      const take = Math.min(remaining, limit(i));
      if (take <= 0) return;
      p.paid += take;
      remaining -= take;
      if (round === 0 && totalShare > 0) {
        const fee = Math.min(remainingFee, Math.round((payment.fee * take) / totalShare));
        p.paidFee += fee;
        remainingFee -= fee;
      }
    });
  }
  const first = passengers[0];
  if (first && remainingFee > 0) first.paidFee += remainingFee;
  const { deposit: _deposit, ...record } = payment;
  booking.payments.push({ ...record, kind: kindOf(booking) });
  recordRefund(booking, remaining, `Overpayment of ${payment.reference}`, payment.paidAt);
}

/**
 * Records a payment by a nett agency method (nett_gross 'N'): each passenger's share (deposit or outstanding) is
 * settled by the cash charged plus the commission the agency keeps (domain ledger `nettShare`: a full payment of a
 * place charges exactly its nett, its commission rounded on the place), and the payment recorded is the cash, the
 * sum of the places' charges. Returns that amount (minor units).
 */
export function applyNettPayment(
  booking: StoredBooking,
  payment: Omit<StoredPayment, 'kind' | 'amount' | 'fee'> & { deposit: boolean },
  catalogue: Catalogue,
  today: string,
): number {
  const shares = sharesDue(booking, payment.deposit, catalogue, today);
  const passengers = booking.trips.flatMap((trip) => trip.passengers);
  const amount = sum(
    passengers.map((p, i) => (shares[i]! > 0 ? payNett(p, shares[i]!, booking.currency) : 0)),
  );
  const { deposit: _deposit, ...record } = payment;
  booking.payments.push({ ...record, amount, fee: 0, kind: kindOf(booking) });
  return amount;
}
