/**
 * GraphQL Code Generator (`graphql-codegen --config codegen.ts`, `--watch` in `npm run dev`): typed
 * documents for the client from the schema the server emits (apps/server/schema.graphql, written by
 * the server's build) and every src/**\/*.graphql document.
 *
 * The CLI writes everything to node_modules/.cache/codegen/graphql.ts (only when its text changes);
 * scripts/split-documents.mjs (the hook below, and the build after the CLI) then writes each
 * document constant to src/generated/documents/<file>.ts, one module per .graphql file, which
 * src/generated/graphql.ts re-exports: a page bundles the documents it uses, not every document of
 * the app (the admin's among them) in the first download of every reader. Only changed files are
 * written (issue 33): an unchanged schema leaves src/generated as it was, times included.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: 'src/**/*.graphql',
  overwrite: true,
  // Progress lines off: the build and `npm run dev` print errors only.
  errorsOnly: true,
  generates: {
    'node_modules/.cache/codegen/graphql.ts': {
      // typescript-operations 6 writes the input and enum types an operation uses itself; the
      // `typescript` plugin on top would declare them a second time (TS2300).
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        scalars: { DateTimeISO: 'string', Float: 'number' },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        nonOptionalTypename: false,
        skipTypename: false,
        useTypeImports: true,
        dedupeFragments: true,
      },
      hooks: { afterOneFileWrite: ['node scripts/split-documents.mjs'] },
    },
  },
};

export default config;
