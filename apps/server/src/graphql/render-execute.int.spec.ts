/**
 * The page renders' reads on graphql-js directly (issue 28): the same answers as Apollo's, the same
 * read keys, and Apollo's own error answers whenever something goes wrong.
 */
import type { Request, Response } from 'express';
import { ReadKeys, LIST_ARTICLES } from '../http/cache-keys';
import { factories } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import type { GraphQLContext } from './context';
import { createLoaders } from './loaders';
import { renderExecutor, type RenderOperation } from './render-execute';
import { getSchema } from './schema';

jest.setTimeout(60_000);

let server: TestServer;
let ids: { article: number; category: number; author: number };

const ARTICLE = `query ArticleBySlug($slug: String!) { article(slug: $slug) { __typename id title category { __typename id name } author { __typename id name } related { __typename id slug } } }`;

beforeAll(async () => {
  server = await startTestServer();
  const f = factories(server.database.dataSource);
  const category = await f.category({ name: 'Sleep', slug: 'sleep' });
  const author = await f.author({ name: 'Rina' });
  const article = await f.article({ categoryId: category.id, authorId: author.id, slug: 'better-naps', title: 'Better naps' });
  await f.article({ categoryId: category.id, authorId: author.id, slug: 'quiet-evenings', title: 'Quiet evenings' });
  ids = { article: article.id, category: category.id, author: author.id };
});
afterAll(() => server?.close());

const contextOf = (reads?: ReadKeys): GraphQLContext => ({ req: {} as Request, res: {} as Response, user: null, services: server.services, loaders: createLoaders(server.services), reads });

/** The executor under test, with Apollo's executeOperation as its fallback, counting the fallback's calls. */
async function executor() {
  const fallbacks: RenderOperation[] = [];
  const execute = renderExecutor(await getSchema(), async (operation, contextValue) => {
    fallbacks.push(operation);
    const response = await server.app.apollo.executeOperation(operation, { contextValue: { ...contextValue, loaders: createLoaders(server.services) } });
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used');
    return response.body.singleResult;
  });
  return { execute, fallbacks };
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

it("answers a page's read as Apollo does, without Apollo", async () => {
  const { execute, fallbacks } = await executor();
  const operation = { query: ARTICLE, variables: { slug: 'better-naps' }, operationName: 'ArticleBySlug' };
  const direct = await execute(operation, contextOf());
  const apollo = await server.app.apollo.executeOperation(operation, { contextValue: contextOf() });
  expect(apollo.body.kind === 'single' && apollo.body.singleResult.errors).toBeUndefined();
  expect(plain(direct)).toEqual(plain(apollo.body.kind === 'single' ? { data: apollo.body.singleResult.data } : undefined));
  expect(plain(direct)).toMatchObject({ data: { article: { id: ids.article, title: 'Better naps', related: [{ slug: 'quiet-evenings' }] } } });
  // Parsed and validated once: the second read of the same document does not need Apollo either.
  await execute({ ...operation, variables: { slug: 'quiet-evenings' } }, contextOf());
  expect(fallbacks).toHaveLength(0);
});

it("collects the read's keys: each object shown, and the list a missing article would appear in", async () => {
  const { execute } = await executor();
  const found = new ReadKeys();
  await execute({ query: ARTICLE, variables: { slug: 'better-naps' } }, contextOf(found));
  expect(found.result()).toEqual(expect.arrayContaining([`article:${ids.article}`, `category:${ids.category}`, `author:${ids.author}`]));
  expect(found.result()).not.toContain(LIST_ARTICLES);
  const missing = new ReadKeys();
  const answer = await execute({ query: ARTICLE, variables: { slug: 'not-written-yet' } }, contextOf(missing));
  expect(answer).toEqual({ data: { article: null } });
  expect(missing.result()).toContain(LIST_ARTICLES);
  expect(missing.result()?.filter((key) => /^(article|category|author):/.test(key))).toEqual([]);
});

it("answers a document that does not validate, and a read that fails, with Apollo's own errors", async () => {
  const { execute, fallbacks } = await executor();
  const invalid = await execute({ query: '{ article(slug: "better-naps") { nope } }' }, contextOf());
  expect(invalid.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  const unparsable = await execute({ query: '{ article(' }, contextOf());
  expect(unparsable.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
  // An editor's query, asked by an anonymous render: refused as the client would be told.
  const refused = await execute({ query: '{ articleRevisions(articleId: 1) { id } }' }, contextOf());
  expect(refused.errors?.[0].extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  expect(refused.errors?.[0]).not.toHaveProperty('stack');
  expect(fallbacks).toHaveLength(3);
});
