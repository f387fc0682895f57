/**
 * Issue 17 over HTTP: an uploaded photo arrives without its GPS EXIF, with WebP variants that the
 * GraphQL image field turns into srcset and a 1200×630 link-preview crop; variants are served with
 * immutable caching and deleted with their article; a decompression bomb is refused, nothing kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import zlib from 'node:zlib';
import { factories } from '../../test/factories';
import { startTestServer, tableCounts, type HttpClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: HttpClient;
let articleId: number;
let slug: string;
const uploads = () => fs.readdirSync(path.join(server.dataDir, 'uploads')).sort();

function post(parts: { file: Buffer; filename: string; type: string }, headers: Record<string, string>) {
  const fd = new FormData();
  fd.append('image', new Blob([new Uint8Array(parts.file)], { type: parts.type }), parts.filename);
  return admin.request('POST', '/api/upload/image', { body: fd, headers });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
  const f = factories(server.database.dataSource);
  const [category, author] = await Promise.all([f.category(), f.author()]);
  const article = await f.article({ categoryId: category.id, authorId: author.id, slug: 'photo-article' });
  articleId = article.id;
  slug = article.slug;
});
afterAll(() => server?.close());

it('a phone photo is stored without GPS, with variants the reader pages use', async () => {
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c8785a' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1' } } })
    .toBuffer();
  const res = await post({ file: photo, filename: 'IMG_0001.jpg', type: 'image/jpeg' }, { 'upload-type': 'article-thumbnail', 'article-id': String(articleId) });
  expect(res.status).toBe(201);
  const url: string = res.body.file.url;
  expect((await admin.patch(`/api/articles/${articleId}`, { imageUrl: url })).status).toBe(200);

  const original = Buffer.from(await (await fetch(server.url + url)).arrayBuffer());
  expect((await sharp(original).metadata()).exif).toBeUndefined();
  expect(original.toString('latin1')).not.toContain('PhoneCo');

  const { data, errors } = await server.client().gql(`query($slug: String!) { article(slug: $slug) { image { url width height srcset og { url width height } } } }`, { slug });
  expect(errors).toBeUndefined();
  const image = data.article.image;
  expect(image).toMatchObject({ url, width: 1600, height: 1000, og: { width: 1200, height: 630 } });
  const sources = image.srcset.split(', ').map((s: string) => s.split(' '));
  expect(sources.map(([, w]: string[]) => w)).toEqual(['400w', '800w', '1200w']);
  for (const [src] of [...sources, [image.og.url]]) {
    const served = await fetch(server.url + src);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  }

  // Deleting the article takes the image and every variant with it.
  const before = uploads().length;
  expect((await admin.delete(`/api/articles/${articleId}`)).status).toBe(204);
  expect(uploads().length).toBe(before - 5);
});

/** A PNG that says it is 30,000 × 30,000 (900 megapixels once decoded) in a few hundred bytes. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(30_001 * 3 * 4))), chunk('IEND', Buffer.alloc(0))]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('refused with the upload error shape, nothing stored', () => {
  async function expectRefused(file: Buffer, filename: string, type: string, status: number, body: object) {
    const files = uploads();
    const counts = await tableCounts(server);
    const started = Date.now();
    const res = await post({ file, filename, type }, { 'upload-type': 'article-thumbnail', 'article-id': String(bombArticleId) });
    expect([res.status, res.body]).toEqual([status, expect.objectContaining(body)]);
    expect(typeof res.body.error).toBe('string');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(uploads()).toEqual(files);
    expect(await tableCounts(server)).toEqual(counts);
  }
  let bombArticleId: number;
  beforeAll(async () => {
    const f = factories(server.database.dataSource);
    bombArticleId = (await f.article({ categoryId: (await f.category()).id })).id;
  });

  it('a decompression bomb: 30,000 × 30,000 pixels in a few KB', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(4096);
    await expectRefused(bomb, 'tiny.png', 'image/png', 400, { error: 'The image is too large', errors: { image: expect.stringContaining('50,000,000 pixels') } });
  });

  it('a truncated photo', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#396' } }).jpeg().toBuffer();
    await expectRefused(photo.subarray(0, Math.floor(photo.length / 2)), 'cut.jpg', 'image/jpeg', 400, { error: 'The image could not be read' });
  });

  it('content that is not the image it claims: PNG magic bytes over noise, a GIF header over JPEG data, text named .png', async () => {
    await expectRefused(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(500, 7)]), 'fake.png', 'image/png', 400, { error: 'The image could not be read' });
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#000' } }).jpeg().toBuffer();
    await expectRefused(Buffer.concat([Buffer.from('GIF89a', 'latin1'), jpeg.subarray(6)]), 'odd.gif', 'image/gif', 400, { error: 'The image could not be read' });
    await expectRefused(Buffer.from('just words\n'), 'notes.png', 'image/png', 415, { error: 'Invalid file type' });
  });
});

it('author photos and tool logos carry their size and srcset, so a 36 px avatar is not a phone photo', async () => {
  const photo = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#8a6' } }).jpeg().toBuffer();
  const author = await post({ file: photo, filename: 'me.jpg', type: 'image/jpeg' }, { 'upload-type': 'author' });
  const logo = await post({ file: await sharp({ create: { width: 256, height: 256, channels: 4, background: '#fff0' } }).png().toBuffer(), filename: 'l.png', type: 'image/png' }, { 'upload-type': 'tool' });
  const f = factories(server.database.dataSource);
  await f.author({ name: 'Photo author', imageUrl: author.body.file.url });
  await f.tool({ name: 'Logo tool', logoUrl: logo.body.file.url });
  const { data, errors } = await server.client().gql(`{ authors { name image { width height srcset } } tools { name logo { width srcset } } }`);
  expect(errors).toBeUndefined();
  const photoAuthor = data.authors.find((a: { name: string }) => a.name === 'Photo author');
  expect(photoAuthor.image).toMatchObject({ width: 2000, height: 2000 });
  expect(photoAuthor.image.srcset.split(', ').map((s: string) => s.split(' ')[1])).toEqual(['400w', '800w', '1200w']);
  // A small logo has one WebP variant at its own width: still lighter than its PNG.
  expect(data.tools.find((t: { name: string }) => t.name === 'Logo tool').logo).toEqual({ width: 256, srcset: expect.stringMatching(/^\/uploads\/tool-[0-9a-f-]+-w256\.webp 256w$/) });
  expect(data.authors.filter((a: { image: unknown }) => a.image === null).length).toBeGreaterThan(0); // authors without a photo
});
