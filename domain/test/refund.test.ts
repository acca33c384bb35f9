import { describe, expect, it } from 'vitest';
import { blockAddsUp } from '../src/money-blocks.js';
import { moneyFromMinor } from '../src/money.js';
import { cancellationRefund } from '../src/refund.js';

const gbp = (minor: number) => moneyFromMinor(minor, 'GBP');

describe('the refund after a cancellation (seed 000 §4 Booking cancellation; seed 001 §2 Booking page)', () => {
  it('a paid booking cancelled whole: refunded, the fee kept and the card fee kept add up to what was charged', () => {
    const refund = cancellationRefund(
      {
        payments: [gbp(12400)],
        refunds: [gbp(-9300)],
        paidCardFees: gbp(186),
        cancellationFees: gbp(3100),
      },
      'GBP',
    );
    expect(refund.refunded).toEqual(gbp(9300));
    expect(refund.cancellationFeesKept).toEqual(gbp(3100));
    expect(refund.paidKept).toEqual(gbp(0));
    expect(refund.cardFeesKept).toEqual(gbp(186));
    expect(refund.charged).toEqual(gbp(12586));
    expect(refund.lines.map((l) => [l.label, l.role, l.amount.amountMinor])).toEqual([
      ['Refunded', 'SUMMAND', 9300],
      ['Cancellation fees kept', 'SUMMAND', 3100],
      ['Card fees kept', 'SUMMAND', 186],
      ['Total Price Paid', 'TOTAL', 12586],
    ]);
    expect(blockAddsUp(refund.lines)).toBe(true);
  });

  it('a part cancellation keeps what the places still booked paid; a deposit below the fee keeps only what was paid', () => {
    const part = cancellationRefund(
      { payments: [gbp(12400)], refunds: [gbp(3100)], paidCardFees: gbp(0), cancellationFees: gbp(3100) },
      'GBP',
    );
    expect(part.lines.map((l) => [l.kind, l.amount.amountMinor])).toEqual([
      ['REFUNDED', 3100],
      ['CANCELLATION_FEES_KEPT', 3100],
      ['PAID_KEPT', 6200],
      ['TOTAL_PAID', 12400],
    ]);
    const deposit = cancellationRefund(
      { payments: [gbp(2000)], refunds: [], paidCardFees: gbp(0), cancellationFees: gbp(6200) },
      'GBP',
    );
    expect(deposit.cancellationFeesKept).toEqual(gbp(2000));
    expect(deposit.refunded).toEqual(gbp(0));
  });

  it('refuses a refund above what was paid and a ledger in another currency', () => {
    const ledger = {
      payments: [gbp(100)],
      refunds: [gbp(200)],
      paidCardFees: gbp(0),
      cancellationFees: gbp(0),
    };
    expect(() => cancellationRefund(ledger, 'GBP')).toThrow(RangeError);
    expect(() => cancellationRefund({ ...ledger, refunds: [moneyFromMinor(50, 'EUR')] }, 'GBP')).toThrow(
      RangeError,
    );
  });
});
