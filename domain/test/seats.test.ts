import { describe, expect, it } from 'vitest';
import { isAlmostFull, seatLabel } from '../src/seats.js';

describe('seat label (seed 001 §9)', () => {
  it("is 'Full' at 0, 'Last seats' at 3 or fewer, '{n} left' at 4-5, '5 +' above 5", () => {
    expect(seatLabel(0)).toBe('Full');
    expect(seatLabel(1)).toBe('Last seats');
    expect(seatLabel(3)).toBe('Last seats');
    expect(seatLabel(4)).toBe('4 left');
    expect(seatLabel(5)).toBe('5 left');
    expect(seatLabel(6)).toBe('5 +');
    expect(seatLabel(-1)).toBeNull();
  });
});

describe('almost-full flag (seed 001 §9)', () => {
  it('is set at 4 or less', () => {
    expect(isAlmostFull(4)).toBe(true);
    expect(isAlmostFull(0)).toBe(true);
    expect(isAlmostFull(5)).toBe(false);
    expect(isAlmostFull(-1)).toBe(false);
  });
});
