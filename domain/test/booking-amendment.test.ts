import { describe, expect, it } from 'vitest';
import { amendedNotes, sameNotes } from '../src/booking-amendment.js';

describe('amended booking notes (seed 000 §7 PUT /bookings/{id} booking notes; seed 001 §9 under 500 characters)', () => {
  it('trims each note and leaves blank ones out, in order', () => {
    expect(
      amendedNotes(
        [
          { type: 'Dietary', note: '  Vegan  ' },
          { type: 'Other', note: '   ' },
          { type: 'Other', note: 'Window seat' },
        ],
        true,
      ),
    ).toEqual({
      notes: [
        { type: 'Dietary', note: 'Vegan' },
        { type: 'Other', note: 'Window seat' },
      ],
    });
  });
  it('refuses notes of 500 characters or more in all, naming notes', () => {
    const result = amendedNotes(
      [
        { type: 'Dietary', note: 'a'.repeat(250) },
        { type: 'Other', note: 'b'.repeat(250) },
      ],
      false,
    );
    expect(result).toEqual({
      error: {
        code: 'NOTES_TOO_LONG',
        field: 'notes',
        message: 'Booking notes must stay under 500 characters in all.',
      },
    });
    expect(amendedNotes([{ type: 'Other', note: 'c'.repeat(499) }], false)).toEqual({
      notes: [{ type: 'Other', note: 'c'.repeat(499) }],
    });
  });
  it('refuses to remove every note of a booking that has some, allows none on one without', () => {
    expect(amendedNotes([{ type: 'Other', note: ' ' }], true)).toEqual({
      error: {
        code: 'NOTES_REQUIRED',
        field: 'notes',
        message: 'Keep at least one booking note, or leave the notes as they are.',
      },
    });
    expect(amendedNotes([], false)).toEqual({ notes: [] });
  });
  it('compares notes by type and text in order', () => {
    const a = [{ type: 'Dietary', note: 'Vegan' }];
    expect(sameNotes(a, [{ type: 'Dietary', note: 'Vegan' }])).toBe(true);
    expect(sameNotes(a, [{ type: 'Other', note: 'Vegan' }])).toBe(false);
    expect(sameNotes(a, [])).toBe(false);
  });
});
