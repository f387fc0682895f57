/**
 * Field resolvers called directly (direct-resolvers.ts): the same answers as type-graphql's own
 * resolvers, and an article page's read waits only where it must (the article, its related ones).
 */
import type { Request, Response } from 'express';
import { execute, GraphQLObjectType, parse, type GraphQLSchema } from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'type-graphql';
import { factories } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { authChecker } from './auth-checker';
import { callResolversDirectly } from './direct-resolvers';
import { createLoaders } from './loaders';
import { resolvers } from './resolvers';
import { getSchema } from './schema';

jest.setTimeout(60_000);

let server: TestServer;
/** The web app's own article documents: what an article page reads. */
const ARTICLES = parse(fs.readFileSync(path.resolve(__dirname, '../../../web/src/features/articles/articles.graphql'), 'utf8'));

beforeAll(async () => {
  server = await startTestServer();
  const f = factories(server.database.dataSource);
  const category = await f.category({ name: 'Sleep', slug: 'sleep', nameId: 'Tidur' });
  const author = await f.author({ name: 'Rina' });
  const tag = await f.tag({ name: 'Naps', slug: 'naps', nameId: 'Tidur siang' });
  for (let i = 0; i < 4; i++) await f.article({ categoryId: category.id, authorId: author.id, slug: `naps-${i}`, title: `Naps ${i}`, tagIds: [tag.id] });
});
afterAll(() => server?.close());

const run = (schema: GraphQLSchema, document: ReturnType<typeof parse>, variableValues?: Record<string, unknown>, operationName?: string) =>
  execute({ schema, document, variableValues, operationName, contextValue: { req: {} as Request, res: {} as Response, user: null, services: server.services, loaders: createLoaders(server.services) } });

it("answers as type-graphql's own resolvers do, arguments included", async () => {
  const direct = await getSchema();
  const own = await buildSchema({ resolvers, authChecker, validate: false });
  const page = [ARTICLES, { slug: 'naps-1' }, 'ArticleBySlug'] as const;
  const expected = await run(own, ...page);
  expect(expected.errors).toBeUndefined();
  expect(await run(direct, ...page)).toEqual(expected);
  const names = parse('{ categories { id name nameId english: name(lang: "en") indonesian: name(lang: "id") } tags { name(lang: "id") } }');
  const answer = await run(direct, names);
  expect(answer).toEqual(await run(own, names));
  expect(answer.data?.categories).toEqual([expect.objectContaining({ english: 'Sleep', indonesian: 'Tidur' })]);
});

it("an article page's read waits for the article and its related articles only", async () => {
  const schema = await buildSchema({ resolvers, authChecker, validate: false });
  callResolversDirectly(schema);
  const waits = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve) continue;
      field.resolve = (source, args, context, info) => {
        const value: unknown = resolve(source, args, context, info);
        if (typeof (value as PromiseLike<unknown> | null)?.then === 'function') waits.add(`${type.name}.${field.name}`);
        return value;
      };
    }
  }
  const answer = await run(schema, ARTICLES, { slug: 'naps-1' }, 'ArticleBySlug');
  expect(answer.errors).toBeUndefined();
  // Each promise in an object makes graphql-js wait for all its fields, and its parent's.
  expect([...waits].sort()).toEqual(['Article.related', 'Query.article']);
});
