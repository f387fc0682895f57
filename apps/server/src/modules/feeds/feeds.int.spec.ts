/**
 * Feeds and crawl files (issue 14): RSS 2.0 per language, a schema-valid sitemap with hreflang
 * alternates (an index past the URL limit), robots.txt; only public articles; through the response
 * cache, which every write clears and which lets a scheduled article in at its time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import { factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';
import { FEED_SIZE, FeedService } from './feeds.service';

const PUBLIC_URL = 'https://tumbuh.example.org';
let server: TestServer;
let reader: HttpClient;
let ids: { authorId: number; categoryId: number };

const fixture = (name: string) => ({ fileName: name, contents: fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8') });
async function assertValid(xml: string, schema: 'urlset.xsd' | 'siteindex.xsd') {
  const preload = schema === 'urlset.xsd' ? [fixture('sitemap.xsd'), fixture('xhtml-link.xsd')] : [];
  const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [fixture(schema)], preload });
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
}
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['item', 'url', 'xhtml:link', 'category', 'sitemap'].includes(name) }).parse(xml);

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL, RESPONSE_CACHE: 'true' });
  reader = server.client();
  const f = factories(server.database.dataSource);
  const [author, cat, tag, age] = await Promise.all([
    f.author({ name: 'Rina' }),
    f.category({ slug: 'sleep', name: 'Sleep', nameId: 'Tidur' }),
    f.tag({ slug: 'naps', name: 'Naps' }),
    f.ageGroup({ slug: 'newborn', name: 'Newborn', nameId: 'Bayi baru lahir' }),
    f.category({ slug: 'nothing-here', name: 'Nothing' }),
  ]);
  ids = { authorId: author.id, categoryId: cat.id };
  const common = { categoryId: cat.id, authorId: author.id, tagIds: [tag.id], ageGroupIds: [age.id] };
  for (let i = 0; i < FEED_SIZE + 2; i++) await f.article({ ...common, slug: `old-${i}`, title: `Old ${i}`, daysAgo: 30 + i });
  const original = await f.article({ ...common, slug: 'night-waking', title: 'Night waking', daysAgo: 1, content: '<p>See <img src="/uploads/night.png" alt="Night"> and <a href="/article/old-1">this</a>.</p>', imageUrl: '/uploads/night.png' });
  await f.article({ ...common, slug: 'bangun-malam', title: 'Bangun malam', language: 'id', parentArticleId: original.id, daysAgo: 1 });
  await f.article({ ...common, slug: 'secret-draft', title: 'Secret draft', status: 'draft', daysAgo: 0.5 });
  await f.article({ ...common, slug: 'future-post', title: 'Future post', daysAgo: -3 });
});
afterAll(() => server?.close());

describe('RSS', () => {
  it('/rss.xml is RSS 2.0 with the 20 newest public English articles, absolute links, full content, category and author', async () => {
    const res = await reader.get('/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const rss = parse(res.text).rss;
    expect(rss['@version']).toBe('2.0');
    const channel = rss.channel;
    expect(channel.title).toBe('Tumbuh');
    expect(channel.link).toBe(`${PUBLIC_URL}/`);
    expect(channel.description).toBeTruthy();
    expect(channel.language).toBe('en');
    expect(channel.item).toHaveLength(FEED_SIZE);
    const [first] = channel.item;
    expect(first.title).toBe('Night waking');
    expect(first.link).toBe(`${PUBLIC_URL}/article/night-waking`);
    expect(first.category.map((c: { '#text'?: string } | string) => (typeof c === 'string' ? c : c['#text']))).toEqual(['Sleep', 'Newborn']);
    // The age group (issue 19) names its age page, as the category names the article's subject.
    expect(first.category[1]['@domain']).toBe(`${PUBLIC_URL}/age/newborn`);
    expect(first['dc:creator']).toBe('Rina');
    expect(first['content:encoded']).toContain(`<img src="${PUBLIC_URL}/uploads/night.png"`);
    expect(first['content:encoded']).toContain(`href="${PUBLIC_URL}/article/old-1"`);
    expect(new Date(first.pubDate).getTime()).toBeLessThan(Date.now());
    const titles = channel.item.map((i: { title: string }) => i.title);
    expect(titles).not.toContain('Secret draft');
    expect(titles).not.toContain('Future post');
    expect(titles).not.toContain('Bangun malam');
  });

  it('/id/rss.xml carries the Indonesian articles at their /id addresses', async () => {
    const res = await reader.get('/id/rss.xml');
    expect(res.status).toBe(200);
    const channel = parse(res.text).rss.channel;
    expect(channel.language).toBe('id');
    expect(channel.link).toBe(`${PUBLIC_URL}/id`);
    expect(channel.item.map((i: { link: string }) => i.link)).toEqual([`${PUBLIC_URL}/id/article/bangun-malam`]);
    // The category by its Indonesian name (issue 15).
    expect(channel.item[0].category.map((c: { '#text'?: string } | string) => (typeof c === 'string' ? c : c['#text']))).toEqual(['Tidur', 'Bayi baru lahir']);
    expect(channel.item[0].category[1]['@domain']).toBe(`${PUBLIC_URL}/id/age/newborn`);
  });
});

describe('sitemap', () => {
  it('is a valid sitemap 0.9 of every public page in both languages, with hreflang alternates between translations', async () => {
    const res = await reader.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    await assertValid(res.text, 'urlset.xsd');
    const urls = parse(res.text).urlset.url as { loc: string; lastmod?: string; 'xhtml:link'?: { '@hreflang': string; '@href': string }[] }[];
    const locs = urls.map((u) => u.loc);
    for (const p of ['/', '/blog', '/articles', '/subscribe', '/id', '/id/blog', '/id/articles', '/id/subscribe', '/category/sleep', '/id/category/sleep', '/tag/naps', '/id/tag/naps', '/age/newborn', '/id/age/newborn', '/article/night-waking', '/id/article/bangun-malam', '/article/old-0']) {
      expect(locs).toContain(new URL(p, PUBLIC_URL).toString());
    }
    for (const p of ['/article/secret-draft', '/article/future-post', '/category/nothing-here']) expect(locs).not.toContain(new URL(p, PUBLIC_URL).toString());
    const article = urls.find((u) => u.loc === `${PUBLIC_URL}/article/night-waking`)!;
    expect(article.lastmod).toBeTruthy();
    expect(article['xhtml:link']!.map((l) => [l['@hreflang'], l['@href']])).toEqual([
      ['en', `${PUBLIC_URL}/article/night-waking`],
      ['id', `${PUBLIC_URL}/id/article/bangun-malam`],
      ['x-default', `${PUBLIC_URL}/article/night-waking`],
    ]);
    expect(urls.find((u) => u.loc === `${PUBLIC_URL}/article/old-0`)!['xhtml:link']).toBeUndefined();
  });

  it('past the URL limit it becomes a valid index of parts, each a valid URL set; a part that does not exist is a 404', async () => {
    const feeds = new FeedService(server.database.dataSource, PUBLIC_URL, 10);
    const index = await feeds.sitemap();
    await assertValid(index, 'siteindex.xsd');
    const parts = parse(index).sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
    expect(parts[0]).toBe(`${PUBLIC_URL}/sitemap-1.xml`);
    let total = 0;
    for (let i = 1; i <= parts.length; i++) {
      const part = await feeds.sitemapPart(i);
      await assertValid(part, 'urlset.xsd');
      total += parse(part).urlset.url.length;
    }
    const whole = parse(await new FeedService(server.database.dataSource, PUBLIC_URL).sitemap()).urlset.url.length;
    expect(total).toBe(whole);
    expect(parts).toHaveLength(Math.ceil(whole / 10));
    await expect(feeds.sitemapPart(parts.length + 1)).rejects.toThrow('Not found');
    expect((await reader.get('/sitemap-1.xml')).status).toBe(404);
  });
});

it('robots.txt keeps crawlers out of the admin, sign-in, API and previews and points at the sitemap', async () => {
  const res = await reader.get('/robots.txt');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  for (const line of ['User-agent: *', 'Disallow: /admin', 'Disallow: /auth', 'Disallow: /api/', 'Disallow: /graphql', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]) {
    expect(res.text.split('\n')).toContain(line);
  }
});

it('feeds come through the response cache: a write shows at once, a scheduled article at its time', async () => {
  const admin = await server.asAdmin();
  const payload = (slug: string, over: Record<string, unknown> = {}) => ({ title: slug, slug, content: '<p>x</p>', excerpt: 'x', authorId: ids.authorId, categoryId: ids.categoryId, ...over });
  expect((await admin.post('/api/articles', payload('fresh-one'))).status).toBe(201);
  expect((await reader.get('/rss.xml')).text).toContain('/article/fresh-one');
  expect((await reader.get('/sitemap.xml')).text).toContain('/article/fresh-one');

  expect((await admin.post('/api/articles', payload('soon-one', { publishDate: new Date(Date.now() + 1500).toISOString() }))).status).toBe(201);
  expect((await reader.get('/rss.xml')).text).not.toContain('/article/soon-one');
  await new Promise((r) => setTimeout(r, 1800));
  expect((await reader.get('/rss.xml')).text).toContain('/article/soon-one');
  expect((await reader.get('/sitemap.xml')).text).toContain('/article/soon-one');

  expect((await admin.post('/api/articles', payload('draft-one', { status: 'draft' }))).status).toBe(201);
  expect((await reader.get('/rss.xml')).text).not.toContain('/article/draft-one');
});
