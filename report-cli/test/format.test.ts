import { describe, expect, it } from 'vitest';
import { csvLine } from '../src/format.js';

describe('report formatting', () => {
  it('quotes CSV fields holding commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvLine(['Loch Ness, Glencoe', 'say "hi"', 'a\nb', null, 3])).toBe(
      '"Loch Ness, Glencoe","say ""hi""","a\nb",,3\r\n',
    );
  });
});
