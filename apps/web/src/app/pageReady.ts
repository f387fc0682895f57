/**
 * <html data-ready>: the page has settled, hydrated with its deferred parts (router.tsx's PageReady)
 * or showing a route's error (RouteErrorBoundary.tsx). Browser tests wait for it before they click,
 * and a touch screen's scroll bar shows from then on (readerCss.ts), so a page that fails still gets
 * its scroll bar.
 */
export function markPageReady(): void {
  document.documentElement.dataset.ready = 'true';
}
