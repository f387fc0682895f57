import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Parts of a page that its first view shows but that nobody uses in the first second (the Language
 * dropdown, the newsletter form: MUI's Select, Menu, Popover, Modal and inputs, about 30 KB gzip)
 * load once the page is interactive (issue 14: the reader's JavaScript before the page is
 * interactive). The server renders them in full; in the browser their server HTML stays as it is
 * (a Suspense boundary still to hydrate) until their code arrives after the page's own, then React
 * hydrates them: nothing moves, nothing renders twice. A reader reaching for one sooner (pointer,
 * key or focus anywhere) starts the download at once. Later pages load them at once.
 */

let waiting = 0;
let onSettled: (() => void) | undefined;

/** Opens after the load event and an idle moment, or on the reader's first pointer, key or focus. */
const gate: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
        const go = () => {
          events.forEach((e) => window.removeEventListener(e, go, true));
          // What a page downloads after this mark is not needed before it is interactive (bench/lib/bundle.mjs).
          performance.mark?.('tumbuh:deferred');
          resolve();
        };
        events.forEach((e) => window.addEventListener(e, go, { capture: true, passive: true }));
        const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(go, { timeout: 2000 }) : setTimeout(go, 200));
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      });

let gateOpen = false;
void gate.then(() => {
  gateOpen = true;
});

/**
 * False until the page has loaded and gone idle (or the reader acted), then true: for work the
 * first view does not show, such as asking who is signed in (the header's admin menu).
 */
export function useAfterPageLoad(): boolean {
  const [open, setOpen] = useState(gateOpen);
  useEffect(() => {
    if (open) return;
    let live = true;
    void gate.then(() => live && setOpen(true));
    return () => {
      live = false;
    };
  }, [open]);
  return open;
}

/** Calls back once the page's deferred parts have hydrated too (router.tsx's PageReady: browser tests wait for it). */
export function whenDeferredSettled(callback: () => void): void {
  if (waiting === 0) callback();
  else onSettled = callback;
}

const settle = () => {
  waiting = Math.max(0, waiting - 1);
  if (waiting === 0 && onSettled) {
    const callback = onSettled;
    onSettled = undefined;
    callback();
  }
};

type Settle = { __settled?: () => void };

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => {
    await gate;
    const Component = await load();
    function Settled({ __settled, ...props }: P & Settle) {
      useEffect(() => __settled?.(), [__settled]);
      return <Component {...(props as P)} />;
    }
    return { default: Settled };
  });
  function Deferred(props: P & { fallback?: ReactNode }) {
    const { fallback = null, ...rest } = props;
    // Counted from the page's own hydration (this wrapper hydrates with it, before PageReady's
    // effect) until the part inside has mounted: React hydrates nested boundaries later.
    const state = useRef({ counted: false, settled: false });
    useEffect(() => {
      const s = state.current;
      if (!s.settled && !s.counted) {
        s.counted = true;
        waiting++;
      }
      return () => {
        if (s.counted && !s.settled) {
          s.counted = false;
          settle();
        }
      };
    }, []);
    const settled = useCallback(() => {
      const s = state.current;
      if (s.settled) return;
      s.settled = true;
      if (s.counted) settle();
    }, []);
    // Its own boundary: the rest of the page hydrates without waiting for this part.
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(rest as P)} __settled={settled} />
      </Suspense>
    );
  }
  return Deferred as ComponentType<P>;
}
