/**
 * Route rules shared by gateway and web (seed 000 §2 "Route guard", seed 001 §2 route table, payment-link mode,
 * cart hashes).
 */
import { paths } from './paths.js';

/** Routes reachable without a valid agent login (seed 000 §2, §6). */
export const PUBLIC_ROUTES = [paths.login.path, paths.forgotPassword.path, paths.register.path] as const;

/**
 * Route guard (seed 000 §2): without a valid agent login every route except the public ones redirects to /login.
 * @returns '/login' when a redirect is needed, otherwise null.
 */
export function guardRedirect(pathname: string, hasValidAgentLogin: boolean): '/login' | null {
  if (hasValidAgentLogin) return null;
  const path = pathname.replace(/\/+$/, '') || '/';
  return (PUBLIC_ROUTES as readonly string[]).includes(path) ? null : paths.login.path;
}

/** Payment-link mode applies when the address contains 'paylink' (seed 000 §2, seed 001 §2). */
export function isPaymentLinkMode(address: string): boolean {
  return address.includes('paylink');
}

/** Cart anchor of a trip's add-ons: 'add_on_{tourId}' (seed 001 §2). */
export function addOnAnchor(tourId: string): string {
  return `add_on_${tourId}`;
}

/** Payment page anchor of a passenger: 'passenger_{id}' (seed 001 §2). */
export function passengerAnchor(passengerId: string | number): string {
  return `passenger_${passengerId}`;
}

/** Anchor of the checkout payment summary (seed 001 §2). */
export const PAYMENT_CHECKOUT_ANCHOR = 'payment_checkout';

/** The agent portal's name, as its login screen shows it (seed 000 §2 Login screen). */
export const AGENT_PORTAL_NAME = 'Day Tours Agent Portal';

/**
 * A page's document title (WCAG 2.4.2 Page Titled; seed 000 §2 and seed 001 §2 name the screens): the page's own
 * name, then the site's, e.g. 'Manage Bookings · Day Tours Agent Portal', or a tour's name on its page; the site's
 * name alone for a page without one of its own.
 */
export function documentTitle(page: string | null, site: string): string {
  const own = page?.trim();
  return own ? `${own} · ${site}` : site;
}
