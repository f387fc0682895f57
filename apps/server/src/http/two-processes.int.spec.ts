/**
 * The deployment topology without Docker (issue 18): two app processes (the built server, as real
 * child processes) behind a small round-robin proxy, on one PostgreSQL database and one S3 bucket.
 * Whichever process answers, a session, the rate limits, a write's cache invalidation and an
 * upload are the same.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Client } from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { createTestDatabase, HttpClient, rawGet } from '../test/harness';
import { spawnServer, type ServerProcess } from '../test/process';
import { startProxy, type TestProxy } from '../test/proxy';

jest.setTimeout(180_000);

const BUCKET = 'tumbuh-shared';
const ADMIN = { username: 'chief', password: 'chief-password-123' };
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let s3: S3rver;
let proxy: TestProxy;
const apps: ServerProcess[] = [];
let urls: string[] = [];
const dirs: string[] = [];
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  db = await createTestDatabase();
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tmp('tumbuh-s3-'), configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  const env = {
    DATABASE_URL: db.url,
    PORT: '0',
    SEED_DEMO: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: 'two-processes-secret-0123456789',
    NEWSLETTER_WORKER: 'false',
    RESPONSE_CACHE: 'true',
    // One proxy hop in front, as in the compose file.
    TRUST_PROXY: '1',
    SIGNUPS_PER_HOUR: '4',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  for (let i = 0; i < 2; i++) apps.push(spawnServer({ ...env, DATA_DIR: tmp('tumbuh-app-') }));
  urls = (await Promise.all(apps.map((a) => a.ready))).map((u) => u.replace('localhost', '127.0.0.1').replace(/\/$/, ''));
  proxy = await startProxy(urls);
});
afterAll(async () => {
  await proxy?.close();
  for (const a of apps) if (a.proc.exitCode === null) a.proc.kill('SIGTERM');
  await Promise.all(apps.map((a) => a.exited));
  await s3?.close();
  await db?.drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Each request through the proxy goes to the next process: the counts say both were asked. */
const bothAnswered = (before: number[]) => proxy.counts.every((n, i) => n > before[i]);

it('a session made on one process is valid on the other', async () => {
  const before = [...proxy.counts];
  const c = new HttpClient(proxy.url);
  expect((await c.post('/api/login', ADMIN)).status).toBe(200);
  for (let i = 0; i < 4; i++) {
    const me = await c.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(ADMIN.username);
  }
  expect(bothAnswered(before)).toBe(true);
  expect((await c.post('/api/logout', {})).status).toBeLessThan(300);
  for (let i = 0; i < 2; i++) expect((await c.get('/api/user')).status).toBe(401);
});

it('the login and sign-up limits are counted once for both processes', async () => {
  const before = [...proxy.counts];
  const c = new HttpClient(proxy.url);
  for (let i = 0; i < 4; i++) expect((await c.post('/api/subscribers', { email: `two-${i}@example.com` })).status).toBe(201);
  const refused = await c.post('/api/subscribers', { email: 'two-5@example.com' });
  expect(refused.status).toBe(429);
  expect((await c.post('/api/subscribers', { email: 'two-6@example.com' })).status).toBe(429);
  for (let i = 0; i < 5; i++) expect((await c.post('/api/login', { username: ADMIN.username, password: `wrong-${i}` })).status).toBe(401);
  expect((await c.post('/api/login', ADMIN)).status).toBe(429);
  expect((await c.post('/api/login', ADMIN)).status).toBe(429);
  expect(bothAnswered(before)).toBe(true);
});

it("a write through one process clears the other's response cache", async () => {
  const admin = await signedInAdmin();
  const direct = urls.map((u) => new HttpClient(u));
  // Both processes cache the list (asked twice each).
  for (const c of direct) for (let i = 0; i < 2; i++) expect((await c.get('/api/categories')).status).toBe(200);
  // A row written behind the caches' back is not seen yet: both answers come from their caches.
  await sql(`INSERT INTO categories (name, slug) VALUES ('Behind The Back', 'behind-the-back')`);
  for (const c of direct) expect((await c.get<{ slug: string }[]>('/api/categories')).body.map((x) => x.slug)).not.toContain('behind-the-back');
  const created = await admin.post('/api/categories', { name: 'Shared Cache', slug: 'shared-cache', description: 'seen by both' });
  expect(created.status).toBe(201);
  for (const c of direct) {
    const list = await c.get<{ slug: string }[]>('/api/categories');
    expect(list.body.map((x) => x.slug)).toEqual(expect.arrayContaining(['shared-cache', 'behind-the-back']));
  }
});

it('a redirect added through one process answers at once on the other (issue 32)', async () => {
  await sql(`DELETE FROM rate_limits`);
  const [a, b] = urls.map((u) => new HttpClient(u));
  expect((await a.post('/api/login', ADMIN)).status).toBe(200);
  // The other process has just read its redirects (and answered 404 twice, so a cache could keep it).
  for (let i = 0; i < 2; i++) expect((await b.get('/2023/01/old-post/')).status).toBe(404);
  const created = await a.post('/api/redirects', { fromPath: '/2023/01/old-post/', toPath: '/article/moved-here' });
  expect(created.status).toBe(201);
  const moved = await b.get('/2023/01/old-post/');
  expect([moved.status, moved.headers.get('location')]).toEqual([301, '/article/moved-here']);
});

it("an edited published title shows at once through the other process; a draft's saves keep both caches (issue 28)", async () => {
  const admin = await signedInAdmin();
  const direct = urls.map((u) => new HttpClient(u));
  const created = async (path: string, body: Record<string, unknown>) => {
    const res = await admin.post<{ id: number }>(path, body);
    expect([path, res.status]).toEqual([path, 201]);
    return res.body.id;
  };
  const categoryId = await created('/api/categories', { name: 'Keyed', slug: 'keyed' });
  const authorId = await created('/api/authors', { name: 'Keyed Author', bio: 'Writes keyed things.' });
  const payload = (slug: string, over: Record<string, unknown> = {}) => ({ title: slug, slug, content: '<p>x</p>', excerpt: 'x', authorId, categoryId, readTime: 3, ...over });
  const published = await created('/api/articles', payload('keyed-live'));
  const draft = await created('/api/articles', payload('keyed-draft', { status: 'draft' }));
  const titles = async (c: HttpClient) => ({
    page: (await c.get<{ title: string }>('/api/articles/keyed-live')).body.title,
    list: (await c.get<{ slug: string; title: string }[]>('/api/articles/category/keyed')).body.map((x) => x.title),
  });
  for (const c of direct) for (let i = 0; i < 2; i++) await titles(c);
  // The title changed behind the caches' back: both processes still answer from their caches...
  await sql(`UPDATE articles SET title = 'Behind the back' WHERE id = ${published}`);
  // ...and a draft's save, autosave and preview link keep them.
  expect((await admin.patch(`/api/articles/${draft}`, { title: 'Draft saved' })).status).toBe(200);
  expect((await admin.patch(`/api/articles/${draft}`, { content: '<p>autosaved</p>' })).status).toBe(200);
  expect((await admin.post(`/api/articles/${draft}/preview-link`, {})).status).toBe(200);
  for (const c of direct) expect(await titles(c)).toEqual({ page: 'keyed-live', list: ['keyed-live'] });
  // The published article's edit is seen by the next read in both processes, page and list.
  expect((await admin.patch(`/api/articles/${published}`, { title: 'Edited live' })).status).toBe(200);
  for (const c of direct) expect(await titles(c)).toEqual({ page: 'Edited live', list: ['Edited live'] });
});

it('a page compressed by its render thread is sent so, kept as sent, and made in the other encoding or unpacked for the clients that ask (issue 28)', async () => {
  const url = `${urls[1]}/`;
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const first = await rawGet(url, browser);
  expect([first.status, first.headers['content-encoding'], Number(first.headers['content-length'])]).toEqual([200, 'gzip', first.body.length]);
  expect(first.headers.vary).toContain('Accept-Encoding');
  const page = zlib.gunzipSync(first.body);
  expect(page.toString()).toContain('<html lang="en">');
  expect(page.length).toBeGreaterThan(first.body.length * 3);
  // The next reader gets the same bytes, from the cache; brotli is made for the reads after it.
  expect((await rawGet(url, browser)).body.equals(first.body)).toBe(true);
  let br = await rawGet(url, browser);
  for (let i = 0; i < 100 && br.headers['content-encoding'] !== 'br'; i++) {
    expect(br.body.equals(first.body)).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    br = await rawGet(url, browser);
  }
  expect(zlib.brotliDecompressSync(br.body).equals(page)).toBe(true);
  const plain = await rawGet(url, {});
  expect([plain.headers['content-encoding'], Number(plain.headers['content-length'])]).toEqual([undefined, plain.body.length]);
  expect(plain.body.equals(page)).toBe(true);
  // A page first asked for by a client that accepts brotli only is rendered, sent and kept in brotli.
  const id = await rawGet(`${urls[1]}/id`, { 'accept-encoding': 'br' });
  expect([id.status, id.headers['content-encoding']]).toEqual([200, 'br']);
  expect(zlib.brotliDecompressSync(id.body).toString()).toContain('<html lang="id">');
  expect((await rawGet(`${urls[1]}/id`, { 'accept-encoding': 'br' })).body.equals(id.body)).toBe(true);
});

it('an upload made through one process is served by both', async () => {
  const admin = await signedInAdmin();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e07a5f' } }).png().toBuffer();
  const fd = new FormData();
  fd.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'shared.png');
  const res = await admin.request('POST', '/api/upload/image', { body: fd });
  expect(res.status).toBe(201);
  const url: string = res.body.file.url;
  const bodies: Buffer[] = [];
  for (const base of urls) {
    const served = await fetch(base + url);
    expect(served.status).toBe(200);
    bodies.push(Buffer.from(await served.arrayBuffer()));
  }
  expect(bodies[0].length).toBeGreaterThan(0);
  expect(bodies[1].equals(bodies[0])).toBe(true);
  // Nothing on either process's own disk.
  for (const dir of dirs.filter((d) => d.includes('tumbuh-app-'))) expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
});

async function sql(text: string): Promise<void> {
  const pg = new Client({ connectionString: db.url });
  await pg.connect();
  try {
    await pg.query(text);
  } finally {
    await pg.end();
  }
}

/** The admin, signed in through the proxy (the limits test locked the account: its counters are cleared first). */
async function signedInAdmin(): Promise<HttpClient> {
  await sql(`DELETE FROM rate_limits`);
  const c = new HttpClient(proxy.url);
  const res = await c.post('/api/login', ADMIN);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return c;
}
