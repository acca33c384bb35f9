import { describe, expect, it } from 'vitest';
import { cancellationFeeSchedule, cancellationPolicyText } from '../src/cancellation-policy.js';

const TERMS = {
  tiers: [
    { daysFrom: 60, daysTo: null, feePercent: 0 },
    { daysFrom: 30, daysTo: 59, feePercent: 25 },
    { daysFrom: 7, daysTo: 29, feePercent: 50 },
    { daysFrom: 0, daysTo: 6, feePercent: 100 },
  ],
  cardFeesRefunded: false,
};

describe('cancellationFeeSchedule (seed 000 §4 Booking cancellation: the fee by days before departure)', () => {
  it('is free today far ahead, then changes on departure minus 59, 29 and 6 days', () => {
    expect(cancellationFeeSchedule(TERMS, '2027-04-15', '2026-06-01')).toEqual({
      feePercentToday: 0,
      changes: [
        { date: '2027-02-15', feePercent: 25 },
        { date: '2027-03-17', feePercent: 50 },
        { date: '2027-04-09', feePercent: 100 },
      ],
      cardFeesRefunded: false,
    });
  });

  it('gives the fee of the tier today falls in and only the later changes', () => {
    expect(cancellationFeeSchedule(TERMS, '2026-07-10', '2026-06-01')).toEqual({
      feePercentToday: 25,
      changes: [
        { date: '2026-06-11', feePercent: 50 },
        { date: '2026-07-04', feePercent: 100 },
      ],
      cardFeesRefunded: false,
    });
    expect(cancellationFeeSchedule(TERMS, '2026-06-03', '2026-06-01').changes).toEqual([]);
    expect(cancellationFeeSchedule(TERMS, '2026-06-03', '2026-06-01').feePercentToday).toBe(100);
  });

  it('crosses month and year ends and the clock change (calendar days, Europe/London)', () => {
    expect(cancellationFeeSchedule(TERMS, '2027-01-05', '2026-10-01').changes[0]).toEqual({
      date: '2026-11-07',
      feePercent: 25,
    });
  });
});

describe('cancellationPolicyText (seed 000 §4 Booking cancellation)', () => {
  it('says the free period, each fee from its date and whether card fees are refunded', () => {
    expect(cancellationPolicyText(cancellationFeeSchedule(TERMS, '2027-04-15', '2026-06-01'))).toBe(
      'Free cancellation until 14 February 2027; 25 % fee from 15 February; 50 % from 17 March; no refund ' +
        'from 9 April. Card fees are not refunded.',
    );
  });

  it('writes the year again when it changes', () => {
    expect(cancellationPolicyText(cancellationFeeSchedule(TERMS, '2027-01-20', '2026-06-01'))).toBe(
      'Free cancellation until 21 November 2026; 25 % fee from 22 November; 50 % from 22 December; no refund ' +
        'from 14 January 2027. Card fees are not refunded.',
    );
  });

  it('starts with the fee of today when it is not free, and says when nothing is refunded', () => {
    expect(cancellationPolicyText(cancellationFeeSchedule(TERMS, '2026-07-10', '2026-06-01'))).toBe(
      '25 % cancellation fee if cancelled now; 50 % from 11 June 2026; no refund from 4 July. Card fees are not refunded.',
    );
    expect(
      cancellationPolicyText(
        cancellationFeeSchedule({ ...TERMS, cardFeesRefunded: true }, '2026-06-03', '2026-06-01'),
      ),
    ).toBe('No refund if cancelled now. Card fees are refunded.');
  });
});
