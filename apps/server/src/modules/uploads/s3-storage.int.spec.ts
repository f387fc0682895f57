/**
 * Issue 17: uploads in an S3-compatible store, the whole cycle against a real S3 server (s3rver,
 * started here) through the AWS SDK client: upload with variants, serving through /uploads/ with
 * immutable caching, deletion of the image and of an article with every variant, a store that
 * refuses answered 503 with nothing recorded. Credentials come from the standard provider chain
 * (AWS_* variables, with a session token), as on a server with a role.
 */
import { CreateBucketCommand, DeleteBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { factories } from '../../test/factories';
import { startTestServer, tableCounts, type HttpClient, type TestServer } from '../../test/harness';

const BUCKET = 'tumbuh-media';
let s3: S3rver;
let s3Dir: string;
let client: S3Client;
let server: TestServer;
let admin: HttpClient;
const savedEnv = { ...process.env };

const objects = async (): Promise<string[]> =>
  ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!).sort();

function post(file: Buffer, headers: Record<string, string> = {}) {
  const fd = new FormData();
  fd.append('image', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  return admin.request('POST', '/api/upload/image', { body: fd, headers });
}

const photo = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#5a8ac8' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1' } } })
    .toBuffer();

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver checks signatures made with its own key pair; the session token rides along signed.
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_SESSION_TOKEN: 'session-token-1' });
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
  server = await startTestServer({ S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_MAX_ATTEMPTS: '2' });
  admin = await server.asAdmin();
});

afterAll(async () => {
  await server?.close();
  client?.destroy();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  for (const k of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN']) if (savedEnv[k] === undefined) delete process.env[k];
});

it('stores an upload and its variants in the bucket, serves them through /uploads/, and deletes them all', async () => {
  const f = factories(server.database.dataSource);
  const article = await f.article({ categoryId: (await f.category()).id, authorId: (await f.author()).id, slug: 's3-photo' });
  const res = await post(await photo(), { 'upload-type': 'article-thumbnail', 'article-id': String(article.id) });
  expect(res.status).toBe(201);
  const { url, filename } = res.body.file;
  expect(url).toBe(`/uploads/${filename}`);
  const base = filename.replace(/\.jpg$/, '');
  expect(await objects()).toEqual([filename, `${base}-og.webp`, `${base}-w1200.webp`, `${base}-w400.webp`, `${base}-w800.webp`].sort());
  expect(fs.existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);

  // Served by the app from the bucket: the stripped original and every variant, cached for a year.
  expect((await admin.patch(`/api/articles/${article.id}`, { imageUrl: url })).status).toBe(200);
  const { data } = await server.client().gql(`query { article(slug: "s3-photo") { image { srcset og { url } } } }`);
  const sources = [url, ...data.article.image.srcset.split(', ').map((s: string) => s.split(' ')[0]), data.article.image.og.url];
  expect(new Set(sources).size).toBe(5);
  for (const src of sources) {
    expect(src).toMatch(/^\/uploads\//);
    const served = await fetch(server.url + src);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(src.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(Number(served.headers.get('content-length'))).toBe(bytes.length);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('PhoneCo');
  }
  const again = await fetch(server.url + url, { headers: { 'if-none-match': (await fetch(server.url + url)).headers.get('etag')! } });
  expect(again.status).toBe(304);
  expect((await fetch(`${server.url}/uploads/general-missing.png`)).status).toBe(404);
  expect((await fetch(`${server.url}/uploads/..%2Fsecret`)).status).toBe(404);

  // Deleting the image removes the object and all its variants.
  const del = await admin.delete('/api/upload/image', { url, articleId: article.id, uploadType: 'article-thumbnail' });
  expect(del.status).toBe(204);
  expect(await objects()).toEqual([]);
  expect((await fetch(server.url + url)).status).toBe(404);

  // Deleting an article removes its images and their variants from the bucket.
  const second = await post(await photo(), { 'upload-type': 'article-content', 'article-id': String(article.id) });
  expect(second.status).toBe(201);
  expect((await objects()).length).toBe(4);
  expect((await admin.delete(`/api/articles/${article.id}`)).status).toBe(204);
  expect(await objects()).toEqual([]);
});

it('answers 503 and records nothing when the store refuses the object', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await client.send(new DeleteBucketCommand({ Bucket: BUCKET }));
  try {
    const counts = await tableCounts(server);
    const res = await post(await photo());
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/could not be stored/);
    expect(await tableCounts(server)).toEqual(counts);
    expect(logged).toHaveBeenCalledWith('Storing an upload failed:', expect.anything());
  } finally {
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    logged.mockRestore();
  }
  expect(await objects()).toEqual([]);
});
