/** Content negotiation of Accept-Encoding and the compression of answers, in one place (cached answers, pages, precompressed files). */
import zlib from 'node:zlib';
import { promisify } from 'node:util';

export type Encoding = 'br' | 'gzip';

const ACCEPTS: Record<Encoding, RegExp> = {
  br: /\bbr\b(?!;\s*q=0(\.0*)?\s*(,|$))/i,
  gzip: /\bgzip\b(?!;\s*q=0(\.0*)?\s*(,|$))/i,
};

/** The best encoding the client accepts among those available (the smallest, brotli, first unless `prefer` says otherwise), or undefined. */
export function pickEncoding(acceptEncoding: string | string[] | undefined, available: { br?: unknown; gzip?: unknown }, prefer: readonly Encoding[] = SMALLEST_FIRST): Encoding | undefined {
  const accept = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  if (!accept) return undefined;
  return prefer.find((encoding) => available[encoding] && ACCEPTS[encoding].test(accept));
}

const SMALLEST_FIRST: readonly Encoding[] = ['br', 'gzip'];
const CHEAPEST_FIRST: readonly Encoding[] = ['gzip', 'br'];
/** Both encodings, for pickEncoding: the one a client accepts best. */
export const BOTH_ENCODINGS = { br: true, gzip: true };

/**
 * The encoding a page is sent in by the request that rendered it: gzip when the client accepts it,
 * else brotli. Under the long tail's load, brotli (quality 5) cost a render thread about as much
 * CPU as the render itself; with gzip (level 6) its CPU per page fell from 2.5-2.7 ms to 1.4-1.8 ms,
 * for a page 8-17% bigger.
 * The response cache makes the brotli body when the page is read again (response-cache.ts), so a
 * page read more than once is sent in brotli from then on.
 */
export const firstEncoding = (acceptEncoding: string | string[] | undefined) => pickEncoding(acceptEncoding, BOTH_ENCODINGS, CHEAPEST_FIRST);

/** Bodies at least this big are sent and kept compressed; smaller ones gain too little. */
export const COMPRESS_FROM = 1024;

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

/**
 * gzip level 6, or brotli quality 5 with a window just big enough for the body (at least 64 KB):
 * the encoder's memory follows it (the default 4 MB window, per compression running on the
 * threadpool, showed as peak RSS).
 */
const gzipOptions: zlib.ZlibOptions = { level: 6 };
const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(size + 1)))),
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** zlib's answer is a view of its 16 KB output chunk: a 5 KB page kept 16 KB alive (the cache counted 32 MB and held 58 MB at 3,700 pages). */
const ownBuffer = (packed: Buffer) => (packed.buffer.byteLength > packed.length + 1024 ? Buffer.from(packed) : packed);

/** Compresses a body on libuv's threads, off the calling thread; the answer is a buffer of its own size. */
export async function pack(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return ownBuffer(encoding === 'gzip' ? await gzipAsync(body, gzipOptions) : await brotliAsync(body, brotliOptions(body.length)));
}

/**
 * The same compression on the calling thread: a render thread compresses its page itself, so the
 * server's main thread only sends the bytes instead of handing the page on to libuv's threads (its
 * CPU per page of the long tail fell by about a fifth). The answer owns its whole memory (never
 * Node's shared pool), so it can be transferred to another thread.
 */
export function packSync(body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encoding === 'gzip' ? zlib.gzipSync(body, gzipOptions) : zlib.brotliCompressSync(body, brotliOptions(body.length)));
}
