import { execute, parse, validate, type DocumentNode, type FormattedExecutionResult, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context';

export interface RenderOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export type ExecuteRenderOperation = (operation: RenderOperation, contextValue: GraphQLContext) => Promise<FormattedExecutionResult>;

/** Documents kept at most: a page render asks for the web app's own few dozen. */
const MAX_DOCUMENTS = 500;

/**
 * Executes the reads of the server's own page renders on graphql-js directly (issue 28): each
 * document is parsed and validated once, then executed on the same schema, resolvers, DataLoaders
 * and read keys (cache-plugin.ts) as an HTTP request. Apollo Server's request pipeline (the query's
 * hash, its caches, every plugin's hooks, the query limits) cost 7% of the server's CPU for each
 * uncached article page (about a sixth of the main thread's), and none of it applies to a document
 * of the web app's own.
 *
 * An answer with errors, and a document that does not validate, go through `fallback` (Apollo's
 * `executeOperation`), so their errors read exactly as Apollo formats them for the client.
 */
export function renderExecutor(schema: GraphQLSchema, fallback: ExecuteRenderOperation): ExecuteRenderOperation {
  const documents = new Map<string, DocumentNode | null>();
  const documentOf = (query: string): DocumentNode | null => {
    let document = documents.get(query);
    if (document === undefined) {
      try {
        document = parse(query);
        if (validate(schema, document).length) document = null;
      } catch {
        document = null;
      }
      if (documents.size >= MAX_DOCUMENTS) documents.clear();
      documents.set(query, document);
    }
    return document;
  };
  return async (operation, contextValue) => {
    const document = documentOf(operation.query);
    if (!document) return fallback(operation, contextValue);
    const result = await execute({ schema, document, variableValues: operation.variables, operationName: operation.operationName, contextValue });
    if (result.errors?.length) return fallback(operation, contextValue);
    return { data: result.data };
  };
}
