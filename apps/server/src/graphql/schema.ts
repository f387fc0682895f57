import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './auth-checker';
import { callResolversDirectly } from './direct-resolvers';
import { resolvers } from './resolvers';

let cached: Promise<GraphQLSchema> | undefined;

/** The type-graphql schema; built once per process (cli/emit-schema.ts writes it for the client). */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({
    resolvers,
    authChecker,
    validate: false, // on purpose: the shared rules run in the services for REST and GraphQL alike (ARCHITECTURE.md, "Input validation")
  }).then((schema) => {
    callResolversDirectly(schema);
    return schema;
  });
  return cached;
}
