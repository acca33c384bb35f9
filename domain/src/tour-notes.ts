/**
 * Booking notes on tours (seed 001 §5 "Booking notes on tours", §9 "Booking notes capped at 500 characters"):
 * operational_information.booking_notes[] with dates {date_from, date_to} and notes.
 */
import { BOOKING_NOTES_MAX_LENGTH } from './constants.js';
import { isDateInRange } from './dates.js';
import type { IsoDate } from './dates.js';

/** One tour booking note. Dates are ISO dates or timestamps, inclusive; a missing bound is open. */
export interface TourBookingNote {
  dateFrom?: string | null;
  dateTo?: string | null;
  notes: string;
}

/**
 * The notes to show on a tour (seed 001 §5): none for agent logins; otherwise, in order, the notes whose date
 * range contains `today`, each kept only while the combined length stays under 500 characters (a note that would
 * reach 500 is skipped, later shorter ones may still fit).
 * @param today ISO date of today in Europe/London.
 */
export function visibleTourNotes(
  notes: readonly TourBookingNote[],
  today: IsoDate,
  isAgent: boolean,
): string[] {
  if (isAgent) return [];
  const shown: string[] = [];
  let length = 0;
  for (const n of notes) {
    if (!n.notes || !isDateInRange(today, n.dateFrom, n.dateTo)) continue;
    if (length + n.notes.length >= BOOKING_NOTES_MAX_LENGTH) continue;
    shown.push(n.notes);
    length += n.notes.length;
  }
  return shown;
}
