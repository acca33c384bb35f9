import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from '../src/format.js';
import { Progress, progressLine } from '../src/progress.js';

describe('report formatting', () => {
  it('quotes CSV fields holding commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvLine(['Loch Ness, Glencoe', 'say "hi"', 'a\nb', null, 3])).toBe(
      '"Loch Ness, Glencoe","say ""hi""","a\nb",,3\r\n',
    );
  });

  it('guards cells a spreadsheet would run as formulas (OWASP CSV injection), leaving numbers alone', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+44 131 000')).toBe(`"'+44 131 000"`);
    expect(csvField('-2+3')).toBe(`"'-2+3"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('Mary = Jo')).toBe('Mary = Jo');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField(-3)).toBe('-3');
    expect(csvLine(['Rory', '=1+1', '10.00'])).toBe(`Rory,"'=1+1",10.00\r\n`);
  });
});

describe('report progress', () => {
  const state = { pagesRead: 12, totalPages: 48, bookingsScanned: 12_000 };

  it('says pages read, bookings scanned and seconds taken, with a bar on a terminal', () => {
    expect(progressLine(state, 14_200, false)).toBe('12/48 pages · 12,000 bookings · 14s');
    expect(progressLine(state, 14_200, true)).toBe(
      '[######------------------] 12/48 pages · 12,000 bookings · 14s',
    );
    expect(progressLine({ ...state, totalPages: null }, 2_000, false)).toBe(
      '12 pages · 12,000 bookings · 2s',
    );
  });

  it('writes plain lines when not on a terminal, and redraws one line on a terminal', () => {
    const plain: string[] = [];
    const lines = new Progress({ write: (text: string) => plain.push(text) }, 0);
    lines.update(state);
    lines.update(state);
    lines.update({ ...state, pagesRead: 13 });
    lines.finish();
    expect(plain).toHaveLength(2);
    expect(plain[0]).toMatch(/^Progress: 12\/48 pages · 12,000 bookings · \d+s\n$/);
    const tty: string[] = [];
    const bar = new Progress({ write: (text: string) => tty.push(text), isTTY: true }, 0);
    bar.update(state);
    bar.finish();
    expect(tty[0]!.startsWith('\r\u001b[2K[######')).toBe(true);
    expect(tty[0]).toContain('] 12/48 pages');
    expect(tty.at(-1)).toBe('\n');
  });

  it('shows nothing for a report shorter than its threshold', () => {
    const written: string[] = [];
    const quiet = new Progress({ write: (text: string) => written.push(text) }, 60_000);
    quiet.update(state);
    quiet.finish();
    expect(written).toEqual([]);
  });
});
