import type { Catalogue } from '../catalogue/catalogue.js';
import { outstandingOf } from './booking-status.js';
import type { StoredBooking, StoredPayment } from './booking-types.js';
import { depositDue } from './money-rules.js';

/** The amount (minor units) a deposit payment or a full payment would charge now. */
export function amountDue(
  booking: StoredBooking,
  deposit: boolean,
  catalogue: Catalogue,
  today: string,
): number {
  let total = 0;
  for (const trip of booking.trips) {
    const parent = trip.isAddOn ? booking.trips.find((t) => t.bookingIdentifier === trip.parentId) : trip;
    const days = trip.isAddOn ? 0 : (catalogue.get(trip.tourId)?.days ?? 0);
    for (const p of trip.passengers) {
      const outstanding = outstandingOf(p);
      total += deposit
        ? depositDue({
            days,
            departure: parent?.departure ?? trip.departure,
            today,
            currency: booking.currency,
            paid: p.paid,
            outstanding,
          })
        : outstanding;
    }
  }
  return total;
}

/** True when a deposit is possible (it is smaller than the outstanding amount). */
export function depositAvailable(booking: StoredBooking, catalogue: Catalogue, today: string): boolean {
  return amountDue(booking, true, catalogue, today) < amountDue(booking, false, catalogue, today);
}

/**
 * Records a payment and spreads it over the passengers: first each passenger's share
 * (deposit or outstanding), then anything left over in passenger order. Amounts in minor units.
 */
export function applyPayment(
  booking: StoredBooking,
  payment: Omit<StoredPayment, 'kind'> & { deposit: boolean },
  catalogue: Catalogue,
  today: string,
): void {
  let remaining = payment.amount;
  let remainingFee = payment.fee;
  const passengers = booking.trips.flatMap((trip) => trip.passengers.map((p) => ({ trip, p })));
  const shares = passengers.map(({ trip, p }) => {
    const outstanding = outstandingOf(p);
    if (!payment.deposit) return outstanding;
    const parent = trip.isAddOn ? booking.trips.find((t) => t.bookingIdentifier === trip.parentId) : trip;
    const days = trip.isAddOn ? 0 : (catalogue.get(trip.tourId)?.days ?? 0);
    return depositDue({
      days,
      departure: parent?.departure ?? trip.departure,
      today,
      currency: booking.currency,
      paid: p.paid,
      outstanding,
    });
  });
  const totalShare = shares.reduce((a, b) => a + b, 0);
  for (const [round, limit] of [
    [0, (i: number) => shares[i]!],
    [1, (i: number) => outstandingOf(passengers[i]!.p)],
  ] as const) {
    passengers.forEach(({ p }, i) => {
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
  if (first && remainingFee > 0) first.p.paidFee += remainingFee;
  const balanceLeft = passengers.some(({ p }) => outstandingOf(p) > 0);
  const kind = booking.payments.length > 0 ? 'BALANCE' : balanceLeft ? 'DEPOSIT' : 'FULL';
  const { deposit: _deposit, ...record } = payment;
  booking.payments.push({ ...record, kind });
}
