import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The reader sheet (app/readerCss.ts) as a stylesheet file linked from index.html (vite.config.ts).
import 'virtual:reader.css';
import { App } from './app/App';
import { APOLLO_STATE_ID, createApolloClient } from './app/apollo';

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

const state = serverState();
const root = document.getElementById('root')!;
function start(client: ReturnType<typeof createApolloClient>) {
  const app = (
    <StrictMode>
      <App client={client} />
    </StrictMode>
  );
  // A server-rendered page is hydrated (its HTML stays, no second fetch); /auth and /admin start empty.
  // Hydrating in a transition lets React yield to the browser every few milliseconds (a tap or a
  // scroll is answered meanwhile) instead of one long task on a slow phone.
  if (state && root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
// The client's cache, then the hydration, each start in a task of their own after the one that
// evaluated the page's script: three shorter tasks on a slow phone instead of one long one.
setTimeout(() => {
  const client = createApolloClient(state);
  setTimeout(() => start(client), 0);
}, 0);
