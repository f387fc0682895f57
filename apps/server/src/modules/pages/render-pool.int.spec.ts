/**
 * Page renders on worker threads (issue 28): the built thread script (apps/server/dist, made by
 * `npm run build`) renders the built client's pages exactly as the in-process renderer does, with
 * the GraphQL operations answered by this thread; a thread that stops fails only its own renders
 * and is replaced.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { factories } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { PageRenderer, type Execute, type GraphQLResult } from './page-renderer';
import { RenderPool } from './render-pool';

const PUBLIC_URL = 'https://tumbuh.example.org';
const WEB_DIST_DIR = path.resolve(__dirname, '../../../../web/dist');
const THREAD_FILE = path.resolve(__dirname, '../../../dist/modules/pages/render-worker.js');
let server: TestServer;
let pool: RenderPool;

/** The operations of a render, answered by the test server's own /graphql. */
const execute: Execute = async (operation) => (await server.client().post('/graphql', operation)).body as GraphQLResult;
const ANONYMOUS = { signedIn: false };
const text = (html: string | Buffer) => html.toString();
const STATE = /<script type="application\/json" id="__APOLLO_STATE__">([^<]*)<\/script>/;
const splitState = (html: string): [string, unknown] => [html.replace(STATE, ''), JSON.parse(STATE.exec(html)?.[1] ?? 'null')];
/** Where two pages first differ, with a little of each from there (at: -1 when they are equal). */
function firstDifference(a: string, b: string) {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  if (at === a.length && a.length === b.length) return { at: -1, threaded: '', inProcess: '' };
  return { at, threaded: a.slice(Math.max(0, at - 80), at + 80), inProcess: b.slice(Math.max(0, at - 80), at + 80) };
}

beforeAll(async () => {
  server = await startTestServer();
  const f = factories(server.database.dataSource);
  const [author, cat] = await Promise.all([f.author({ name: 'Dewi' }), f.category({ slug: 'sleep', name: 'Sleep' })]);
  await f.article({ categoryId: cat.id, authorId: author.id, slug: 'better-naps', title: 'Better naps', content: '<p>Naps matter a great deal.</p>', daysAgo: 1 });
  await f.article({ categoryId: cat.id, authorId: author.id, slug: 'tidur-siang', title: 'Tidur siang', language: 'id', daysAgo: 2 });
  pool = RenderPool.load({ distDir: WEB_DIST_DIR, publicUrl: PUBLIC_URL, threads: 2, heapMb: 64, threadFile: THREAD_FILE })!;
});
afterAll(async () => {
  await pool?.close();
  await server?.close();
});

it('is not made without threads, a built client or the compiled thread script', () => {
  expect(RenderPool.load({ distDir: WEB_DIST_DIR, publicUrl: PUBLIC_URL, threads: 0, heapMb: 0, threadFile: THREAD_FILE })).toBeUndefined();
  expect(RenderPool.load({ distDir: path.join(WEB_DIST_DIR, 'nothing-here'), publicUrl: PUBLIC_URL, threads: 2, heapMb: 0, threadFile: THREAD_FILE })).toBeUndefined();
  expect(RenderPool.load({ distDir: WEB_DIST_DIR, publicUrl: PUBLIC_URL, threads: 2, heapMb: 0, threadFile: path.join(__dirname, 'no-such-thread.js') })).toBeUndefined();
  expect(pool).toBeDefined();
});

it('renders on its threads the same pages as this thread, several at once', async () => {
  const here = PageRenderer.load(WEB_DIST_DIR, PUBLIC_URL)!;
  const urls = ['/article/better-naps', '/id/article/tidur-siang', '/', '/category/sleep', '/no-such-page', '/id'];
  const threaded = await Promise.all(urls.map((url) => pool.render(url, execute, ANONYMOUS)));
  for (const [i, url] of urls.entries()) {
    const inProcess = await here.render(url, execute, ANONYMOUS);
    expect({ url, status: threaded[i].status }).toEqual({ url, status: inProcess.status });
    expect(Buffer.isBuffer(threaded[i].html)).toBe(true);
    // The Apollo state's keys come in the order its answers arrived: compared as data.
    const [threadedPage, threadedState] = splitState(text(threaded[i].html));
    const [page, state] = splitState(inProcess.html);
    expect({ url, ...firstDifference(threadedPage, page) }).toEqual({ url, at: -1, threaded: '', inProcess: '' });
    expect(threadedState).toEqual(state);
  }
  expect(text(threaded[0].html)).toContain('Naps matter a great deal.');
  expect(threaded[4].status).toBe(404);
});

it('sends a page compressed in the encoding the reader accepts, and a page too small to gain as it is', async () => {
  const [plain, br, gzip, moved] = await Promise.all([
    pool.render('/article/better-naps', execute, ANONYMOUS),
    pool.render('/article/better-naps', execute, { ...ANONYMOUS, encoding: 'br' }),
    pool.render('/article/better-naps', execute, { ...ANONYMOUS, encoding: 'gzip' }),
    pool.render('/id/article/better-naps', execute, { ...ANONYMOUS, encoding: 'br' }),
  ]);
  expect([plain.encoding, br.encoding, gzip.encoding]).toEqual([undefined, 'br', 'gzip']);
  const [page] = splitState(text(plain.html));
  expect(splitState(zlib.brotliDecompressSync(br.html).toString())[0]).toBe(page);
  expect(splitState(zlib.gunzipSync(gzip.html).toString())[0]).toBe(page);
  expect(br.html.length * 3).toBeLessThan(plain.html.length);
  // A redirect has no body to compress.
  expect([moved.status, moved.encoding, moved.html.length]).toEqual([301, undefined, 0]);
});

it('a failing operation fails in the render, not in the pool', async () => {
  const page = await pool.render(
    '/article/better-naps',
    async () => {
      throw new Error('database gone');
    },
    ANONYMOUS,
  );
  expect(page.status).toBeGreaterThanOrEqual(200);
  expect(text(page.html)).not.toContain('Naps matter a great deal.');
});

it('a thread that stops fails its renders in flight, and a new thread renders the next', async () => {
  let asked!: () => void;
  const askedOnce = new Promise<void>((resolve) => (asked = resolve));
  // An operation that never answers keeps the render in flight on its thread.
  const stuck = pool.render(
    '/article/better-naps',
    () => {
      asked();
      return new Promise<GraphQLResult>(() => undefined);
    },
    ANONYMOUS,
  );
  await askedOnce;
  const threads = (pool as unknown as { threads: { pending: Map<number, unknown>; worker: { terminate(): Promise<number> } }[] }).threads;
  const busy = threads.find((t) => t.pending.size > 0)!;
  await busy.worker.terminate();
  await expect(stuck).rejects.toThrow('The render thread stopped');
  const pages = await Promise.all([1, 2, 3, 4, 5].map(() => pool.render('/article/better-naps', execute, ANONYMOUS)));
  for (const page of pages) expect(text(page.html)).toContain('Naps matter a great deal.');
});

it('a thread that cannot start is not restarted at once, and readers get an error meanwhile, not a wait', async () => {
  const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-thread-')), 'broken-thread.js');
  fs.writeFileSync(broken, "throw new Error('a broken bundle');\n");
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failing = RenderPool.load({ distDir: WEB_DIST_DIR, publicUrl: PUBLIC_URL, threads: 1, heapMb: 64, threadFile: broken })!;
  try {
    await expect(failing.render('/', execute, ANONYMOUS)).rejects.toThrow('The render thread stopped');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('a broken bundle'));
    await new Promise((r) => setTimeout(r, 300));
    await expect(failing.render('/', execute, ANONYMOUS)).rejects.toThrow('No render thread is running');
  } finally {
    await failing.close();
    errors.mockRestore();
  }
});
