import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * How long to wait for the new page's heading when the page renders it after its data has loaded; then the `main`
 * landmark itself is focused.
 */
const WAIT_FOR_TARGET_MS = 10_000;

/**
 * The element to focus on the page now shown: the hash anchor's element when the address names one (the page
 * scrolls there, see useScrollToHash), otherwise the page's main heading (the first `h1` in `main`), else null.
 */
function focusTarget(main: HTMLElement, hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  if (id) return document.getElementById(id);
  return main.querySelector<HTMLElement>('h1');
}

/**
 * Moves keyboard and screen-reader focus to the new page after a client-side navigation to another address
 * (the pattern of React Router's and GOV.UK's guidance): the page's main heading, which screen readers
 * then announce, or the hash anchor's element (the `main` landmark when neither appears). Without this, focus stays on the link or button that was used
 * (often removed with the old page, leaving focus on the document). The first page load and changes of the query
 * or hash alone (filters, the search box, an opened panel) keep focus where it is, and so does a page on which the
 * visitor has already focused something by the time its heading appears.
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
    const focusedBefore = document.activeElement;
    const userMovedFocus = () => {
      const active = document.activeElement;
      return active !== focusedBefore && active !== document.body && active !== null && active !== main;
    };
    const moveFocus = () => {
      if (userMovedFocus()) return true;
      const target = focusTarget(main, hash);
      if (!target) return false;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // A hash anchor is scrolled to smoothly by useScrollToHash; a heading is brought into view by focusing it.
      target.focus({ preventScroll: Boolean(hash) });
      return true;
    };
    if (moveFocus()) return;
    const observer = new MutationObserver(() => {
      if (moveFocus()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => {
      observer.disconnect();
      if (!userMovedFocus()) main.focus();
    }, WAIT_FOR_TARGET_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [pathname, hash, mainId]);
}
