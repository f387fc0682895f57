import { lazy, Suspense, useSyncExternalStore } from 'react';

// The row and its picker load after hydration: the server-rendered home carries none of their code.
const ChildAgeRow = lazy(() => import('./ChildAgeRow').then((m) => ({ default: m.ChildAgeRow })));

const noSubscription = () => () => undefined;

/** True once the page has hydrated (false on the server and in the hydrating render). */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The home page's "For your child's age" place (issue 19). The child's age lives in this browser only,
 * so the server cannot know it: the section appears after hydration, below the fold (after the recent
 * articles), so that nothing the reader is looking at moves and server and client HTML agree.
 */
export function ChildAgeSection() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ChildAgeRow />
    </Suspense>
  ) : null;
}
