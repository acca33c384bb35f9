/** Mobile user agents, as the spec detects mobile (seed 001 §9 'Mobile is detected by user agent'). */
const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** True on a mobile browser, judged by its user agent string. */
export function isMobileUserAgent(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
) {
  return MOBILE_UA.test(userAgent);
}
