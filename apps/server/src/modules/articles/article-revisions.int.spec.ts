/** Article revisions (issue 16, step 1): every save keeps what it replaced, in the same transaction, 50 at most. */
import { factories } from '../../test/factories';
import { startTestServer, TEST_ADMIN, type HttpClient, type TestServer } from '../../test/harness';
import { REVISIONS_KEPT } from './article.writes';

let server: TestServer;
let admin: HttpClient;
let ref: { authorId: number; categoryId: number };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
  const f = factories(server.database.dataSource);
  const [author, cat] = await Promise.all([f.author(), f.category()]);
  ref = { authorId: author.id, categoryId: cat.id };
});
afterAll(() => server?.close());

const q = (sql: string, params: unknown[] = []) => server.database.dataSource.query(sql, params);
let n = 0;
async function create() {
  n++;
  const res = await admin.post('/api/articles', {
    title: `Rev ${n}`,
    slug: `rev-${n}`,
    content: `<p>Body ${n}</p>`,
    excerpt: `Excerpt ${n}`,
    authorId: ref.authorId,
    categoryId: ref.categoryId,
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; title: string; slug: string; publishDate: string };
}
const revisions = (articleId: number) => q(`SELECT * FROM article_revisions WHERE "articleId" = $1 ORDER BY id`, [articleId]);

it('a new article is published with no revision; a column default keeps existing articles published', async () => {
  const a = await create();
  expect(await revisions(a.id)).toEqual([]);
  expect(await q(`SELECT status, "metaTitle", "metaDescription" FROM articles WHERE id = $1`, [a.id])).toEqual([{ status: 'published', metaTitle: null, metaDescription: null }]);
  await expect(q(`UPDATE articles SET status = 'bogus' WHERE id = $1`, [a.id])).rejects.toThrow(/CHK_articles_status/);
});

it('PATCH keeps the previous title, excerpt, content and metadata, with who saved it', async () => {
  const a = await create();
  const res = await admin.patch(`/api/articles/${a.id}`, { title: 'Renamed', content: '<p>New body</p>' });
  expect(res.status).toBe(200);
  const [rev] = await revisions(a.id);
  expect(rev).toMatchObject({ title: a.title, excerpt: `Excerpt ${n}`, content: `<p>Body ${n}</p>`, savedBy: TEST_ADMIN.username });
  expect(rev.metadata).toMatchObject({ slug: a.slug, categoryId: ref.categoryId, authorId: ref.authorId, status: 'published', language: 'en', publishDate: new Date(a.publishDate).toISOString() });
});

it('the GraphQL update keeps a revision too', async () => {
  const a = await create();
  const res = await admin.gql(`mutation($id: Int!) { updateArticle(id: $id, input: { title: "Via GraphQL" }) { title } }`, { id: a.id });
  expect(res.errors).toBeUndefined();
  expect(res.data.updateArticle.title).toBe("Via GraphQL");
  expect((await revisions(a.id)).map((r: { title: string }) => r.title)).toEqual([a.title]);
});

it('a refused save writes neither the article nor a revision', async () => {
  const a = await create();
  for (const body of [{ title: '' }, { categoryId: 999999 }, { publishDate: 'not a date' }, { title: 42 }]) {
    const res = await admin.patch(`/api/articles/${a.id}`, body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error === 'string' || typeof res.body.message === 'string').toBe(true);
  }
  expect(await revisions(a.id)).toEqual([]);
  expect(await q(`SELECT title FROM articles WHERE id = $1`, [a.id])).toEqual([{ title: a.title }]);
  expect((await admin.patch('/api/articles/999999', { title: 'x' })).status).toBe(404);
  expect(await q(`SELECT count(*)::int AS n FROM article_revisions WHERE "articleId" = 999999`)).toEqual([{ n: 0 }]);
});

it(`keeps the newest ${REVISIONS_KEPT} revisions per article, and deleting the article deletes them`, async () => {
  const a = await create();
  const other = await create();
  await admin.patch(`/api/articles/${other.id}`, { title: 'Other edit' });
  for (let i = 1; i <= REVISIONS_KEPT + 3; i++) {
    expect((await admin.patch(`/api/articles/${a.id}`, { title: `Edit ${i}` })).status).toBe(200);
  }
  const kept = await revisions(a.id);
  expect(kept).toHaveLength(REVISIONS_KEPT);
  // The oldest three (the original title, Edit 1, Edit 2) went; the newest holds the title before the last save.
  expect(kept[0].title).toBe('Edit 3');
  expect(kept[kept.length - 1].title).toBe(`Edit ${REVISIONS_KEPT + 2}`);
  expect(await revisions(other.id)).toHaveLength(1);
  expect((await admin.delete(`/api/articles/${a.id}`)).status).toBeLessThan(300);
  expect(await revisions(a.id)).toEqual([]);
});

describe('revisions API', () => {
  it('GET /api/articles/{id}/revisions lists them newest first, for admins only', async () => {
    const a = await create();
    await admin.patch(`/api/articles/${a.id}`, { title: 'Second' });
    await admin.patch(`/api/articles/${a.id}`, { title: 'Third' });
    const res = await admin.get(`/api/articles/${a.id}/revisions`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { title: string }) => r.title)).toEqual(['Second', a.title]);
    expect(res.body[0]).toMatchObject({ articleId: a.id, savedBy: TEST_ADMIN.username, excerpt: expect.any(String), content: expect.any(String), metadata: expect.any(Object) });
    expect((await server.client().get(`/api/articles/${a.id}/revisions`)).status).toBe(401);
    expect((await admin.get('/api/articles/999999/revisions')).status).toBe(404);
    expect((await admin.get('/api/articles/abc/revisions')).status).toBe(400);
  });

  it('restore brings the text and metadata back as a new save, which is itself a revision', async () => {
    const a = await create();
    await admin.patch(`/api/articles/${a.id}`, { title: 'Rewritten', content: '<p>Rewritten body</p>', slug: `${a.slug}-new` });
    const [rev] = (await admin.get(`/api/articles/${a.id}/revisions`)).body;
    const res = await admin.post(`/api/articles/${a.id}/revisions/${rev.id}/restore`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, title: a.title, slug: a.slug, content: rev.content });
    const after = (await admin.get(`/api/articles/${a.id}/revisions`)).body;
    expect(after.map((r: { title: string }) => r.title)).toEqual(['Rewritten', a.title]);
    expect((await server.client().get(`/api/articles/${a.slug}`)).body.title).toBe(a.title);
  });

  it("refuses another article's revision, unknown ids, and anonymous callers, changing nothing", async () => {
    const a = await create();
    const b = await create();
    await admin.patch(`/api/articles/${b.id}`, { title: 'B edited' });
    const [revOfB] = (await admin.get(`/api/articles/${b.id}/revisions`)).body;
    const before = await q(`SELECT title, content, "updatedAt" FROM articles WHERE id = $1`, [a.id]);
    const wrong = await admin.post(`/api/articles/${a.id}/revisions/${revOfB.id}/restore`, {});
    expect(wrong.status).toBe(404);
    expect(wrong.body.error ?? wrong.body.message).toMatch(/revision/i);
    expect((await admin.post(`/api/articles/${a.id}/revisions/999999/restore`, {})).status).toBe(404);
    expect((await admin.post(`/api/articles/${a.id}/revisions/-1/restore`, {})).status).toBe(400);
    expect((await server.client().post(`/api/articles/${b.id}/revisions/${revOfB.id}/restore`, {})).status).toBeGreaterThanOrEqual(401);
    expect(await q(`SELECT title, content, "updatedAt" FROM articles WHERE id = $1`, [a.id])).toEqual(before);
    expect(await revisions(a.id)).toEqual([]);
    expect(await revisions(b.id)).toHaveLength(1);
  });

  it('a restore that would break a rule now (slug taken since) is a 409/400 and leaves no half-save', async () => {
    const a = await create();
    const oldSlug = a.slug;
    await admin.patch(`/api/articles/${a.id}`, { slug: `${oldSlug}-moved` });
    const [rev] = (await admin.get(`/api/articles/${a.id}/revisions`)).body;
    const taker = await create();
    expect((await admin.patch(`/api/articles/${taker.id}`, { slug: oldSlug })).status).toBe(200);
    const res = await admin.post(`/api/articles/${a.id}/revisions/${rev.id}/restore`, {});
    expect([400, 409]).toContain(res.status);
    expect(await revisions(a.id)).toHaveLength(1);
    expect(await q(`SELECT slug FROM articles WHERE id = $1`, [a.id])).toEqual([{ slug: `${oldSlug}-moved` }]);
  });
});

describe('revisions over GraphQL', () => {
  it('articleRevisions and restoreArticleRevision behave like REST, admin only', async () => {
    const a = await create();
    await admin.gql(`mutation($id: Int!) { updateArticle(id: $id, input: { title: "GQL edit" }) { id } }`, { id: a.id });
    const list = await admin.gql(`query($id: Int!) { articleRevisions(articleId: $id) { id title slug status savedBy publishDate } }`, { id: a.id });
    expect(list.errors).toBeUndefined();
    expect(list.data.articleRevisions).toEqual([expect.objectContaining({ title: a.title, slug: a.slug, status: 'published', savedBy: TEST_ADMIN.username })]);
    const revId = list.data.articleRevisions[0].id;
    const anon = await server.client().gql(`query($id: Int!) { articleRevisions(articleId: $id) { id } }`, { id: a.id });
    expect(anon.errors?.[0].message).toBeTruthy();
    const restored = await admin.gql(`mutation($a: Int!, $r: Int!) { restoreArticleRevision(articleId: $a, revisionId: $r) { title } }`, { a: a.id, r: revId });
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restoreArticleRevision.title).toBe(a.title);
    const wrong = await admin.gql(`mutation($a: Int!, $r: Int!) { restoreArticleRevision(articleId: $a, revisionId: $r) { title } }`, { a: a.id + 1000, r: revId });
    expect(wrong.errors?.[0].extensions?.code).toBeTruthy();
    expect(await revisions(a.id)).toHaveLength(2);
  });
});
