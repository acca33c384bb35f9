/**
 * Gives the browser a turn (input, rendering) before the next step, so that the steps of a page's start are
 * separate tasks rather than one long one: `scheduler.yield()` where the browser has it (the step then runs before
 * other queued work), a zero-delay timer elsewhere; at once on the server, which has no turns to give.
 */
export function yieldToBrowser(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
