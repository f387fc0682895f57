/**
 * Issue 32: export → restore into a fresh database gives the same public answers (articles with
 * translations and taxonomy, tools, feeds, redirects and images); a restore into a site with
 * content is refused; the redirects admin (REST and GraphQL) with its guards and bad input.
 */
import sharp from 'sharp';
import { factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

let source: TestServer;
let target: TestServer | undefined;
let admin: HttpClient;

beforeAll(async () => {
  source = await startTestServer();
  admin = await source.asAdmin();
});
afterAll(async () => {
  await source?.close();
  await target?.close();
});

async function download(client: HttpClient): Promise<Buffer> {
  const res = await fetch(`${client.base}/api/export`, { headers: { cookie: (client as unknown as { cookies: Map<string, string> }).cookies.size ? [...(client as unknown as { cookies: Map<string, string> }).cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '' } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const PUBLIC = ['/api/articles', '/api/categories', '/api/tags', '/api/tools', '/api/authors', '/rss.xml', '/id/rss.xml', '/sitemap.xml'];

it('exports the site and restores it into an empty one, which then answers the same public pages', async () => {
  const f = factories(source.database.dataSource);
  const cat = await f.category({ name: 'Sleep', slug: 'sleep' });
  const tag = await f.tag({ name: 'Naps', slug: 'naps' });
  const author = await f.author({ name: 'Sari' });
  const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#a84' } }).png().toBuffer();
  const upload = await admin.request('POST', '/api/upload/image', { body: (() => { const fd = new FormData(); fd.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png'); return fd; })() });
  expect(upload.status).toBe(201);
  const original = await f.article({ title: 'Nap basics', slug: 'nap-basics', categoryId: cat.id, tagIds: [tag.id], authorId: author.id, imageUrl: upload.body.file.url, content: `<p>Naps.</p><img src="${upload.body.file.url}" alt="">` });
  await f.article({ title: 'Dasar tidur siang', slug: 'dasar-tidur-siang', language: 'id', parentArticleId: original.id, categoryId: cat.id, authorId: author.id });
  await f.tool();
  expect((await admin.post('/api/redirects', { fromPath: '/2020/01/naps/', toPath: '/article/nap-basics' })).status).toBe(201);
  expect((await admin.patch(`/api/articles/${original.id}`, { title: 'Nap basics, revised' })).status).toBe(200); // a revision

  const archive = await download(admin);
  expect((await source.client().get('/api/export')).status).toBe(401);
  expect((await (await source.asReader()).get('/api/export')).status).toBe(403);

  target = await startTestServer();
  const targetAdmin = await target.asAdmin();
  const restored = await targetAdmin.request('POST', '/api/restore', { body: new Uint8Array(archive), headers: { 'content-type': 'application/gzip' } });
  expect(restored.status).toBe(200);
  expect(restored.body.tables).toMatchObject({ articles: 2, article_revisions: 1, redirects: 1, tools: 1 });
  expect(restored.body.images).toBeGreaterThanOrEqual(1);

  for (const p of PUBLIC) {
    const [a, b] = await Promise.all([source.client().get(p), target.client().get(p)]);
    expect([p, b.status]).toEqual([p, a.status]);
    expect([p, b.text.replaceAll(target.url, source.url)]).toEqual([p, a.text]);
  }
  const image = await target.client().get(upload.body.file.url);
  expect(image.status).toBe(200);
  const moved = await target.client().get('/2020/01/naps');
  expect([moved.status, moved.headers.get('location')]).toEqual([301, '/article/nap-basics']);

  // New rows after a restore get fresh ids (sequences moved on).
  expect((await targetAdmin.post('/api/tags', { name: 'New', slug: 'new' })).status).toBe(201);
  // A site with content refuses a restore, and nothing changes.
  const again = await targetAdmin.request('POST', '/api/restore', { body: new Uint8Array(archive), headers: { 'content-type': 'application/gzip' } });
  expect(again.status).toBe(409);
  expect(again.body.message).toMatch(/empty site/);
});

it('refuses an archive that is not an export', async () => {
  const empty = await startTestServer();
  try {
    const c = await empty.asAdmin();
    const res = await c.request('POST', '/api/restore', { body: 'not a tarball', headers: { 'content-type': 'application/gzip' } });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect((await empty.client().request('POST', '/api/restore', { body: 'x' })).status).toBe(401);
  } finally {
    await empty.close();
  }
});

describe('redirects admin', () => {
  it('lists, adds, edits and deletes, under MOVE_SITE', async () => {
    expect((await source.client().get('/api/redirects')).status).toBe(401);
    expect((await (await source.asReader()).post('/api/redirects', { fromPath: '/a', toPath: '/b' })).status).toBe(403);
    const created = await admin.post('/api/redirects', { fromPath: 'https://old.example/Old-Post.html?utm=1', toPath: '/article/new-post' });
    expect(created.status).toBe(201);
    expect(created.body.fromPath).toBe('/old-post');
    expect((await source.client().get('/old-post/')).headers.get('location')).toBe('/article/new-post');
    const edited = await admin.patch(`/api/redirects/${created.body.id}`, { toPath: '/article/other' });
    expect(edited.body.toPath).toBe('/article/other');
    expect((await source.client().get('/old-post')).headers.get('location')).toBe('/article/other');
    const { data } = await admin.gql(`{ redirects { fromPath toPath source } }`);
    expect(data.redirects).toEqual(expect.arrayContaining([{ fromPath: '/old-post', toPath: '/article/other', source: 'manual' }]));
    expect((await admin.delete(`/api/redirects/${created.body.id}`)).status).toBe(204);
    expect((await source.client().get('/old-post')).status).not.toBe(301);
  });

  it('refuses bad input with a 400 and duplicates with a 409', async () => {
    for (const body of [{}, { fromPath: '/', toPath: '/x' }, { fromPath: '/x', toPath: 'https://evil.example/' }, { fromPath: '/x', toPath: '//evil.example' }, { fromPath: 5, toPath: '/x' }]) {
      const res = await admin.post('/api/redirects', body);
      expect([JSON.stringify(body), res.status, typeof res.body.message]).toEqual([JSON.stringify(body), 400, 'string']);
    }
    expect((await admin.post('/api/redirects', { fromPath: '/dup', toPath: '/x' })).status).toBe(201);
    expect((await admin.post('/api/redirects', { fromPath: '/dup/', toPath: '/y' })).status).toBe(409);
    expect((await admin.delete('/api/redirects/999999')).status).toBe(404);
    expect((await admin.patch('/api/redirects/abc', { toPath: '/x' })).status).toBe(400);
  });
});
