/**
 * Amending an existing booking (seed 000 §1 agents edit bookings and the client keeps 'an unedited copy of the
 * booking'; §7 PUT /bookings/{id} with passengers and booking notes): the booking notes as an amendment leaves them.
 */
import { BOOKING_NOTES_MAX_LENGTH } from './constants.js';
import { REFUSALS } from './messages.js';
import { userError, type UserError } from './user-error.js';

/** A booking note: its type as the provider names it ('Dietary', 'Special Assistance', 'Other') and its text. */
export interface AmendedNote<T extends string = string> {
  type: T;
  note: string;
}

/**
 * The booking notes an amendment asks for, as they would be saved (seed 001 §5, §9 booking notes): each text
 * trimmed, blank ones left out, in order. Refused (field `notes`) when their combined length is not under
 * {@link BOOKING_NOTES_MAX_LENGTH} characters (NOTES_TOO_LONG), or when they would remove every note of a booking
 * that has some (NOTES_REQUIRED: the provider takes at least one note per change and only adds or replaces).
 * @param hadNotes whether the booking holds notes now.
 */
export function amendedNotes<T extends string>(
  notes: readonly AmendedNote<T>[],
  hadNotes: boolean,
): { notes: AmendedNote<T>[] } | { error: UserError } {
  const kept = notes.map((n) => ({ type: n.type, note: n.note.trim() })).filter((n) => n.note !== '');
  const length = kept.reduce((sum, n) => sum + n.note.length, 0);
  if (length >= BOOKING_NOTES_MAX_LENGTH) {
    return { error: userError('NOTES_TOO_LONG', REFUSALS.notesTooLong, 'notes') };
  }
  if (kept.length === 0 && hadNotes) {
    return { error: userError('NOTES_REQUIRED', REFUSALS.notesCannotBeEmptied, 'notes') };
  }
  return { notes: kept };
}

/** True when two lists of notes read the same (types and texts, in order). */
export function sameNotes(a: readonly AmendedNote[], b: readonly AmendedNote[]): boolean {
  return a.length === b.length && a.every((n, i) => n.type === b[i]!.type && n.note === b[i]!.note);
}
