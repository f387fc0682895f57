/**
 * A response cache for anonymous reads, answered before express does any routing (most of the
 * cost of a cached read is the framework). Every successful write makes it stale at once, in this
 * process and, through PostgreSQL NOTIFY, in every other server process; an article scheduled for
 * later makes the cache expire at its publication time. Signed-in users (session cookie) bypass it.
 *
 * Stale answers are not thrown away: the first read of a stale address recomputes it (and so sees
 * every write that finished before it arrived), and reads of that address that arrive while it is
 * being recomputed get the stale answer at once instead of queueing. Under a steady stream of
 * writes each page is then rendered at most once at a time, whatever the number of readers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { pickEncoding } from './encoding';
import { SESSION_COOKIE } from '../modules/auth/session';

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);


/** One body as sent: the header lines for writeHead, built once when the answer is stored. */
interface Variant {
  body: Buffer;
  headers: string[];
}

interface Entry {
  identity: Variant;
  gzip?: Variant;
  br?: Variant;
  etag?: string;
  cacheControl: string;
  size: number;
  /** The cache's epoch when the answer was computed: older than the current one means stale. */
  epoch: number;
  /** Read since the eviction hand last passed (second-chance eviction: hits stay O(1)). */
  used: boolean;
  /** Starts the compression of a big text answer; set until it has started (see compress()). */
  compressLater?: () => void;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  /** Upper bound on the age of an entry, whatever happens. */
  ttlMs?: number;
}

/** Headers of the original answer that are not kept: they belong to one connection or one body. */
const NOT_COPIED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary', 'set-cookie']);
/** Bodies at least this big are kept compressed too (gzip and brotli), once they are read again. */
const COMPRESS_FROM = 1024;
const COMPRESSIBLE = /json|html|javascript|css|svg|text/;
/** Never kept: private answers, and files (the client's are precompressed on disk, see static.ts; images are cached by browsers for a year). */
const NEVER = /^\/(healthz|api\/user|api\/subscribers|api\/article\/|api\/upload|unsubscribe|assets\/|uploads\/)/i;

/** The smallest body the client accepts: brotli, then gzip, then as it is. */
function pickVariant(entry: Entry, acceptEncoding: string | string[] | undefined): Variant {
  if (!entry.gzip && !entry.br) return entry.identity;
  const encoding = pickEncoding(acceptEncoding, entry);
  return encoding ? entry[encoding]! : entry.identity;
}

/** A computation of one address, by the request that found nothing usable in the cache. */
interface Flight {
  done: Promise<void>;
  /** False while it waits for the previous computation of its address to finish. */
  started: boolean;
}

export const hasSession = (req: IncomingMessage) => (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);

export class ResponseCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private bornAt = Date.now();
  /** Bumped by every write: entries of an older epoch are stale. */
  private epoch = 0;
  /** When the next scheduled article goes public: everything cached before then expires. */
  private staleAt = Infinity;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly ttlMs: number;
  hits = 0;
  misses = 0;
  /** Called when entries expire by time, so the owner can look up the next publication time. */
  onExpired?: () => void;

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
  }

  /** Off until the time of the next scheduled publication is known (see setStaleAt). */
  private ready = false;

  /**
   * Makes everything stale (after a write here, or a NOTIFY from another process). A read that
   * arrives from now on is not answered by a computation that started before.
   */
  clear(): void {
    this.epoch++;
    this.bornAt = Date.now();
    // A computation queued behind another has not read anything yet: it will see this write.
    for (const [key, flight] of this.inflight) if (flight.started) this.inflight.delete(key);
  }

  /** Forgets everything, stale answers too. */
  private drop(): void {
    this.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * After a write. The time of the next scheduled publication is global (not per entry), so once
   * setStaleAt() has the new one, everything cached meanwhile expires by it too: caching goes on.
   */
  reset(): void {
    this.clear();
  }

  /** Stops caching until setStaleAt() is called again (the database could not be reached). */
  suspend(): void {
    this.drop();
    this.ready = false;
  }

  setStaleAt(time: number): void {
    this.staleAt = time;
    this.ready = true;
  }

  private fresh(): boolean {
    if (!this.ready) return false;
    const now = Date.now();
    if (now >= this.staleAt || now - this.bornAt >= this.ttlMs) {
      this.suspend();
      this.onExpired?.();
      return false;
    }
    return true;
  }

  /** The computation of each address that reads of the current epoch wait for. */
  private inflight = new Map<string, Flight>();
  /** The latest computation of each address, whatever its epoch: the next one starts after it. */
  private running = new Map<string, Promise<void>>();

  /**
   * The raw request handler in front of express: a cached answer, or the answer another request
   * for the same URL is computing right now (so a burst after a write asks the database once), or
   * else `next` (express).
   */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    if (this.serve(req, res)) return;
    if (req.method !== 'GET' || hasSession(req) || !this.ready || NEVER.test(req.url ?? '')) return next();
    const key = req.url ?? '';
    const pending = this.inflight.get(key);
    if (pending) {
      // The answer of the computation this read waited for, even if a write made it stale since.
      void pending.done.then(() => {
        if (!this.serve(req, res, true)) next();
      });
      return;
    }
    let done!: () => void;
    const flight: Flight = { done: new Promise<void>((resolve) => (done = resolve)), started: false };
    // One computation of an address at a time, and at most one more queued behind it: writes in
    // quick succession do not pile up renders of the same page (reads meanwhile get the stale
    // answer, or wait for the queued computation, which starts after those writes).
    const previous = this.running.get(key);
    this.inflight.set(key, flight);
    this.running.set(key, flight.done);
    res.on('close', () => {
      if (this.inflight.get(key) === flight) this.inflight.delete(key);
      if (this.running.get(key) === flight.done) this.running.delete(key);
      done();
    });
    const start = () => {
      flight.started = true;
      next();
    };
    if (previous) void previous.then(start);
    else start();
  }

  /**
   * The fast path: answers a cached GET for an anonymous reader. True when it answered. A stale
   * answer is sent only while its address is being recomputed (or when `stale` allows it).
   */
  serve(req: IncomingMessage, res: ServerResponse, stale = false): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasSession(req) || !this.fresh()) return false;
    const key = req.url ?? '';
    const entry = this.entries.get(key);
    if (!entry || (entry.epoch !== this.epoch && !stale && !this.inflight.has(key))) {
      this.misses++;
      return false;
    }
    this.hits++;
    entry.used = true;
    if (entry.compressLater && req.headers['accept-encoding']) {
      entry.compressLater();
      entry.compressLater = undefined;
    }
    if (entry.etag && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, ['etag', entry.etag, 'cache-control', entry.cacheControl, 'vary', 'Accept-Encoding']);
      res.end();
      return true;
    }
    const variant = pickVariant(entry, req.headers['accept-encoding']);
    res.writeHead(200, variant.headers);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
    return true;
  }

  /**
   * Express middleware: remembers successful anonymous GET answers. GraphQL answers with errors,
   * anything with Set-Cookie or Cache-Control no-store, and the private paths are never kept.
   */
  capture(): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' || hasSession(req) || NEVER.test(req.path) || !this.fresh()) return next();
      const key = req.originalUrl;
      const epoch = this.epoch;
      const chunks: Buffer[] = [];
      let size = 0;
      let tooBig = false;
      const write = res.write.bind(res) as (...a: unknown[]) => boolean;
      const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
      const keep = (chunk: unknown, encoding?: unknown) => {
        if (tooBig || chunk === undefined || chunk === null || typeof chunk === 'function') return;
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
        size += buf.length;
        if (size > this.maxEntryBytes) tooBig = true;
        else chunks.push(buf);
      };
      (res as unknown as { write: unknown }).write = (chunk: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return write(chunk, ...rest);
      };
      (res as unknown as { end: unknown }).end = (chunk?: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return end(chunk, ...rest);
      };
      res.on('finish', () => {
        // A write that happened meanwhile makes this answer stale: it is kept as such (see serve()).
        if (tooBig || res.statusCode !== 200 || !this.ready) return;
        if (res.getHeader('set-cookie') || /no-store|private/.test(String(res.getHeader('cache-control') ?? ''))) return;
        if (res.getHeader('content-encoding')) return;
        const body = Buffer.concat(chunks);
        const type = String(res.getHeader('content-type') ?? '');
        if (type.includes('application/graphql-response+json') || (req.path === '/graphql' && type.includes('json'))) {
          if (body.includes('"errors"')) return;
        }
        const headers: [string, string][] = [];
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value !== undefined && !NOT_COPIED.has(name)) headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
        }
        this.store(key, epoch, body, headers, res.getHeader('vary')?.toString());
      });
      next();
    };
  }

  private store(key: string, epoch: number, body: Buffer, headers: [string, string][], originalVary: string | undefined) {
    const vary = originalVary && !/accept-encoding/i.test(originalVary) ? `${originalVary}, Accept-Encoding` : 'Accept-Encoding';
    const type = headers.find(([name]) => name === 'content-type')?.[1] ?? '';
    const variant = (bytes: Buffer, encoding?: string): Variant => ({
      body: bytes,
      headers: [...headers.flat(), 'content-length', String(bytes.length), 'vary', vary, ...(encoding ? ['content-encoding', encoding] : [])],
    });
    const old = this.entries.get(key);
    if (old && old.epoch > epoch) return;
    const entry: Entry = {
      epoch,
      identity: variant(body),
      etag: headers.find(([name]) => name === 'etag')?.[1],
      cacheControl: headers.find(([name]) => name === 'cache-control')?.[1] ?? 'no-cache',
      size: body.length,
      used: false,
    };
    if (old) this.bytes -= old.size;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    this.evict();
    // Compressed on its first hit, not when stored: most distinct search answers are never asked
    // for again, and compressing each (milliseconds of CPU for 140 KB) slowed the next requests.
    // Pages are the exception: after every write each is rendered again and read by the next
    // reader on a slow network, who should not get 190 KB of uncompressed HTML.
    if (body.length >= COMPRESS_FROM && COMPRESSIBLE.test(type)) {
      const compress = () => this.compress(key, entry, body, variant);
      if (type.startsWith('text/html')) compress();
      else entry.compressLater = compress;
    }
  }

  /**
   * Compresses a stored answer on libuv's threads, off the event loop (a 140 KB search answer
   * takes milliseconds to brotli): until both are ready the entry is sent as it is. Kept only if
   * the entry is still the one cached under its key (no write cleared it meanwhile).
   */
  private compress(key: string, entry: Entry, body: Buffer, variant: (bytes: Buffer, encoding?: string) => Variant) {
    // A window just big enough for the body (at least 64 KB): the encoder's memory follows it (the default 4 MB window, per compression running on the threadpool, showed as peak RSS).
    const window = Math.min(22, Math.max(16, Math.ceil(Math.log2(body.length + 1))));
    const brotliOptions = {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: window, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    };
    Promise.all([gzipAsync(body, { level: 6 }), brotliAsync(body, brotliOptions)]).then(
      ([gzip, br]) => {
        if (this.entries.get(key) !== entry) return;
        if (gzip.length < body.length) entry.gzip = variant(gzip, 'gzip');
        if (br.length < gzip.length) entry.br = variant(br, 'br');
        entry.size += gzip.length + br.length;
        this.bytes += gzip.length + br.length;
        this.evict();
      },
      () => undefined, // the answer stays uncompressed
    );
  }

  /** Second chance: the oldest entry goes unless it was read since; then it moves to the end. */
  private evict() {
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.entries.delete(oldestKey);
      if (oldest.used && this.entries.size > 0) {
        oldest.used = false;
        this.entries.set(oldestKey, oldest);
      } else this.bytes -= oldest.size;
    }
  }

  get size() {
    return this.entries.size;
  }
}
