/**
 * Uploads in an S3-compatible object store (for several servers): PUT and DELETE object, signed
 * with AWS Signature V4 over fetch. Objects are addressed path-style, ${endpoint}/${bucket}/${key},
 * which AWS, MinIO, R2 and others all accept; the bucket must allow public reads of its objects.
 */
import type { Readable } from 'node:stream';
import { StartupError } from '../../startup-error';
import { contentTypeOfKey } from './image-type';
import { amzDate, sha256Hex, signV4 } from './sigv4';
import { isStorageKey, type FileStorage } from './storage';

export interface S3Options {
  bucket: string;
  /** e.g. http://minio:9000; AWS's regional endpoint when unset. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** For tests. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export class S3Storage implements FileStorage {
  readonly localDir = undefined;
  private readonly base: string;
  private readonly accessKeyId: string;
  private readonly secretAccessKey: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: S3Options) {
    if (!options.accessKeyId || !options.secretAccessKey)
      throw new StartupError('S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too');
    if (!/^[a-z0-9][a-z0-9.-]{1,62}$/.test(options.bucket)) throw new StartupError(`S3_BUCKET "${options.bucket}" is not a valid bucket name`);
    this.accessKeyId = options.accessKeyId;
    this.secretAccessKey = options.secretAccessKey;
    this.base = `${(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(/\/+$/, '')}/${options.bucket}/`;
    this.fetch = options.fetch ?? fetch;
  }

  /** The public URL of a key. */
  urlOf(key: string): string {
    return this.base + key;
  }

  async put(key: string, body: Buffer | Readable): Promise<string> {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const bytes = Buffer.isBuffer(body) ? body : await collect(body);
    await this.send('PUT', key, bytes, { 'content-type': contentTypeOfKey(key), 'cache-control': CACHE_CONTROL });
    return this.urlOf(key);
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    await this.send('DELETE', key);
  }

  keyOf(url: string): string | undefined {
    if (!url.startsWith(this.base)) return undefined;
    const key = url.slice(this.base.length);
    return isStorageKey(key) ? key : undefined;
  }

  private async send(method: 'PUT' | 'DELETE', key: string, body?: Buffer, extraHeaders: Record<string, string> = {}): Promise<void> {
    const url = new URL(this.urlOf(key));
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = { ...extraHeaders, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(new Date()) };
    const { authorization } = signV4(
      { method, url, headers, payloadHash },
      { accessKeyId: this.accessKeyId, secretAccessKey: this.secretAccessKey, region: this.options.region, service: 's3' },
    );
    const res = await this.fetch(url, {
      method,
      headers: { ...headers, authorization },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    });
    const text = await res.text().catch(() => '');
    // A DELETE of a missing object is fine (S3 answers 204 anyway; some stores answer 404).
    if (!res.ok && !(method === 'DELETE' && res.status === 404)) {
      throw new Error(`S3 ${method} ${key} failed: ${res.status} ${text.slice(0, 300)}`);
    }
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
