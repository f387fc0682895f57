/**
 * How a server render answers `useQuery` (issue 28): from the render's cache, or "loading" while
 * the query is noted as missing; the render (entry-server.tsx) then executes what was missing,
 * writes the answers to the cache and renders again, until nothing is missing. Installed through
 * Apollo's hook wrappers on the render's context, as Apollo's own `prerenderStatic` installs its
 * `useSSRQuery`, with the same answers for skipped, `ssr: false`, `no-cache` and `cache-only`
 * queries; but no watched query, link or observable per hook and pass, which were a fifth of an
 * article's render. Server only: the browser's `useQuery` is Apollo's.
 */
import { CombinedGraphQLErrors, InMemoryCache, NetworkStatus, type FetchResult, type OperationVariables } from '@apollo/client';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';

/** Apollo's key for hook wrappers on its React context (`@apollo/client/react/internal`). */
export const HOOK_WRAPPERS = Symbol.for('apollo.hook.wrappers');

/** The documents as the cache reads them (with __typename), made once per document. */
const typenames = new InMemoryCache();
const withTypenames = new WeakMap<DocumentNode, DocumentNode>();
export function documentToExecute(query: DocumentNode): DocumentNode {
  let document = withTypenames.get(query);
  if (!document) withTypenames.set(query, (document = typenames.transformDocument(query)));
  return document;
}

export interface MissingQuery {
  query: DocumentNode;
  variables: OperationVariables;
  /** The hook's errorPolicy: with 'all' or 'ignore' an answer's data is written despite its errors, as Apollo does. */
  errorPolicy?: string;
}

type QueryOptions = {
  variables?: OperationVariables;
  skip?: boolean;
  ssr?: boolean;
  fetchPolicy?: string;
  errorPolicy?: string;
  client?: never;
};

const keyOf = (variables: OperationVariables) => JSON.stringify(variables);

/** What one render asked for and could not be answered from its cache yet. */
export class ServerQueries {
  /** Missing in the pass being rendered, by document and variables. */
  private missing = new Map<DocumentNode, Map<string, MissingQuery>>();
  /** Answers with errors (or no answer): shown as such, never asked again in this render. */
  private failed = new Map<DocumentNode, Map<string, { data?: unknown; error: Error }>>();
  /** Whole answers, as executed (and written to the cache): a hook asking exactly this reads it without a cache read. */
  private answers = new Map<DocumentNode, Map<string, unknown>>();

  /** The queries the last pass missed, forgotten for the next pass. */
  takeMissing(): MissingQuery[] {
    const all = [...this.missing.values()].flatMap((byVariables) => [...byVariables.values()]);
    this.missing = new Map();
    return all;
  }

  /** An answer that cannot be written to the cache: the hook shows its error. */
  fail({ query, variables }: MissingQuery, result: FetchResult | undefined, thrown?: unknown): void {
    const error = thrown instanceof Error ? thrown : result?.errors?.length ? new CombinedGraphQLErrors(result) : new Error('No data');
    let byVariables = this.failed.get(query);
    if (!byVariables) this.failed.set(query, (byVariables = new Map<string, { data?: unknown; error: Error }>()));
    byVariables.set(keyOf(variables), { data: result?.data ?? undefined, error });
  }

  /** An earlier answer with errors to this query, if any. */
  failure(query: DocumentNode, variables: OperationVariables): { data?: unknown; error: Error } | undefined {
    return this.failed.get(query)?.get(keyOf(variables));
  }

  /** The whole answer to a query, executed by the render and written to its cache. */
  answered(query: DocumentNode, variables: OperationVariables, data: unknown): void {
    let byVariables = this.answers.get(query);
    if (!byVariables) this.answers.set(query, (byVariables = new Map<string, unknown>()));
    byVariables.set(keyOf(variables), data);
  }

  /** The answer to exactly this query and these variables, if the render executed it. */
  answer(query: DocumentNode, variables: OperationVariables): unknown {
    return this.answers.get(query)?.get(keyOf(variables));
  }

  /** Notes a query the pass could not answer from the cache. */
  note(query: DocumentNode, variables: OperationVariables, errorPolicy: string | undefined): void {
    let byVariables = this.missing.get(query);
    if (!byVariables) this.missing.set(query, (byVariables = new Map<string, MissingQuery>()));
    byVariables.set(keyOf(variables), { query, variables, errorPolicy });
  }
}

/**
 * The `useQuery` of a server render (see the top of this file), answering from `queries`; `read`
 * reads a query from the render's answers so far (normalize.ts: readFrom), for a query no answer was
 * exactly for.
 */
export function serverUseQuery(queries: ServerQueries, read: (query: DocumentNode, variables: OperationVariables) => unknown = () => undefined) {
  return function useServerQuery(query: DocumentNode, options: QueryOptions | typeof skipToken = {}) {
    const client = useApolloClient();
    const notAllowed = () => {
      throw new Error('This method cannot be called during SSR.');
    };
    const variables = (options !== skipToken && options.variables) || {};
    const base = {
      client,
      refetch: notAllowed,
      fetchMore: notAllowed,
      subscribeToMore: notAllowed,
      updateQuery: notAllowed,
      startPolling: notAllowed,
      stopPolling: notAllowed,
      variables: options === skipToken ? undefined : options.variables,
      previousData: undefined,
    };
    const empty = { data: undefined, dataState: 'empty', error: undefined, partial: true };
    if (options === skipToken || options.skip || options.fetchPolicy === 'standby') return { ...base, ...empty, loading: false, networkStatus: NetworkStatus.ready };
    if (options.ssr === false || options.fetchPolicy === 'no-cache') return { ...base, ...useQuery.ssrDisabledResult };
    const failed = queries.failure(query, variables);
    if (failed) {
      const data = options.errorPolicy === 'none' || !options.errorPolicy ? undefined : failed.data;
      const error = options.errorPolicy === 'ignore' ? undefined : failed.error;
      return { ...base, ...empty, data, dataState: data ? 'complete' : 'empty', error, loading: false, networkStatus: error ? NetworkStatus.error : NetworkStatus.ready };
    }
    const complete = (data: unknown) => ({ ...base, data, dataState: 'complete', error: undefined, partial: false, loading: false, networkStatus: NetworkStatus.ready });
    // The answer as executed is what reading it back from the cache gives (the server's cache has no
    // type policies), without the read: a tenth of an article's render. The answers are read only for
    // what no answer was exactly for.
    const answer = queries.answer(query, variables) ?? read(documentToExecute(query), variables);
    if (answer !== undefined) return complete(answer);
    if (options.fetchPolicy === 'cache-only') return { ...base, ...empty, loading: false, networkStatus: NetworkStatus.ready };
    queries.note(query, variables, options.errorPolicy);
    return { ...base, ...empty, loading: true, networkStatus: NetworkStatus.loading };
  };
}
