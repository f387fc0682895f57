/** Keys of reads and writes (issue 28), and the response cache forgetting only what a write touched. */
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import {
  articleKey,
  changed,
  currentWrites,
  FRAME,
  LIST_ARTICLES,
  readKeysOf,
  ReadKeys,
  registerField,
  registerPath,
  runWrites,
  touches,
  WriteKeys,
} from './cache-keys';
import { decodeMessage, encodeMessage } from './cache-bus';
import { ResponseCache } from './response-cache';

describe('touches', () => {
  it('an answer is forgotten by a write of one of its keys, of everything, or when its keys are unknown', () => {
    const keys = [FRAME, 'article:1', 'category:2'];
    expect(touches(keys, new Set(['article:1']))).toBe(true);
    expect(touches(keys, new Set(['article:2', 'tag:1']))).toBe(false);
    expect(touches(keys, '*')).toBe(true);
    expect(touches(undefined, new Set(['tag:1']))).toBe(true);
  });

  it('a write that changed nothing public forgets nothing, unknown answers included', () => {
    expect(touches([FRAME], new Set())).toBe(false);
    expect(touches(undefined, new Set())).toBe(false);
  });
});

describe('reads', () => {
  it('objects add their keys, lists add theirs, every answer carries the frame', () => {
    const reads = new ReadKeys();
    registerField(reads, 'Query', 'recentArticles', undefined);
    registerField(reads, 'Article', 'title', { id: 7, categoryId: 3 });
    registerField(reads, 'Article', 'related', { id: 7, categoryId: 3 });
    registerField(reads, 'Tag', 'name', { id: 4 });
    registerField(reads, 'ArticleImage', 'srcset', { url: 'x' });
    expect(reads.result()?.sort()).toEqual([FRAME, 'article:7', 'category:3', LIST_ARTICLES, 'tag:4'].sort());
  });

  it('a single read names the list its missing object would join', () => {
    const reads = new ReadKeys();
    expect(registerField(reads, 'Query', 'article', undefined)).toBe(LIST_ARTICLES);
    expect(registerField(reads, 'Query', 'tag', undefined)).toBe('list:tags');
  });

  it('an unknown root field, or an object without its id, makes the answer unknown', () => {
    const a = new ReadKeys();
    registerField(a, 'Query', 'recentArticles', undefined);
    registerField(a, 'Query', 'somethingNew', undefined);
    expect(a.result()).toBeUndefined();
    const b = new ReadKeys();
    registerField(b, 'Query', 'articles', undefined);
    registerField(b, 'Article', 'title', { title: 'no id' });
    expect(b.result()).toBeUndefined();
  });

  it('an answer nobody described is unknown; a preview is never kept', () => {
    expect(new ReadKeys().result()).toBeUndefined();
    const preview = new ReadKeys();
    registerField(preview, 'Query', 'articlePreview', undefined);
    expect(preview.noStore).toBe(true);
  });

  it('REST reads and feeds are described by their path', () => {
    const api = new ReadKeys();
    registerPath(api, '/api/articles/some-slug');
    expect(api.result()).toContain(LIST_ARTICLES);
    const feed = new ReadKeys();
    registerPath(feed, '/id/rss.xml');
    expect(feed.result()).toContain(LIST_ARTICLES);
    const other = new ReadKeys();
    registerPath(other, '/about');
    expect(other.result()).toBeUndefined();
  });
});

describe('writes', () => {
  it('a write that names nothing changed everything; naming the frame is everything too', () => {
    expect(new WriteKeys().result()).toBe('*');
    const keys = new WriteKeys();
    runWrites(keys, () => changed(FRAME, 'tool:1'));
    expect(keys.result()).toBe('*');
  });

  it('keys named anywhere in the write, after awaits too, add up; an empty call says nothing public changed', async () => {
    const keys = new WriteKeys();
    await runWrites(keys, async () => {
      changed();
      await new Promise((r) => setTimeout(r, 5));
      changed(['article:1', 'article:2'], 'home');
      expect(currentWrites()).toBe(keys);
    });
    expect([...(keys.result() as Set<string>)].sort()).toEqual(['article:1', 'article:2', 'home']);
    const none = new WriteKeys();
    runWrites(none, () => changed());
    expect(none.result()).toEqual(new Set());
  });

  it('outside a request, changed() does nothing', () => {
    expect(() => changed('article:1')).not.toThrow();
  });

  it('the NOTIFY payload carries the keys, and falls back to everything past its size limit', () => {
    expect(decodeMessage(encodeMessage('p1', new Set(['article:1'])))).toEqual({ process: 'p1', written: new Set(['article:1']) });
    expect(decodeMessage(encodeMessage('p1', '*')).written).toBe('*');
    const many = new Set(Array.from({ length: 2000 }, (_, i) => articleKey(i)));
    expect(decodeMessage(encodeMessage('p1', many)).written).toBe('*');
    expect(decodeMessage('').written).toBe('*');
    expect(decodeMessage('{"k": [1]}').written).toBe('*');
  });
});

describe('the response cache with keys', () => {
  let server: http.Server;
  let base: string;
  let cache: ResponseCache;
  const computed: Record<string, number> = {};
  const big = 'tumbuh '.repeat(2000);

  beforeAll(async () => {
    cache = new ResponseCache({ sharedCacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=30' });
    cache.setStaleAt(Infinity);
    const app = express();
    app.use(cache.capture());
    // /page/<id>: shows article <id>; /list: every article; /unknown: describes nothing.
    app.get('/:kind{/:id}', (req, res) => {
      const name = req.path;
      computed[name] = (computed[name] ?? 0) + 1;
      const reads = readKeysOf(res);
      if (req.params.kind === 'page') reads?.add(articleKey(req.params.id!));
      if (req.params.kind === 'list') reads?.add(LIST_ARTICLES);
      res.type('html').send(`<p>${name} ${computed[name]}</p>${req.params.kind === 'big' ? big : ''}`);
    });
    server = http.createServer((req, res) => cache.handle(req, res, () => app(req, res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const read = async (path: string) => (await fetch(`${base}${path}`)).text();
  const warm = async (...paths: string[]) => {
    for (const p of paths) await read(p);
  };

  it('a keyed write forgets the answers holding its keys and the unknown ones, and keeps the others', async () => {
    await warm('/page/1', '/page/2', '/list', '/unknown');
    cache.invalidate(new Set([articleKey(1)]));
    await warm('/page/1', '/page/2', '/list', '/unknown');
    expect([computed['/page/1'], computed['/page/2'], computed['/list'], computed['/unknown']]).toEqual([2, 1, 1, 2]);
    cache.invalidate(new Set([LIST_ARTICLES]));
    await warm('/page/1', '/page/2', '/list');
    expect([computed['/page/1'], computed['/page/2'], computed['/list']]).toEqual([2, 1, 2]);
  });

  it('a write that changed nothing public keeps everything; a write of everything forgets all', async () => {
    await warm('/page/3', '/unknown');
    const before = { ...computed };
    cache.invalidate(new Set());
    await warm('/page/3', '/unknown');
    expect(computed).toEqual(before);
    cache.invalidate('*');
    await warm('/page/3');
    expect(computed['/page/3']).toBe(before['/page/3'] + 1);
  });

  it('sends CDN headers and its keys on an answer whose keys are known, and not on an unknown one', async () => {
    const first = await fetch(`${base}/page/9`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');
    expect(first.headers.get('cache-tag')?.split(',').sort()).toEqual(['article:9', FRAME]);
    const hit = await fetch(`${base}/page/9`);
    expect(hit.headers.get('cache-tag')).toBe(first.headers.get('cache-tag'));
    const unknown = await fetch(`${base}/unknown/9`);
    expect(unknown.headers.get('cache-tag')).toBeNull();
    expect(unknown.headers.get('cache-control') ?? '').not.toContain('s-maxage');
  });

  it('keeps a big page as brotli and gzip only, unpacks it for a client without compression, and counts its bytes', async () => {
    await read('/big');
    for (let i = 0; i < 50 && (await fetch(`${base}/big`, { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding') !== 'br'; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    const held = cache.byteSize;
    const plain = await new Promise<Buffer>((resolve) =>
      http.get(`${base}/big`, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }),
    );
    expect(plain.toString()).toContain(big);
    expect(computed['/big']).toBe(1);
    // The unpacked body is kept once asked for, and counted.
    expect(cache.byteSize - held).toBe(plain.length);
    const gz = await new Promise<Buffer>((resolve) =>
      http.get(`${base}/big`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }),
    );
    expect(zlib.gunzipSync(gz).equals(plain)).toBe(true);
  });

  it('stays within its size in bytes', async () => {
    const small = new ResponseCache({ maxBytes: 64 * 1024 });
    small.setStaleAt(Infinity);
    const app = express();
    app.use(small.capture());
    app.get('/:n', (req, res) => {
      readKeysOf(res)?.add(articleKey(req.params.n));
      res.type('json').send(JSON.stringify({ n: req.params.n, pad: 'x'.repeat(10_000) }));
    });
    const s = http.createServer((req, res) => small.handle(req, res, () => app(req, res)));
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
    for (let i = 0; i < 20; i++) await (await fetch(`${url}/${i}`)).text();
    expect(small.byteSize).toBeLessThanOrEqual(64 * 1024);
    expect(small.size).toBeGreaterThan(2);
    await new Promise<void>((resolve) => s.close(() => resolve()));
  });
});
