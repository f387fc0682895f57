/**
 * A response cache for anonymous reads, answered before express does any routing (most of the
 * cost of a cached read is the framework). Each answer is kept with the keys of what it shows
 * (cache-keys.ts); a successful write makes the answers holding a key it changed stale at once, in
 * this process and, through PostgreSQL NOTIFY, in every other server process; an article scheduled
 * for later makes the cache expire at its publication time. Signed-in users (session cookie)
 * bypass it. Bodies are kept compressed (brotli and gzip), within a size set by RESPONSE_CACHE_MB.
 *
 * Stale answers are not thrown away: the first read of a stale address recomputes it (and so sees
 * every write that finished before it arrived), and reads of that address that arrive while it is
 * being recomputed get the stale answer at once instead of queueing. Under a steady stream of
 * writes each page is then rendered at most once at a time, whatever the number of readers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import zlib from 'node:zlib';
import { BOTH_ENCODINGS, COMPRESS_FROM, firstEncoding, pack, pickEncoding, type Encoding } from './encoding';
import { hasSession } from '../modules/auth/session';
import { collectReads, ReadKeys, registerPath, touches } from './cache-keys';

/** One body as sent: the header lines for writeHead, built once when the answer is stored. */
interface Variant {
  body: Buffer;
  headers: string[];
}

interface Entry {
  /** The body as it is: kept until the compressed ones exist, then made again only when a client asks for it. */
  identity?: Variant;
  gzip?: Variant;
  br?: Variant;
  /** The stored header lines (without length, encoding and vary), to make a variant on demand. */
  headerLines: string[];
  vary: string;
  etag?: string;
  cacheControl: string;
  /** Bytes held: every body kept plus the header lines and keys. */
  size: number;
  /** The keys of what the answer shows (cache-keys.ts); undefined when unknown. */
  keys?: string[];
  /** The invalidation count when its computation started. */
  since: number;
  /** The cache's epoch when stored: older than the current one means stale (a write of everything). */
  epoch: number;
  /** A keyed write forgot it: served only while its address is recomputed. */
  stale: boolean;
  storedAt: number;
  /** Read since the eviction hand last passed (second-chance eviction: hits stay O(1)). */
  used: boolean;
  /** Makes the encodings a big text answer lacks, on the first hit of a client that prefers one of them; set until it has started (see compress()). */
  compressLater?: () => void;
}

/** The data of one read a page render made, remembered (see ResponseCache.memo). */
interface Memo {
  value: unknown;
  keys: string[];
  epoch: number;
  stale: boolean;
  storedAt: number;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  /** Reads of page renders remembered at most (see memo()). */
  maxMemos?: number;
  /** Shared reads remembered at most (memo()'s `shared` pool). */
  maxSharedMemos?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  /** Upper bound on the age of an entry, whatever happens: older ones are recomputed. */
  ttlMs?: number;
  /** Cache-Control of a stored answer whose keys are known (CDN: s-maxage, stale-while-revalidate). */
  sharedCacheControl?: string;
}

/** Headers of the original answer that are not kept: they belong to one connection or one body. */
const NOT_COPIED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary', 'set-cookie']);
/** A body as it was sent compressed. */
interface Packed {
  encoding: Encoding;
  body: Buffer;
}
/** The chunks of a body as one buffer: a page (one chunk, its render's bytes) is not copied. */
const whole = (chunks: Buffer[]) => (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));

const unpack = ({ encoding, body }: Packed) => (encoding === 'gzip' ? zlib.gunzipSync(body) : zlib.brotliDecompressSync(body));

const COMPRESSIBLE = /json|html|javascript|css|svg|text/;
/** Never kept: private answers, and files (the client's are precompressed on disk, see static.ts; images are cached by browsers for a year). */
const NEVER = /^\/(healthz|api\/user|api\/subscribers|api\/article\/|api\/upload|unsubscribe|assets\/|uploads\/|preview\/)/i;
/** A Cache-Tag header longer than this is not sent (CDNs cap it); the answer then stays out of shared caches. */
const MAX_TAG_HEADER = 8000;
/** Invalidations remembered for computations still running (see store()). */
const LOG_SIZE = 256;

/** A write as the cache remembers it for computations that started before it. */
interface Invalidation {
  seq: number;
  written: ReadonlySet<string> | '*';
}

/** A computation of one address, by the request that found nothing usable in the cache. */
interface Flight {
  done: Promise<void>;
  /** False while it waits for the previous computation of its address to finish. */
  started: boolean;
}

export class ResponseCache {
  private entries = new Map<string, Entry>();
  /** Reads of page renders by operation and variables, least recently used first. */
  private memos = new Map<string, Memo>();
  /** Reads many pages share (memo's `shared` pool): not pushed out by the long tail's one-off reads. */
  private sharedMemos = new Map<string, Memo>();
  private readonly maxMemos: number;
  private readonly maxSharedMemos: number;
  private bytes = 0;
  /** Bumped by every write of everything: entries of an older epoch are stale. */
  private epoch = 0;
  /** Counts invalidations; a computation remembers the count when it starts. */
  private seq = 0;
  /** The latest invalidations, for answers whose computation started before them. */
  private log: Invalidation[] = [];
  /** When the next scheduled article goes public: everything cached before then expires. */
  private staleAt = Infinity;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly ttlMs: number;
  private readonly sharedCacheControl: string | undefined;
  hits = 0;
  misses = 0;
  /** Called when entries expire by time, so the owner can look up the next publication time. */
  onExpired?: () => void;

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5000;
    this.maxMemos = options.maxMemos ?? 200;
    this.maxSharedMemos = options.maxSharedMemos ?? 400;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.sharedCacheControl = options.sharedCacheControl;
  }

  /** Off until the time of the next scheduled publication is known (see setStaleAt). */
  private ready = false;

  /**
   * Makes the answers showing one of `written` stale ('*': every answer), after a write here or a
   * NOTIFY from another process. A read that arrives from now on is not answered by a computation
   * that started before. An empty set changes nothing.
   */
  invalidate(written: ReadonlySet<string> | '*'): void {
    if (written !== '*' && written.size === 0) return;
    this.seq++;
    this.log.push({ seq: this.seq, written });
    if (this.log.length > LOG_SIZE) this.log.shift();
    if (written === '*') this.epoch++;
    else {
      for (const entry of this.entries.values()) if (!entry.stale && touches(entry.keys, written)) entry.stale = true;
      for (const memos of [this.memos, this.sharedMemos]) for (const memo of memos.values()) if (!memo.stale && touches(memo.keys, written)) memo.stale = true;
    }
    // A computation queued behind another has not read anything yet: it will see this write.
    for (const [key, flight] of this.inflight) if (flight.started) this.inflight.delete(key);
  }

  /** Makes everything stale. */
  clear(): void {
    this.invalidate('*');
  }

  /** Forgets everything, stale answers too. */
  private drop(): void {
    this.clear();
    this.entries.clear();
    this.memos.clear();
    this.sharedMemos.clear();
    this.bytes = 0;
  }

  /** After a write of unknown extent: everything is stale (see invalidate). */
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
    if (Date.now() >= this.staleAt) {
      this.suspend();
      this.onExpired?.();
      return false;
    }
    return true;
  }

  /**
   * The data of one read of a page render (a GraphQL operation with its variables, under `key`),
   * remembered under the same rules as the answers: dropped by the writes that change one of its
   * keys (here and, through the bus, in every process), by a write of everything, at the next
   * scheduled publication and after the answers' time limit; never kept when it was computed
   * across a write that touched it, when its keys are unknown or when `keep` refuses the value.
   * The renders of the long tail share the reads every page makes (the header's categories, the
   * tools, the most read): each is computed once instead of once per page. Returns the value and
   * what it shows, for the page's own keys. The value is shared: callers must not change it.
   *
   * `shared`: a read that many different pages make (a category's related articles) is kept apart
   * from the reads by operation, one per page in the long tail, which would push it out.
   */
  async memo<T>(key: string, compute: (reads: ReadKeys) => Promise<T>, keep: (value: T) => boolean, pool: 'reads' | 'shared' = 'reads'): Promise<{ value: T; reads: ReadKeys }> {
    const memos = pool === 'shared' ? this.sharedMemos : this.memos;
    const max = pool === 'shared' ? this.maxSharedMemos : this.maxMemos;
    const found = this.fresh() ? memos.get(key) : undefined;
    if (found && !found.stale && found.epoch === this.epoch && Date.now() - found.storedAt < this.ttlMs) {
      memos.delete(key);
      memos.set(key, found);
      const reads = new ReadKeys();
      reads.add(...found.keys);
      return { value: found.value as T, reads };
    }
    const since = this.seq;
    const epoch = this.epoch;
    const reads = new ReadKeys();
    const value = await compute(reads);
    const keys = reads.noStore ? undefined : reads.result();
    if (keys && keep(value) && this.fresh() && epoch === this.epoch && !this.touchedSince(since, keys)) {
      memos.delete(key);
      memos.set(key, { value, keys, epoch, stale: false, storedAt: Date.now() });
      if (memos.size > max) memos.delete(memos.keys().next().value!);
    }
    return { value, reads };
  }

  private isStale(entry: Entry): boolean {
    return entry.stale || entry.epoch !== this.epoch || Date.now() - entry.storedAt >= this.ttlMs;
  }

  /** Whether a write since invalidation number `since` touches an answer with these keys. */
  private touchedSince(since: number, keys: string[] | undefined): boolean {
    if (since < this.seq - this.log.length) return true; // older than what is remembered
    for (const { seq, written } of this.log) if (seq > since && touches(keys, written)) return true;
    return false;
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
    if (!entry || (!stale && this.isStale(entry) && !this.inflight.has(key))) {
      this.misses++;
      return false;
    }
    this.hits++;
    entry.used = true;
    // The entry lacks the encoding this client accepts best: it is made now, for the next reads.
    if (entry.compressLater && pickEncoding(req.headers['accept-encoding'], BOTH_ENCODINGS) !== pickEncoding(req.headers['accept-encoding'], entry)) {
      entry.compressLater();
      entry.compressLater = undefined;
    }
    if (entry.etag && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, ['etag', entry.etag, 'cache-control', entry.cacheControl, 'vary', entry.vary]);
      res.end();
      return true;
    }
    const variant = this.pickVariant(entry, req.headers['accept-encoding']);
    res.writeHead(200, variant.headers);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
    return true;
  }

  /** The smallest body the client accepts: brotli, then gzip, then as it is (unpacked on demand, then kept). */
  private pickVariant(entry: Entry, acceptEncoding: string | string[] | undefined): Variant {
    const encoding = entry.gzip || entry.br ? pickEncoding(acceptEncoding, entry) : undefined;
    if (encoding) return entry[encoding]!;
    if (!entry.identity) {
      const body = unpack(entry.br ? { encoding: 'br', body: entry.br.body } : { encoding: 'gzip', body: entry.gzip!.body });
      entry.identity = this.variant(entry, body);
      this.grow(entry, body.length);
    }
    return entry.identity;
  }

  private variant(entry: Pick<Entry, 'headerLines' | 'vary'>, body: Buffer, encoding?: string): Variant {
    return { body, headers: [...entry.headerLines, 'content-length', String(body.length), 'vary', entry.vary, ...(encoding ? ['content-encoding', encoding] : [])] };
  }

  /** Counts bytes an entry took or gave back, when it is still the one cached under its key. */
  private grow(entry: Entry, by: number) {
    entry.size += by;
    if (this.holds(entry)) {
      this.bytes += by;
      this.evict();
    }
  }

  private holds(entry: Entry): boolean {
    return this.entryKeys.get(entry) !== undefined && this.entries.get(this.entryKeys.get(entry)!) === entry;
  }

  /** The address of each stored entry (so a late compression can tell whether its entry is still cached). */
  private entryKeys = new WeakMap<Entry, string>();

  /**
   * Express middleware: remembers successful anonymous GET answers with the keys of what they
   * show. GraphQL answers with errors, anything with Set-Cookie or Cache-Control no-store or
   * private, and the private paths are never kept. An answer kept with known keys says so to
   * shared caches: the CDN Cache-Control and a Cache-Tag header with its keys.
   */
  capture(): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' || hasSession(req) || NEVER.test(req.path) || !this.fresh()) return next();
      const key = req.originalUrl;
      const since = this.seq;
      const reads = collectReads(res);
      registerPath(reads, req.path);
      const chunks: Buffer[] = [];
      let size = 0;
      let tooBig = false;
      const write = res.write.bind(res) as (...a: unknown[]) => boolean;
      const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
      const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
      const keep = (chunk: unknown, encoding?: unknown) => {
        if (tooBig || chunk === undefined || chunk === null || typeof chunk === 'function') return;
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
        size += buf.length;
        if (size > this.maxEntryBytes) tooBig = true;
        else chunks.push(buf);
      };
      const shareable = () =>
        res.statusCode === 200 && !reads.noStore && !res.getHeader('set-cookie') && !/no-store|private/.test(String(res.getHeader('cache-control') ?? ''));
      (res as unknown as { writeHead: unknown }).writeHead = (...args: unknown[]) => {
        const keys = reads.result();
        const tags = keys?.join(',');
        if (this.sharedCacheControl && tags && tags.length <= MAX_TAG_HEADER && args[0] === 200 && shareable()) {
          res.setHeader('cache-control', this.sharedCacheControl);
          res.setHeader('cache-tag', tags);
        }
        return writeHead(...args);
      };
      (res as unknown as { write: unknown }).write = (chunk: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return write(chunk, ...rest);
      };
      // A page is sent compressed to the reader whose request rendered it (the first reader of a
      // page, and of every page after a write, is often on a slow network), and kept as sent: in
      // gzip, the cheaper to make, when the reader accepts it (encoding.ts's firstEncoding).
      let packed: Packed | undefined;
      (res as unknown as { end: unknown }).end = (chunk?: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        const encoding =
          !tooBig && size >= COMPRESS_FROM && !res.headersSent && !res.getHeader('content-encoding') && String(res.getHeader('content-type') ?? '').startsWith('text/html')
            ? firstEncoding(req.headers['accept-encoding'])
            : undefined;
        if (!encoding) return end(chunk, ...rest);
        const body = whole(chunks);
        pack(body, encoding).then(
          (packedBody) => {
            packed = { encoding, body: packedBody };
            res.setHeader('content-encoding', encoding);
            res.setHeader('content-length', packedBody.length);
            res.vary('Accept-Encoding');
            end(packedBody);
          },
          () => end(body),
        );
        return res;
      };
      res.on('finish', () => {
        // A write that happened meanwhile makes this answer stale: it is kept as such (see serve()).
        if (tooBig || !shareable() || !this.ready) return;
        const body = whole(chunks);
        const sentEncoding = res.getHeader('content-encoding');
        if (sentEncoding && !packed) {
          // A page its render thread compressed (render-worker.ts): kept as sent, like those compressed above.
          if (sentEncoding !== 'br' && sentEncoding !== 'gzip') return;
          packed = { encoding: sentEncoding, body };
        }
        const type = String(res.getHeader('content-type') ?? '');
        if (type.includes('application/graphql-response+json') || (req.path === '/graphql' && type.includes('json'))) {
          if (body.includes('"errors"')) return;
        }
        const headers: [string, string][] = [];
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value !== undefined && !NOT_COPIED.has(name)) headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
        }
        this.store(key, since, body, headers, res.getHeader('vary')?.toString(), reads.result(), packed);
      });
      next();
    };
  }

  private store(key: string, since: number, body: Buffer, headers: [string, string][], originalVary: string | undefined, keys: string[] | undefined, packed?: Packed) {
    const vary = originalVary && !/accept-encoding/i.test(originalVary) ? `${originalVary}, Accept-Encoding` : (originalVary ?? 'Accept-Encoding');
    const type = headers.find(([name]) => name === 'content-type')?.[1] ?? '';
    const old = this.entries.get(key);
    // A computation that started before the one already stored does not replace its answer.
    if (old && old.since > since) return;
    const headerLines = headers.flat();
    const entry: Entry = {
      headerLines,
      vary,
      keys,
      since,
      epoch: this.epoch,
      stale: this.touchedSince(since, keys),
      storedAt: Date.now(),
      etag: headers.find(([name]) => name === 'etag')?.[1],
      cacheControl: headers.find(([name]) => name === 'cache-control')?.[1] ?? 'no-cache',
      size: key.length + headerLines.reduce((n, line) => n + line.length, 0) + (keys?.reduce((n, k) => n + k.length + 8, 0) ?? 0) + 200,
      used: false,
    };
    if (packed) {
      // Kept as it was sent; the other encoding (brotli, for a page sent in gzip) is made when the
      // page is read again by a client that prefers it: most pages of the long tail never are.
      entry[packed.encoding] = this.variant(entry, packed.body, packed.encoding);
      entry.size += packed.body.length;
      entry.compressLater = this.compressFrom(entry, packed);
    } else {
      entry.identity = this.variant(entry, body);
      entry.size += body.length;
    }
    if (old) this.bytes -= old.size;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.entryKeys.set(entry, key);
    this.bytes += entry.size;
    this.evict();
    // Compressed on its first hit, not when stored: most distinct search answers are never asked
    // for again, and compressing each (milliseconds of CPU for 140 KB) slowed the next requests.
    // Pages are the exception (after every write each is rendered again and read by the next
    // reader on a slow network): sent compressed to a client that accepts it (capture()), and
    // compressed here when the client that rendered one accepted neither encoding.
    if (!packed && body.length >= COMPRESS_FROM && COMPRESSIBLE.test(type)) {
      const compress = () => this.compress(entry, body);
      if (type.startsWith('text/html')) compress();
      else entry.compressLater = compress;
    }
  }

  /**
   * The other encoding of an entry kept as sent, made from its compressed body. Made here, not in
   * store(): a closure there shares store()'s scope with the one over the body as it is, and V8 keeps
   * a scope's variables alive for all its closures, so every cached page kept its uncompressed body
   * too (162 MB of the long tail's peak at 2,000 pages, uncounted by RESPONSE_CACHE_MB).
   */
  private compressFrom(entry: Entry, packed: Packed) {
    return () => this.compress(entry, unpack(packed));
  }

  /**
   * Compresses a stored answer in the encodings it lacks, on libuv's threads, off the event loop
   * (a 140 KB search answer takes milliseconds to brotli): until then the entry is sent as it is.
   * Then the entry keeps its compressed bodies only (the body as it is is unpacked again for the
   * rare client that accepts neither). Kept only if the entry is still the one cached under its key.
   */
  private compress(entry: Entry, body: Buffer) {
    const missing = (['br', 'gzip'] as const).filter((encoding) => !entry[encoding]);
    Promise.all(missing.map((encoding) => pack(body, encoding))).then(
      (bodies) => {
        if (!this.holds(entry)) return; // gone
        let by = 0;
        missing.forEach((encoding, i) => {
          if (bodies[i].length >= body.length) return; // not worth it
          entry[encoding] = this.variant(entry, bodies[i], encoding);
          by += bodies[i].length;
        });
        if (entry.identity && (entry.br || entry.gzip)) {
          by -= entry.identity.body.length;
          entry.identity = undefined;
        }
        this.grow(entry, by);
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

  /** Bytes held by the cached bodies, header lines and keys. */
  get byteSize() {
    return this.bytes;
  }
}
