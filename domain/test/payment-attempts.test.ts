import { describe, expect, it } from 'vitest';
import { attemptMayStart, paymentAttemptsState, startsPaymentAttempt } from '../src/payment-attempts.js';

describe('payment attempts (seed 001 §4 Failed payment, §9 payment attempts: at most 3)', () => {
  it('offers a Retry until the third attempt has been started', () => {
    expect(paymentAttemptsState(0)).toEqual({ used: 0, max: 3, canRetry: true });
    expect(paymentAttemptsState(1)).toEqual({ used: 1, max: 3, canRetry: true });
    expect(paymentAttemptsState(2)).toEqual({ used: 2, max: 3, canRetry: true });
    expect(paymentAttemptsState(3)).toEqual({ used: 3, max: 3, canRetry: false });
  });

  it('never shows more than 3 used, counting refused attempts too', () => {
    expect(paymentAttemptsState(7)).toEqual({ used: 3, max: 3, canRetry: false });
    expect(paymentAttemptsState(-1)).toEqual({ used: 0, max: 3, canRetry: true });
  });

  it('lets the first three attempts go ahead and refuses the fourth', () => {
    expect([1, 2, 3, 4, 5].map(attemptMayStart)).toEqual([true, true, true, false, false]);
  });
});

describe('which card payments are attempts: a first payment and a Retry (seed 001 §4 Failed payment)', () => {
  it('counts a first payment, a Retry after a failure and a payment after a paid one', () => {
    expect(startsPaymentAttempt(null)).toBe(true);
    expect(startsPaymentAttempt('FAILED')).toBe(true);
    expect(startsPaymentAttempt('PAID')).toBe(true);
  });

  it('does not count replacing an open payment or one closed by a change of amount', () => {
    expect(startsPaymentAttempt('OPEN')).toBe(false);
    expect(startsPaymentAttempt('CLOSED')).toBe(false);
  });
});
