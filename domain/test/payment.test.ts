import { describe, expect, it } from 'vitest';
import { moneyFromMinor } from '../src/money.js';
import {
  agentMethodPayable,
  agentReferenceShown,
  balanceDueDate,
  offersPaymentMethodChoice,
  canRetryPayment,
  commissionShown,
  depositOptionShown,
  hasBalanceOutstanding,
  isCardMethod,
  isGross,
  paymentFailureReasonText,
  paymentDue,
  paymentMadeToday,
  paymentOptions,
  totalOutstanding,
  validateAgentPayment,
  validateTermsAccepted,
} from '../src/payment.js';

const gbp = (n: number) => moneyFromMinor(n, 'GBP');

describe('balance outstanding when total outstanding > 0 (seed 000 §4, seed 001 §4)', () => {
  it('sums and compares', () => {
    expect(totalOutstanding([gbp(100), gbp(250)], 'GBP')).toEqual(gbp(350));
    expect(hasBalanceOutstanding(gbp(1))).toBe(true);
    expect(hasBalanceOutstanding(gbp(0))).toBe(false);
    expect(hasBalanceOutstanding(gbp(-5))).toBe(false);
  });
});

describe('deposit option hidden when deposit equals outstanding (seed 001 §9)', () => {
  it('offers full and deposit', () => {
    expect(depositOptionShown(gbp(5000), gbp(20000))).toBe(true);
    expect(depositOptionShown(gbp(20000), gbp(20000))).toBe(false);
    expect(depositOptionShown(gbp(0), gbp(20000))).toBe(false);
    expect(paymentOptions(gbp(5000), gbp(20000))).toEqual(['FULL', 'DEPOSIT']);
    expect(paymentOptions(gbp(20000), gbp(20000))).toEqual(['FULL']);
    expect(() => depositOptionShown(gbp(1), moneyFromMinor(1, 'EUR'))).toThrow(RangeError);
  });
});

describe('payment retry while attempts + 1 < 3 (seed 001 §4, §9)', () => {
  it('allows two retries', () => {
    expect(canRetryPayment(0)).toBe(true);
    expect(canRetryPayment(1)).toBe(true);
    expect(canRetryPayment(2)).toBe(false);
  });
});

describe('failed payment reason text (seed 001 §8)', () => {
  it("maps 'rejected' and everything else", () => {
    expect(paymentFailureReasonText('card_REJECTED_by_issuer')).toBe(
      'Your payment has been rejected by your payment provider',
    );
    expect(paymentFailureReasonText('timeout')).toBe('An Unknown payment error has occured');
    expect(paymentFailureReasonText(null)).toBe('An Unknown payment error has occured');
  });
});

describe('agent payment: reference required for non-card methods (seed 001 §5)', () => {
  it("returns 'Please enter an agent reference.'", () => {
    expect(validateAgentPayment('INV', '  ')).toEqual([
      {
        code: 'AGENT_REFERENCE_REQUIRED',
        field: 'agentReference',
        message: 'Please enter an agent reference.',
      },
    ]);
    expect(validateAgentPayment('INV', 'PO-42')).toEqual([]);
    expect(validateAgentPayment('CC', '')).toEqual([]);
    expect(validateTermsAccepted(false)[0]?.message).toBe('Please acknowledge terms and conditions');
    expect(validateTermsAccepted(true)).toEqual([]);
  });
});

describe("CC means card, nett_gross 'G' means gross (seed 001 §9)", () => {
  it('interprets codes', () => {
    expect(isCardMethod('CC')).toBe(true);
    expect(isCardMethod('INV')).toBe(false);
    expect(agentReferenceShown('CC')).toBe(false);
    expect(isGross('G')).toBe(true);
    expect(commissionShown('G')).toBe(false);
    expect(commissionShown('N')).toBe(true);
  });
  it("offers the agency's methods to choose from, else the card form alone (seed 001 §2)", () => {
    expect(offersPaymentMethodChoice([{ method: 'INV' }, { method: 'CC' }])).toBe(true);
    expect(offersPaymentMethodChoice([])).toBe(false);
    expect(offersPaymentMethodChoice(null)).toBe(false);
  });
});

describe('a payment is asked for only when something is owed for a booking (seed 000 §4 Make Payment; OCTO: releasing ON_HOLD costs nothing)', () => {
  it('asks with a balance while a passenger is booked, or after something was paid', () => {
    expect(paymentDue(gbp(5625), true, gbp(0))).toBe(true);
    expect(paymentDue(gbp(3100), false, gbp(2000))).toBe(true);
  });

  it('never asks for a hold cancelled before any payment, nor without a balance', () => {
    expect(paymentDue(gbp(5625), false, gbp(0))).toBe(false);
    expect(paymentDue(gbp(0), true, gbp(18600))).toBe(false);
  });
});

describe("the payment that led to the confirmation: the latest of the provider's day (seed 001 §2 Confirmation)", () => {
  it('picks the last payment made today, none when nothing was paid today', () => {
    const payments = [
      { date: '2026-05-20', id: 'deposit' },
      { date: '2026-06-01', id: 'first' },
      { date: '2026-06-01', id: 'balance' },
    ];
    expect(paymentMadeToday(payments, '2026-06-01')?.id).toBe('balance');
    expect(paymentMadeToday(payments, '2026-06-02')).toBeNull();
  });
});

describe("the balance's due date: the provider's, else the first hold's expiry, while something is owed (seed 001 §1, §2 Booking page)", () => {
  it("takes the provider's balance due date as it sent it", () => {
    expect(balanceDueDate(gbp(3100), '2027-03-01', ['2027-02-10T09:00:00'])).toBe('2027-03-01');
  });

  it('falls back to the day the earliest passenger hold expires', () => {
    expect(balanceDueDate(gbp(3100), null, ['2027-02-12T18:00:00', null, '2027-02-10T09:30:00'])).toBe(
      '2027-02-10',
    );
  });

  it('has none when nothing is outstanding, or nothing tells a date', () => {
    expect(balanceDueDate(gbp(0), '2027-03-01', ['2027-02-10T09:00:00'])).toBeNull();
    expect(balanceDueDate(gbp(3100), undefined, [null, undefined])).toBeNull();
  });
});

describe("the agent summary's 'Payable now' is what the selected method charges (seed 001 §2 Payment summary, §5 Agent payment)", () => {
  const full = { amount: gbp(12300), nettAmount: gbp(8640) };
  it('a nett method: the nett amount left (after a card deposit, not the whole NETT)', () => {
    expect(agentMethodPayable('ACC', 'N', full)).toEqual(gbp(8640));
  });
  it('a gross method: the gross amount outstanding', () => {
    expect(agentMethodPayable('INV', 'G', full)).toEqual(gbp(12300));
  });
  it('card, nothing outstanding or an unknown nett amount: none (the card form shows its charge)', () => {
    expect(agentMethodPayable('CC', 'G', full)).toBeNull();
    expect(agentMethodPayable('ACC', 'N', undefined)).toBeNull();
    expect(agentMethodPayable('ACC', 'N', { amount: gbp(1), nettAmount: null })).toBeNull();
  });
});
