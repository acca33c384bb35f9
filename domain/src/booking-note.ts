/**
 * A booking note an agent adds to a booking (seed 000 §3 "Booking note: type, note"; seed 001 §9 "Booking notes
 * capped at 500 characters"): the text kept, or the refusal naming the `note` field.
 */
import { BOOKING_NOTES_MAX_LENGTH } from './constants.js';
import { MESSAGES, REFUSALS } from './messages.js';

/** The outcome of {@link checkBookingNote}: the note to send, or why it is refused (at the `note` field). */
export type BookingNoteCheck =
  | { ok: true; note: string }
  | { ok: false; code: 'REQUIRED' | 'NOTE_TOO_LONG'; field: 'note'; message: string };

/**
 * Checks a new booking note: trimmed, it must not be empty ('REQUIRED', {@link MESSAGES.completeAllRequiredFields})
 * and may have at most {@link BOOKING_NOTES_MAX_LENGTH} characters ('NOTE_TOO_LONG', {@link REFUSALS.noteTooLong}).
 * @returns the trimmed note when it may be added.
 */
export function checkBookingNote(note: string): BookingNoteCheck {
  const text = note.trim();
  if (text === '') {
    return { ok: false, code: 'REQUIRED', field: 'note', message: MESSAGES.completeAllRequiredFields };
  }
  if (text.length > BOOKING_NOTES_MAX_LENGTH) {
    return { ok: false, code: 'NOTE_TOO_LONG', field: 'note', message: REFUSALS.noteTooLong };
  }
  return { ok: true, note: text };
}
