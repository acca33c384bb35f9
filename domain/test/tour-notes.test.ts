import { describe, expect, it } from 'vitest';
import { visibleTourNotes } from '../src/tour-notes.js';

describe('booking notes on tours (seed 001 §5, §9)', () => {
  const today = '2025-06-15';
  it('shows notes whose range contains today, not to agents', () => {
    const notes = [
      { dateFrom: '2025-06-01', dateTo: '2025-06-30', notes: 'Roadworks on the A82.' },
      { dateFrom: '2025-07-01', dateTo: '2025-07-31', notes: 'Later.' },
      { dateFrom: '2025-06-15T00:00:00', dateTo: '2025-06-15T00:00:00', notes: 'Today only.' },
    ];
    expect(visibleTourNotes(notes, today, false)).toEqual(['Roadworks on the A82.', 'Today only.']);
    expect(visibleTourNotes(notes, today, true)).toEqual([]);
  });
  it('keeps the combined length under 500 characters', () => {
    const notes = [
      { notes: 'a'.repeat(300) },
      { notes: 'b'.repeat(200) }, // 500 would not be under 500
      { notes: 'c'.repeat(199) },
    ];
    expect(visibleTourNotes(notes, today, false).map((n) => n[0])).toEqual(['a', 'c']);
  });
});
