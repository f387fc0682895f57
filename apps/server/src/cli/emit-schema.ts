import 'reflect-metadata';
import path from 'node:path';
import { getSchema } from '../graphql/schema';

// Writes apps/server/schema.graphql (the client's codegen reads it). Run by the server's build.
getSchema(path.resolve(__dirname, '../../schema.graphql')).then(
  () => console.log('schema.graphql written'),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
