/**
 * The server render of the reader pages (issue 14): the same routes and components as the
 * browser, under a StaticRouter, with the Apollo data fetched before (render-plans.ts) or during
 * the render (app/server-queries.ts: rendered again until every query has answered) and MUI's
 * emotion styles extracted as critical CSS.
 * Built by vite into dist-ssr/entry-server.cjs; the server calls render() with a function that
 * executes GraphQL operations on its own schema (no HTTP hop).
 */
import { ApolloClient, ApolloLink, InMemoryCache, type FetchResult, type NormalizedCacheObject } from '@apollo/client';
import { getApolloContext, type ApolloContextValue } from '@apollo/client/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { getOperationAST, print, type DocumentNode } from 'graphql';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { AppProviders } from './app/App';
import { RenderPlans, type PlannedOperation } from './app/render-plans';
import { documentToExecute, HOOK_WRAPPERS, ServerQueries, serverUseQuery } from './app/server-queries';
import { normalizeInto, readFrom } from './app/normalize';
import { AppRoutes } from './app/router';
import { ServerContext, type FragmentCapture, type PageHead, type ServerRenderContext } from './app/server-context';
import { FragmentStore } from './app/fragmentStore';
import { setServerOrigin } from './features/articles/articleHtml';
import { addCatalogue } from './i18n/catalogues';
import en from './i18n/en.json';
import id from './i18n/id.json';

// The server renders pages in both languages: both catalogues, from the start (the browser loads its page's: i18n/catalogues.ts).
addCatalogue('en', en);
addCatalogue('id', id);

export type { PageHead };

export type Execute = (operation: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<FetchResult>;

export interface RenderResult {
  status: number;
  html: string;
  /** <style> tags of the critical CSS. */
  styles: string;
  head: PageHead;
  /** Where the page has moved to (301). */
  redirect?: string;
  /** The Apollo cache after the render, for the client to restore. */
  state: unknown;
  /** How many times the tree was rendered: 1 when the render knew its queries (render-plans.ts). */
  passes: number;
}

/**
 * The queries each address, and each shape of address, asked for (see app/render-plans.ts). A
 * query is known by its text: the documents a render's link sees are its own client's copies
 * (with __typename added), a new object in every render, so two renders of one page type agreed
 * on nothing and no article page was ever planned.
 */
const plans = new RenderPlans<DocumentNode>((query) => requestOf(query).query);
type Operation = PlannedOperation<DocumentNode>;

/** Each document's text and operation name, worked out once per document object. */
const requests = new WeakMap<DocumentNode, { query: string; operationName?: string }>();
function requestOf(document: DocumentNode) {
  let request = requests.get(document);
  if (!request) {
    requests.set(document, (request = { query: print(document), operationName: getOperationAST(document)?.name?.value }));
  }
  return request;
}

const BROWSER_RENDERED = '<!--$!-->';

/** The frame parts this render thread has written (app/serverFragments.tsx). */
const fragmentStore = new FragmentStore();

/** MUI's styles of one render pass, to extract the critical CSS of its HTML. */
function newEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

async function prerenderHtml(tree: ReactElement): Promise<string> {
  // Every Suspense boundary inline, whatever its size: no out-of-order segments and no inline
  // scripts to complete them (the Content-Security-Policy allows none).
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One pass of the tree to HTML, with the styles it used. A string render: nothing of a page waits
 * (useQuery answers "loading" and notes what is missing) once the page's code has loaded, and a
 * string costs a fifth less than a stream of bytes decoded back to text. A boundary that suspended
 * (a page's code loading, the first time in this process) or failed is marked to be rendered in the
 * browser: then a prerender waits for the code, and the string render is made again; a boundary
 * that still fails keeps the prerender's HTML. Each try has its own styles (a prerender also
 * renders the fallbacks it does not show), so a page's critical CSS is the same on every render.
 */
async function renderPass(treeWith: (styles: EmotionCache) => ReactElement): Promise<{ html: string; styles: EmotionCache; lastTree: boolean }> {
  let styles = newEmotionCache();
  let html = renderToString(treeWith(styles));
  if (!html.includes(BROWSER_RENDERED)) return { html, styles, lastTree: true };
  const prerendered = await prerenderHtml(treeWith((styles = newEmotionCache())));
  const again = newEmotionCache();
  html = renderToString(treeWith(again));
  return html.includes(BROWSER_RENDERED) ? { html: prerendered, styles, lastTree: false } : { html, styles: again, lastTree: true };
}

/**
 * The Apollo client of the renders: every read of a server render goes through `queries` (its
 * useQuery); nothing is sent through the client, whose link only refuses, and nothing is written to
 * its cache. So one client serves the thread's renders (a new cache cost a quarter of a millisecond
 * per page); one whose cache holds anything is replaced before the next render.
 */
let sharedClient: ApolloClient | undefined;
function renderClient(): ApolloClient {
  if (!sharedClient || Object.keys(sharedClient.cache.extract() as object).length > 0) {
    const link = new ApolloLink(() => new Observable<FetchResult>((observer) => observer.error(new Error('A server render reads through useQuery only'))));
    sharedClient = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache({ resultCaching: false }) });
  }
  return sharedClient;
}

/** Passes at most: a page whose queries keep revealing more renders what it has by then. */
const MAX_PASSES = 8;

/**
 * `signedIn`: whether the request carries a session cookie. A page rendered without one (every page
 * the response cache keeps) holds `me: null`, so the browser does not ask who is signed in; with
 * one, the browser asks (the render itself reads as an anonymous reader).
 */
export async function render(url: string, { execute, origin, signedIn = true }: { execute: Execute; origin: string; signedIn?: boolean }): Promise<RenderResult> {
  setServerOrigin(origin);
  const operations: Operation[] = [];
  const queries = new ServerQueries();
  const client = renderClient();
  // The answers, normalised as Apollo's cache would hold them (app/normalize.ts): the state the
  // browser restores. Hooks read the answers as executed, or read from this what no answer was
  // exactly for (a cache-only read of another query's data); the client's cache stays empty.
  const store: NormalizedCacheObject = {};
  const write = (query: DocumentNode, variables: Record<string, unknown>, data: Record<string, unknown>) => normalizeInto(store, query, variables, data);

  /**
   * Executes a query, keeps its answer for the hooks that ask it and writes it to the state (not
   * through the client: there, each answer's write compared every query in flight with the whole
   * store). An answer with errors or without data is written nowhere and handed to `onFailure`.
   */
  const fetchInto = async ({ query, variables }: Operation, onFailure?: (result: FetchResult | undefined, thrown?: unknown) => void) => {
    const document = documentToExecute(query);
    let result: FetchResult | undefined;
    try {
      result = await execute({ ...requestOf(document), variables });
    } catch (err) {
      onFailure?.(undefined, err);
      return;
    }
    if (!result?.data || result.errors?.length) return onFailure?.(result);
    operations.push({ query, variables });
    write(document, variables, result.data);
    queries.answered(query, variables, result.data);
  };

  // What the page asked for last time (or its page type), before the first pass; a query that
  // fails here is asked again by the render.
  const plan = plans.planFor(url);
  if (plan) await Promise.all(plan.map((operation) => fetchInto(operation)));

  // The fragments the tree made last wrote in full (each tree starts a new list).
  let captures: FragmentCapture[] = [];
  const context: ServerRenderContext = { status: 200, head: {}, fragments: fragmentStore.forRender({ push: (capture) => captures.push(capture) }) };
  const ApolloContext = getApolloContext();
  // Apollo's hook wrappers, as its prerenderStatic installs them: useQuery is answered by `queries`.
  const useServerQuery = serverUseQuery(queries, (query, variables) => readFrom(store, query, variables));
  const wrappers = { [HOOK_WRAPPERS]: { useQuery: () => useServerQuery } } as ApolloContextValue;
  const treeWith = (emotionCache: EmotionCache) => {
    captures = [];
    return (
      <ServerContext.Provider value={context}>
        <ApolloContext.Provider value={wrappers}>
          <CacheProvider value={emotionCache}>
            <AppProviders client={client}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </CacheProvider>
        </ApolloContext.Provider>
      </ServerContext.Provider>
    );
  };
  let pass: { html: string; styles: EmotionCache; lastTree: boolean };
  let passes = 0;
  const fetched = new Set<string>();
  for (;;) {
    passes++;
    pass = await renderPass(treeWith);
    const missing = queries.takeMissing();
    if (missing.length === 0 || passes >= MAX_PASSES) break;
    await Promise.all(
      missing.map(async (operation) => {
        // Asked again after its answer was written: the answer does not fill the query; shown as an error.
        const key = `${requestOf(operation.query).query}|${JSON.stringify(operation.variables)}`;
        if (fetched.has(key)) return queries.fail(operation, undefined, new Error('The answer does not fill the query'));
        fetched.add(key);
        await fetchInto(operation, (result, thrown) => {
          // As Apollo does: with errorPolicy 'all' or 'ignore' the answer's data is kept (the browser's cache then has it too).
          if (result?.data && (operation.errorPolicy === 'all' || operation.errorPolicy === 'ignore')) {
            write(documentToExecute(operation.query), operation.variables, result.data);
          }
          queries.fail(operation, result, thrown);
        });
      }),
    );
  }
  plans.remember(url, operations);
  if (!signedIn) store.ROOT_QUERY = { __typename: 'Query', ...store.ROOT_QUERY, me: null };
  const { html, styles } = pass;
  if (pass.lastTree) fragmentStore.keep(html, captures);
  const emotion = createEmotionServer(styles);
  const critical = emotion.extractCriticalToChunks(html);
  // No empty <style data-emotion="css "> (reader pages use the reader sheet only): in the browser,
  // emotion moves every such tag in the <head> while creating its cache, and the phone then works
  // out the style of every element again.
  critical.styles = critical.styles.filter((chunk) => chunk.ids.length > 0);
  return { status: context.status, html, styles: emotion.constructStyleTagsFromChunks(critical), head: context.head, redirect: context.redirect, state: store, passes };
}
