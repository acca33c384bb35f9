import { addDays, daysBetween } from '../util/clock.js';
import { fromGbp, percentOf } from '../util/money.js';
import type { CurrencyCode } from '../util/money.js';

/** Deposit per person per currency (minor units) for multi-day tours: GBP 50 converted and rounded. */
export function depositPerPerson(currency: CurrencyCode): number {
  return fromGbp(5000, currency);
}

/** Credit-card fee in percent of the amount charged. */
export const CARD_FEE_PERCENT = 1.5;

/** Debit-card fee in percent of the amount charged. */
export const DEBIT_CARD_FEE_PERCENT = 0.5;

/** Credit-card fee (minor units) on an amount. */
export function cardFee(minor: number): number {
  return percentOf(minor, CARD_FEE_PERCENT);
}

/** Debit-card fee (minor units) on an amount. */
export function debitCardFee(minor: number): number {
  return percentOf(minor, DEBIT_CARD_FEE_PERCENT);
}

/** Minimum days before departure a deposit is accepted instead of full payment. */
export const DEPOSIT_MIN_DAYS = 14;

/**
 * The deposit still to pay for one passenger (minor units): for multi-day tours departing at least
 * 14 days after today and nothing paid yet, the per-person deposit (capped at the outstanding amount);
 * otherwise the whole outstanding amount.
 */
export function depositDue(args: {
  days: number;
  departure: string;
  today: string;
  currency: CurrencyCode;
  paid: number;
  outstanding: number;
}): number {
  const eligible =
    args.days >= 2 &&
    daysBetween(args.today, args.departure.slice(0, 10)) >= DEPOSIT_MIN_DAYS &&
    args.paid === 0;
  return eligible ? Math.min(depositPerPerson(args.currency), args.outstanding) : args.outstanding;
}

/** The balance due date (YYYY-MM-DD): 60 days before departure, or today + 7 when that is later. */
export function balanceDueDate(departure: string, today: string): string {
  const sixtyBefore = addDays(departure.slice(0, 10), -60);
  const weekAhead = addDays(today, 7);
  return sixtyBefore > weekAhead ? sixtyBefore : weekAhead;
}

/** One tier of the cancellation terms: the fee for a cancellation `days_from`..`days_to` days before departure. */
export interface CancellationTier {
  /** Fewest days before departure (inclusive) the tier covers. */
  days_from: number;
  /** Most days before departure (inclusive) the tier covers; null: no upper bound. */
  days_to: number | null;
  /** Fee in percent of the passenger's price after discount. */
  fee_percent: number;
}

/**
 * The cancellation terms every product carries (`cancellation_terms` of the product) and cancellations charge by:
 * 60+ days 0%, 30-59 25%, 7-29 50%, under 7 100%.
 */
export const CANCELLATION_TIERS: readonly CancellationTier[] = [
  { days_from: 60, days_to: null, fee_percent: 0 },
  { days_from: 30, days_to: 59, fee_percent: 25 },
  { days_from: 7, days_to: 29, fee_percent: 50 },
  { days_from: 0, days_to: 6, fee_percent: 100 },
];

/** Card fees paid are kept on a cancellation: refunds give back cash paid only. */
export const CARD_FEES_REFUNDED = false;

/**
 * Cancellation fee in percent of the passenger's price by days before departure: the tier of
 * {@link CANCELLATION_TIERS} covering them (100% once departed).
 */
export function cancellationPercent(daysBefore: number): number {
  const tier = CANCELLATION_TIERS.find(
    (t) => daysBefore >= t.days_from && (t.days_to === null || daysBefore <= t.days_to),
  );
  return tier?.fee_percent ?? 100;
}
