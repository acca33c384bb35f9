import { describe, expect, it } from 'vitest';
import {
  addMoney,
  discountPercentOf,
  formatDiscountPercent,
  formatMoney,
  formatMoneyAmount,
  moneyFromDecimal,
  moneyFromMinor,
  parseDecimalToMinor,
  percentOf,
  roundDiscountPercent,
  subtractMoney,
  sumMoney,
  toDecimalString,
} from '../src/money.js';

const gbp = (minor: number) => moneyFromMinor(minor, 'GBP');

describe('money: provider decimal to minor units (seed 001 §2 prices)', () => {
  it('parses numbers and strings exactly', () => {
    expect(parseDecimalToMinor(129.5)).toBe(12950);
    expect(parseDecimalToMinor('129.50')).toBe(12950);
    expect(parseDecimalToMinor('129')).toBe(12900);
    expect(parseDecimalToMinor(0.1 + 0.2)).toBe(30); // float noise rounded, not multiplied
    expect(parseDecimalToMinor(1.005)).toBe(101); // 1.005 * 100 = 100.49999 in floats
    expect(parseDecimalToMinor(' -3.4 ')).toBe(-340);
    expect(parseDecimalToMinor('.5')).toBe(50);
    expect(parseDecimalToMinor('1e2')).toBe(10000);
    expect(parseDecimalToMinor(1e-7)).toBe(0);
    expect(Object.is(parseDecimalToMinor('-0.001'), -0)).toBe(false);
  });
  it('rounds extra digits half-up, or throws in exact mode', () => {
    expect(parseDecimalToMinor('2.345')).toBe(235);
    expect(parseDecimalToMinor('-2.345')).toBe(-235);
    expect(parseDecimalToMinor('2.344')).toBe(234);
    expect(() => parseDecimalToMinor('2.345', 'exact')).toThrow(RangeError);
    expect(parseDecimalToMinor('2.340', 'exact')).toBe(234);
  });
  it('rejects non-decimals and overflow', () => {
    for (const bad of ['', 'abc', '1,000.00', '£5', '.', NaN, Infinity]) {
      expect(() => parseDecimalToMinor(bad)).toThrow(RangeError);
    }
    expect(() => parseDecimalToMinor('1e20')).toThrow(RangeError);
  });
  it('builds Money with upper-case currency', () => {
    expect(moneyFromDecimal('12.3', 'gbp')).toEqual({ amountMinor: 1230, currency: 'GBP' });
    expect(() => moneyFromMinor(1.5, 'GBP')).toThrow(RangeError);
  });
});

describe('money: arithmetic and comparison (GUIDE: never float arithmetic on amounts)', () => {
  it('adds, subtracts and sums in minor units', () => {
    expect(addMoney(gbp(10), gbp(20))).toEqual(gbp(30));
    expect(subtractMoney(gbp(10), gbp(25))).toEqual(gbp(-15));
    expect(sumMoney([gbp(1), gbp(2), gbp(3)], 'GBP')).toEqual(gbp(6));
    expect(sumMoney([], 'EUR')).toEqual(moneyFromMinor(0, 'EUR'));
  });
  it('refuses to mix currencies', () => {
    expect(() => addMoney(gbp(1), moneyFromMinor(1, 'EUR'))).toThrow(RangeError);
  });
});

describe('money: percentage with half-up rounding (seed 001 §9 multi-day discount 10%)', () => {
  it('rounds ties away from zero to the minor unit', () => {
    expect(percentOf(gbp(12995), 10)).toEqual(gbp(1300)); // 1299.5 → 1300
    expect(percentOf(gbp(12994), 10)).toEqual(gbp(1299)); // 1299.4 → 1299
    expect(percentOf(gbp(-12995), 10)).toEqual(gbp(-1300));
    expect(percentOf(gbp(1000), '12.5')).toEqual(gbp(125));
    expect(percentOf(gbp(333), 33.333)).toEqual(gbp(111));
    expect(percentOf(gbp(100), 0)).toEqual(gbp(0));
  });
});

describe('money: discount percentage display (seed 001 §9 "rounded to whole numbers")', () => {
  it('rounds to whole numbers half-up', () => {
    expect(roundDiscountPercent(9.5)).toBe(10);
    expect(roundDiscountPercent('12.4999')).toBe(12);
    expect(roundDiscountPercent(10)).toBe(10);
    expect(formatDiscountPercent(9.9999)).toBe('10%');
    expect(discountPercentOf(gbp(1300), gbp(12995))).toBe(10);
    expect(discountPercentOf(gbp(100), gbp(0))).toBe(0);
  });
});

describe('money: formatting via Intl.NumberFormat (GUIDE money)', () => {
  it('formats with currency and 2 decimals', () => {
    expect(formatMoney(gbp(129950))).toBe('£1,299.50');
    expect(formatMoney(moneyFromMinor(500, 'EUR'))).toBe('€5.00');
    expect(formatMoney(moneyFromMinor(500, 'EUR'), 'de-DE')).toMatch(/^5,00\s€$/);
    expect(formatMoney(moneyFromMinor(-5, 'USD'), 'en-US')).toBe('-$0.05');
    expect(formatMoney(moneyFromMinor(1234, 'AUD'), 'en-GB', 'code')).toMatch(/^AUD\s12\.34$/);
    expect(formatMoneyAmount(gbp(123456789))).toBe('1,234,567.89');
    expect(toDecimalString(gbp(-5))).toBe('-0.05');
    expect(toDecimalString(gbp(12950))).toBe('129.50');
  });
  it('keeps large exact amounts exact', () => {
    expect(formatMoneyAmount(gbp(9007199254740991))).toBe('90,071,992,547,409.91');
  });
});
