import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './auth-checker';
import { resolvers } from './resolvers';

let cached: Promise<GraphQLSchema> | undefined;

/** The type-graphql schema; built once per process. */
export function getSchema(emitSchemaFile?: string): Promise<GraphQLSchema> {
  cached ??= buildSchema({
    resolvers,
    authChecker,
    validate: false, // on purpose: the shared rules run in the services for REST and GraphQL alike (ARCHITECTURE.md, "Input validation")
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
  return cached;
}
