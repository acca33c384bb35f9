import { describe, expect, it } from 'vitest';
import { csvLine, toDecimal } from '../src/format.js';

describe('report formatting', () => {
  it.each([
    [12950, '129.50'],
    [5, '0.05'],
    [-5, '-0.05'],
    [0, '0.00'],
    [-123456789012, '-1234567890.12'],
  ])('renders %i minor units as %s without floating point', (minor, text) => {
    expect(toDecimal(minor)).toBe(text);
  });

  it('quotes CSV fields holding commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvLine(['Loch Ness, Glencoe', 'say "hi"', 'a\nb', null, 3])).toBe(
      '"Loch Ness, Glencoe","say ""hi""","a\nb",,3\r\n',
    );
  });
});
