import { createContext, useContext } from 'react';

/** Mobile user agents, as the spec detects mobile (seed 001 §9 'Mobile is detected by user agent'). */
const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** True on a mobile browser, judged by its user agent string. */
export function isMobileUserAgent(userAgent: string) {
  return MOBILE_UA.test(userAgent);
}

/**
 * Whether the visitor's browser is a mobile one: in the browser from `navigator.userAgent`; on the server the
 * renderer provides it from the request's User-Agent (web/src/entry-server.tsx), so a server-rendered page and its
 * hydration agree.
 */
export const MobileUserAgentContext = createContext(
  typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent),
);

/** {@link MobileUserAgentContext}'s value. */
export function useIsMobileUserAgent(): boolean {
  return useContext(MobileUserAgentContext);
}
