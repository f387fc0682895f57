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
    validate: false, // inputs are validated by the shared rules in the services
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
  return cached;
}
