import type { NormalizedCacheObject } from '@apollo/client';
// The reader sheet (app/readerCss.ts) as a stylesheet file linked from index.html (vite.config.ts).
import 'virtual:reader.css';
import { APOLLO_STATE_ID } from './app/apolloState';

/** The server render's Apollo cache, if the page came rendered (issue 14). */
function serverState(): NormalizedCacheObject | undefined {
  const script = document.getElementById(APOLLO_STATE_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as NormalizedCacheObject;
  } catch {
    return undefined;
  }
}

/**
 * Each language's catalogue, an import of its own: written as one conditional import, the
 * minifier merged the two and Vite's preload helper then fetched both files.
 */
const CATALOGUE_FILES = { en: () => import('./i18n/en.json'), id: () => import('./i18n/id.json') };

/** The browser's turn: what it has to do (a tap, a paint) before the next step starts. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The client starts in steps, each a task of its own, instead of one long task that evaluates the
 * whole shell: React, then Apollo, then its cache, then the app, then the
 * hydration (vite.config.ts puts each in a file of its own, preloaded together by the page's
 * loader). A slow phone answers a tap between two steps, and Lighthouse counts only each task's
 * time beyond 50 ms as blocking, so short steps block far less than the one long task did.
 */
async function start() {
  const state = serverState();
  const root = document.getElementById('root')!;
  // The catalogue of the address's language only (i18n/catalogues.ts: Indonesian under /id), from
  // the start: the page's loader preloads it with the steps' files (pages/entry-loader.ts).
  const language = /^\/id(\/|$)/.test(location.pathname) ? 'id' : 'en';
  // As with the other start-up files, a page whose texts cannot download is not hydrated: its
  // server HTML stays as it is, readable, its links and forms plain ones.
  const texts = CATALOGUE_FILES[language]();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { createApolloClient } = await import('./app/apollo');
  await nextTask();
  const client = createApolloClient(state);
  await nextTask();
  const [{ createElement, StrictMode, startTransition }, { App }, { addCatalogue }, { default: catalogue }] = await Promise.all([
    import('react'),
    import('./app/App'),
    import('./i18n/catalogues'),
    texts,
  ]);
  addCatalogue(language, catalogue);
  await nextTask();
  // No JSX here: its runtime would be a static import of this file, and React with it.
  const app = createElement(StrictMode, null, createElement(App, { client }));
  // A server-rendered page is hydrated (its HTML stays, no second fetch); /auth and /admin start empty.
  // Hydrating in a transition lets React yield to the browser every few milliseconds (a tap or a
  // scroll is answered meanwhile) instead of one long task on a slow phone.
  if (state && root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
void start();
