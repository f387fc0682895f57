/**
 * `npm run images:backfill` (issue 17): images stored before uploads were processed get what a new
 * upload gets: the original rewritten upright without metadata, WebP variants, the link-preview
 * crop for article thumbnails, and their size recorded. Resumable and idempotent: a row is done once
 * its width is recorded (each row commits on its own), so a second run, or a run after a crash,
 * only picks up what is left; variant keys derive from the image's key, so a half-done row is
 * simply redone.
 */
import type { DataSource } from 'typeorm';
import { AppError } from '../../errors';
import type { ImageVariant } from './image.entity';
import { processImage } from './image-processing';
import { contentTypeOfKey, sniffImageType } from './image-type';
import type { FileStorage } from './storage';

export interface BackfillProgress {
  done: number;
  total: number;
  failed: number;
}

export interface BackfillResult extends BackfillProgress {
  /** Why each failed image was left as it was, by URL. */
  failures: { url: string; reason: string }[];
}

interface PendingRow {
  id: number;
  url: string;
  uploadType: string;
  thumbnail: boolean;
}

export async function backfillImages(db: DataSource, storage: FileStorage, onProgress: (p: BackfillProgress) => void = () => undefined): Promise<BackfillResult> {
  const rows: PendingRow[] = await db.query(
    `SELECT i.id, i.url, i."uploadType", (i."uploadType" = 'article-thumbnail' OR EXISTS (SELECT 1 FROM articles a WHERE a."imageUrl" = i.url)) AS thumbnail
       FROM uploaded_images i WHERE i.width IS NULL ORDER BY i.id`,
  );
  const result: BackfillResult = { done: 0, total: rows.length, failed: 0, failures: [] };
  const report = () => onProgress({ done: result.done, total: result.total, failed: result.failed });
  report();
  // Two rows at a time: processImage itself lets two images use sharp's threads at once.
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++];
      try {
        await backfillOne(db, storage, row);
      } catch (err) {
        result.failed++;
        result.failures.push({ url: row.url, reason: err instanceof AppError ? err.message : String((err as Error).message ?? err) });
      }
      result.done++;
      report();
    }
  };
  await Promise.all([worker(), worker()]);
  return result;
}

async function backfillOne(db: DataSource, storage: FileStorage, row: PendingRow): Promise<void> {
  const key = storage.keyOf(row.url);
  if (!key) throw new Error('not an address of this store');
  const stored = await storage.get(key);
  if (!stored) throw new Error('the file is missing from the store');
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const kind = sniffImageType(bytes);
  // Served by its extension: re-encoding must keep the type its name says.
  if (!kind || kind.mime !== contentTypeOfKey(key)) throw new Error('the file is not the image its name says');
  const image = await processImage(bytes, kind, key, { openGraph: row.thumbnail });
  const variants: ImageVariant[] = [];
  for (const v of image.variants) variants.push({ url: await storage.put(v.key, v.bytes), key: v.key, width: v.width, height: v.height, kind: v.kind });
  // Same key: every page that shows the image keeps its address, now without metadata.
  await storage.put(key, image.bytes);
  await db.query(`UPDATE uploaded_images SET width = $2, height = $3, size = $4, variants = $5::jsonb WHERE id = $1`, [
    row.id,
    image.width,
    image.height,
    image.bytes.length,
    JSON.stringify(variants),
  ]);
}
