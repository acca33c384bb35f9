import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long after a navigation the new page may take to give its title (its data may still be loading). */
const WAIT_FOR_TITLE_MS = 10_000;

/**
 * Says the new page's title after a client-side navigation to another address (a polite live region, visually
 * hidden; the pattern of Next.js's and Gatsby's route announcers): screen-reader users hear where they are even
 * before the focus reaches the page's heading. It waits for the page to set its title (`usePageTitle`), watching
 * the document's `<title>`. The first page load and changes of the query or hash alone say nothing.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [message, setMessage] = useState('');
  // The old page's title, read as the new page is committed: layout effects run before any page's (passive)
  // effect can set its title.
  const titleBefore = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (previous.current !== pathname) titleBefore.current = document.title;
  }, [pathname]);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const before = titleBefore.current ?? document.title;
    titleBefore.current = null;
    const titleElement = document.querySelector('title');
    const announce = () => {
      if (document.title === before) return false;
      setMessage(document.title);
      return true;
    };
    if (announce() || !titleElement) return;
    const observer = new MutationObserver(() => {
      if (announce()) observer.disconnect();
    });
    observer.observe(titleElement, { childList: true, characterData: true, subtree: true });
    const timeout = window.setTimeout(() => {
      observer.disconnect();
      setMessage(document.title);
    }, WAIT_FOR_TITLE_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [pathname]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </p>
  );
}
