/**
 * Invalidation that follows what changed (issue 28), across two server processes on one database:
 * each kind of write forgets exactly the cached pages that show what it changed, here and in the
 * other process, before its answer; a draft's saves forget nothing; the CDN is told the same keys.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import type { RunningServer } from '../server';
import { factories } from '../test/factories';
import { HttpClient, startSecondServer, startTestServer, type TestServer } from '../test/harness';

jest.setTimeout(120_000);

const WEB_DIST_DIR = path.resolve(__dirname, '../../../web/dist');
let a: TestServer;
let b: RunningServer & { client(): HttpClient };
let admin: HttpClient;
let purge: http.Server;
const purged: { tags: string[]; authorization?: string }[] = [];
const ids = { sleep: 0, food: 0, author: 0, naps: 0, napsId: 0, snacks: 0, draft: 0, veggies: 0 };

beforeAll(async () => {
  // The CDN's purge address: records what it is sent.
  purge = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      purged.push({ ...(JSON.parse(body) as { tags: string[] }), authorization: req.headers.authorization });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => purge.listen(0, '127.0.0.1', resolve));
  const purgeUrl = `http://127.0.0.1:${(purge.address() as AddressInfo).port}/purge`;
  a = await startTestServer({ RESPONSE_CACHE: 'true', WEB_DIST_DIR, CDN_PURGE_URL: purgeUrl, CDN_PURGE_TOKEN: 'cdn-token' });
  b = await startSecondServer(a, { RESPONSE_CACHE: 'true', WEB_DIST_DIR });
  const f = factories(a.database.dataSource);
  ids.sleep = (await f.category({ name: 'Sleep', slug: 'sleep' })).id;
  ids.food = (await f.category({ name: 'Food', slug: 'food' })).id;
  ids.author = (await f.author({ name: 'Rina' })).id;
  await f.tool({ name: 'Growth chart' });
  ids.naps = (await f.article({ categoryId: ids.sleep, authorId: ids.author, slug: 'better-naps', title: 'Better naps' })).id;
  ids.napsId = (await f.article({ categoryId: ids.sleep, authorId: ids.author, slug: 'tidur-siang', title: 'Tidur siang', language: 'id', parentArticleId: ids.naps })).id;
  ids.veggies = (await f.tag({ name: 'Veggies', slug: 'veggies' })).id;
  ids.snacks = (await f.article({ categoryId: ids.food, authorId: ids.author, slug: 'healthy-snacks', title: 'Healthy snacks', tagIds: [ids.veggies] })).id;
  ids.draft = (await f.article({ categoryId: ids.sleep, authorId: ids.author, slug: 'draft-one', title: 'Draft one', status: 'draft' })).id;
  // Rows written straight to the database above: start from an empty cache.
  a.app.cache!.clear();
  b.app.cache!.clear();
  admin = await a.asAdmin();
});
afterAll(async () => {
  await b?.stop();
  await a?.close();
  await new Promise<void>((resolve) => purge?.close(() => resolve()));
});

const PAGES = ['/', '/id', '/article/better-naps', '/id/article/tidur-siang', '/article/healthy-snacks', '/category/sleep', '/category/food', '/articles'];
const servers = () => [
  { name: 'a', srv: a as RunningServer },
  { name: 'b', srv: b as RunningServer },
];

/** An anonymous read, and whether the response cache answered it (a hit, nothing computed). */
async function read(srv: RunningServer, page: string): Promise<{ hit: boolean; text: string; headers: Headers }> {
  const cache = srv.app.cache!;
  const [hits, misses] = [cache.hits, cache.misses];
  const res = await fetch(`http://127.0.0.1:${srv.port}${page}`, { redirect: 'manual' });
  expect([page, res.status]).toEqual([page, 200]);
  const text = await res.text();
  return { hit: cache.hits > hits && cache.misses === misses, text, headers: res.headers };
}

/** Reads every page on both processes twice: all cached. */
async function warm() {
  for (const { srv } of servers()) for (const page of PAGES) await read(srv, page);
  for (const { srv } of servers()) for (const page of PAGES) expect([page, (await read(srv, page)).hit]).toEqual([page, true]);
}

/** Which pages each process answers from its cache now. */
async function cachedPages(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const { name, srv } of servers()) {
    out[name] = [];
    for (const page of PAGES) if ((await read(srv, page)).hit) out[name].push(page);
  }
  return out;
}

const patchArticle = async (id: number, body: Record<string, unknown>) => {
  const res = await admin.patch(`/api/articles/${id}`, body);
  expect([res.status, res.body]).toEqual([200, expect.anything()]);
};

it('editing a published title shows at once on its page, home and category page in both processes, and keeps the pages that do not show it', async () => {
  await warm();
  purged.length = 0;
  await patchArticle(ids.naps, { title: 'Better naps, revised' });
  for (const { srv } of servers()) {
    for (const page of ['/article/better-naps', '/', '/category/sleep', '/articles']) {
      const { text, hit } = await read(srv, page);
      expect([page, hit, text.includes('Better naps, revised')]).toEqual([page, false, true]);
    }
    // Its translation's page links to it; the other category's pages do not show it.
    expect((await read(srv, '/id/article/tidur-siang')).hit).toBe(false);
    expect((await read(srv, '/article/healthy-snacks')).hit).toBe(true);
    expect((await read(srv, '/category/food')).hit).toBe(true);
  }
  // The CDN is told the same keys, with the token.
  expect(purged).toHaveLength(1);
  expect(purged[0].authorization).toBe('Bearer cdn-token');
  expect(purged[0].tags).toEqual(expect.arrayContaining([`article:${ids.naps}`, `article:${ids.napsId}`, 'home']));
  expect(purged[0].tags).not.toContain('frame');
});

it('cached pages tell a CDN how long to keep them and carry their keys', async () => {
  await read(a, '/article/better-naps');
  const { headers, hit } = await read(a, '/article/better-naps');
  expect(hit).toBe(true);
  expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=86400, stale-while-revalidate=60');
  const tags = headers.get('cache-tag')!.split(',');
  expect(tags).toEqual(expect.arrayContaining(['frame', `article:${ids.naps}`, `category:${ids.sleep}`, `author:${ids.author}`]));
  expect(tags).not.toContain(`article:${ids.snacks}`);
  // The second process (no purge address) allows no shared caching time.
  await read(b, '/article/better-naps');
  expect((await read(b, '/article/better-naps')).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0');
});

it("an anonymous GraphQL read carries the keys of what it shows, as a page does", async () => {
  const query = `/graphql?query=${encodeURIComponent('{ article(slug: "better-naps") { id title category { id name } } }')}`;
  const res = await fetch(`http://127.0.0.1:${a.port}${query}`, { headers: { 'apollo-require-preflight': 'true' } });
  expect(res.status).toBe(200);
  const tags = res.headers.get('cache-tag')!.split(',');
  expect(tags).toEqual(expect.arrayContaining([`article:${ids.naps}`, `category:${ids.sleep}`]));
  expect(tags).not.toContain(`article:${ids.snacks}`);
});

it("saving, autosaving, previewing and restoring a draft, and uploading its image, keep every cached page", async () => {
  await warm();
  purged.length = 0;
  await patchArticle(ids.draft, { title: 'Draft one, saved' });
  await patchArticle(ids.draft, { content: '<p>Autosaved body</p>' });
  expect((await admin.post(`/api/articles/${ids.draft}/preview-link`, {})).status).toBe(200);
  const gql = await admin.gql(`mutation($id: Int!) { updateArticle(id: $id, input: { excerpt: "autosaved" }) { id } }`, { id: ids.draft });
  expect(gql.errors).toBeUndefined();
  const revisions = await admin.get(`/api/articles/${ids.draft}/revisions`);
  expect(revisions.status).toBe(200);
  expect((await admin.post(`/api/articles/${ids.draft}/revisions/${revisions.body[0].id}/restore`, {})).status).toBe(200);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f6f5e' } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
  form.append('uploadType', 'article-content');
  form.append('articleId', String(ids.draft));
  expect((await admin.request('POST', '/api/upload/image', { body: form })).status).toBe(201);
  expect(await cachedPages()).toEqual({ a: PAGES, b: PAGES });
  expect(purged).toEqual([]);
});

it('publishing the draft puts it in the lists at once in both processes, and keeps the pages of another category', async () => {
  await warm();
  await patchArticle(ids.draft, { status: 'published', publishDate: new Date(Date.now() - 1000).toISOString() });
  for (const { srv } of servers()) {
    expect((await read(srv, '/category/sleep')).text).toContain('draft-one');
    expect((await read(srv, '/')).text).toContain('draft-one');
    // Its related articles are the newest of its category.
    expect((await read(srv, '/article/better-naps')).text).toContain('draft-one');
    // The other category's article page shows no list the draft joins (its category page shows counts).
    expect((await read(srv, '/article/healthy-snacks')).hit).toBe(true);
  }
});

it('renaming a category forgets every page (the header shows it)', async () => {
  await warm();
  purged.length = 0;
  expect((await admin.patch(`/api/categories/${ids.food}`, { name: 'Meals' })).status).toBe(200);
  const cached = await cachedPages();
  expect(cached).toEqual({ a: [], b: [] });
  expect((await read(b, '/article/healthy-snacks')).text).toContain('Meals');
  expect(purged.map((p) => p.tags)).toEqual([['frame']]);
});

it('a tool change forgets every page (the footer shows the tools)', async () => {
  await warm();
  expect((await admin.post('/api/tools', { name: 'Sleep timer', url: 'https://timer.example.org', description: 'Counts naps.' })).status).toBe(201);
  expect(await cachedPages()).toEqual({ a: [], b: [] });
  expect((await read(b, '/')).text).toContain('Sleep timer');
});

it("renaming a tag shows on its articles' pages at once and keeps the pages without it", async () => {
  await warm();
  purged.length = 0;
  expect((await admin.patch(`/api/tags/${ids.veggies}`, { name: 'Greens' })).status).toBe(200);
  for (const { srv } of servers()) {
    const page = await read(srv, '/article/healthy-snacks');
    expect([page.hit, page.text.includes('Greens')]).toEqual([false, true]);
    expect((await read(srv, '/article/better-naps')).hit).toBe(true);
  }
  expect(purged.map((p) => p.tags)).toEqual([expect.arrayContaining([`tag:${ids.veggies}`, 'list:tags'])]);
});

it("renaming an author shows on the author's articles at once in both processes", async () => {
  await warm();
  expect((await admin.patch(`/api/authors/${ids.author}`, { name: 'Rina Sari' })).status).toBe(200);
  for (const { srv } of servers()) {
    for (const page of ['/article/better-naps', '/article/healthy-snacks']) expect((await read(srv, page)).text).toContain('Rina Sari');
  }
});

it('subscriber actions keep every cached page', async () => {
  await warm();
  purged.length = 0;
  const reader = a.client();
  expect((await reader.post('/api/subscribers', { email: 'parent@example.org' })).status).toBeLessThan(300);
  const sub = await b.client().gql(`mutation { subscribe(email: "other@example.org") { id } }`);
  expect(sub.errors).toBeUndefined();
  expect(await cachedPages()).toEqual({ a: PAGES, b: PAGES });
  expect(purged).toEqual([]);
});

it("a reader's story keeps every cached page until an editor approves it; approving drops the home pages (their stories row) and keeps the article pages", async () => {
  await warm();
  purged.length = 0;
  const body = 'We tried a calm bedtime routine for two weeks, and it slowly got better. '.repeat(6);
  const sent = await a.client().post('/api/stories', { title: 'Our calmer bedtimes', body, displayName: 'Dewi', email: 'dewi@example.org', language: 'en', consent: true });
  expect([sent.status, sent.body]).toEqual([201, expect.anything()]);
  expect(await cachedPages()).toEqual({ a: PAGES, b: PAGES });
  expect(purged).toEqual([]);
  // Confirmed by its author (the mail's link; written here directly), then approved by an editor.
  await a.database.dataSource.query(`UPDATE stories SET state = 'WAITING' WHERE email = 'dewi@example.org'`);
  const [{ id }] = await a.database.dataSource.query<{ id: number }[]>(`SELECT id FROM stories WHERE email = 'dewi@example.org'`);
  const approved = await admin.post(`/api/admin/stories/${id}/approve`, {});
  expect([approved.status, approved.body]).toEqual([200, expect.objectContaining({ state: 'APPROVED' })]);
  for (const { srv } of servers()) {
    const home = await read(srv, '/');
    expect([home.hit, home.text.includes('Our calmer bedtimes')]).toEqual([false, true]);
    expect((await read(srv, '/article/better-naps')).hit).toBe(true);
  }
  expect(purged).toHaveLength(1);
  expect(purged[0].tags).toEqual(['list:stories']);
});

it('deleting a published article drops it from the pages of both processes', async () => {
  await warm();
  expect((await admin.request('DELETE', `/api/articles/${ids.draft}`)).status).toBeLessThan(300);
  for (const { srv } of servers()) {
    expect((await read(srv, '/category/sleep')).text).not.toContain('draft-one');
    expect((await read(srv, '/article/healthy-snacks')).hit).toBe(true);
  }
});

it('a scheduled article appears on the home page of the other process at its time', async () => {
  const publishDate = new Date(Date.now() + 2000).toISOString();
  const res = await admin.post('/api/articles', { title: 'Soon here', slug: 'soon-here', content: '<p>x</p>', excerpt: 'x', authorId: ids.author, categoryId: ids.food, readTime: 3, publishDate });
  expect(res.status).toBe(201);
  expect((await read(b, '/')).text).not.toContain('soon-here');
  await new Promise((r) => setTimeout(r, 2300));
  expect((await read(b, '/')).text).toContain('soon-here');
  expect((await read(b, '/category/food')).text).toContain('soon-here');
});
