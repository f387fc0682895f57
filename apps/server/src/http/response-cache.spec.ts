/** The response cache on its own (no database): what it keeps, and what it evicts first. */
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { packSync } from './encoding';
import { ResponseCache } from './response-cache';

let server: http.Server;
let base: string;
let cache: ResponseCache;
const computed: Record<string, number> = {};
/** The slow route answers once `gate` resolves, with a number that grows with each computation. */
let versions = 0;
let gate: Promise<void> = Promise.resolve();
let running = 0;
let maxRunning = 0;
/** Requests the server has received (and handed to the cache, in the same turn). */
let arrived = 0;
/** Sends a read and waits until the server has it: a fixed pause lost the order on a busy machine. */
async function send(path: string): Promise<{ answer: Promise<{ version: number }> }> {
  const before = arrived;
  const answer = fetch(`${base}${path}`).then((r) => r.json() as Promise<{ version: number }>);
  while (arrived === before) await new Promise((r) => setTimeout(r, 2));
  return { answer };
}

beforeAll(async () => {
  cache = new ResponseCache({ maxEntries: 2 });
  cache.setStaleAt(Infinity);
  const app = express();
  app.use(cache.capture());
  app.get('/slow/:name', async (req, res) => {
    computed[`slow-${req.params.name}`] = (computed[`slow-${req.params.name}`] ?? 0) + 1;
    const version = ++versions;
    running++;
    maxRunning = Math.max(maxRunning, running);
    await gate;
    running--;
    res.json({ version });
  });
  app.get('/:name', (req, res) => {
    computed[req.params.name] = (computed[req.params.name] ?? 0) + 1;
    res.json({ name: req.params.name });
  });
  server = http.createServer((req, res) => {
    arrived++;
    cache.handle(req, res, () => app(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (name: string) => {
  const res = await fetch(`${base}/${name}`);
  expect(await res.json()).toEqual({ name });
};

it('answers a repeated read from memory', async () => {
  await get('one');
  await get('one');
  expect(computed.one).toBe(1);
});

it('evicts the oldest entry not read since it was stored, keeping one that was read', async () => {
  cache.suspend();
  cache.setStaleAt(Infinity);
  for (const k of Object.keys(computed)) delete computed[k];
  await get('a');
  await get('b');
  await get('a'); // a hit: "a" gets a second chance
  await get('c'); // over the limit of 2: "b" goes, although "a" is older
  expect(cache.size).toBe(2);
  await get('a');
  expect(computed.a).toBe(1);
  await get('b');
  expect(computed.b).toBe(2);
});

it('keeps nothing while the next publication time is unknown', async () => {
  cache.suspend();
  await get('d');
  await get('d');
  expect(computed.d).toBe(2);
  cache.setStaleAt(Infinity);
});

it('after a write, recomputes on the next read and answers reads meanwhile with the stale answer', async () => {
  const slow = async () => (await (await fetch(`${base}/slow/page`)).json()).version as number;
  expect(await slow()).toBe(1);
  expect(await slow()).toBe(1);
  expect(computed['slow-page']).toBe(1);

  cache.clear(); // a write
  let open!: () => void;
  gate = new Promise((resolve) => (open = resolve));
  const first = slow(); // sees the write: recomputes, and waits for it
  await new Promise((r) => setTimeout(r, 50));
  // Arriving while it is recomputed: the stale answer, at once, without a second computation.
  expect(await Promise.all([slow(), slow(), slow()])).toEqual([1, 1, 1]);
  open();
  expect(await first).toBe(2);
  expect(await slow()).toBe(2);
  expect(computed['slow-page']).toBe(2);
});

it('a read arriving after a write never gets an answer computed before it, even one still running', async () => {
  let open!: () => void;
  gate = new Promise((resolve) => (open = resolve));
  cache.clear();
  const before = fetch(`${base}/slow/other`).then((r) => r.json());
  await new Promise((r) => setTimeout(r, 50));
  cache.clear(); // a write while the first computation runs
  const after = fetch(`${base}/slow/other`).then((r) => r.json());
  await new Promise((r) => setTimeout(r, 50));
  open();
  const [a, b] = await Promise.all([before, after]);
  expect(b.version).toBeGreaterThan(a.version);
  expect(computed['slow-other']).toBe(2);
});

it('computes an address once at a time however many writes come meanwhile', async () => {
  let open!: () => void;
  gate = new Promise((resolve) => (open = resolve));
  maxRunning = 0;
  const reads: Promise<unknown>[] = [];
  for (let i = 0; i < 5; i++) {
    cache.clear(); // a write
    reads.push((await send('/slow/busy')).answer);
  }
  open();
  await Promise.all(reads);
  expect(maxRunning).toBe(1);
});

it('queues at most one computation behind the running one, however many writes come meanwhile', async () => {
  let open!: () => void;
  gate = new Promise((resolve) => (open = resolve));
  const before = computed['slow-queued'] ?? 0;
  cache.clear();
  const reads: Promise<{ version: number }>[] = [];
  for (let i = 0; i < 5; i++) {
    reads.push((await send('/slow/queued')).answer);
    cache.clear(); // a write
  }
  open();
  const answers = await Promise.all(reads);
  // The first read computes; every later one waits for the one computation queued behind it.
  expect((computed['slow-queued'] ?? 0) - before).toBe(2);
  expect(new Set(answers.slice(1).map((a) => a.version)).size).toBe(1);
  expect(answers[1].version).toBeGreaterThan(answers[0].version);
});

describe("a page render's remembered reads (memo)", () => {
  const make = () => {
    const memo = new ResponseCache({ maxMemos: 2 });
    memo.setStaleAt(Infinity);
    let calls = 0;
    /** A read showing `keys`, answering how many computations there were. */
    const read = (key: string, keys: string[], options: { keep?: boolean; during?: () => void; noStore?: boolean } = {}) =>
      memo.memo(
        key,
        async (reads) => {
          calls++;
          reads.add(...keys);
          if (options.noStore) reads.noStore = true;
          options.during?.();
          return calls;
        },
        () => options.keep ?? true,
      );
    return { memo, read };
  };

  it('computes a read once and answers it again with its keys, until a write touches them', async () => {
    const { memo, read } = make();
    expect((await read('tools', ['list:tools'])).value).toBe(1);
    const again = await read('tools', ['list:tools']);
    expect([again.value, again.reads.result()]).toEqual([1, ['frame', 'list:tools']]);
    memo.invalidate(new Set(['article:1']));
    expect((await read('tools', ['list:tools'])).value).toBe(1);
    memo.invalidate(new Set(['list:tools']));
    expect((await read('tools', ['list:tools'])).value).toBe(2);
    memo.invalidate('*');
    expect((await read('tools', ['list:tools'])).value).toBe(3);
  });

  it('keeps nothing computed across a write that touched it, unknown, private or refused, nor while the publication time is unknown', async () => {
    const { memo, read } = make();
    expect((await read('a', ['article:1'], { during: () => memo.invalidate(new Set(['article:1'])) })).value).toBe(1);
    expect((await read('a', ['article:1'])).value).toBe(2);
    expect((await read('b', ['article:2'], { keep: false })).value).toBe(3);
    expect((await read('b', ['article:2'])).value).toBe(4);
    expect((await read('c', ['article:3'], { noStore: true })).value).toBe(5);
    expect((await read('c', ['article:3'])).value).toBe(6);
    memo.suspend();
    expect((await read('a', ['article:1'])).value).toBe(7);
    expect((await read('a', ['article:1'])).value).toBe(8);
  });

  it('holds at most maxMemos reads, the least recently used leaving first', async () => {
    const { read } = make();
    await read('a', []);
    await read('b', []);
    await read('a', []);
    await read('c', []);
    expect((await read('a', [])).value).toBe(1);
    expect((await read('b', [])).value).toBe(4);
  });

  it("keeps shared reads apart: the long tail's one-off reads do not push them out, and writes drop them as the others", async () => {
    const memo = new ResponseCache({ maxMemos: 2, maxSharedMemos: 2 });
    memo.setStaleAt(Infinity);
    let calls = 0;
    const read = (key: string, keys: string[], pool?: 'shared') =>
      memo.memo(key, async (reads) => (reads.add(...keys), ++calls), () => true, pool).then((r) => r.value);
    expect(await read('related sleep', ['category:1'], 'shared')).toBe(1);
    for (let page = 0; page < 5; page++) await read(`article ${page}`, [`article:${page}`]);
    expect(await read('related sleep', ['category:1'], 'shared')).toBe(1);
    // The same key in the other pool is another read.
    expect(await read('related sleep', ['category:1'])).toBe(7);
    memo.invalidate(new Set(['category:1']));
    expect(await read('related sleep', ['category:1'], 'shared')).toBe(8);
    await read('related food', ['category:2'], 'shared');
    await read('related toys', ['category:3'], 'shared');
    expect(await read('related sleep', ['category:1'], 'shared')).toBe(11);
  });
});

describe('memory of cached pages', () => {
  let pageServer: http.Server;
  const packedRenders: Record<string, number> = {};
  let pageBase: string;
  const words = ['bayi', 'tidur', 'makan', 'sleep', 'feeding', 'toddler', 'nap', 'porridge', 'cuddle', 'balita', 'susu', 'play'];
  /** 24 KB of text that compresses about 4:1, different for every address. */
  const page = (n: number) => {
    let seed = n + 1;
    const out: string[] = [];
    for (let size = 0; size < 24 * 1024; ) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const word = `${words[seed % words.length]}${seed % 97} `;
      out.push(word);
      size += word.length;
    }
    return `<!doctype html><p>${out.join('')}</p>`;
  };

  beforeAll(async () => {
    const pageCache = new ResponseCache({ maxEntries: 1000, maxBytes: 64 * 1024 * 1024 });
    pageCache.setStaleAt(Infinity);
    const app = express();
    app.use(pageCache.capture());
    app.get('/page/:n', (req, res) => res.type('html').send(page(Number(req.params.n))));
    // A page its render thread compressed (render-worker.ts), sent as static.ts sends it.
    app.get('/packed/:encoding/:n', (req, res) => {
      const encoding = req.params.encoding;
      packedRenders[encoding] = (packedRenders[encoding] ?? 0) + 1;
      const body = Buffer.from(page(Number(req.params.n)));
      const sent = encoding === 'br' || encoding === 'gzip' ? packSync(body, encoding) : zlib.deflateSync(body);
      res.set('Content-Encoding', encoding).vary('Accept-Encoding').type('html').send(Buffer.from(sent));
    });
    pageServer = http.createServer((req, res) => pageCache.handle(req, res, () => app(req, res)));
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    pageBase = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => pageServer.close(() => resolve())));

  it('keeps a page compressed before it reached the cache as it was sent, and makes the other encodings from it', async () => {
    const url = `${pageBase}/packed/br/1`;
    const read = async (acceptEncoding: string) => {
      const res = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
      return { encoding: res.headers.get('content-encoding'), text: await res.text() };
    };
    const first = await read('br');
    expect(first).toEqual({ encoding: 'br', text: page(1) });
    expect(await read('gzip, br')).toEqual(first);
    expect(packedRenders.br).toBe(1);
    // gzip is made from it for the first client that asks, meanwhile the page as it is.
    let gzip = await read('gzip');
    for (let i = 0; i < 100 && gzip.encoding !== 'gzip'; i++) {
      expect(gzip).toEqual({ encoding: null, text: page(1) });
      await new Promise((resolve) => setTimeout(resolve, 20));
      gzip = await read('gzip');
    }
    expect(gzip).toEqual({ encoding: 'gzip', text: page(1) });
    expect(await read('identity')).toEqual({ encoding: null, text: page(1) });
    expect(packedRenders.br).toBe(1);
    // An encoding the cache does not make is not kept.
    for (let i = 0; i < 2; i++) expect((await fetch(`${pageBase}/packed/deflate/1`, { headers: { 'accept-encoding': 'deflate' } })).status).toBe(200);
    expect(packedRenders.deflate).toBe(2);
  });

  it('holds each page compressed only, in a buffer of its size (not also as rendered, nor in a bigger buffer)', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('node:v8').setFlagsFromString('--expose-gc');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const gc = require('node:vm').runInNewContext('gc') as () => void;
    const held = () => {
      gc();
      gc();
      return process.memoryUsage().arrayBuffers;
    };
    const pages = 120;
    const before = held();
    let rendered = 0;
    let compressed = 0;
    for (let n = 0; n < pages; n++) {
      const res = await fetch(`${pageBase}/page/${n}`, { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      compressed += Number(res.headers.get('content-length'));
      rendered += (await res.arrayBuffer()).byteLength; // fetch decodes: the page as rendered
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const grown = held() - before;
    expect(rendered).toBeGreaterThan(pages * 24 * 1024);
    expect(compressed).toBeLessThan(rendered / 3);
    // With the rendered bodies kept too, more than all that was rendered; in zlib's 16 KB output
    // chunks, about three times the compressed bytes.
    expect(grown).toBeLessThan(compressed * 1.5 + 512 * 1024);
  });
});
