/**
 * Related articles in page renders (issue 28): the articles of one category and language share one
 * read of their related articles, the same ones the article's own query gives, and a write that
 * changes them is seen by the next page rendered, in either process.
 */
import path from 'node:path';
import { countQueries, factories } from '../../test/factories';
import { HttpClient, startSecondServer, startTestServer, type TestServer } from '../../test/harness';
import type { RunningServer } from '../../server';
import { ReadKeys, type Remember } from '../../http/cache-keys';

jest.setTimeout(120_000);

const WEB_DIST_DIR = path.resolve(__dirname, '../../../../web/dist');
let a: TestServer;
let b: RunningServer;
let admin: HttpClient;
const ids = { sleep: 0, draft: 0, naps2: 0 };

beforeAll(async () => {
  a = await startTestServer({ RESPONSE_CACHE: 'true', WEB_DIST_DIR });
  b = await startSecondServer(a, { RESPONSE_CACHE: 'true', WEB_DIST_DIR });
  const f = factories(a.database.dataSource);
  ids.sleep = (await f.category({ name: 'Sleep', slug: 'sleep' })).id;
  const food = (await f.category({ name: 'Food', slug: 'food' })).id;
  const authorId = (await f.author({ name: 'Rina' })).id;
  for (let i = 1; i <= 5; i++) {
    const article = await f.article({ categoryId: ids.sleep, authorId, slug: `naps-${i}`, title: `Naps number ${i}`, daysAgo: i });
    if (i === 2) ids.naps2 = article.id;
  }
  await f.article({ categoryId: ids.sleep, authorId, slug: 'tidur-1', title: 'Tidur nomor 1', language: 'id', daysAgo: 1 });
  await f.article({ categoryId: food, authorId, slug: 'snacks-1', title: 'Snacks number 1', daysAgo: 1 });
  ids.draft = (await f.article({ categoryId: ids.sleep, authorId, slug: 'naps-new', title: 'Naps brand new', status: 'draft', daysAgo: 0 })).id;
  a.app.cache!.clear();
  b.app.cache!.clear();
  admin = await a.asAdmin();
});
afterAll(async () => {
  await b?.stop();
  await a?.close();
});

/** The related articles an uncached page shows, read from the state it hands the browser. */
async function relatedOn(srv: RunningServer, page: string): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${srv.port}${page}`);
  expect([page, res.status]).toEqual([page, 200]);
  const html = await res.text();
  const json = /<script type="application\/json" id="__APOLLO_STATE__">([\s\S]*?)<\/script>/.exec(html)![1];
  const state = JSON.parse(json.replace(/\\u003c/g, '<')) as Record<string, Record<string, unknown>>;
  const slug = decodeURIComponent(page.split('?')[0].split('/').pop()!);
  const article = state[(state.ROOT_QUERY[`article({"slug":"${slug}"})`] as { __ref: string }).__ref];
  return (article.related as { __ref: string }[]).map((ref) => state[ref.__ref].title as string);
}

/** The related articles as the article's own GraphQL query gives them (no page render: one statement per article). */
async function relatedByQuery(slug: string): Promise<string[]> {
  const res = await a.client().gql(`query($slug: String!) { article(slug: $slug) { related { title } } }`, { slug });
  return (res.data as { article: { related: { title: string }[] } }).article.related.map((r) => r.title);
}

it('reads the related articles of a category and language once for all its pages, the same ones the query gives', async () => {
  await relatedOn(a, '/article/snacks-1'); // the reads every page shares (menu, tools…)
  const first = await countQueries(() => relatedOn(a, '/article/naps-5'));
  const next = await countQueries(() => relatedOn(a, '/article/naps-4'));
  // The article, then its category's related articles; the next article of the category reads only itself.
  expect(first.count).toBe(2);
  expect(next.count).toBe(1);
  for (const slug of ['naps-1', 'naps-2', 'naps-3', 'naps-4', 'naps-5', 'tidur-1', 'snacks-1']) {
    const page = slug.startsWith('tidur') ? `/id/article/${slug}` : `/article/${slug}`;
    expect([slug, await relatedOn(a, page)]).toEqual([slug, await relatedByQuery(slug)]);
  }
  expect(await relatedByQuery('naps-1')).toEqual(['Naps number 2', 'Naps number 3']);
  expect(await relatedByQuery('naps-3')).toEqual(['Naps number 1', 'Naps number 2']);
  // An Indonesian article with no other in its language: the English ones fill its place.
  expect(await relatedByQuery('tidur-1')).toEqual(['Naps number 1', 'Naps number 2']);
});

it('a write that changes the related articles is seen by the next page rendered in either process; another write keeps them', async () => {
  for (const srv of [a, b]) await relatedOn(srv, '/article/naps-5'); // each process has read the category's related articles
  // Another category's article edited: the category's related articles are still read once.
  const snacks = await admin.patch(`/api/articles/${(await a.database.dataSource.query(`SELECT id FROM articles WHERE slug = 'snacks-1'`))[0].id}`, { title: 'Snacks number one' });
  expect(snacks.status).toBe(200);
  expect((await countQueries(() => relatedOn(b, '/article/naps-3'))).count).toBe(1);
  // A related article's title edited: the next page of the category shows it, in both processes.
  expect((await admin.patch(`/api/articles/${ids.naps2}`, { title: 'Naps number 2 again' })).status).toBe(200);
  for (const srv of [a, b]) expect(await relatedOn(srv, '/article/naps-3?v=2')).toEqual(['Naps number 1', 'Naps number 2 again']);
  // A new article published in the category: the newest, so first among the related articles of its category's pages.
  expect((await admin.patch(`/api/articles/${ids.draft}`, { status: 'published', publishDate: new Date(Date.now() - 1000).toISOString() })).status).toBe(200);
  for (const srv of [a, b]) expect(await relatedOn(srv, '/article/naps-3?v=3')).toEqual(['Naps brand new', 'Naps number 1']);
  expect(await relatedByQuery('naps-3')).toEqual(['Naps brand new', 'Naps number 1']);
});

it('keeps the shared read apart for each limit', async () => {
  const memo = new Map<string, Promise<unknown>>();
  const remember = (<T>(key: string, compute: (reads: ReadKeys) => Promise<T>) => {
    if (!memo.has(key)) memo.set(key, compute(new ReadKeys()));
    return memo.get(key) as Promise<T>;
  }) as Remember;
  const article = (await a.services.articles.findBySlug('naps-5'))!;
  const titles = async (limit: number) => (await a.services.articles.relatedShared(article, remember, limit)).map((r) => r.title);
  const one = await titles(1);
  const three = await titles(3);
  expect(one).toHaveLength(1);
  expect(three).toHaveLength(3);
  expect(three[0]).toBe(one[0]);
  expect(memo.size).toBe(2);
});
