/**
 * A tour opened by address (seed 001 §4 Search and filters: "A tour opened by address retries every 100 ms until
 * it is bookable"; §9 "Open-by-address retry every 100 ms").
 */

/** Pause between two checks of a tour opened by address that is not yet bookable, in milliseconds (seed 001 §9). */
export const OPEN_TOUR_RETRY_INTERVAL_MS = 100;

/**
 * How long after the first answer a tour that is not bookable is still re-checked, in milliseconds. The seed
 * gives no bound; ours keeps a tour that never becomes bookable (priced 0) from being polled for ever: about
 * ten re-checks on a fast connection, fewer on a slow one, and the user waits at most about one second more.
 */
export const OPEN_TOUR_RETRY_WINDOW_MS = 1000;

/** What the screen knows of the opened tour after a check. */
export interface OpenTourCheck {
  /** The tour was found and is bookable online (its price is above 0, seed 001 §5). */
  bookable: boolean;
  /** Milliseconds since the first answer about the tour. */
  elapsedMs: number;
}

/**
 * Delay in milliseconds before the next check of a tour opened by address, or null when it should not be checked
 * again: it is bookable, or {@link OPEN_TOUR_RETRY_WINDOW_MS} has passed since the first answer.
 */
export function openTourRetryDelay({ bookable, elapsedMs }: OpenTourCheck): number | null {
  if (bookable || elapsedMs >= OPEN_TOUR_RETRY_WINDOW_MS) return null;
  return OPEN_TOUR_RETRY_INTERVAL_MS;
}
