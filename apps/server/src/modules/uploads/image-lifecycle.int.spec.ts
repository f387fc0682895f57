/**
 * Issue 17, lifecycle: a replaced thumbnail, avatar or logo and a deleted author or tool take their
 * image with every variant (record and files); an image still used elsewhere (another author, an
 * article's body) stays.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: HttpClient;
let f: ReturnType<typeof factories>;

const files = () => fs.readdirSync(path.join(server.dataDir, 'uploads')).sort();
const rows = async () => (await server.database.dataSource.query(`SELECT url FROM uploaded_images ORDER BY id`)).map((r: { url: string }) => r.url);
/** The stored files of an upload: the image and its variants (same generated stem). */
const filesOf = (url: string) => files().filter((name) => name.startsWith(path.basename(url).replace(/\.\w+$/, '')));

async function upload(uploadType: string, articleId?: number): Promise<string> {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7ab' } }).png().toBuffer();
  const fd = new FormData();
  fd.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
  fd.append('uploadType', uploadType);
  if (articleId) fd.append('articleId', String(articleId));
  const res = await admin.request('POST', '/api/upload/image', { body: fd });
  expect(res.status).toBe(201);
  const url: string = res.body.file.url;
  expect(filesOf(url).length).toBe(uploadType === 'article-thumbnail' ? 5 : 4); // original, w400, w800, w900 (+ og)
  return url;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
  f = factories(server.database.dataSource);
});
afterAll(() => server?.close());

it('a replaced author photo goes with its variants; deleting the author takes the current one', async () => {
  const first = await upload('author');
  const created = await admin.post('/api/authors', { name: 'Sari', bio: 'Writes.', imageUrl: first });
  expect(created.status).toBe(201);
  const second = await upload('author');
  expect((await admin.patch(`/api/authors/${created.body.id}`, { imageUrl: second })).status).toBe(200);
  expect(filesOf(first)).toEqual([]);
  expect(await rows()).not.toContain(first);
  expect(filesOf(second).length).toBe(4);
  // A save that keeps the photo keeps it.
  expect((await admin.patch(`/api/authors/${created.body.id}`, { bio: 'Writes more.' })).status).toBe(200);
  expect(filesOf(second).length).toBe(4);
  expect((await admin.delete(`/api/authors/${created.body.id}`)).status).toBe(204);
  expect(filesOf(second)).toEqual([]);
  expect(await rows()).not.toContain(second);
});

it('an author refused deletion (409) keeps the photo', async () => {
  const url = await upload('author');
  const author = await f.author({ imageUrl: url });
  await f.article({ categoryId: (await f.category()).id, authorId: author.id });
  expect((await admin.delete(`/api/authors/${author.id}`)).status).toBe(409);
  expect(filesOf(url).length).toBe(4);
});

it('a replaced or removed tool logo goes, and deleting a tool takes its logo', async () => {
  const first = await upload('tool');
  const tool = await admin.post('/api/tools', { name: 'Sleep log', description: 'Tracks naps.', url: 'https://sleep.example.org', logoUrl: first });
  expect(tool.status).toBe(201);
  const second = await upload('tool');
  expect((await admin.patch(`/api/tools/${tool.body.id}`, { logoUrl: second })).status).toBe(200);
  expect(filesOf(first)).toEqual([]);
  expect((await admin.delete(`/api/tools/${tool.body.id}`)).status).toBe(204);
  expect(filesOf(second)).toEqual([]);
  expect(await rows()).not.toContain(second);

  const third = await upload('tool');
  const other = await f.tool({ logoUrl: third });
  expect((await admin.patch(`/api/tools/${other.id}`, { logoUrl: null })).status).toBe(200);
  expect(filesOf(third)).toEqual([]);
});

it('a replaced article thumbnail goes with its variants and its link-preview crop', async () => {
  const author = await f.author();
  const article = await f.article({ categoryId: (await f.category()).id, authorId: author.id });
  const first = await upload('article-thumbnail', article.id);
  expect((await admin.patch(`/api/articles/${article.id}`, { imageUrl: first })).status).toBe(200);
  const second = await upload('article-thumbnail', article.id);
  expect((await admin.patch(`/api/articles/${article.id}`, { imageUrl: second })).status).toBe(200);
  expect(filesOf(first)).toEqual([]);
  expect(await rows()).not.toContain(first);
  expect(filesOf(second).length).toBe(5);
});

it('an image still used elsewhere stays: by another author, or in an article body', async () => {
  const shared = await upload('general');
  const a = await f.author({ imageUrl: shared });
  const b = await f.author({ imageUrl: shared });
  expect((await admin.delete(`/api/authors/${a.id}`)).status).toBe(204);
  expect(filesOf(shared).length).toBe(4);
  await f.article({ categoryId: (await f.category()).id, content: `<p>Look:</p><img src="${shared}" alt="Article image">` });
  expect((await admin.delete(`/api/authors/${b.id}`)).status).toBe(204);
  expect(filesOf(shared).length).toBe(4);
  expect(await rows()).toContain(shared);
});
