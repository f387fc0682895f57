/**
 * Issue 17 in the server's HTML: the article's hero is preloaded from the head with its srcset and
 * sizes; every <img> of the home and article pages has width and height (no layout shift); uploaded
 * images carry srcset and sizes; only above-the-fold images load eagerly; og:image is the 1200×630
 * crop with its size. Needs the built client (npm run build).
 */
import path from 'node:path';
import sharp from 'sharp';
import { factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

const WEB_DIST_DIR = path.resolve(__dirname, '../../../../web/dist');
let server: TestServer;
let http: HttpClient;

async function upload(admin: HttpClient, uploadType: string, articleId?: number): Promise<string> {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c96' } }).png().toBuffer();
  const fd = new FormData();
  fd.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
  fd.append('uploadType', uploadType);
  if (articleId) fd.append('articleId', String(articleId));
  const res = await admin.request('POST', '/api/upload/image', { body: fd });
  expect(res.status).toBe(201);
  return res.body.file.url;
}

const attrsOf = (tag: string) => Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]]));
const imagesIn = (html: string) => [...html.slice(html.indexOf('<div id="root">')).matchAll(/<img\b[^>]*>/g)].map((m) => attrsOf(m[0]));

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR, PUBLIC_URL: 'https://tumbuh.example.org' });
  http = server.client();
  const admin = await server.asAdmin();
  const f = factories(server.database.dataSource);
  const [category, author] = await Promise.all([f.category({ slug: 'play' }), f.author({ name: 'Rina' })]);
  for (const slug of ['first-steps', 'messy-play', 'bath-time']) {
    const article = await f.article({ categoryId: category.id, authorId: author.id, slug, daysAgo: 1 });
    const url = await upload(admin, 'article-thumbnail', article.id);
    expect((await admin.patch(`/api/articles/${article.id}`, { imageUrl: url, isFeatured: slug === 'first-steps' })).status).toBe(200);
    if (slug === 'first-steps') {
      // A photo inside the body, as the editor's 'Copy HTML' puts it there.
      const inBody = await upload(admin, 'article-content', article.id);
      const content = `<p>Step by step.</p><p><img src="${inBody}" alt="Article image"></p>`;
      expect((await admin.patch(`/api/articles/${article.id}`, { content })).status).toBe(200);
    }
  }
});
afterAll(() => server?.close());

it('an article page preloads its hero with srcset and sizes; its other images are lazy; all have a size', async () => {
  const res = await http.get('/article/first-steps');
  expect(res.status).toBe(200);
  const html: string = res.text;
  const head = html.slice(0, html.indexOf('</head>'));
  const images = imagesIn(html);
  const hero = images.find((i) => i.fetchpriority === 'high')!;
  expect(hero).toMatchObject({ loading: 'eager', width: '1600', height: '900', sizes: expect.any(String) });
  expect(hero.srcset.split(', ').map((s) => s.split(' ')[1])).toEqual(['400w', '800w', '1200w']);
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0];
  expect(preload && attrsOf(preload)).toEqual({ rel: 'preload', as: 'image', href: hero.src, imagesrcset: hero.srcset, imagesizes: hero.sizes, fetchpriority: 'high' });
  // og:image is the link-preview crop with its real size.
  expect(head).toMatch(/<meta property="og:image" content="https:\/\/tumbuh\.example\.org\/uploads\/article-thumbnail-[0-9a-f-]+-og\.webp" \/>/);
  expect(head).toContain('<meta property="og:image:width" content="1200" />');
  expect(head).toContain('<meta property="og:image:height" content="630" />');
  // The related articles below the body: lazy, sized, responsive.
  const others = images.filter((i) => i !== hero);
  expect(others.filter((i) => i.src.startsWith('/uploads/article-thumbnail')).length).toBeGreaterThan(0);
  for (const img of others) expect(img).toMatchObject({ loading: 'lazy', width: expect.stringMatching(/^\d+$/), height: expect.stringMatching(/^\d+$/) });
  for (const img of images.filter((i) => i.src.startsWith('/uploads/'))) expect(img).toMatchObject({ srcset: expect.stringContaining('400w'), sizes: expect.any(String) });
  // The body's photo: sized, responsive, lazy.
  const body = images.find((i) => i.src.startsWith('/uploads/article-content-'));
  expect(body).toMatchObject({ alt: 'Article image', width: '1600', height: '900', loading: 'lazy', sizes: '(min-width: 900px) 800px, 100vw' });
  expect(body!.srcset.split(', ').map((s) => s.split(' ')[1])).toEqual(['400w', '800w', '1200w']);
});

it('the home page preloads its first above-the-fold image; every image has a size and uploads have srcset', async () => {
  const html: string = (await http.get('/')).text;
  const images = imagesIn(html);
  expect(images.length).toBeGreaterThan(2);
  for (const img of images) expect(img).toMatchObject({ width: expect.stringMatching(/^\d+$/), height: expect.stringMatching(/^\d+$/) });
  for (const img of images.filter((i) => i.src.startsWith('/uploads/'))) expect(img.srcset).toContain('400w');
  const first = images.find((i) => i.fetchpriority === 'high')!;
  expect(html.slice(0, html.indexOf('</head>'))).toContain(`<link rel="preload" as="image" href="${first.src}" imagesrcset="${first.srcset}"`);
  expect(images.filter((i) => i.loading === 'lazy').length).toBeGreaterThan(0);
});
