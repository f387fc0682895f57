/**
 * The server render of the reader pages (issue 14): the same routes and components as the
 * browser, under a StaticRouter, with the Apollo data fetched during the render (prerenderStatic
 * renders until every query has answered) and MUI's emotion styles extracted as critical CSS.
 * Built by vite into dist-ssr/entry-server.cjs; the server calls render() with a function that
 * executes GraphQL operations on its own schema (no HTTP hop).
 */
import { ApolloClient, ApolloLink, InMemoryCache, type FetchResult } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { getOperationAST, print, type DocumentNode } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { AppProviders } from './app/App';
import { RenderPlans, type PlannedOperation } from './app/render-plans';
import { AppRoutes } from './app/router';
import { ServerContext, type PageHead, type ServerRenderContext } from './app/server-context';
import { setServerOrigin } from './features/articles/articleHtml';

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

export async function render(url: string, { execute, origin }: { execute: Execute; origin: string }): Promise<RenderResult> {
  setServerOrigin(origin);
  const operations: Operation[] = [];
  /** Whether the pass being rendered asked for data the cache did not have. */
  let fetched = false;
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        fetched = true;
        operations.push({ query: operation.query, variables: operation.variables });
        execute({ ...requestOf(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error) => observer.error(error),
        );
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache({ resultCaching: false }) });
  const emotionCache = createCache({ key: 'css' });
  emotionCache.compat = true;
  const plan = plans.planFor(url);
  // The planned queries (documents as the link saw them, __typename included) are executed and
  // written to the cache before the first pass, without telling any watcher (there is none yet): a
  // query sent through the client instead had each answer's write compare every query in flight
  // against the whole store, a fifth of a listing's render. A query that fails here is asked again
  // by the render, through the link.
  if (plan)
    await Promise.all(
      plan.map(async ({ query, variables }) => {
        const result = await execute({ ...requestOf(query), variables }).catch(() => undefined);
        if (!result?.data || result.errors?.length) return;
        operations.push({ query, variables });
        client.cache.writeQuery({ query, variables, data: result.data, broadcast: false });
      }),
    );
  const context: ServerRenderContext = { status: 200, head: {} };
  const tree = (
    <ServerContext.Provider value={context}>
      <CacheProvider value={emotionCache}>
        <AppProviders client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </ServerContext.Provider>
  );
  let previous: string | undefined;
  let passes = 0;
  const { result: html } = await prerenderStatic({
    tree,
    context: { client },
    // Every Suspense boundary inline, whatever its size: no out-of-order segments and no inline
    // scripts to complete them (the Content-Security-Policy allows none).
    renderFunction: async (node) => {
      // prerenderStatic renders once more after every pass that created queries, even when all of
      // them were answered from the cache: with nothing fetched, that pass is the previous one.
      if (previous !== undefined && !fetched) return previous;
      fetched = false;
      passes++;
      const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
      const chunks: Buffer[] = [];
      for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
      previous = Buffer.concat(chunks).toString('utf8');
      return previous;
    },
    maxRerenders: 8,
  });
  plans.remember(url, operations);
  const emotion = createEmotionServer(emotionCache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { status: context.status, html, styles, head: context.head, redirect: context.redirect, state: client.extract(), passes };
}
