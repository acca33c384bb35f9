import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * How long to wait for the new page's heading when the page renders it after its data has loaded; then the `main`
 * landmark itself is focused.
 */
const WAIT_FOR_TARGET_MS = 10_000;

/**
 * Moves keyboard and screen-reader focus to the new page after a client-side navigation to another address
 * (WAI-ARIA APG, the pattern of React Router's and GOV.UK's guidance): the page's main heading (the first `h1` in
 * `main`), which screen readers then announce, or, when the address names a hash anchor, that anchor's element
 * (the page scrolls there, see useScrollToHash). A page that renders the anchor only after its data (the cart's
 * trips after their quote) has its heading focused meanwhile, so focus never rests on the document while it
 * loads; the `main` landmark is focused when neither appears. Without this, focus stays on the link or button
 * that was used (often removed with the old page, leaving focus on the document). The first page load and
 * changes of the query or hash alone (filters, the search box, an opened panel) keep focus where it is, and so
 * does a page on which the visitor has already focused something by the time its heading or anchor appears.
 * @param mainId the id of the page's `main` landmark
 */
export function useFocusOnNavigation(mainId: string): void {
  const { pathname, hash } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    // `main` carries tabindex="-1" (the skip link's target), so it can take focus itself.
    const main = document.getElementById(mainId);
    if (!main) return;
    const anchorId = decodeURIComponent(hash.slice(1));
    const focusedBefore = document.activeElement;
    // The heading focused while the anchor is awaited: focus there is still this hook's, not the visitor's.
    let waitingOn: HTMLElement | null = null;
    const userMovedFocus = () => {
      const active = document.activeElement;
      return (
        active !== focusedBefore &&
        active !== document.body &&
        active !== null &&
        active !== main &&
        active !== waitingOn
      );
    };
    const focus = (target: HTMLElement) => {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // A hash anchor is scrolled to smoothly by useScrollToHash; a heading is brought into view by focusing it.
      target.focus({ preventScroll: Boolean(anchorId) });
    };
    /** Focuses the page's target; true once done (or the visitor has moved focus themselves). */
    const moveFocus = () => {
      if (userMovedFocus()) return true;
      const anchor = anchorId ? document.getElementById(anchorId) : null;
      if (anchor) {
        focus(anchor);
        return true;
      }
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading && document.activeElement !== heading) focus(heading);
      if (!anchorId) return heading !== null;
      waitingOn = heading;
      return false;
    };
    if (moveFocus()) return;
    const observer = new MutationObserver(() => {
      if (moveFocus()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => {
      observer.disconnect();
      if (!userMovedFocus() && !waitingOn) main.focus();
    }, WAIT_FOR_TARGET_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [pathname, hash, mainId]);
}
