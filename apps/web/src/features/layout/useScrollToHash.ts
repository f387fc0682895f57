import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long the target is held in view while the sections above it are still loading. */
const SETTLE_MS = 3000;

/**
 * Scrolls to the element named by the address's #hash once the page is `ready` (its data loaded),
 * so /#tools lands on the tools section even though the sections above it load first. Sections
 * above that finish loading later push the target down, so for a moment after that the target is
 * scrolled back into place whenever the page's height changes, until the reader scrolls themselves.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    scroll();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(scroll);
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of USER_SCROLL) window.removeEventListener(type, stop);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const type of USER_SCROLL) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [ready, hash, key]);
}

const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
