/**
 * What a cancellation gave back, as the booking page shows it after cancelling (seed 000 §4 Booking cancellation
 * 'after cancelling, the booking is reloaded'; seed 001 §2 Booking page): the provider's ledger says what was
 * charged (its payments and their card fees) and what was refunded (its REFUND payments); what was kept is the
 * rest, and the lines that say so add up to what was charged ('Total Price Paid').
 */
import { drawnLines, type BlockLine } from './money-blocks.js';
import { moneyFromMinor, subtractMoney, sumMoney, type Money } from './money.js';
import type { MoneyLine } from './totals.js';

/** A booking's ledger after a cancellation, in its currency (minor units). */
export interface RefundLedger {
  /** The amounts of its payments (card fees apart), refunds left out. */
  payments: readonly Money[];
  /** Its refunds, each taken off (sent negative or positive). */
  refunds: readonly Money[];
  /** Card fees paid on top of the payments (the provider's `paid_card_fee`: card fees are kept on cancelling). */
  paidCardFees: Money;
  /** Cancellation fees of its cancelled places. */
  cancellationFees: Money;
}

/** The refund of a cancellation: what was refunded and kept, and the block of lines that says so. */
export interface CancellationRefund {
  /** Σ of the refunds (positive). */
  refunded: Money;
  /** The cancellation fees kept out of what was paid (never more than was paid). */
  cancellationFeesKept: Money;
  /** What was paid and stays towards the places still booked (0 after a whole cancellation). */
  paidKept: Money;
  /** Card fees kept (not refunded). */
  cardFeesKept: Money;
  /** What was charged: the payments plus their card fees. */
  charged: Money;
  /**
   * Refunded, Cancellation fees kept, Kept for trips still booked (when above 0), Card fees kept (when above 0)
   * and 'Total Price Paid' they add up to.
   */
  lines: BlockLine[];
}

/**
 * The refund of a booking after a cancellation (see the module comment): refunded = Σ refunds; of what stays paid
 * (payments − refunds) the cancellation fees are kept first, the rest stays towards the places still booked; card
 * fees paid are kept. Refunded + fees kept + paid kept + card fees kept = payments + card fees = charged.
 * @throws RangeError on a currency other than `currency`, or when the refunds exceed the payments
 */
export function cancellationRefund(ledger: RefundLedger, currency: string): CancellationRefund {
  const paid = sumMoney(ledger.payments, currency);
  const refunded = sumMoney(
    ledger.refunds.map((r) => moneyFromMinor(Math.abs(r.amountMinor), r.currency)),
    currency,
  );
  const paidNet = subtractMoney(paid, refunded);
  if (paidNet.amountMinor < 0) throw new RangeError('A booking refunded more than it was paid');
  const cancellationFeesKept = moneyFromMinor(
    Math.min(Math.max(ledger.cancellationFees.amountMinor, 0), paidNet.amountMinor),
    currency,
  );
  const paidKept = subtractMoney(paidNet, cancellationFeesKept);
  const cardFeesKept = sumMoney([ledger.paidCardFees], currency);
  const charged = sumMoney([paid, cardFeesKept], currency);
  const lines: MoneyLine[] = [
    { kind: 'REFUNDED', amount: refunded, summand: true },
    { kind: 'CANCELLATION_FEES_KEPT', amount: cancellationFeesKept, summand: true },
    ...(paidKept.amountMinor > 0 ? [{ kind: 'PAID_KEPT' as const, amount: paidKept, summand: true }] : []),
    ...(cardFeesKept.amountMinor > 0
      ? [{ kind: 'CARD_FEES_KEPT' as const, amount: cardFeesKept, summand: true }]
      : []),
    { kind: 'TOTAL_PAID', amount: charged, summand: false },
  ];
  return { refunded, cancellationFeesKept, paidKept, cardFeesKept, charged, lines: drawnLines(lines) };
}
