/**
 * The display currency as a cookie beside the session one: the web server reads it to choose which shared copy
 * of a page a visitor with a session gets (a page is the same for everyone with the same currency), so it must
 * be set whenever the stored currency changes. It holds an ISO code only, nothing private.
 */
export const CURRENCY_COOKIE = 'td_currency';

/** The address's currency override (seed 001 §2 `cur`, lower-cased); the web server draws a page in it. */
export const CURRENCY_PARAM = 'cur';

/** The browser's {@link CURRENCY_COOKIE} (an ISO code as written, unvalidated), or null without one or outside a browser. */
export function readCurrencyCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${CURRENCY_COOKIE}=`));
  return entry ? entry.slice(CURRENCY_COOKIE.length + 1) : null;
}

/** Writes {@link CURRENCY_COOKIE} for the whole site, for as long as a browser session. */
export function writeCurrencyCookie(currency: string): void {
  if (typeof document === 'undefined' || !/^[A-Z]{3}$/.test(currency)) return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; samesite=lax${secure}`;
}
