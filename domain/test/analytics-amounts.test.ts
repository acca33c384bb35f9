import { describe, expect, it } from 'vitest';
import { analyticsAmount, sharePerPassenger } from '../src/analytics-amounts.js';
import { moneyFromMinor } from '../src/money.js';

const gbp = (minor: number) => moneyFromMinor(minor, 'GBP');

describe('analytics amounts from minor units (seed 001 §7 analytics events: value, item price and quantity)', () => {
  it('gives an event its value in major units, exactly from the minor units', () => {
    expect(analyticsAmount(gbp(12950))).toBe(129.5);
    expect(analyticsAmount(gbp(1))).toBe(0.01);
    // 0.1 + 0.2 in floats is 0.30000000000000004; from minor units it is 0.3.
    expect(analyticsAmount(gbp(10 + 20))).toBe(0.3);
    expect(analyticsAmount(gbp(-505))).toBe(-5.05);
  });

  it('shares a total per passenger in minor units, half-up to the minor unit', () => {
    expect(sharePerPassenger(gbp(9000), 2)).toEqual(gbp(4500));
    expect(sharePerPassenger(gbp(10000), 3)).toEqual(gbp(3333));
    expect(sharePerPassenger(gbp(20000), 3)).toEqual(gbp(6667));
    expect(sharePerPassenger(gbp(5), 2)).toEqual(gbp(3));
    expect(sharePerPassenger(gbp(-5), 2)).toEqual(gbp(-3));
    expect(analyticsAmount(sharePerPassenger(gbp(10000), 3))).toBe(33.33);
  });

  it('counts a party of none as one', () => {
    expect(sharePerPassenger(gbp(12000), 0)).toEqual(gbp(12000));
  });
});
