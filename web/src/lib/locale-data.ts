import { yieldToBrowser } from './yield-to-browser';

/**
 * Has the browser load its locale data (ICU) in a task of its own, and resolves in the task after. The first Intl
 * call of a page loads it, and react-aria's overlays make theirs when their module runs (they work out the
 * browser's locale with `Intl.DateTimeFormat.supportedLocalesOf`): on a phone that made the evaluation of the
 * slide-out's modules, on a tour details panel opened by address (seed 001 §2), one long task.
 */
export async function loadLocaleData(): Promise<void> {
  if (typeof window === 'undefined') return;
  await yieldToBrowser();
  try {
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language || 'en-US']);
  } catch {
    // A tag the browser's Intl rejects: react-aria falls back to en-US, whose data its own call loads.
  }
  await yieldToBrowser();
}
