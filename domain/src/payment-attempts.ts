/**
 * A booking's card payment attempts as counted by the gateway (seed 001 §4 Failed payment, §9 "Payment attempts:
 * at most 3"): every attempt started since the last successful payment counts, a refused one too. The seed's stored
 * retry count is that number less one, so {@link canRetryPayment} decides the Retry from it.
 */
import { MAX_PAYMENT_ATTEMPTS } from './constants.js';
import { canRetryPayment } from './payment.js';

/** What a booking's payment screens show of its attempts. */
export interface PaymentAttemptsState {
  /** Attempts started, 0 to {@link MAX_PAYMENT_ATTEMPTS} (never shown above it). */
  used: number;
  /** {@link MAX_PAYMENT_ATTEMPTS}. */
  max: number;
  /** Whether another attempt (the Retry) is offered. */
  canRetry: boolean;
}

/**
 * The attempts state for a count of attempts started (a refused one counted too): `used` capped at 3, and a Retry
 * while the stored retry count (`used - 1`, 0 before any) plus 1 is under 3 ({@link canRetryPayment}).
 * @param started attempts started since the last successful payment (a whole number; below 0 counts as 0).
 */
export function paymentAttemptsState(started: number): PaymentAttemptsState {
  const used = Math.min(Math.max(started, 0), MAX_PAYMENT_ATTEMPTS);
  return { used, max: MAX_PAYMENT_ATTEMPTS, canRetry: canRetryPayment(Math.max(used - 1, 0)) };
}

/**
 * Whether an attempt may go ahead, given the count of attempts started with it included (the count after the
 * shared counter's increment): at most {@link MAX_PAYMENT_ATTEMPTS}.
 */
export function attemptMayStart(startedWithThis: number): boolean {
  return startedWithThis <= MAX_PAYMENT_ATTEMPTS;
}

/**
 * State of a booking's card payment (seed 001 §4 Payment): OPEN while its hosted page may be paid; FAILED once
 * declined (the next payment is a Retry, an attempt); PAID once one transaction is committed; CLOSED when it can no
 * longer be paid as it was (the amount due changed).
 */
export type CardPaymentState = 'OPEN' | 'FAILED' | 'PAID' | 'CLOSED';

/**
 * Whether starting a card payment is an attempt (one of the {@link MAX_PAYMENT_ATTEMPTS}, seed 001 §4 Failed
 * payment), given the state of the booking's current card payment (null when it has none): a first payment, a Retry
 * after a failure and a payment after a successful one (of another balance) are; replacing an open payment (another
 * option or amount) or one closed because the amount changed is not.
 */
export function startsPaymentAttempt(current: CardPaymentState | null): boolean {
  return current === null || current === 'FAILED' || current === 'PAID';
}
