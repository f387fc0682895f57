/**
 * One visibility rule (issues 16 and 20): a draft, and a published article whose date is still to
 * come, are invisible to readers everywhere: lists, single reads, search, related, translations,
 * taxonomy counts, the newsletter digest, REST and GraphQL alike.
 */
import { factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

let server: TestServer;
let http: HttpClient;
let admin: HttpClient;
const slugs = (list: { slug: string }[]) => list.map((a) => a.slug);

beforeAll(async () => {
  server = await startTestServer();
  http = server.client();
  admin = await server.asAdmin();
  const f = factories(server.database.dataSource);
  const [cat, tag, age] = await Promise.all([
    f.category({ slug: 'vis-cat', name: 'Vis' }),
    f.tag({ slug: 'vis-tag', name: 'Vis' }),
    f.ageGroup({ slug: 'vis-age', name: 'Vis' }),
  ]);
  const common = { categoryId: cat.id, tagIds: [tag.id], ageGroupIds: [age.id], isFeatured: true, isEditorsPick: true };
  const pub = await f.article({ ...common, slug: 'vis-public', title: 'Zebracrossing public', daysAgo: 1 / 24 });
  await f.article({ ...common, slug: 'vis-draft', title: 'Zebracrossing draft', status: 'draft', daysAgo: 1 / 48 });
  await f.article({ ...common, slug: 'vis-scheduled', title: 'Zebracrossing scheduled', daysAgo: -2 });
  await f.article({ ...common, slug: 'vis-draft-id', title: 'Zebracrossing draf', language: 'id', status: 'draft', parentArticleId: pub.id, daysAgo: 1 / 48 });
});
afterAll(() => server?.close());

const hidden = ['vis-draft', 'vis-scheduled', 'vis-draft-id'];

it('REST lists, listings by taxonomy, search and single reads show only the public article', async () => {
  for (const path of ['/api/articles', '/api/articles/featured', '/api/articles/editors-picks', '/api/articles/recent?limit=50',
    '/api/articles/category/vis-cat', '/api/articles/tag/vis-tag', '/api/articles/age-group/vis-age', '/api/articles/search?q=zebracrossing']) {
    const res = await http.get(path);
    expect(res.status).toBe(200);
    const got = slugs(res.body);
    expect(got).toContain('vis-public');
    for (const slug of hidden) expect(got).not.toContain(slug);
  }
  for (const slug of hidden) expect((await http.get(`/api/articles/${slug}`)).status).toBe(404);
  expect((await http.get('/api/articles/vis-public')).body.translations).toEqual([]);
});

it('GraphQL reads, related articles and translations show only the public article', async () => {
  const res = await http.gql(`{
    articles(limit: 100) { slug }
    searchArticles(q: "zebracrossing") { slug }
    articlesByAgeGroup(slug: "vis-age") { slug }
    draft: article(slug: "vis-draft") { slug }
    scheduled: article(slug: "vis-scheduled") { slug }
    pub: article(slug: "vis-public") { translations { slug } related { slug } }
  }`);
  expect(res.errors).toBeUndefined();
  for (const list of [res.data.articles, res.data.searchArticles, res.data.articlesByAgeGroup]) {
    expect(slugs(list)).toContain('vis-public');
    for (const slug of hidden) expect(slugs(list)).not.toContain(slug);
  }
  expect(res.data.draft).toBeNull();
  expect(res.data.scheduled).toBeNull();
  expect(res.data.pub).toEqual({ translations: [], related: [] });
});

it('category, tag and age group counts count only public articles', async () => {
  const categories = (await http.get('/api/categories/with-count')).body as { slug: string; count?: number; articleCount?: number }[];
  const cat = categories.find((c) => c.slug === 'vis-cat')!;
  expect(cat.count ?? cat.articleCount).toBe(1);
  const res = await http.gql(`{ ageGroups { slug articleCount } tags { slug articleCount } }`);
  expect(res.errors).toBeUndefined();
  expect(res.data.ageGroups.find((g: { slug: string }) => g.slug === 'vis-age').articleCount).toBe(1);
  expect(res.data.tags.find((t: { slug: string }) => t.slug === 'vis-tag').articleCount).toBe(1);
});

it("the newsletter digest carries only public articles", async () => {
  const res = await admin.get('/api/newsletter/preview?language=en');
  expect(res.status).toBe(200);
  expect(res.body.html).toContain('Zebracrossing public');
  expect(res.body.html).not.toContain('Zebracrossing draft');
  expect(res.body.html).not.toContain('Zebracrossing scheduled');
});
