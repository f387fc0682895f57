/** The response cache of anonymous reads: hits, bypass for sessions, invalidation in and across processes. */
import path from 'node:path';
import zlib from 'node:zlib';
import type { RunningServer } from '../server';
import { countQueries, factories } from '../test/factories';
import { HttpClient, rawGet, startSecondServer, startTestServer, TEST_ADMIN, type TestServer } from '../test/harness';

let a: TestServer;
let b: RunningServer;
let clientB: HttpClient;
let categoryId: number;
let authorId: number;

beforeAll(async () => {
  // With the built client, so the home page is a real (server-rendered) page.
  a = await startTestServer({ RESPONSE_CACHE: 'true', WEB_DIST_DIR: path.resolve(__dirname, '../../../web/dist') });
  // A second process on the same database.
  b = await startSecondServer(a, { RESPONSE_CACHE: 'true' });
  clientB = new HttpClient(`http://127.0.0.1:${b.port}`);
  const f = factories(a.database.dataSource);
  categoryId = (await f.category()).id;
  authorId = (await f.author()).id;
  await f.article({ categoryId, slug: 'first-article', title: 'First' });
  // Rows written straight to the database above: start from an empty cache.
  a.app.cache!.clear();
  b.app.cache!.clear();
});
afterAll(async () => {
  await b?.stop();
  await a?.close();
});

const payload = (slug: string, over: Record<string, unknown> = {}) => ({
  title: slug,
  slug,
  content: '<p>x</p>',
  excerpt: 'x',
  authorId,
  categoryId,
  readTime: 3,
  ...over,
});
const slugs = (r: { body: { slug: string }[] }) => r.body.map((x) => x.slug);

it('answers a repeated anonymous read without touching the database, with ETag and gzip', async () => {
  const http = a.client();
  await http.get('/api/articles/recent?limit=10');
  const second = await countQueries(() => http.get('/api/articles/recent?limit=10'));
  expect(second.count).toBe(0);
  expect(slugs(second.result)).toEqual(['first-article']);
  const etag = second.result.headers.get('etag')!;
  expect(etag).toBeTruthy();
  const notModified = await http.get('/api/articles/recent?limit=10', { 'if-none-match': etag });
  expect(notModified.status).toBe(304);
  const gql1 = await http.get('/graphql?query=%7Bcategories%7Bslug%7D%7D', { 'apollo-require-preflight': 'true' });
  expect(gql1.status).toBe(200);
  const gql2 = await countQueries(() => http.get('/graphql?query=%7Bcategories%7Bslug%7D%7D', { 'apollo-require-preflight': 'true' }));
  expect(gql2.count).toBe(0);
});

it('keeps each cached answer compressed (brotli and gzip), sends what the client accepts and unpacks it for a client that accepts neither', async () => {
  // Enough articles for a body above the compression threshold.
  const f = factories(a.database.dataSource);
  for (let i = 0; i < 4; i++) await f.article({ categoryId, slug: `compressed-${i}`, title: `Compressed ${i}`, excerpt: 'x'.repeat(300) });
  a.app.cache!.clear();
  const url = `http://127.0.0.1:${a.port}/api/articles?limit=20`;
  const plain = await rawGet(url, {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  const hit = await rawGet(url, {}); // the second answer comes from the cache
  expect(hit.body.equals(plain.body)).toBe(true);
  expect(plain.body.length).toBeGreaterThan(1024);
  // Compression starts with the first hit and runs off the event loop: until then the answer is sent as it is.
  let br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
  for (let i = 0; i < 100 && !br.headers['content-encoding']; i++) {
    await new Promise((r) => setTimeout(r, 20));
    br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
  }
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toContain('Accept-Encoding');
  expect(Number(br.headers['content-length'])).toBe(br.body.length);
  expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  const gzip = await rawGet(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  expect(br.headers['x-content-type-options']).toBe('nosniff');
  expect(br.headers['content-type']).toBe(plain.headers['content-type']);
  expect(br.headers.etag).toBe(plain.headers.etag);
});

it('sends a page in gzip to the reader whose request rendered it, keeps it so, and makes brotli when it is read again', async () => {
  a.app.cache!.clear();
  const url = `http://127.0.0.1:${a.port}/article/first-article`;
  const first = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
  expect(first.status).toBe(200);
  expect(first.headers['content-encoding']).toBe('gzip');
  expect(first.headers.vary).toContain('Accept-Encoding');
  expect(Number(first.headers['content-length'])).toBe(first.body.length);
  const page = zlib.gunzipSync(first.body);
  expect(page.toString()).toContain('<html lang="en">');
  expect(page.length).toBeGreaterThan(first.body.length * 3);
  // Kept as it was sent: the next reader gets the same bytes from the cache, and brotli is made.
  const hit = await countQueries(() => rawGet(url, { 'accept-encoding': 'gzip, deflate, br' }));
  expect(hit.count).toBe(0);
  expect(hit.result.body.equals(first.body)).toBe(true);
  let br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
  for (let i = 0; i < 100 && br.headers['content-encoding'] !== 'br'; i++) {
    expect(br.body.equals(first.body)).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
  }
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.body).equals(page)).toBe(true);
  expect(br.body.length).toBeLessThan(first.body.length);
  // A client that accepts gzip only still gets the page as first sent; one that accepts neither, as it is.
  expect((await rawGet(url, { 'accept-encoding': 'gzip' })).body.equals(first.body)).toBe(true);
  expect((await rawGet(url, {})).body.equals(page)).toBe(true);
  expect(br.headers.etag).toBe(first.headers.etag);
  // A reader whose client accepts neither gets the page rendered for it as it is.
  a.app.cache!.clear();
  const plain = await rawGet(url, {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  expect(plain.body.toString()).toContain('<html lang="en">');
});

it('never serves a signed-in user from the cache', async () => {
  const admin = await a.asAdmin();
  await a.client().get('/api/articles');
  const res = await countQueries(() => admin.get('/api/articles'));
  expect(res.count).toBeGreaterThan(0);
});

it('a REST write is visible to the next read, here and in the other process', async () => {
  await a.client().get('/api/articles');
  await clientB.get('/api/articles');
  const admin = await a.asAdmin();
  expect((await admin.post('/api/articles', payload('second-article'))).status).toBe(201);
  expect(slugs(await a.client().get('/api/articles'))).toContain('second-article');
  expect(slugs(await clientB.get('/api/articles'))).toContain('second-article');
});

it('a GraphQL mutation on the other process clears this one', async () => {
  await a.client().get('/api/articles/featured');
  const adminB = new HttpClient(`http://127.0.0.1:${b.port}`);
  await adminB.post('/api/login', TEST_ADMIN);
  const id = (await a.client().get('/api/articles/second-article')).body.id;
  const res = await adminB.gql(`mutation($id: Int!) { updateArticle(id: $id, input: { isFeatured: true }) { id } }`, { id });
  expect(res.errors).toBeUndefined();
  expect(slugs(await a.client().get('/api/articles/featured'))).toEqual(['second-article']);
});

it('a scheduled article appears when its time comes', async () => {
  const admin = await a.asAdmin();
  const publishDate = new Date(Date.now() + 1500).toISOString();
  expect((await admin.post('/api/articles', payload('scheduled-soon', { publishDate }))).status).toBe(201);
  expect(slugs(await a.client().get('/api/articles'))).not.toContain('scheduled-soon');
  await new Promise((r) => setTimeout(r, 1800));
  expect(slugs(await a.client().get('/api/articles'))).toContain('scheduled-soon');
});

describe('the language cookie (issue 15)', () => {
  it('sends / to /id for a reader who chose Indonesian, even when / is cached, and nothing else', async () => {
    const http = a.client();
    await http.get('/');
    const cached = await http.get('/');
    expect(cached.status).toBe(200);
    expect(cached.headers.get('vary')).toMatch(/Cookie/);

    const chosen = await http.get('/?utm_source=wa', { cookie: 'theme=x; lang=id' });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toBe('/id?utm_source=wa');
    expect(chosen.headers.get('cache-control')).toBe('private, no-cache');
    expect(chosen.headers.get('vary')).toBe('Cookie');

    for (const [path, cookie] of [['/', 'lang=en'], ['/', 'lang=xx'], ['/blog', 'lang=id'], ['/id', 'lang=en'], ['/article/first-article', 'lang=id']]) {
      expect([path, cookie, (await http.get(path, { cookie })).status]).toEqual([path, cookie, 200]);
    }
    const head = await http.request('HEAD', '/', { headers: { cookie: 'lang=id' } });
    expect(head.status).toBe(302);
    const post = await http.post('/', {}, { cookie: 'lang=id' });
    expect(post.status).not.toBe(302);
  });
});
