/**
 * Issue 17 over HTTP: an uploaded photo arrives without its GPS EXIF, with WebP variants that the
 * GraphQL image field turns into srcset and a 1200×630 link-preview crop; variants are served with
 * immutable caching and deleted with their article; a decompression bomb is refused, nothing kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
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
  expect(sources.map(([, w]: string[]) => w)).toEqual(['400w', '800w', '1200w', '1600w']);
  for (const [src] of [...sources.slice(0, 3), [image.og.url]]) {
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

it('a decompression bomb answers 400 with the upload error shape and keeps nothing', async () => {
  const huge = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#000' } }).jpeg({ quality: 1 }).toBuffer();
  const files = uploads();
  const counts = await tableCounts(server);
  const res = await post({ file: huge, filename: 'huge.jpg', type: 'image/jpeg' }, {});
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ error: 'The image is too large', errors: { image: expect.stringContaining('pixels') } });
  expect(uploads()).toEqual(files);
  expect(await tableCounts(server)).toEqual(counts);
});
