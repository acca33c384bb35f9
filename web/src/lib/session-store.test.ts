import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionOnLogout, readSession, sessionKey, writeSession } from './session-store';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');
const numbers = sessionKey<number[]>('numbers', [], isNumberList);
const currency = sessionKey<string>('currency', 'GBP', (value): value is string => typeof value === 'string');

afterEach(() => sessionStorage.clear());

describe('session store (seed 000 §1 session storage)', () => {
  it('reads the fallback until a value is written, then the value', () => {
    expect(readSession(numbers)).toEqual([]);
    writeSession(numbers, [1, 2]);
    expect(readSession(numbers)).toEqual([1, 2]);
    expect(readSession(numbers)).toBe(readSession(numbers));
  });

  it('reads a value of the wrong shape or malformed JSON as the fallback', () => {
    sessionStorage.setItem('tourdesk.numbers', '["a"]');
    expect(readSession(numbers)).toEqual([]);
    sessionStorage.setItem('tourdesk.numbers', '{oops');
    expect(readSession(numbers)).toEqual([]);
  });

  it('logout clears every key but the currency (seed 000 §2 Logout)', () => {
    writeSession(numbers, [3]);
    writeSession(currency, 'EUR');
    clearSessionOnLogout();
    expect(readSession(numbers)).toEqual([]);
    expect(readSession(currency)).toBe('EUR');
  });
});
