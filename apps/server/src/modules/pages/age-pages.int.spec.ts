/**
 * The age pages rendered on the server (issue 19), in both languages: status, the age group's name,
 * intro and articles in the HTML, and a head like the category pages' (title, description, canonical,
 * hreflang, Open Graph, BreadcrumbList), the count, language filter and pagination that category,
 * tag and age pages share, and articlesPageIn behind them. Needs the built client (npm run build).
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
  // A listing of 14 (13 English, 1 Indonesian) in its own category, tag and age group: two pages of 12.
  const [big, bigTag, bigGroup] = await Promise.all([
    f.category({ slug: 'sleep', name: 'Sleep', nameId: 'Tidur' }),
    f.tag({ slug: 'naps', name: 'Naps', nameId: 'Tidur siang' }),
    f.ageGroup({ slug: '2-3-years', name: '2-3 years', nameId: '2-3 tahun', order: 4 }),
  ]);
  for (let i = 1; i <= 14; i += 1) {
    await f.article({ categoryId: big.id, tagIds: [bigTag.id], ageGroupIds: [bigGroup.id], slug: `nap-${i}`, title: `Nap story ${i}`, language: i === 14 ? 'id' : 'en', daysAgo: 100 - i });
  }
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
  // The language filter starts on Indonesian under /id (issue 15), with the count per language.
  expect(body).not.toContain('First foods');
  expect(body).toContain('1 artikel');
  expect(body).toMatch(/href="\/id\/age\/6-12-months\?language=all"[^>]*>.*Semua bahasa \(2\)/);
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

const CARD_TITLES = /<h2[^>]*>(?:<a[^>]*>)?(Nap story \d+|MPASI[^<]*)</g;
const titlesOf = (html: string) => [...bodyOf(html).matchAll(CARD_TITLES)].map((m) => m[1]);

it.each([
  ['/category/sleep', '/id/category/sleep'],
  ['/tag/naps', '/id/tag/naps'],
  ['/age/2-3-years', '/id/age/2-3-years'],
])('%s is paged by 12, newest first, with the count and language filter as links, and hreflang to %s', async (english, indonesian) => {
  const first = await http.get(english);
  expect(first.status).toBe(200);
  // All languages on English pages: the Indonesian article is the newest of the 14.
  expect(titlesOf(first.text)).toEqual(['Nap story 14', ...Array.from({ length: 11 }, (_, i) => `Nap story ${13 - i}`)]);
  const body = bodyOf(first.text);
  expect(body).toContain('Page 1 of 2 · 14 articles');
  expect(body).toContain(`href="${english}?page=2"`);
  expect(body).toContain(`href="${english}?language=en"`);
  expect(body).toMatch(/English \(13\)/);
  const head = headOf(first.text);
  expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}${english}" />`);
  expect(head).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}${english}" />`);
  expect(head).toContain(`<link rel="alternate" hreflang="id" href="${PUBLIC_URL}${indonesian}" />`);
  expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${english}" />`);

  const second = await http.get(`${english}?page=2`);
  expect(second.status).toBe(200);
  expect(titlesOf(second.text)).toEqual(['Nap story 2', 'Nap story 1']);
  expect(bodyOf(second.text)).toContain('Page 2 of 2 · 14 articles');
  expect(headOf(second.text)).toContain(`<link rel="canonical" href="${PUBLIC_URL}${english}?page=2" />`);

  const englishOnly = await http.get(`${english}?language=en`);
  expect(titlesOf(englishOnly.text)).not.toContain('Nap story 14');
  expect(bodyOf(englishOnly.text)).toContain('Page 1 of 2 · 13 articles');

  // Indonesian by default under /id; every language is one link away.
  const id = await http.get(indonesian);
  expect(id.status).toBe(200);
  expect(titlesOf(id.text)).toEqual(['Nap story 14']);
  expect(bodyOf(id.text)).toContain(`href="${indonesian}?language=all"`);
  expect(headOf(id.text)).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}${english}" />`);
  const idAll = await http.get(`${indonesian}?language=all&page=2`);
  expect(titlesOf(idAll.text)).toEqual(['Nap story 2', 'Nap story 1']);
  expect(bodyOf(idAll.text)).toContain('Halaman 2 dari 2 · 14 artikel');
});

const PAGE_IN = `query ($kind: ListingKind!, $slug: String!, $page: Int!, $pageSize: Int, $language: String) {
  articlesPageIn(kind: $kind, slug: $slug, page: $page, pageSize: $pageSize, language: $language) {
    items { slug } total page pageSize totalPages languageCounts { language count }
  }
}`;

describe('articlesPageIn (GraphQL)', () => {
  it('answers a page of the listing with the total and the count per language, published articles only', async () => {
    const res = await http.gql(PAGE_IN, { kind: 'AGE_GROUP', slug: '6-12-months', page: 1, pageSize: 1 });
    expect(res.status).toBe(200);
    expect(res.data.articlesPageIn).toEqual({
      items: [{ slug: 'mpasi-pertama' }],
      total: 2,
      page: 1,
      pageSize: 1,
      totalPages: 2,
      languageCounts: [
        { language: 'en', count: 1 },
        { language: 'id', count: 1 },
      ],
    });
    const english = await http.gql(PAGE_IN, { kind: 'CATEGORY', slug: 'sleep', page: 2, language: 'en' });
    expect(english.data.articlesPageIn).toMatchObject({ total: 13, page: 2, pageSize: 12, totalPages: 2, items: [{ slug: 'nap-1' }] });
  });

  it('answers NOT_FOUND for an unknown slug and BAD_USER_INPUT for a bad page or language', async () => {
    const unknown = await http.gql(PAGE_IN, { kind: 'TAG', slug: 'no-such-tag', page: 1 });
    expect(unknown.data.articlesPageIn).toBeNull();
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    for (const variables of [
      { kind: 'TAG', slug: 'naps', page: 0 },
      { kind: 'TAG', slug: 'naps', page: 1, language: 'fr' },
      { kind: 'TAG', slug: 'naps', page: 1, pageSize: 10_000 },
    ]) {
      const res = await http.gql(PAGE_IN, variables);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const kind = await http.gql(PAGE_IN, { kind: 'AUTHOR', slug: 'naps', page: 1 });
    expect(kind.status).toBe(400);
  });
});
