import { useEffect } from 'react';
import { useAfterPageLoad } from '../../app/deferred';

/**
 * Counts a read of the article on this page (issue 31). Renders nothing; its code (readBeacon.ts)
 * loads only after the page has loaded and gone idle, so it adds nothing to the first render.
 */
export function ReadCounter({ articleId }: { articleId: number }) {
  const loaded = useAfterPageLoad();
  useEffect(() => {
    if (!loaded) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./readBeacon').then(({ watchRead }) => {
      if (live) stop = watchRead(articleId, document.querySelector('main article') ?? document.querySelector('article'));
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [loaded, articleId]);
  return null;
}
