import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The sessionStorage key react-router's <ScrollRestoration> used, so saved positions carry over. */
const STORAGE_KEY = 'react-router-scroll-positions';

/** Scroll positions by history entry (location.key), kept across reloads in sessionStorage. */
let positions: Record<string, number> = {};

/**
 * What react-router's <ScrollRestoration> did (it needs the data router, which is twice the size of
 * the plain one the app uses): back and forward return to the entry's scroll position (also after a
 * reload); a new entry starts at its #hash element, or at the top.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // The position of the entry on screen: it is the one to come back to.
    const onScroll = () => {
      positions[currentKey.current] = window.scrollY;
    };
    const onPageHide = () => {
      positions[currentKey.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or disabled: positions are then kept for this page's life only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    try {
      const stored = sessionStorage.getItem(STORAGE_KEY);
      if (stored) positions = JSON.parse(stored) as Record<string, number>;
    } catch {
      // Unreadable: start afresh.
    }
  }, []);

  const loaded = useRef(true);
  useLayoutEffect(() => {
    currentKey.current = location.key;
    // The page as it loaded is where the browser put it: moving it (or reading where it is) would
    // force a layout of the whole page in the middle of hydration, for nothing.
    const firstView = loaded.current;
    loaded.current = false;
    const saved = positions[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
    } else {
      let target: HTMLElement | null = null;
      try {
        if (location.hash) target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: no element to scroll to.
      }
      if (target) target.scrollIntoView();
      else if (!firstView) window.scrollTo(0, 0);
    }
    if (!firstView) positions[location.key] = window.scrollY;
  }, [location]);
}
