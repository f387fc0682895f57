/**
 * Uploads in an S3-compatible object store (AWS S3, MinIO, R2, ...) through the official AWS SDK v3
 * client: endpoint, region, path-style addressing, retries (the SDK's standard mode) and
 * credentials from S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY(/S3_SESSION_TOKEN) or else the SDK's
 * standard provider chain (AWS_* variables with session tokens, shared profiles, web identity,
 * container and instance roles).
 *
 * Readers get the objects through the app's own /uploads/{key} addresses (streamed from the bucket,
 * so the bucket can stay private), or from S3_PUBLIC_URL/{key} when a CDN or public bucket is set.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { StartupError } from '../../startup-error';
import { contentTypeOfKey } from './image-type';
import type { S3Config } from '../../config/env';
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_URL_PREFIX, isStorageKey, type FileStorage, type StoredObject } from './storage';

/** The S3 settings, as config/env.ts reads them (documented there). */
export type S3Options = S3Config;

export class S3Storage implements FileStorage {
  readonly localDir = undefined;
  readonly client: S3Client;
  private readonly urlPrefix: string;
  private readonly knownPrefixes: string[];

  constructor(private readonly options: S3Options) {
    if (!/^[a-z0-9][a-z0-9.-]{1,62}$/.test(options.bucket)) throw new StartupError(`S3_BUCKET "${options.bucket}" is not a valid bucket name`);
    if (!!options.accessKeyId !== !!options.secretAccessKey)
      throw new StartupError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset to use the standard AWS credential chain)');
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? !!options.endpoint,
      credentials: options.accessKeyId
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey!, sessionToken: options.sessionToken }
        : undefined,
      maxAttempts: options.maxAttempts ?? 3,
      retryMode: 'standard',
      // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's newer
      // default (CRC32 headers and trailers on every PUT).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.urlPrefix = options.publicUrl ? options.publicUrl.replace(/\/+$/, '') + '/' : UPLOADS_URL_PREFIX;
    const legacy = options.legacyPrefix ?? (options.endpoint ? `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}/` : undefined);
    this.knownPrefixes = [this.urlPrefix, ...(legacy && legacy !== this.urlPrefix ? [legacy] : [])];
  }

  /** The public URL of a key. */
  urlOf(key: string): string {
    return this.urlPrefix + key;
  }

  async put(key: string, body: Buffer | Readable): Promise<string> {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    // A Buffer has a known length (a stream would need a multipart upload); images are at most 5 MB.
    const bytes = Buffer.isBuffer(body) ? body : await collect(body);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: bytes, ContentType: contentTypeOfKey(key), CacheControl: IMMUTABLE_CACHE_CONTROL }),
    );
    return this.urlOf(key);
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
    } catch (err) {
      // S3 answers 204 for a missing object; some stores answer 404: either way it is gone.
      if (!(err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) throw err;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    if (!isStorageKey(key)) return undefined;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { body: out.Body as Readable, contentType: contentTypeOfKey(key), contentLength: out.ContentLength, etag: out.ETag };
    } catch (err) {
      if (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)) return undefined;
      throw err;
    }
  }

  keyOf(url: string): string | undefined {
    const prefix = this.knownPrefixes.find((p) => url.startsWith(p));
    if (!prefix) return undefined;
    const key = url.slice(prefix.length);
    return isStorageKey(key) ? key : undefined;
  }

  close(): void {
    this.client.destroy();
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer | string>) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
