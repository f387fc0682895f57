/**
 * Counts one read of an article (issue 31): once the article has been on screen, in a visible tab,
 * for READ_AFTER_MS in all, one beacon goes to /api/reads with the article's id. No cookie, no
 * identifier: the server counts per article, language and day only. Loaded after the page.
 */
export const READ_AFTER_MS = 5_000;
export const READS_URL = '/api/reads';

/** Starts watching; the returned function stops it (leaving the page before the time sends nothing). */
export function watchRead(articleId: number, element: Element | null, readAfterMs = READ_AFTER_MS): () => void {
  let onScreen = !element || typeof IntersectionObserver === 'undefined';
  let seen = 0;
  let since: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const send = () => {
    done = true;
    stop();
    const body = JSON.stringify({ articleId });
    // sendBeacon sends text/plain, which the endpoint accepts; fetch with keepalive where it is missing.
    if (!navigator.sendBeacon?.(READS_URL, body)) {
      void fetch(READS_URL, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
    }
  };
  const update = () => {
    if (done) return;
    const counting = onScreen && document.visibilityState === 'visible';
    if (counting && since === undefined) {
      since = performance.now();
      timer = setTimeout(send, Math.max(0, readAfterMs - seen));
    } else if (!counting && since !== undefined) {
      seen += performance.now() - since;
      since = undefined;
      clearTimeout(timer);
    }
  };
  const observer =
    element && typeof IntersectionObserver !== 'undefined'
      ? new IntersectionObserver((entries) => {
          onScreen = entries.some((e) => e.isIntersecting);
          update();
        })
      : undefined;
  observer?.observe(element!);
  document.addEventListener('visibilitychange', update);
  update();

  function stop() {
    clearTimeout(timer);
    observer?.disconnect();
    document.removeEventListener('visibilitychange', update);
  }
  return () => {
    done = true;
    stop();
  };
}
