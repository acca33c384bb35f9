/**
 * Seat labels (seed 001 §9 "Seat labels: Full at 0; 'Last seats' at 3 or fewer; '5 +' above 5; otherwise '{n}
 * left'. The almost-full flag is at 4 or less.").
 */
import { LABELS } from './messages.js';

/**
 * Label for the free seats of a departure: 0 → 'Full'; 1-3 → 'Last seats'; 4-5 → '{n} left'; above 5 → '5 +'.
 * @param freeSeats Free seats; negative means unknown (provider -1) and yields null (no label).
 */
export function seatLabel(freeSeats: number): string | null {
  if (freeSeats < 0) return null;
  if (freeSeats === 0) return LABELS.seatsFull;
  if (freeSeats <= 3) return LABELS.seatsLast;
  if (freeSeats > 5) return LABELS.seatsFivePlus;
  return `${freeSeats} left`;
}

/**
 * Almost-full flag: free seats at 4 or less (seed 001 §9). Unknown capacity (negative) is never almost full;
 * 0 is flagged too, as the seed says, but its label is 'Full'.
 */
export function isAlmostFull(freeSeats: number): boolean {
  return freeSeats >= 0 && freeSeats <= 4;
}
