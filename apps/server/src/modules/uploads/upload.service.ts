import { LIMITS, UPLOAD_TYPES, isUploadType, type UploadType } from '@tumbuh/shared';
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { AppError, badInput, notFound } from '../../errors';
import { asObject, optionalInt, parseId } from '../../input';
import { Article } from '../articles/article.entity';
import { recordActivity } from '../activity/activity';
import { canManageContent, type SessionUser } from '../auth/access';
import { forbidden } from '../../errors';
import { UploadedImage, type ImageVariant } from './image.entity';
import { processImage } from './image-processing';
import { sniffImageType } from './image-type';
import { isStorageKey, type FileStorage } from './storage';
import { fileTooLarge, invalidFileType, noImageFile, storageUnavailable, uploadCutOff } from './upload.errors';

export interface ImageUploadInput {
  /** The file's bytes (REST: already read within the limit) or a way to open its stream (GraphQL). */
  file: Buffer | Readable | (() => Readable) | undefined;
  /** Untrusted: from a form field, a header or a GraphQL argument. */
  uploadType?: unknown;
  articleId?: unknown;
  /** The session user (issue 29); without MANAGE_CONTENT only an article's image, of their own article. */
  actor?: SessionUser | null;
}

/** The upload types whose images belong to an article. */
const ARTICLE_TYPES: readonly UploadType[] = ['article-thumbnail', 'article-content'];
const UPLOAD_TYPE_MESSAGE = `uploadType must be one of: ${UPLOAD_TYPES.join(', ')}`;

export class UploadService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Removes stored files that no row refers to: what a crash between storing a file and recording
   * it leaves behind. Only files older than `minAgeMs` go, so an upload in flight on another
   * server process is never touched. Local disk only (an object store has its own lifecycle rules).
   */
  async removeOrphans(minAgeMs = 10 * 60_000): Promise<string[]> {
    const dir = this.storage.localDir;
    if (!dir) return [];
    const fs = await import('node:fs');
    const path = await import('node:path');
    const cutoff = Date.now() - minAgeMs;
    const candidates = fs
      .readdirSync(dir)
      .filter((name) => isStorageKey(name))
      .filter((name) => {
        try {
          return fs.statSync(path.join(dir, name)).mtimeMs < cutoff;
        } catch {
          return false;
        }
      });
    if (!candidates.length) return [];
    const known = new Set<string>(
      (
        await this.db.query<{ key: string }[]>(
          `SELECT filename AS key FROM uploaded_images WHERE filename = ANY($1::text[])
           UNION SELECT v->>'key' FROM uploaded_images i CROSS JOIN jsonb_array_elements(i.variants) v WHERE v->>'key' = ANY($1::text[])`,
          [candidates],
        )
      ).map((r) => r.key),
    );
    const orphans = candidates.filter((name) => !known.has(name));
    for (const name of orphans) await this.storage.remove(name).catch(() => undefined);
    return orphans;
  }

  /**
   * Stores an image and records it: at most LIMITS.maxImageBytes, JPEG/PNG/GIF/WebP by magic
   * bytes, under a generated name. Nothing is left behind (no file, no row) when it fails.
   */
  async upload(input: ImageUploadInput): Promise<UploadedImage> {
    const uploadType = readUploadType(input.uploadType);
    const articleId = ARTICLE_TYPES.includes(uploadType) ? readArticleId(input.articleId) : null;
    if (uploadType === 'article-content' && articleId === null) {
      throw badInput('articleId is required for article-content images', { articleId: 'articleId is required for article-content images' });
    }
    await this.assertWriterMayUse(input.actor, articleId, uploadType);
    if (input.file === undefined) throw noImageFile();
    const file = input.file;
    const bytes = Buffer.isBuffer(file) ? file : await readWithinLimit(typeof file === 'function' ? file : () => file, LIMITS.maxImageBytes);
    if (bytes.length > LIMITS.maxImageBytes) throw fileTooLarge();
    if (bytes.length === 0) throw noImageFile();
    const kind = sniffImageType(bytes);
    if (!kind) throw invalidFileType();
    if (articleId !== null && !(await this.db.getRepository(Article).exists({ where: { id: articleId } }))) throw notFound('Article not found');

    const key = `${uploadType}-${crypto.randomUUID()}.${kind.ext}`;
    // Upright, without metadata, with its variants; a bomb or a damaged file stops here (400).
    const image = await processImage(bytes, kind, key, { openGraph: uploadType === 'article-thumbnail' });
    const stored: string[] = [];
    let url: string;
    let variants: ImageVariant[];
    try {
      url = await this.storage.put(key, image.bytes);
      stored.push(key);
      variants = [];
      for (const v of image.variants) {
        variants.push({ url: await this.storage.put(v.key, v.bytes), key: v.key, width: v.width, height: v.height, kind: v.kind });
        stored.push(v.key);
      }
    } catch (err) {
      console.error('Storing an upload failed:', err);
      await Promise.all(stored.map((k) => this.storage.remove(k).catch(() => undefined)));
      throw storageUnavailable();
    }
    try {
      const saved = await this.db
        .getRepository(UploadedImage)
        .save({ url, filename: key, type: kind.mime, size: image.bytes.length, uploadType, articleId, width: image.width, height: image.height, variants });
      if (input.actor) await recordActivity(this.db, input.actor, 'upload', 'image', saved.id, key);
      return saved;
    } catch (err) {
      await Promise.all(stored.map((k) => this.storage.remove(k).catch(() => undefined)));
      // The article was deleted between the check and the insert.
      if ((err as { code?: string; driverError?: { code?: string } }).driverError?.code === '23503') throw notFound('Article not found');
      throw err;
    }
  }

  /**
   * A writer (no MANAGE_CONTENT) may upload only an article's thumbnail or body image, for an
   * article of their own (or one not saved yet, for the thumbnail): 403 otherwise, before any byte is stored.
   */
  private async assertWriterMayUse(actor: SessionUser | null | undefined, articleId: number | null, uploadType: UploadType): Promise<void> {
    if (!actor || canManageContent(actor)) return;
    if (!ARTICLE_TYPES.includes(uploadType)) throw forbidden('Writers can upload only images of their own articles');
    if (articleId === null) return;
    const rows = await this.db.query<{ createdById: number | null }[]>(`SELECT "createdById" FROM articles WHERE id = $1`, [articleId]);
    if (rows[0] && rows[0].createdById !== actor.id) throw forbidden('Writers can upload only images of their own articles');
  }

  /** The images uploaded for an article, newest first. */
  async listForArticle(rawArticleId: unknown, actor: SessionUser | null = null): Promise<UploadedImage[]> {
    const articleId = parseId(rawArticleId, 'articleId');
    await this.assertWriterMayUse(actor, articleId, 'article-content');
    if (!(await this.db.getRepository(Article).exists({ where: { id: articleId } }))) throw notFound('Article not found');
    return this.db.getRepository(UploadedImage).find({ where: { articleId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * Removes an uploaded image, file and record. Only our own URLs are accepted: anything else
   * (another site, a path with ..) is a 400 and never reaches the file system.
   */
  async remove(rawUrl: unknown, actor: SessionUser | null = null): Promise<void> {
    if (typeof rawUrl !== 'string' || rawUrl.trim() === '') throw badInput('url is required', { url: 'url is required' });
    const url = rawUrl.trim();
    const key = url.length <= 2048 ? this.storage.keyOf(url) : undefined;
    if (!key) throw badInput('url is not the address of an uploaded image', { url: 'url is not the address of an uploaded image' });
    await this.db.transaction(async (em) => {
      // pg answers a DELETE ... RETURNING as [rows, count] through TypeORM.
      const [rows] = await em.query<[{ id: number; filename: string; variants: ImageVariant[] }[], number]>(
        `DELETE FROM uploaded_images WHERE url = $1 RETURNING id, filename, variants`,
        [url],
      );
      const row = rows[0];
      if (!row) throw notFound('Image not found');
      if (actor) await recordActivity(em, actor, 'delete', 'image', row.id, row.filename);
      // Inside the transaction: if the files cannot be removed, the record stays too.
      try {
        await this.storage.remove(key);
        for (const v of row.variants ?? []) await this.storage.remove(v.key);
      } catch (err) {
        console.error('Removing an upload failed:', err);
        throw storageUnavailable();
      }
    });
  }

  /**
   * Lifecycle (issue 17): after a write that dropped these image URLs (a replaced thumbnail, avatar
   * or logo; a deleted author or tool), removes each image nothing refers to any more, record and
   * every variant. "Refers" means an article's thumbnail or body, an author's photo or a tool's
   * logo, so an image used twice stays. Runs after the write's commit; a store that fails here
   * leaves a file without a record, which the orphan sweep removes (local disk).
   */
  async release(urls: readonly (string | null | undefined)[]): Promise<void> {
    const candidates = [...new Set(urls.filter((u): u is string => !!u && this.storage.keyOf(u) !== undefined))];
    if (!candidates.length) return;
    const [rows] = await this.db.query<[{ url: string; variants: ImageVariant[] }[], number]>(
      `DELETE FROM uploaded_images i WHERE i.url = ANY($1::text[])
         AND NOT EXISTS (SELECT 1 FROM articles a WHERE a."imageUrl" = i.url OR strpos(a.content, i.url) > 0)
         AND NOT EXISTS (SELECT 1 FROM authors au WHERE au."imageUrl" = i.url)
         AND NOT EXISTS (SELECT 1 FROM tools t WHERE t."logoUrl" = i.url)
       RETURNING url, variants`,
      [candidates],
    );
    const keys = rows.flatMap((r) => [this.storage.keyOf(r.url), ...(r.variants ?? []).map((v) => v.key)]).filter((k): k is string => !!k);
    await Promise.all(
      keys.map((k) =>
        this.storage.remove(k).catch((err) => {
          console.error('Removing a released image failed:', err);
        }),
      ),
    );
  }

  /** The body of DELETE /api/upload/image: {url, articleId?, uploadType?}; only url decides. */
  removeFromBody(body: unknown, actor: SessionUser | null = null): Promise<void> {
    return this.remove(asObject(body).url, actor);
  }
}

function readUploadType(raw: unknown): UploadType {
  const value = typeof raw === 'string' ? raw.trim() : raw;
  if (value === undefined || value === null || value === '') return 'general';
  if (!isUploadType(value)) throw badInput(UPLOAD_TYPE_MESSAGE, { uploadType: UPLOAD_TYPE_MESSAGE });
  return value;
}

function readArticleId(raw: unknown): number | null {
  // Form fields and headers carry strings; a client without an article may send "" or "null".
  if (raw === undefined || raw === null || raw === '' || raw === 'null' || raw === 'undefined') return null;
  return optionalInt({ articleId: raw }, 'articleId', { min: 1 }) ?? null;
}

/** Reads a stream into memory, refusing it (413) as soon as it passes `max` bytes. */
async function readWithinLimit(open: () => Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = open();
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > max) {
        stream.destroy();
        throw fileTooLarge();
      }
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    throw uploadStreamError(err);
  }
  return Buffer.concat(chunks);
}

/** An error of an upload stream as the client should see it. */
export function uploadStreamError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  // graphql-upload reports its own size limit as an http error with status 413, a cut-off
  // request as 499 ("Request disconnected during file upload stream parsing").
  if ((err as { status?: number }).status === 413) return fileTooLarge();
  return uploadCutOff();
}
