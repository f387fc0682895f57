import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, OperationTypeNode } from 'graphql';
import type { CacheBus } from '../http/cache-bus';

/** Mutations that change nothing a public page shows. */
const NOT_CONTENT = new Set(['login', 'logout', 'subscribe', 'confirmSubscription', 'unsubscribe', 'sendNewsletterTest']);

/** GraphQL mutations clear the response cache when they start and when they succeed. */
export function cacheInvalidationPlugin(bus: CacheBus): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let changesContent = false;
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== OperationTypeNode.MUTATION) return;
          changesContent = operation.selectionSet.selections.some((s) => s.kind !== Kind.FIELD || !NOT_CONTENT.has(s.name.value));
          if (changesContent) bus.reset();
        },
        async willSendResponse() {
          if (changesContent) await bus.invalidate();
        },
      };
    },
  };
}
