import { describe, expect, it } from 'vitest';
import { checkBookingNote } from '../src/booking-note.js';
import { BOOKING_NOTES_MAX_LENGTH } from '../src/constants.js';
import { MESSAGES, REFUSALS } from '../src/messages.js';

describe('a new booking note (seed 000 §3 booking note, seed 001 §9 booking notes capped at 500 characters)', () => {
  it('keeps the trimmed note, up to 500 characters', () => {
    expect(checkBookingNote('  Vegetarian  ')).toEqual({ ok: true, note: 'Vegetarian' });
    const longest = 'x'.repeat(BOOKING_NOTES_MAX_LENGTH);
    expect(checkBookingNote(` ${longest} `)).toEqual({ ok: true, note: longest });
  });

  it('refuses an empty note at its field', () => {
    for (const empty of ['', '   ', '\n\t']) {
      expect(checkBookingNote(empty)).toEqual({
        ok: false,
        code: 'REQUIRED',
        field: 'note',
        message: MESSAGES.completeAllRequiredFields,
      });
    }
  });

  it('refuses a note over 500 characters at its field', () => {
    expect(checkBookingNote('x'.repeat(BOOKING_NOTES_MAX_LENGTH + 1))).toEqual({
      ok: false,
      code: 'NOTE_TOO_LONG',
      field: 'note',
      message: REFUSALS.noteTooLong,
    });
  });
});
