import type { ApolloServerPlugin } from '@apollo/server';
import { defaultFieldResolver, GraphQLObjectType, Kind, OperationTypeNode, type GraphQLSchema } from 'graphql';
import type { CacheBus } from '../http/cache-bus';
import { currentWrites, readKeysOf, registerField, WriteKeys } from '../http/cache-keys';
import type { GraphQLContext } from './context';

/** Mutations that change nothing a public page shows. */
const NOT_CONTENT = new Set(['login', 'logout', 'subscribe', 'confirmSubscription', 'unsubscribe', 'deleteSubscriber', 'sendNewsletterTest', 'sendNewsletterNow']);

/**
 * GraphQL mutations forget the cached answers showing what their services changed (the keys they
 * named through cache-keys.ts `changed()`; everything when they named none), in every process,
 * before their answer is sent. The request runs with a collector (`writeCollector` in app.ts).
 */
export function cacheInvalidationPlugin(bus: CacheBus): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let changesContent = false;
      const keys = currentWrites() ?? new WriteKeys();
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== OperationTypeNode.MUTATION) return;
          changesContent = operation.selectionSet.selections.some((s) => s.kind !== Kind.FIELD || !NOT_CONTENT.has(s.name.value));
        },
        async willSendResponse({ response }) {
          if (!changesContent) return;
          const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
          // Nothing written (every field failed) and nothing named: nothing to forget.
          const wroteNothing = !!result?.errors?.length && !Object.values(result.data ?? {}).some((v) => v !== null && v !== undefined);
          if (wroteNothing && !keys.declared) await bus.refresh();
          else await bus.invalidate(keys.result());
        },
      };
    },
  };
}

const INSTRUMENTED = Symbol('read keys collected');

/**
 * Collects the keys of what a query shows, for the response cache (only while it is keeping the
 * answer: an anonymous GET, or a page render's read with its own collector in `reads`). Every
 * object a field is resolved on adds its key; root fields add their lists (cache-keys.ts); a single
 * read whose answer is null (or fails) adds the list that a later write may put its object in.
 *
 * A wrapper around each field's resolver, installed once on the schema, rather than an Apollo
 * plugin's willResolveField: the page renders' reads run on graphql-js directly
 * (render-execute.ts), and Apollo wraps every field of the schema in hook dispatching of its own
 * as soon as one plugin has that hook.
 */
export function collectReadKeys(schema: GraphQLSchema): void {
  const marked = schema as GraphQLSchema & { [INSTRUMENTED]?: true };
  if (marked[INSTRUMENTED]) return;
  marked[INSTRUMENTED] = true;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: GraphQLContext | undefined, info) => {
        const reads = context?.reads ?? readKeysOf(context?.res);
        if (!reads) return resolve(source, args, context, info);
        const nullKey = registerField(reads, info.parentType.name, info.fieldName, source);
        if (!nullKey) return resolve(source, args, context, info);
        const isNull = (value: unknown) => {
          if (value === null || value === undefined) reads.add(nullKey);
        };
        let result: unknown;
        try {
          result = resolve(source, args, context, info);
        } catch (error) {
          reads.add(nullKey);
          throw error;
        }
        if (typeof (result as PromiseLike<unknown> | null)?.then === 'function') (result as PromiseLike<unknown>).then(isNull, () => reads.add(nullKey));
        else isNull(result);
        return result;
      };
    }
  }
}
