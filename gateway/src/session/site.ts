import type { Site } from './session.js';

/**
 * The request header naming the site a request came through (`consumer` or `agent`). The site's proxy sets it and
 * overwrites whatever the browser sent (the web server, web/server), so a page cannot
 * claim the other site; the gateway itself is never reached by browsers directly (no CORS, CSRF prevention, not
 * published in compose), so a request without the header is treated as the consumer site.
 */
export const SITE_HEADER = 'x-tourdesk-site';

/**
 * The request header by which a request without a session asks for prices in a currency (ISO 4217, any case): the
 * web server's renderer sends it for the shared copy of a page in a visitor's currency, a page rendered for no one
 * in particular. Only the consumer site's anonymous requests honour it; a session keeps its own currency. It is a
 * currency choice without a session, as the `cur` parameter is, so a browser sending it gains nothing.
 */
export const CURRENCY_HEADER = 'x-tourdesk-currency';

/** The site of a request from its {@link SITE_HEADER}: `agent` only when the proxy said so, else `consumer`. */
export function requestSite(header: string | string[] | undefined): Site {
  return header === 'agent' ? 'agent' : 'consumer';
}

/**
 * The session cookie name of a site: `SESSION_COOKIE_NAME` on the consumer site, the same with `_agent` on the
 * agent portal. Both sites may share a host (cookies ignore ports), so a browser holds both cookies and sends both
 * to either site; each site reads only its own, and the session's site claim is checked besides.
 */
export function sessionCookieName(baseName: string, site: Site): string {
  return site === 'agent' ? `${baseName}_agent` : baseName;
}
