import { openTourRetryDelay } from '@tourdesk/domain/open-tour';
import { useEffect, useState } from 'react';

/**
 * Re-checks a tour opened by address every 100 ms while it is not bookable (seed 001 §4, §9), for at most
 * `OPEN_TOUR_RETRY_WINDOW_MS` after the first answer (domain/open-tour): each check (`recheck`) asks the gateway
 * again for the panel's query, whose answer updates the cache the panel reads. Returns true while checks are
 * still to come.
 */
export function useOpenTourRetry(bookable: boolean, recheck: () => Promise<unknown>): boolean {
  const [startedAt] = useState(() => Date.now());
  // A tour bookable from the first answer is never checked again: done from the start, so the panel opened with it
  // is not drawn a second time when the page has just hydrated.
  const [checks, setChecks] = useState(() => ({
    count: 0,
    done: openTourRetryDelay({ bookable, elapsedMs: 0 }) === null,
  }));
  useEffect(() => {
    if (checks.done) return undefined;
    const delay = openTourRetryDelay({ bookable, elapsedMs: Date.now() - startedAt });
    let active = true;
    const timer = setTimeout(() => {
      if (delay === null) {
        setChecks((current) => ({ ...current, done: true }));
        return;
      }
      void recheck()
        .catch(() => null)
        .then(() => {
          if (active) setChecks((current) => ({ ...current, count: current.count + 1 }));
        });
    }, delay ?? 0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [bookable, checks, recheck, startedAt]);
  return !bookable && !checks.done;
}
