/**
 * Issue 32: imports of realistic WordPress, Blogger and Ghost exports (fixtures/), with images
 * served by a local HTTP server; dry run, background job, statuses, taxonomy, images, redirects
 * (301), idempotence, cancellation, hostile and broken files.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { factories } from '../../test/factories';
import { startTestServer, tableCounts, type HttpClient, type TestServer } from '../../test/harness';
import { fetchImage } from './image-fetch';
import { parseExport } from './import.service';

let server: TestServer;
let admin: HttpClient;
let images: http.Server;
let imagesUrl = '';
let delayMs = 0;
let png: Buffer;

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8').replaceAll('{{IMAGES}}', imagesUrl);
const q = (sql: string, params: unknown[] = []) => server.database.dataSource.query(sql, params);

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#4a8' } }).png().toBuffer();
  images = http.createServer((req, res) => {
    setTimeout(() => {
      if (req.url === '/img/moved') return void res.writeHead(302, { location: '/img/gallery-2.png' }).end();
      if (req.url === '/img/not-an-image.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not an image</html>');
      if (req.url === '/img/missing.png' || !req.url?.startsWith('/img/')) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    }, delayMs);
  });
  await new Promise<void>((r) => images.listen(0, '127.0.0.1', r));
  imagesUrl = `http://127.0.0.1:${(images.address() as { port: number }).port}`;
  server = await startTestServer({ IMPORT_ALLOW_PRIVATE_NETWORK: 'true' });
  admin = await server.asAdmin();
});
afterAll(async () => {
  await server?.close();
  await new Promise((r) => images.close(r));
});

const upload = (client: HttpClient, from: string, body: string | Buffer, language = 'detect') =>
  client.request('POST', `/api/imports?from=${from}&language=${language}&fileName=export`, { body: typeof body === 'string' ? body : new Uint8Array(body), headers: { 'content-type': 'application/octet-stream' } });

async function runToEnd(id: number) {
  const started = await admin.gql(`mutation($id:Int!){ startImport(id:$id){ id status } }`, { id });
  expect(started.errors).toBeUndefined();
  for (let i = 0; i < 200; i++) {
    const { data } = await admin.gql(`query($id:Int!){ importRun(id:$id){ status done total report error } }`, { id });
    if (['done', 'failed', 'cancelled'].includes(data.importRun.status)) return data.importRun;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}

const article = async (slug: string) => (await q(`SELECT * FROM articles WHERE slug = $1`, [slug]))[0];

describe('WordPress', () => {
  it('is refused to anonymous (401) and to readers (403)', async () => {
    expect((await upload(server.client(), 'wordpress', fixture('wordpress.xml'))).status).toBe(401);
    expect((await upload(await server.asReader(), 'wordpress', fixture('wordpress.xml'))).status).toBe(403);
    expect((await server.client().gql(`{ importRun(id:1){ id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('dry run reports counts, renames and unsupported items and writes nothing', async () => {
    const f = factories(server.database.dataSource);
    await f.article({ slug: 'taken-slug', categoryId: (await f.category()).id });
    const before = await tableCounts(server);
    const res = await upload(admin, 'wordpress', fixture('wordpress.xml'));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('analysed');
    const r = res.body.report;
    expect(r).toMatchObject({ dryRun: true, posts: 5, created: 5, byStatus: { published: 3, draft: 1, scheduled: 1 }, languages: { id: 1, en: 4 } });
    expect(r.renamed).toEqual([{ title: 'Taken Slug', from: 'taken-slug', to: 'taken-slug-2' }]);
    expect(r.converted).toEqual({ caption: 1, gallery: 1 });
    expect(r.unsupported).toEqual({ '[contact-form-7]': 1 });
    expect(r.skipped).toMatchObject({ page: 1, comment: 1 });
    expect(await tableCounts(server)).toEqual(before);
  });

  it('imports posts, statuses, taxonomy, authors and images, and keeps the old links as 301s', async () => {
    const analysed = await upload(admin, 'wordpress', fixture('wordpress.xml'));
    const run = await runToEnd(analysed.body.id);
    expect(run.status).toBe('done');
    expect(run.done).toBe(run.total);
    expect(run.report).toMatchObject({ dryRun: false, created: 5, alreadyImported: 0 });
    expect(run.report.images.failed.map((f: { url: string }) => f.url).sort()).toEqual([`${imagesUrl}/img/missing.png`, `${imagesUrl}/img/not-an-image.png`]);

    const sleep = await article('rutinitas-tidur-bayi');
    expect(sleep).toMatchObject({ status: 'published', language: 'id', title: 'Rutinitas Tidur Bayi yang Menenangkan', excerpt: 'Rutinitas sederhana yang membuat bayi lebih cepat tidur.' });
    expect(new Date(sleep.publishDate).toISOString()).toBe('2024-05-06T03:00:00.000Z');
    expect(sleep.imageUrl).toMatch(/^\/uploads\//);
    expect(sleep.content).toMatch(/<figure><img[^>]*src="\/uploads\/[^"]+"[^>]*>\s*<figcaption>Bayi kami tidur siang setelah mandi<\/figcaption><\/figure>/);
    expect(sleep.content).toContain('<figure class="gallery">');
    expect(sleep.content).not.toContain('<script');
    expect(sleep.content).not.toContain('/img/inline.png');
    expect(sleep.content).not.toContain('/img/gallery-');
    expect(sleep.content).toContain(`${imagesUrl}/img/missing.png`); // failed: left as it was
    expect(sleep.content).not.toContain('srcset');
    expect(sleep.content).toContain('<p>Bayi yang tidur');
    const [cat] = await q(`SELECT c.slug FROM categories c WHERE c.id = $1`, [sleep.categoryId]);
    expect(cat.slug).toBe('tidur-bayi');
    expect((await q(`SELECT t.slug FROM article_tags at JOIN tags t ON t.id = at."tagId" WHERE at."articleId" = $1`, [sleep.id])).map((t: { slug: string }) => t.slug)).toEqual(['rutinitas']);
    expect((await q(`SELECT name FROM authors WHERE id = $1`, [sleep.authorId]))[0].name).toBe('Sari Wulandari');

    const draft = await article('draft-screen-time-rules-we-are-still-testing');
    expect(draft.status).toBe('draft');
    const scheduled = await article('holiday-packing');
    expect(scheduled.status).toBe('published');
    expect(new Date(scheduled.publishDate).getUTCFullYear()).toBe(2099);
    const breakfast = await article('picky-breakfasts');
    expect(breakfast).toMatchObject({ language: 'en', status: 'published' });
    expect(breakfast.excerpt).toMatch(/^When your toddler refuses everything/);
    expect(await article('taken-slug-2')).toBeDefined();

    const anon = server.client();
    const moved = async (from: string) => {
      const res = await anon.get(from);
      return [res.status, res.headers.get('location')];
    };
    expect(await moved('/2024/05/rutinitas-tidur-bayi/')).toEqual([301, '/id/article/rutinitas-tidur-bayi']);
    expect(await moved('/2024/05/Rutinitas-Tidur-Bayi')).toEqual([301, '/id/article/rutinitas-tidur-bayi']);
    expect(await moved('/?p=20')).toEqual([301, '/article/picky-breakfasts']);
    expect(await moved('/2024/04/picky-breakfasts.html?utm_source=x')).toEqual([301, '/article/picky-breakfasts']);
    expect(await moved('/2023/01/taken-slug/')).toEqual([301, '/article/taken-slug-2']);
    expect(await moved('/feed/')).toEqual([301, '/rss.xml']);
    expect(await moved('/tag/picky-eaters/')).not.toEqual([301, expect.anything()]);
  });

  it('re-running the same file changes nothing', async () => {
    const before = await tableCounts(server);
    const redirects = await q(`SELECT count(*)::int AS n FROM redirects`);
    const analysed = await upload(admin, 'wordpress', fixture('wordpress.xml'));
    expect(analysed.body.report).toMatchObject({ alreadyImported: 5, created: 0 });
    const run = await runToEnd(analysed.body.id);
    expect(run.report).toMatchObject({ created: 0, alreadyImported: 5, redirects: 0 });
    expect(await tableCounts(server)).toEqual(before);
    expect(await q(`SELECT count(*)::int AS n FROM redirects`)).toEqual(redirects);
  });
});

describe('Blogger and Ghost', () => {
  it('imports a Blogger export: labels, draft, image and .html links', async () => {
    const analysed = await upload(admin, 'blogger', fixture('blogger.xml'), 'id');
    expect(analysed.status).toBe(201);
    expect(analysed.body.report).toMatchObject({ posts: 2, skipped: { settings: 1, comment: 1 } });
    const run = await runToEnd(analysed.body.id);
    expect(run.report).toMatchObject({ created: 2, byStatus: { published: 1, draft: 1, scheduled: 0 }, languages: { id: 2, en: 0 } });
    const mpasi = await article('resep-mpasi-pertama');
    expect(mpasi).toMatchObject({ status: 'published', language: 'id' });
    expect(mpasi.imageUrl).toMatch(/^\/uploads\//);
    expect(mpasi.content).not.toContain('onclick');
    expect(mpasi.content).toMatch(/src="\/uploads\//);
    expect((await q(`SELECT t.name FROM article_tags at JOIN tags t ON t.id = at."tagId" WHERE at."articleId" = $1 ORDER BY t.name`, [mpasi.id])).map((t: { name: string }) => t.name)).toEqual(['MPASI', 'Resep']);
    expect((await article('draf-tips-menyapih')).status).toBe('draft');
    const res = await server.client().get('/2024/03/resep-mpasi-pertama.html');
    expect([res.status, res.headers.get('location')]).toEqual([301, '/id/article/resep-mpasi-pertama']);
  });

  it('a cancelled import leaves the site as it was', async () => {
    const before = await tableCounts(server);
    const analysed = await upload(admin, 'ghost', fixture('ghost.json'), 'en');
    delayMs = 1500;
    try {
      await admin.gql(`mutation($id:Int!){ startImport(id:$id){ id } }`, { id: analysed.body.id });
      const cancelled = await admin.gql(`mutation($id:Int!){ cancelImport(id:$id){ id } }`, { id: analysed.body.id });
      expect(cancelled.errors).toBeUndefined();
      let status = '';
      for (let i = 0; i < 100 && !['cancelled', 'done', 'failed'].includes(status); i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await admin.get(`/api/imports/${analysed.body.id}`)).body.status;
      }
      expect(status).toBe('cancelled');
    } finally {
      delayMs = 0;
    }
    expect(await tableCounts(server)).toEqual(before);
  });

  it('imports a Ghost export: tags (primary as category), draft, feature image', async () => {
    const analysed = await upload(admin, 'ghost', fixture('ghost.json'), 'en');
    expect(analysed.body.report).toMatchObject({ posts: 2, skipped: { page: 1 } });
    const run = await runToEnd(analysed.body.id);
    expect(run.report).toMatchObject({ created: 2, byStatus: { published: 1, draft: 1 } });
    const feelings = await article('big-feelings');
    expect(feelings.imageUrl).toMatch(/^\/uploads\//);
    expect(feelings.content).toMatch(/src="\/uploads\//);
    expect(feelings.excerpt).toBe('Naming feelings helps toddlers calm down.');
    expect((await q(`SELECT slug FROM categories WHERE id = $1`, [feelings.categoryId]))[0].slug).toBe('emotions');
    expect((await q(`SELECT name FROM authors WHERE id = $1`, [feelings.authorId]))[0].name).toBe('Maya Hart');
    expect((await article('bedtime-stories')).status).toBe('draft');
    const res = await server.client().get('/big-feelings/');
    expect([res.status, res.headers.get('location')]).toEqual([301, '/article/big-feelings']);
  });
});

describe('bad files', () => {
  const refused = async (from: string, body: string | Buffer, status: number, message: RegExp) => {
    const before = await tableCounts(server);
    const res = await upload(admin, from, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(await tableCounts(server)).toEqual(before);
  };

  it('refuses a billion laughs file without expanding it', () => refused('wordpress', fixture('billion-laughs.xml'), 400, /entities/));
  it('refuses a truncated export', () => refused('wordpress', fixture('wordpress.xml').slice(0, 3000), 400, /not a complete XML export/));
  it('refuses a file that is not an export', async () => {
    await refused('wordpress', png, 400, /not a complete XML export|not a WordPress export/);
    await refused('wordpress', '<?xml version="1.0"?><html><body>hi</body></html>', 400, /not a WordPress export/);
    await refused('blogger', fixture('wordpress.xml'), 400, /not a Blogger export/);
    await refused('ghost', '{"db": [{"data": {"posts_x": []}}]}', 400, /not a Ghost export/);
    await refused('ghost', '{"db": [', 400, /not complete JSON/);
    await refused('joomla', 'x', 400, /from must be one of/);
    await refused('wordpress', '', 400, /empty/);
  });
  it('refuses a file over the size limit before reading it', async () => {
    const file = path.join(os.tmpdir(), `import-big-${process.pid}.xml`);
    fs.writeFileSync(file, '');
    fs.truncateSync(file, 200 * 1024 * 1024); // sparse: no 200 MB written
    try {
      await expect(parseExport('wordpress', file)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    } finally {
      fs.rmSync(file);
    }
  });
  it('never fetches a private address without IMPORT_ALLOW_PRIVATE_NETWORK', async () => {
    await expect(fetchImage(`${imagesUrl}/img/a.png`, { allowPrivate: false })).rejects.toThrow(/private or local/);
    await expect(fetchImage(`http://localhost:${new URL(imagesUrl).port}/img/a.png`, { allowPrivate: false })).rejects.toThrow(/private or local/);
    await expect(fetchImage('http://[::1]:1/x.png', { allowPrivate: false })).rejects.toThrow(/private or local/);
    await expect(fetchImage('http://169.254.169.254/latest/meta-data', { allowPrivate: false })).rejects.toThrow(/private or local/);
    await expect(fetchImage('file:///etc/passwd', { allowPrivate: true })).rejects.toThrow(/only http/);
    expect((await fetchImage(`${imagesUrl}/img/a.png`, { allowPrivate: true })).equals(png)).toBe(true);
  });
});
