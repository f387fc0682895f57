/**
 * Editorial workflow on the server (issue 16): status on create and update, admin reads that see
 * drafts and scheduled articles, computed reading time, preview links, and bad input.
 */
import { factories } from '../../test/factories';
import { startTestServer, tableCounts, type HttpClient, type TestServer } from '../../test/harness';
import { PreviewTokens, PREVIEW_TTL_MS } from './article.preview';

let server: TestServer;
let admin: HttpClient;
let reader: HttpClient;
let ref: { authorId: number; categoryId: number };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
  reader = server.client();
  const f = factories(server.database.dataSource);
  const [author, cat] = await Promise.all([f.author(), f.category()]);
  ref = { authorId: author.id, categoryId: cat.id };
});
afterAll(() => server?.close());

let n = 0;
const payload = (over: Record<string, unknown> = {}) => {
  n++;
  return { title: `Editorial ${n}`, slug: `editorial-${n}`, content: `<p>Body ${n}</p>`, excerpt: `Excerpt ${n}`, authorId: ref.authorId, categoryId: ref.categoryId, ...over };
};
const inFuture = (ms = 3 * 86_400_000) => new Date(Date.now() + ms).toISOString();

describe('status', () => {
  it('REST create keeps the spec: published now unless it asks for a draft', async () => {
    const res = await admin.post('/api/articles', payload());
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('published');
    expect((await reader.get(`/api/articles/${res.body.slug}`)).status).toBe(200);
  });

  it('a draft is hidden from readers, and shown with its status to a signed-in admin', async () => {
    const res = await admin.post('/api/articles', payload({ status: 'draft' }));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('draft');
    expect((await reader.get(`/api/articles/${res.body.slug}`)).status).toBe(404);
    expect((await reader.get('/api/articles')).body.map((a: { slug: string }) => a.slug)).not.toContain(res.body.slug);
    const mine = await admin.get(`/api/articles/${res.body.slug}`);
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe('draft');
    const list = (await admin.get('/api/articles')).body as { slug: string; status: string }[];
    expect(list.find((a) => a.slug === res.body.slug)?.status).toBe('draft');
  });

  it('a future publish date, or status "scheduled" with one, is scheduled; scheduled without a future date is refused', async () => {
    const a = await admin.post('/api/articles', payload({ publishDate: inFuture() }));
    expect(a.status).toBe(201);
    expect(a.body.status).toBe('scheduled');
    const b = await admin.post('/api/articles', payload({ status: 'scheduled', publishDate: inFuture() }));
    expect(b.body.status).toBe('scheduled');
    expect((await reader.get(`/api/articles/${b.body.slug}`)).status).toBe(404);
    const before = await tableCounts(server);
    const bad = await admin.post('/api/articles', payload({ status: 'scheduled' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('A scheduled article needs a publish date in the future');
    expect(await tableCounts(server)).toEqual(before);
  });

  it('publishing a draft without a date publishes it now; unpublishing makes it a draft again', async () => {
    const draft = await admin.post('/api/articles', payload({ status: 'draft', publishDate: '2024-01-01T00:00:00Z' }));
    const published = await admin.patch(`/api/articles/${draft.body.id}`, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    expect(Date.now() - new Date(published.body.publishDate).getTime()).toBeLessThan(60_000);
    expect((await reader.get(`/api/articles/${draft.body.slug}`)).status).toBe(200);
    const unpublished = await admin.patch(`/api/articles/${draft.body.id}`, { status: 'draft' });
    expect(unpublished.body.status).toBe('draft');
    expect((await reader.get(`/api/articles/${draft.body.slug}`)).status).toBe(404);
  });

  it('a translation has its own status', async () => {
    const original = await admin.post('/api/articles', payload());
    const translation = await admin.post('/api/articles', payload({ language: 'id', parentArticleId: original.body.id, status: 'draft' }));
    expect(translation.body.status).toBe('draft');
    expect((await reader.get(`/api/articles/${original.body.slug}`)).body.translations).toEqual([]);
    await admin.patch(`/api/articles/${translation.body.id}`, { status: 'published' });
    expect((await reader.get(`/api/articles/${original.body.slug}`)).body.translations).toEqual([{ language: 'id', slug: translation.body.slug }]);
  });

  it('GraphQL creates drafts and answers the status', async () => {
    const res = await admin.gql(
      `mutation($input: ArticleInput!) { createArticle(input: $input) { id slug status metaTitle metaDescription readTime } }`,
      { input: { ...payload({ status: 'draft', metaTitle: '  Short title ', metaDescription: 'What it says' }), readTime: null } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createArticle).toMatchObject({ status: 'draft', metaTitle: 'Short title', metaDescription: 'What it says', readTime: 1 });
    const anon = await reader.gql(`query($slug: String!) { article(slug: $slug) { id } }`, { slug: res.data.createArticle.slug });
    expect(anon.data.article).toBeNull();
    const mine = await admin.gql(`query($slug: String!) { article(slug: $slug) { status } }`, { slug: res.data.createArticle.slug });
    expect(mine.data.article).toEqual({ status: 'draft' });
  });
});

describe('reading time and SEO fields', () => {
  it('readTime: null is computed from the content at 200 words a minute; omitted keeps the spec default of 5', async () => {
    const words = Array.from({ length: 1000 }, (_, i) => `word${i}`).join(' ');
    const computed = await admin.post('/api/articles', payload({ content: `<p>${words}</p>`, readTime: null }));
    expect(computed.status).toBe(201);
    expect(computed.body.readTime).toBe(5 * 1);
    const long = await admin.post('/api/articles', payload({ content: `<p>${words} ${words} ${words}</p>`, readTime: null }));
    expect(long.body.readTime).toBe(15);
    expect((await admin.post('/api/articles', payload())).body.readTime).toBe(5);
  });

  it('meta title and description are stored, blank means none', async () => {
    const res = await admin.post('/api/articles', payload({ metaTitle: 'SEO title', metaDescription: '' }));
    expect(res.body).toMatchObject({ metaTitle: 'SEO title', metaDescription: null });
  });
});

describe('bad input saves nothing', () => {
  it.each([
    [{ status: 'live' }, 'status must be draft, scheduled or published'],
    [{ status: 7 }, 'status must be draft, scheduled or published'],
    [{ publishDate: 'next tuesday' }, 'publishDate must be a date'],
    [{ publishDate: '1900-01-01T00:00:00Z' }, 'publishDate must be a date'],
    [{ publishDate: '1999-12-31T00:00:00Z' }, 'publishDate must be a date between 2000 and 2100'],
    [{ publishDate: '2999-01-01T00:00:00Z' }, 'publishDate must be a date between 2000 and 2100'],
    [{ metaTitle: 'x'.repeat(301) }, 'metaTitle must be at most 300 characters'],
    [{ metaDescription: 'x'.repeat(501) }, 'metaDescription must be at most 500 characters'],
    // HTML the sanitizer refuses entirely: nothing would be left for readers.
    [{ content: '<script>alert(1)</script><p onclick="x()"> </p>' }, 'Content has nothing left once unsafe HTML (scripts, event handlers, javascript: links) is removed'],
  ])('%j answers 400: %s', async (over, message) => {
    const before = await tableCounts(server);
    const res = await admin.post('/api/articles', payload(over));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await tableCounts(server)).toEqual(before);
  });

  it('a bad status on update changes nothing', async () => {
    const a = await admin.post('/api/articles', payload());
    const res = await admin.patch(`/api/articles/${a.body.id}`, { status: 'archived', title: 'Changed' });
    expect(res.status).toBe(400);
    expect((await admin.get(`/api/articles/${a.body.slug}`)).body).toMatchObject({ title: a.body.title, status: 'published' });
  });
});

describe('preview links', () => {
  it('an admin makes a link that shows the draft to anyone for 7 days, not cached, not indexed', async () => {
    const draft = await admin.post('/api/articles', payload({ status: 'draft' }));
    const link = await admin.post(`/api/articles/${draft.body.id}/preview-link`, {});
    expect(link.status).toBe(200);
    expect(link.body.path).toMatch(new RegExp(`^/preview/${draft.body.id}\\?token=`));
    expect(link.body.url).toMatch(/^https?:\/\/[^/]+\/preview\//);
    expect(link.body.url.endsWith(link.body.path)).toBe(true);
    const expires = new Date(link.body.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(PREVIEW_TTL_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(PREVIEW_TTL_MS);

    const token = new URL(link.body.url).searchParams.get('token')!;
    const seen = await reader.get(`/api/articles/${draft.body.id}/preview?token=${encodeURIComponent(token)}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: draft.body.id, title: draft.body.title, status: 'draft' });
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect(seen.headers.get('x-robots-tag')).toBe('noindex');

    const gql = await reader.gql(`query($id: Int!, $token: String!) { articlePreview(id: $id, token: $token) { title status category { slug } } }`, { id: draft.body.id, token });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.articlePreview).toMatchObject({ title: draft.body.title, status: 'draft' });
  });

  it('a wrong, expired or other article\'s token answers 404; readers cannot make links', async () => {
    const a = await admin.post('/api/articles', payload({ status: 'draft' }));
    const b = await admin.post('/api/articles', payload({ status: 'draft' }));
    const tokenOf = async (id: number) => new URL((await admin.post(`/api/articles/${id}/preview-link`, {})).body.url).searchParams.get('token')!;
    const tokenA = await tokenOf(a.body.id);
    const expired = new PreviewTokens('test-session-secret-0123456789').link(a.body.id, server.url, Date.now() - PREVIEW_TTL_MS - 1000);
    const expiredToken = new URL(expired.url).searchParams.get('token')!;
    for (const [id, token] of [[b.body.id, tokenA], [a.body.id, 'nonsense'], [a.body.id, ''], [a.body.id, expiredToken], [a.body.id, tokenA.slice(0, -2) + 'AA']] as const) {
      const res = await reader.get(`/api/articles/${id}/preview?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Article not found');
    }
    expect((await reader.get(`/api/articles/${a.body.id}/preview`)).status).toBe(404);
    const gql = await reader.gql(`query($id: Int!, $token: String!) { articlePreview(id: $id, token: $token) { title } }`, { id: b.body.id, token: tokenA });
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await reader.post(`/api/articles/${a.body.id}/preview-link`, {})).status).toBe(401);
    expect((await admin.post('/api/articles/999999/preview-link', {})).status).toBe(404);
  });
});
