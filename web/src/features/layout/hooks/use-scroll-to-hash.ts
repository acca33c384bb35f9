import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to keep looking for an anchor that a lazily loaded or suspended page renders late. */
const WAIT_FOR_ANCHOR_MS = 3000;

/**
 * Scrolls smoothly to the element named by the address's hash anchor whenever the address changes
 * (seed 000 §2, seed 001 §2: 'When the address has a hash anchor, the page scrolls smoothly to it'), waiting
 * for the element to appear when the page renders it after loading. Honours prefers-reduced-motion.
 */
export function useScrollToHash(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      ? 'auto'
      : 'smooth';
    const scroll = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ behavior, block: 'start' });
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => observer.disconnect(), WAIT_FOR_ANCHOR_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [hash, pathname]);
}
