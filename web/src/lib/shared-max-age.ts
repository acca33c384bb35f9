/**
 * Seconds a gateway answer to an anonymous render may be shared for, by the rule of the gateway's own
 * whole-response cache (gateway/src/server.ts): its `Cache-Control` max-age (Apollo's cache-control hints; none
 * for an answer with errors), whatever the scope, as the render carries no session; 0 when the answer is not to be
 * stored, has no max-age or set a cookie.
 */
export function sharedMaxAge(headers: Headers): number {
  const cacheControl = headers.get('cache-control');
  if (!cacheControl || /\bno-store\b/.test(cacheControl) || headers.has('set-cookie')) return 0;
  const match = /(?:^|[\s,])max-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}
