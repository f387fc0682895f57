/**
 * /id describes itself in Indonesian (issue 33): every page type of the Indonesian interface has no
 * English default in its head (title, description, Open Graph, Twitter, JSON-LD). An English
 * default is the English site description, index.html's English texts, or an English reader text
 * that has an Indonesian translation. Needs the built client (npm run build).
 */
import { SITE_DESCRIPTION } from '@tumbuh/shared';
import fs from 'node:fs';
import path from 'node:path';
import { factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

const PUBLIC_URL = 'https://tumbuh.example.org';
const WEB_DIR = path.resolve(__dirname, '../../../../web');
const WEB_DIST_DIR = path.join(WEB_DIR, 'dist');
let server: TestServer;
let http: HttpClient;

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(WEB_DIR, 'src/i18n', file), 'utf8')) as Record<string, string>;
const unescape = (v: string) => v.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The English texts an Indonesian head must not fall back to. */
function englishDefaults(): Set<string> {
  const en = readJson('en.json');
  const id = readJson('id.json');
  const texts = new Set<string>([SITE_DESCRIPTION.en]);
  // Reader texts that read differently in Indonesian (placeholders stripped: compared as fragments below).
  for (const [key, text] of Object.entries(en)) if (id[key] !== text && !text.includes('{') && text.length > 3) texts.add(text);
  // index.html's own head texts (the render replaces them).
  const index = fs.readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
  for (const m of index.matchAll(/<meta (?:name|property)="(?:description|og:title|og:description)" content="([^"]*)"/g)) texts.add(unescape(m[1]));
  return texts;
}

/** Every human-readable text of a head: title, the descriptions and titles of meta tags, JSON-LD's names and descriptions. */
function headTexts(html: string): { where: string; text: string }[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const texts: { where: string; text: string }[] = [];
  const title = /<title>([^<]*)<\/title>/.exec(head);
  if (title) texts.push({ where: 'title', text: unescape(title[1]).replace(/ · Tumbuh$/, '') });
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    if (/description|title|site_name|image:alt/.test(m[1])) texts.push({ where: m[1], text: unescape(m[2]) });
  }
  for (const m of head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
    const walk = (value: unknown, where: string): void => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
      else if (typeof value === 'string' && /\.(name|description|headline)$/.test(where)) texts.push({ where, text: value });
    };
    const item = JSON.parse(m[1]) as { '@type': string };
    walk(item, `ld:${item['@type']}`);
  }
  return texts;
}

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL, WEB_DIST_DIR });
  http = server.client();
  const f = factories(server.database.dataSource);
  const [author, cat, tag, group] = await Promise.all([
    f.author({ name: 'Dewi' }),
    f.category({ slug: 'sleep', name: 'Sleep', nameId: 'Tidur' }),
    f.tag({ slug: 'naps', name: 'Naps', nameId: 'Tidur siang' }),
    f.ageGroup({ slug: '6-12-months', name: '6-12 months', nameId: '6-12 bulan', description: 'Crawling, first foods and first words.', order: 2 }),
  ]);
  const original = await f.article({ categoryId: cat.id, authorId: author.id, tagIds: [tag.id], ageGroupIds: [group.id], slug: 'better-naps', title: 'Better naps', excerpt: 'How to help a baby nap.', daysAgo: 2 });
  await f.article({
    categoryId: cat.id,
    authorId: author.id,
    tagIds: [tag.id],
    ageGroupIds: [group.id],
    slug: 'tidur-siang',
    title: 'Tidur siang yang nyenyak',
    excerpt: 'Cara membantu bayi tidur siang.',
    language: 'id',
    parentArticleId: original.id,
    daysAgo: 1,
  });
});
afterAll(() => server?.close());

const pages: [string, string, number][] = [
  ['home', '/id', 200],
  ['article', '/id/article/tidur-siang', 200],
  ['category', '/id/category/sleep', 200],
  ['tag', '/id/tag/naps', 200],
  ['age', '/id/age/6-12-months', 200],
  ['search', '/id/search?q=tidur', 200],
  ['subscribe', '/id/subscribe', 200],
  ['blog', '/id/blog', 200],
  ['articles', '/id/articles', 200],
  ['404', '/id/no-such-page', 404],
];

it.each(pages)('the %s page (%s) has no English default in its head', async (_type, url, status) => {
  const res = await http.get(url);
  expect(res.status).toBe(status);
  expect(res.text).toContain('<html lang="id">');
  const english = englishDefaults();
  const texts = headTexts(res.text);
  expect(texts.find((t) => t.where === 'description')?.text).toBeTruthy();
  const found = texts.filter(({ text }) => english.has(text) || [...english].some((e) => e.length > 30 && text.includes(e)));
  expect(found).toEqual([]);
});

it('the Indonesian home describes the site in Indonesian: meta, og:description and the WebSite JSON-LD', async () => {
  const texts = headTexts((await http.get('/id')).text);
  const of = (where: string) => texts.filter((t) => t.where === where).map((t) => t.text);
  expect(of('description')).toEqual([SITE_DESCRIPTION.id]);
  expect(of('og:description')).toEqual([SITE_DESCRIPTION.id]);
  expect(of('ld:WebSite.description')).toEqual([SITE_DESCRIPTION.id]);
  // The English home keeps the English one.
  const english = headTexts((await http.get('/')).text);
  expect(english.filter((t) => t.where === 'description').map((t) => t.text)).toEqual([SITE_DESCRIPTION.en]);
});
