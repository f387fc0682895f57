import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, OperationTypeNode } from 'graphql';
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

/**
 * Collects the keys of what a query shows, for the response cache (only while it is keeping the
 * answer: an anonymous GET or a page render). Every object a field is resolved on adds its key;
 * root fields add their lists (cache-keys.ts).
 */
export function cacheKeysPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      const reads = contextValue.reads ?? readKeysOf(contextValue.res);
      if (!reads) return;
      return {
        async executionDidStart() {
          return {
            willResolveField({ source, info }) {
              const nullKey = registerField(reads, info.parentType.name, info.fieldName, source);
              if (!nullKey) return;
              return (_error, result) => {
                if (result === null || result === undefined) reads.add(nullKey);
              };
            },
          };
        },
      };
    },
  };
}
