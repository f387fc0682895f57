/**
 * The age pages rendered on the server (issue 19), in both languages: status, the age group's name,
 * intro and articles in the HTML, and a head like the category pages' (title, description, canonical,
 * hreflang, Open Graph, BreadcrumbList). Needs the built client (npm run build).
 */
import path from 'node:path';
import { factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

const PUBLIC_URL = 'https://tumbuh.example.org';
const WEB_DIST_DIR = path.resolve(__dirname, '../../../../web/dist');
let server: TestServer;
let http: HttpClient;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL, WEB_DIST_DIR });
  http = server.client();
  const f = factories(server.database.dataSource);
  const [cat, infants, toddlers] = await Promise.all([
    f.category({ slug: 'nutrition', name: 'Nutrition' }),
    f.ageGroup({ slug: '6-12-months', name: '6-12 months', nameId: '6-12 bulan', description: 'Crawling, first foods and first words.', order: 2 }),
    f.ageGroup({ slug: '1-2-years', name: '1-2 years', nameId: '1-2 tahun', order: 3 }),
  ]);
  await f.article({ categoryId: cat.id, ageGroupIds: [infants.id], slug: 'first-foods', title: 'First foods & finger foods', daysAgo: 2 });
  await f.article({ categoryId: cat.id, ageGroupIds: [infants.id], slug: 'mpasi-pertama', title: 'MPASI pertama', language: 'id', daysAgo: 1 });
  await f.article({ categoryId: cat.id, ageGroupIds: [toddlers.id], slug: 'toddler-meals', title: 'Toddler meals', daysAgo: 1 });
  await f.article({ categoryId: cat.id, ageGroupIds: [infants.id], slug: 'draft-food', title: 'Draft food', status: 'draft', daysAgo: 1 });
});
afterAll(() => server?.close());

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
const metaContent = (html: string, property: string) => [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

it('/age/{slug} is rendered in English with its name, description, articles and a complete head', async () => {
  const res = await http.get('/age/6-12-months');
  expect(res.status).toBe(200);
  const body = bodyOf(res.text);
  expect(res.text).toContain('<html lang="en">');
  expect(body).toMatch(/<h1[^>]*>6-12 months<\/h1>/);
  expect(body).toContain('Crawling, first foods and first words.');
  // Newest first; public articles of the group only.
  expect(body.indexOf('MPASI pertama')).toBeGreaterThan(-1);
  expect(body.indexOf('MPASI pertama')).toBeLessThan(body.indexOf('First foods &amp; finger foods'));
  expect(body).not.toContain('Toddler meals');
  expect(body).not.toContain('Draft food');
  const head = headOf(res.text);
  expect(head).toContain('<title>6-12 months · Tumbuh</title>');
  expect(head).toContain('<meta name="description" content="Crawling, first foods and first words." />');
  expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/age/6-12-months" />`);
  expect(head).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/age/6-12-months" />`);
  expect(head).toContain(`<link rel="alternate" hreflang="id" href="${PUBLIC_URL}/id/age/6-12-months" />`);
  expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/age/6-12-months" />`);
  expect(metaContent(head, 'og:url')).toEqual([`${PUBLIC_URL}/age/6-12-months`]);
  expect(metaContent(head, 'og:title')[0]).toMatch(/^6-12 months/);
  expect(metaContent(head, 'og:locale')).toEqual(['en_US']);
  const crumbs = jsonLd(res.text).find((d) => d['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
    ['Home', `${PUBLIC_URL}/`],
    ['6-12 months', `${PUBLIC_URL}/age/6-12-months`],
  ]);
});

it('/id/age/{slug} is rendered in Indonesian with the Indonesian name and links within /id', async () => {
  const res = await http.get('/id/age/6-12-months');
  expect(res.status).toBe(200);
  const body = bodyOf(res.text);
  expect(res.text).toContain('<html lang="id">');
  expect(body).toMatch(/<h1[^>]*>6-12 bulan<\/h1>/);
  expect(body).toContain('Artikel untuk orang tua dengan anak usia 6-12 bulan.');
  expect(body).toContain('href="/id/article/mpasi-pertama"');
  expect(body).toContain('href="/id/age/6-12-months"'); // the cards' age chips stay in Indonesian
  const head = headOf(res.text);
  expect(head).toContain('<title>6-12 bulan · Tumbuh</title>');
  expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/id/age/6-12-months" />`);
  expect(head).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/age/6-12-months" />`);
  expect(metaContent(head, 'og:locale')).toEqual(['id_ID']);
  const crumbs = jsonLd(res.text).find((d) => d['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
    ['Beranda', `${PUBLIC_URL}/id`],
    ['6-12 bulan', `${PUBLIC_URL}/id/age/6-12-months`],
  ]);
});

it.each([
  ['/age/no-such-age', 'Age Group Not Found'],
  ['/id/age/no-such-age', 'Kelompok Usia Tidak Ditemukan'],
])('%s answers 404 with the not-found screen', async (pathname, text) => {
  const res = await http.get(pathname);
  expect(res.status).toBe(404);
  expect(res.text).toContain(text);
});

it('the server knows nothing of the reader\'s child: the home page has no child\'s-age row in its HTML', async () => {
  for (const pathname of ['/', '/id']) {
    const res = await http.get(pathname);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('child-age-row');
  }
});
