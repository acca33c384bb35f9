import { nettShare, placeCommission, settlePlace } from '@tourdesk/domain/ledger';
import { moneyFromMinor } from '@tourdesk/domain/money';
import type { CurrencyCode } from '../util/money.js';
import type { StoredBooking, StoredTripPassenger } from './booking-types.js';

/**
 * The ledger of one trip passenger, in minor units, by tourdesk's domain rules (domain/src/ledger.ts), so the
 * simulator rounds commission and nett exactly as the gateway and the screens expect: commission per place,
 * half up; `paid` is cash received (Σ payments − Σ refunds of the place, card fees apart); `retained` is the
 * commission an agency kept by paying with a nett method; outstanding = owed − paid − retained.
 */

/** A place's commission (minor units) on `amount` at `percent`, rounded half up (domain `placeCommission`). */
export function commissionOf(amount: number, percent: number, currency: CurrencyCode): number {
  return placeCommission(moneyFromMinor(amount, currency), percent).amountMinor;
}

/** What a place owes in gross terms (minor units): its price less discount, or its cancellation fee once cancelled. */
export function owedOf(p: StoredTripPassenger): number {
  return p.cancelled ? p.cancellationFee : p.price - p.discount;
}

/**
 * Re-prices a place's commission on what it owes now (after a cancellation or a promo code) and refunds what it
 * paid above that, on the basis it was paid (domain `settlePlace`). Mutates the place; returns the refund (minor
 * units, ≥ 0, never above what it paid).
 */
export function settle(p: StoredTripPassenger, currency: CurrencyCode): number {
  p.commission = commissionOf(owedOf(p), p.commissionPercent, currency);
  const m = (minor: number) => moneyFromMinor(minor, currency);
  const settled = settlePlace({
    gross: m(owedOf(p)),
    commission: m(p.commission),
    paid: m(p.paid),
    retained: m(p.retained),
  });
  p.retained = settled.retained.amountMinor;
  p.paid = settled.paid.amountMinor;
  return settled.refund.amountMinor;
}

/**
 * Pays `share` (gross, minor units) of a place by a nett method: credits the cash charged and the commission kept
 * (domain `nettShare`). Returns the cash charged.
 */
export function payNett(p: StoredTripPassenger, share: number, currency: CurrencyCode): number {
  const m = (minor: number) => moneyFromMinor(minor, currency);
  const owed = Math.max(0, owedOf(p) - p.paid - p.retained);
  const part = nettShare(
    { gross: m(owedOf(p)), commission: m(p.commission) },
    m(p.retained),
    m(owed),
    m(Math.min(share, owed)),
  );
  p.paid += part.cash.amountMinor;
  p.retained += part.retained.amountMinor;
  return part.cash.amountMinor;
}

/** Records a refund (minor units, > 0) on a booking's payments, as the ledger's negative entry. */
export function recordRefund(booking: StoredBooking, amount: number, reference: string, at: string): void {
  if (amount <= 0) return;
  booking.payments.push({
    paymentId: `REF-${booking.id}-${booking.payments.length + 1}`,
    method: 'REFUND',
    amount: -amount,
    fee: 0,
    paidAt: at,
    reference,
    kind: 'REFUND',
  });
}
