/**
 * Issue 17, `npm run images:backfill`: images stored before processing existed (no size, no
 * variants, originals with their EXIF) get their variants and a stripped original; a second run
 * does nothing; a run cut short is finished by the next one; a damaged file is reported and left.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { addMissingDemoContent } from '../../db/seed/seed';
import { startTestServer, type TestServer } from '../../test/harness';
import { backfillImages, type BackfillProgress } from './image-backfill';
import type { FileStorage } from './storage';

let server: TestServer;
const dir = () => path.join(server.dataDir, 'uploads');
const query = (sql: string, params: unknown[] = []) => server.database.dataSource.query(sql, params);
const run = (storage: FileStorage = server.services.storage, progress?: (p: BackfillProgress) => void) =>
  backfillImages(server.database.dataSource, storage, progress);

/** Puts every stored image back to how an upload was kept before issue 17. */
async function makeLegacy(): Promise<void> {
  const rows: { variants: { key: string }[] }[] = await query(`SELECT variants FROM uploaded_images`);
  for (const v of rows.flatMap((r) => r.variants)) fs.rmSync(path.join(dir(), v.key));
  await query(`UPDATE uploaded_images SET width = NULL, height = NULL, variants = '[]'`);
}

async function legacyPhoto(name: string): Promise<string> {
  // A sideways phone photo with GPS, stored as it came (orientation 6: shown rotated 90°).
  const bytes = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#a56' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1' } } })
    .toBuffer();
  fs.writeFileSync(path.join(dir(), name), bytes);
  await query(`INSERT INTO uploaded_images (url, filename, type, size, "uploadType") VALUES ($1, $2, 'image/jpeg', $3, 'general')`, [`/uploads/${name}`, name, bytes.length]);
  return `/uploads/${name}`;
}

beforeAll(async () => {
  server = await startTestServer();
  await addMissingDemoContent(server.services, () => undefined);
});
afterAll(() => server?.close());

it('makes the variants of the demo content stored before issue 17, and a second run changes nothing', async () => {
  const processed = await query(`SELECT url, width, height, variants FROM uploaded_images ORDER BY id`);
  expect(processed.length).toBeGreaterThan(5);
  const files = fs.readdirSync(dir()).sort();
  await makeLegacy();
  expect(fs.readdirSync(dir()).length).toBe(processed.length);

  const seen: BackfillProgress[] = [];
  const result = await run(undefined, (p) => seen.push({ ...p }));
  expect(result).toMatchObject({ done: processed.length, total: processed.length, failed: 0 });
  expect(seen[0]).toEqual({ done: 0, total: processed.length, failed: 0 });
  expect(seen.map((p) => p.done)).toEqual([...Array(processed.length + 1).keys()]);
  // The same sizes and variant keys as the seed made, every file back in place.
  const after = await query(`SELECT url, width, height, variants FROM uploaded_images ORDER BY id`);
  expect(after).toEqual(processed);
  expect(fs.readdirSync(dir()).sort()).toEqual(files);

  const mtimes = files.map((f) => fs.statSync(path.join(dir(), f)).mtimeMs);
  expect(await run()).toEqual({ done: 0, total: 0, failed: 0, failures: [] });
  expect(files.map((f) => fs.statSync(path.join(dir(), f)).mtimeMs)).toEqual(mtimes);
});

it('strips the EXIF of a stored original and turns it upright', async () => {
  const url = await legacyPhoto('general-legacy-photo.jpg');
  expect((await sharp(path.join(dir(), 'general-legacy-photo.jpg')).metadata()).exif).toBeDefined();
  expect(await run()).toMatchObject({ total: 1, failed: 0 });
  const [row] = await query(`SELECT width, height, size, variants FROM uploaded_images WHERE url = $1`, [url]);
  expect(row).toMatchObject({ width: 1000, height: 1500 });
  const original = fs.readFileSync(path.join(dir(), 'general-legacy-photo.jpg'));
  expect(row.size).toBe(original.length);
  const meta = await sharp(original).metadata();
  expect([meta.exif, meta.orientation, meta.width]).toEqual([undefined, undefined, 1000]);
  expect(original.toString('latin1')).not.toContain('PhoneCo');
  expect(row.variants.map((v: { key: string }) => v.key)).toEqual(['400', '800', '1000'].map((w) => `general-legacy-photo-w${w}.webp`));
  for (const v of row.variants) expect((await sharp(path.join(dir(), v.key)).metadata()).exif).toBeUndefined();
});

it('is resumable: a run cut short by the store is finished by the next one', async () => {
  await makeLegacy();
  const [{ n }] = await query(`SELECT count(*)::int AS n FROM uploaded_images`);
  const real = server.services.storage;
  let puts = 0;
  // A store that stops answering after a few writes, like a crash half-way.
  const failing: FileStorage = {
    keyOf: (url) => real.keyOf(url),
    get: (key) => real.get(key),
    remove: (key) => real.remove(key),
    put: (key, body) => (++puts > 6 ? Promise.reject(new Error('store went away')) : real.put(key, body)),
  };
  const cut = await run(failing);
  expect(cut.total).toBe(n);
  expect(cut.failed).toBeGreaterThan(0);
  expect(cut.failed).toBeLessThan(n);
  expect(cut.failures[0].reason).toBe('store went away');
  const second = await run();
  expect(second).toMatchObject({ total: cut.failed, failed: 0 });
  expect(await query(`SELECT count(*)::int AS n FROM uploaded_images WHERE width IS NULL`)).toEqual([{ n: 0 }]);
});

it('reports a damaged or missing file and leaves its row as it was', async () => {
  fs.writeFileSync(path.join(dir(), 'general-broken.png'), 'not an image at all');
  await query(`INSERT INTO uploaded_images (url, filename, type, size, "uploadType") VALUES ('/uploads/general-broken.png', 'general-broken.png', 'image/png', 19, 'general'), ('/uploads/general-gone.png', 'general-gone.png', 'image/png', 19, 'general')`);
  const result = await run();
  expect(result).toMatchObject({ total: 2, failed: 2 });
  expect(result.failures).toEqual(
    expect.arrayContaining([
      { url: '/uploads/general-broken.png', reason: 'the file is not the image its name says' },
      { url: '/uploads/general-gone.png', reason: 'the file is missing from the store' },
    ]),
  );
  expect(fs.readFileSync(path.join(dir(), 'general-broken.png'), 'utf8')).toBe('not an image at all');
  expect(await query(`SELECT count(*)::int AS n FROM uploaded_images WHERE width IS NULL`)).toEqual([{ n: 2 }]);
});
