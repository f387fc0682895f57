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
import { print } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { AppProviders } from './app/App';
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
  /** The Apollo cache after the render, for the client to restore. */
  state: unknown;
}

export async function render(url: string, { execute, origin }: { execute: Execute; origin: string }): Promise<RenderResult> {
  setServerOrigin(origin);
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error) => observer.error(error),
        );
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache() });
  const emotionCache = createCache({ key: 'css' });
  emotionCache.compat = true;
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
  const { result: html } = await prerenderStatic({
    tree,
    context: { client },
    // Every Suspense boundary inline, whatever its size: no out-of-order segments and no inline
    // scripts to complete them (the Content-Security-Policy allows none).
    renderFunction: (node) => prerenderToNodeStream(node, { progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
    maxRerenders: 8,
  });
  const emotion = createEmotionServer(emotionCache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { status: context.status, html, styles, head: context.head, state: client.extract() };
}
