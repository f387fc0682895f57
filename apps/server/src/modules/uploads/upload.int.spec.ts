/** Image uploads (issue 4): REST multipart and GraphQL multipart, storage on disk, list, delete. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { factories } from '../../test/factories';
import { startTestServer, tableCounts, type HttpClient, type TestServer } from '../../test/harness';
import { UploadedImage } from './image.entity';

// Tiny valid images (1x1 pixel).
// Real 8×6 images (made with sharp): uploads are decoded and re-encoded, so they must be readable.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQz4/DihgGUgIA0EkvQYS783sAAAAASUVORK5CYII=', 'base64');
const GIF = Buffer.from('R0lGODlhCAAGAIAAAExpcS9vXiH5BAUAAAAALAAAAAAIAAYAAAIGjI+py30FADs=', 'base64');
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCMAJOP/9k=',
  'base64',
);
const WEBP = Buffer.from('UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoIAAYAAUAmJZgCdAFAAAD+8FEJl/+Fa/rQ/t5ydAA=', 'base64');
const TEXT = Buffer.from('This is just a text file, whatever its name says.\n');
/** 6 MB that starts like a PNG: only the size is wrong. */
const BIG = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(6 * 1024 * 1024, 7)]);

const FILE_TOO_LARGE = { error: 'File too large', errors: { image: 'The maximum file size is 5MB.' } };
const INVALID_TYPE = { error: 'Invalid file type', errors: { image: 'Only JPEG, PNG, GIF, and WebP images are allowed.' } };

// testTimeout in a jest project config is not applied (it is a global option): set it here.

let server: TestServer;
let admin: HttpClient;
let reader: HttpClient;
let anonymous: HttpClient;
let uploadDir: string;
let articleId: number;
let otherArticleId: number;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const filesOnDisk = () => fs.readdirSync(uploadDir).sort();
const cookieOf = (client: HttpClient): string =>
  [...client['cookies']].map(([k, v]) => `${k}=${v}`).join('; ');

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function form(parts: Part[]): FormData {
  const fd = new FormData();
  for (const p of parts) {
    if (Buffer.isBuffer(p.value)) fd.append(p.name, new Blob([new Uint8Array(p.value)], { type: p.type ?? 'application/octet-stream' }), p.filename ?? 'file');
    else fd.append(p.name, p.value);
  }
  return fd;
}

function upload(client: HttpClient, parts: Part[], headers: Record<string, string> = {}) {
  return client.request('POST', '/api/upload/image', { body: form(parts), headers });
}

const image = (value: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({ name: 'image', value, filename, type });

/** The state that a refused upload must leave unchanged. */
async function snapshot() {
  return { files: filesOnDisk(), counts: await tableCounts(server) };
}

beforeAll(async () => {
  server = await startTestServer();
  uploadDir = path.join(server.dataDir, 'uploads');
  admin = await server.asAdmin();
  reader = await server.asReader();
  anonymous = server.client();
  const f = factories(server.database.dataSource);
  const category = await f.category();
  articleId = (await f.article({ categoryId: category.id })).id;
  otherArticleId = (await f.article({ categoryId: category.id })).id;
});

afterAll(async () => {
  await server?.close();
});

describe('POST /api/upload/image', () => {
  it.each([
    ['PNG', PNG, 'image/png', 'png'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['GIF', GIF, 'image/gif', 'gif'],
    ['WebP', WEBP, 'image/webp', 'webp'],
  ])('stores a %s image under a generated name and records it', async (_label, bytes, mime, ext) => {
    const res = await upload(admin, [image(bytes, `../../My Photo.${ext}`, mime), { name: 'uploadType', value: 'general' }]);
    expect(res.status).toBe(201);
    const { file } = res.body;
    // Stored re-encoded without metadata (issue 17): the size is the stored file's.
    const stored = fs.readFileSync(path.join(uploadDir, file.filename));
    expect(file).toEqual({ url: `/uploads/${file.filename}`, filename: expect.stringMatching(new RegExp(`^general-[0-9a-f-]{36}\\.${ext}$`)), type: mime, size: stored.length });
    const row = await server.database.dataSource.getRepository(UploadedImage).findOneByOrFail({ url: file.url });
    expect(row).toMatchObject({ filename: file.filename, type: mime, size: stored.length, uploadType: 'general', articleId: null, width: 8, height: 6 });
    // One WebP at the image's own width (never wider than the original).
    expect(row.variants.map((v) => [v.kind, v.width, v.height, v.key])).toEqual([['w', 8, 6, file.filename.replace(/\.\w+$/, '-w8.webp')]]);

    // Served under /uploads with its content type, a long cache life and nosniff.
    const served = await fetch(server.url + file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('decides the type by the bytes, not by the name or the declared type', async () => {
    const res = await upload(admin, [image(JPEG, 'picture.gif', 'image/gif')]);
    expect(res.status).toBe(201);
    expect(res.body.file).toMatchObject({ type: 'image/jpeg', filename: expect.stringMatching(/^general-.*\.jpg$/) });
  });

  it('refuses a text file renamed .png (415) and stores nothing', async () => {
    const before = await snapshot();
    const res = await upload(admin, [image(TEXT, 'notes.png', 'image/png')]);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject(INVALID_TYPE);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a 6 MB file (413) while streaming and stores nothing', async () => {
    const before = await snapshot();
    const res = await upload(admin, [{ name: 'uploadType', value: 'general' }, image(BIG, 'huge.png')]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject(FILE_TOO_LARGE);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts a file of exactly 5 MB, and refuses one byte more', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const res = await upload(admin, [image(exact)]);
    expect(res.status).toBe(201);
    // The trailing padding is not part of the image: what is stored is the image alone.
    expect(res.body.file.size).toBeLessThan(1024);
    const before = await snapshot();
    const over = await upload(admin, [image(Buffer.concat([exact, Buffer.from([0])]))]);
    expect(over.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves nothing behind when the request is cut off half-way', async () => {
    const before = await snapshot();
    const boundary = '----tumbuh-test-boundary';
    const payload = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 1)]);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uploadType"\r\n\r\ngeneral\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cut.png"\r\nContent-Type: image/png\r\n\r\n`),
      payload,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    // Once in the middle of the file, once with the whole file but without the closing boundary.
    for (const sent of [Math.floor(body.length / 2), body.length - `--${boundary}--\r\n`.length]) {
      await new Promise<void>((resolve) => {
        const req = http.request({
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/api/upload/image',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length, cookie: cookieOf(admin) },
        });
        req.on('error', () => resolve());
        req.on('response', (res) => {
          res.resume();
          resolve();
        });
        req.write(body.subarray(0, sent), () => {
          void sleep(150).then(() => {
            req.destroy();
            resolve();
          });
        });
      });
      await sleep(300);
      expect(await snapshot()).toEqual(before);
    }
    // The server is still well.
    expect((await upload(admin, [image(PNG)])).status).toBe(201);
  });

  it('answers 400 when there is no file', async () => {
    const before = await snapshot();
    const res = await upload(admin, [{ name: 'uploadType', value: 'general' }]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'No image file provided' });
    const empty = await upload(admin, [image(Buffer.alloc(0), '')]);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('No image file provided');
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 for a file in another field or for two files', async () => {
    const before = await snapshot();
    const other = await upload(admin, [{ name: 'photo', value: PNG, filename: 'a.png', type: 'image/png' }]);
    expect(other.status).toBe(400);
    expect(other.body.error).toMatch(/"image" field/);
    const two = await upload(admin, [image(PNG), image(GIF, 'b.gif', 'image/gif')]);
    expect(two.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 415 for a request that is not multipart', async () => {
    const res = await admin.post('/api/upload/image', { image: 'data:image/png;base64,AAAA' });
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/multipart\/form-data/);
    const noBoundary = await admin.request('POST', '/api/upload/image', { body: 'xx', headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.error).toMatch(/multipart/);
  });

  it('refuses an unknown upload type', async () => {
    const before = await snapshot();
    const res = await upload(admin, [image(PNG), { name: 'uploadType', value: 'avatar' }]);
    expect(res.status).toBe(400);
    expect(res.body.errors.uploadType).toBe('uploadType must be one of: general, article-thumbnail, article-content, author, tool');
    expect(res.body.error).toBe(res.body.errors.uploadType);
    const viaHeader = await upload(admin, [image(PNG)], { 'upload-type': '../../etc' });
    expect(viaHeader.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('records the article of article-thumbnail and article-content images (form fields after the file, or headers)', async () => {
    const thumb = await upload(admin, [image(PNG), { name: 'uploadType', value: 'article-thumbnail' }, { name: 'articleId', value: String(articleId) }]);
    expect(thumb.status).toBe(201);
    expect(thumb.body.file.filename).toMatch(/^article-thumbnail-/);
    const content = await upload(admin, [image(GIF, 'x.gif', 'image/gif')], { 'upload-type': 'article-content', 'article-id': String(articleId) });
    expect(content.status).toBe(201);
    expect(content.body.file.filename).toMatch(/^article-content-.*\.gif$/);
    const rows = await server.database.dataSource.getRepository(UploadedImage).findBy({ articleId });
    expect(rows.map((r) => r.uploadType).sort()).toEqual(['article-content', 'article-thumbnail']);

    // A thumbnail may come before its article exists (the create dialog); other types ignore articleId.
    const early = await upload(admin, [image(PNG)], { 'upload-type': 'article-thumbnail', 'article-id': '' });
    expect(early.status).toBe(201);
    const author = await upload(admin, [image(PNG), { name: 'uploadType', value: 'author' }, { name: 'articleId', value: '999999' }]);
    expect(author.status).toBe(201);
    const rowsAfter = await server.database.dataSource.getRepository(UploadedImage).findBy({ url: author.body.file.url });
    expect(rowsAfter[0]).toMatchObject({ uploadType: 'author', articleId: null });
  });

  it('refuses an unknown or malformed articleId, and article-content without one', async () => {
    const before = await snapshot();
    const unknown = await upload(admin, [image(PNG), { name: 'uploadType', value: 'article-thumbnail' }, { name: 'articleId', value: '999999' }]);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'Article not found' });
    const malformed = await upload(admin, [image(PNG), { name: 'uploadType', value: 'article-content' }, { name: 'articleId', value: '12abc' }]);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toHaveProperty('articleId');
    const missing = await upload(admin, [image(PNG), { name: 'uploadType', value: 'article-content' }]);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.articleId).toBe('articleId is required for article-content images');
    expect(await snapshot()).toEqual(before);
  });

  it('is for admins only: 401 anonymous, 403 signed-in non-admin, nothing stored', async () => {
    const before = await snapshot();
    const anon = await upload(anonymous, [image(PNG)]);
    expect(anon.status).toBe(401);
    expect(anon.body).toHaveProperty('error');
    const user = await upload(reader, [image(PNG)]);
    expect(user.status).toBe(403);
    expect(user.body).toHaveProperty('error');
    // Refused before the body is read: even a too-large body gets the 401.
    expect((await upload(anonymous, [image(BIG)])).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/article/:articleId/images', () => {
  it('lists the images of an article, newest first', async () => {
    const first = await upload(admin, [image(PNG)], { 'upload-type': 'article-content', 'article-id': String(otherArticleId) });
    await sleep(5);
    const second = await upload(admin, [image(WEBP, 'w.webp', 'image/webp')], { 'upload-type': 'article-content', 'article-id': String(otherArticleId) });
    const res = await admin.get(`/api/article/${otherArticleId}/images`);
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([
      expect.objectContaining({ ...second.body.file, createdAt: expect.any(String) }),
      expect.objectContaining({ ...first.body.file, createdAt: expect.any(String) }),
    ]);
    expect(new Date(res.body.images[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(res.body.images[1].createdAt).getTime());
  });

  it('answers 404 for an unknown article and 400 for a malformed id', async () => {
    expect((await admin.get('/api/article/999999/images')).status).toBe(404);
    expect((await admin.get('/api/article/abc/images')).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await anonymous.get(`/api/article/${articleId}/images`)).status).toBe(401);
    expect((await reader.get(`/api/article/${articleId}/images`)).status).toBe(403);
  });
});

describe('DELETE /api/upload/image', () => {
  it('removes the file and the record', async () => {
    const { body } = await upload(admin, [image(PNG)], { 'upload-type': 'article-content', 'article-id': String(articleId) });
    const target = path.join(uploadDir, body.file.filename);
    expect(fs.existsSync(target)).toBe(true);
    const res = await admin.delete('/api/upload/image', { url: body.file.url, articleId, uploadType: 'article-content' });
    expect(res.status).toBe(204);
    expect(fs.existsSync(target)).toBe(false);
    expect(await server.database.dataSource.getRepository(UploadedImage).countBy({ url: body.file.url })).toBe(0);
    expect((await fetch(server.url + body.file.url)).status).toBe(404);
    // Gone already.
    const again = await admin.delete('/api/upload/image', { url: body.file.url, articleId: null, uploadType: 'general' });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: 'Image not found' });
  });

  it('refuses urls that are not ours, without touching the file system', async () => {
    const outside = path.join(server.dataDir, 'keep.txt');
    fs.writeFileSync(outside, 'keep me');
    const before = await snapshot();
    for (const url of ['../keep.txt', '/uploads/../keep.txt', '/uploads/..%2Fkeep.txt', '../../etc/passwd', '/etc/passwd', 'http://evil.example/x.png', '/uploads/', '/uploads/a/b.png']) {
      const res = await admin.delete('/api/upload/image', { url, articleId: null, uploadType: 'general' });
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      expect(res.body.error).toBe('url is not the address of an uploaded image');
    }
    for (const body of [{}, { url: 42 }, [], { url: '' }]) {
      const res = await admin.delete('/api/upload/image', body);
      expect(res.status).toBe(400);
      expect(res.body).toHaveProperty('error');
    }
    expect(fs.readFileSync(outside, 'utf8')).toBe('keep me');
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for one of our urls that names no image', async () => {
    const res = await admin.delete('/api/upload/image', { url: '/uploads/general-00000000-0000-0000-0000-000000000000.png' });
    expect(res.status).toBe(404);
  });

  it('is for admins only', async () => {
    const { body } = await upload(admin, [image(PNG)]);
    expect((await anonymous.delete('/api/upload/image', { url: body.file.url })).status).toBe(401);
    expect((await reader.delete('/api/upload/image', { url: body.file.url })).status).toBe(403);
    expect(fs.existsSync(path.join(uploadDir, body.file.filename))).toBe(true);
  });
});

describe('GraphQL', () => {
  const UPLOAD = `mutation Upload($file: Upload!, $uploadType: String, $articleId: Int) {
    uploadImage(file: $file, uploadType: $uploadType, articleId: $articleId) { id url filename type size uploadType articleId createdAt }
  }`;

  /** A request of the graphql-multipart-request-spec: operations, map, then the file. */
  async function gqlUpload(client: HttpClient, file: Buffer, variables: Record<string, unknown> = {}, headers: Record<string, string> = { 'apollo-require-preflight': 'true' }) {
    const fd = new FormData();
    fd.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: null, ...variables } }));
    fd.append('map', JSON.stringify({ 0: ['variables.file'] }));
    fd.append('0', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'upload.png');
    return client.request('POST', '/graphql', { body: fd, headers });
  }

  it('uploadImage stores and records the image (multipart request)', async () => {
    const res = await gqlUpload(admin, WEBP, { uploadType: 'article-thumbnail', articleId });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const img = res.body.data.uploadImage;
    expect(img).toMatchObject({ type: 'image/webp', uploadType: 'article-thumbnail', articleId });
    expect(img.filename).toMatch(/^article-thumbnail-.*\.webp$/);
    expect(fs.readFileSync(path.join(uploadDir, img.filename)).length).toBe(img.size);
    // A thumbnail also gets its 1200×630 link-preview crop, stored beside it.
    const row = await server.database.dataSource.getRepository(UploadedImage).findOneByOrFail({ url: img.url });
    expect(row.variants.map((v) => [v.kind, v.width, v.height])).toEqual([
      ['w', 8, 6],
      ['og', 1200, 630],
    ]);
    for (const v of row.variants) expect(fs.existsSync(path.join(uploadDir, v.key))).toBe(true);
  });

  it('uploadImage refuses wrong types, large files and bad arguments with the REST messages, storing nothing', async () => {
    const before = await snapshot();
    const text = await gqlUpload(admin, TEXT);
    expect(text.body.errors[0]).toMatchObject({ message: 'Invalid file type', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', errors: INVALID_TYPE.errors } });
    const big = await gqlUpload(admin, BIG);
    expect(big.body.errors[0]).toMatchObject({ message: 'File too large', extensions: { code: 'PAYLOAD_TOO_LARGE', errors: FILE_TOO_LARGE.errors } });
    const type = await gqlUpload(admin, PNG, { uploadType: 'nope' });
    expect(type.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { uploadType: expect.any(String) } });
    const article = await gqlUpload(admin, PNG, { uploadType: 'article-content', articleId: 999999 });
    expect(article.body.errors[0].extensions.code).toBe('NOT_FOUND');
    await sleep(100);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps CSRF prevention on: a multipart request without the preflight header is refused', async () => {
    const before = await snapshot();
    const res = await gqlUpload(admin, PNG, {}, {});
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/CSRF|preflight/i);
    expect(await snapshot()).toEqual(before);
  });

  it('articleImages lists and deleteImage removes', async () => {
    const listed = await admin.gql(`query($id: Int!) { articleImages(articleId: $id) { url filename type size createdAt } }`, { id: otherArticleId });
    expect(listed.errors).toBeUndefined();
    expect(listed.data.articleImages.length).toBe(2);
    const url = listed.data.articleImages[0].url;
    const removed = await admin.gql(`mutation($url: String!) { deleteImage(url: $url) }`, { url });
    expect(removed).toMatchObject({ data: { deleteImage: true } });
    expect(fs.existsSync(path.join(uploadDir, listed.data.articleImages[0].filename))).toBe(false);
    const bad = await admin.gql(`mutation($url: String!) { deleteImage(url: $url) }`, { url: '../../etc/passwd' });
    expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const unknown = await admin.gql(`query { articleImages(articleId: 999999) { url } }`);
    expect(unknown.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('is for admins only', async () => {
    const before = await snapshot();
    for (const [client, code] of [
      [anonymous, 'UNAUTHENTICATED'],
      [reader, 'FORBIDDEN'],
    ] as const) {
      const up = await gqlUpload(client, PNG);
      expect(up.body.errors[0].extensions.code).toBe(code);
      const list = await client.gql(`query($id: Int!) { articleImages(articleId: $id) { url } }`, { id: articleId });
      expect(list.errors![0].extensions!.code).toBe(code);
      const del = await client.gql(`mutation { deleteImage(url: "/uploads/x.png") }`);
      expect(del.errors![0].extensions!.code).toBe(code);
    }
    await sleep(100);
    expect(await snapshot()).toEqual(before);
  });
});

// The S3-compatible store: s3-storage.int.spec.ts (a real S3 server started by the test).
