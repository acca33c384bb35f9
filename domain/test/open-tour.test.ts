import { describe, expect, it } from 'vitest';
import { OPEN_TOUR_RETRY_WINDOW_MS, openTourRetryDelay } from '../src/open-tour.js';

describe('a tour opened by address retries every 100 ms until it is bookable (seed 001 §4, §9)', () => {
  it('waits 100 ms before re-checking a tour that is not yet bookable', () => {
    expect(openTourRetryDelay({ bookable: false, elapsedMs: 0 })).toBe(100);
    expect(openTourRetryDelay({ bookable: false, elapsedMs: OPEN_TOUR_RETRY_WINDOW_MS - 1 })).toBe(100);
  });

  it('stops once the tour is bookable', () => {
    expect(openTourRetryDelay({ bookable: true, elapsedMs: 0 })).toBeNull();
  });

  it('stops one second after the first answer, so an unbookable tour is not polled for ever', () => {
    expect(OPEN_TOUR_RETRY_WINDOW_MS).toBe(1000);
    expect(openTourRetryDelay({ bookable: false, elapsedMs: OPEN_TOUR_RETRY_WINDOW_MS })).toBeNull();
  });
});
