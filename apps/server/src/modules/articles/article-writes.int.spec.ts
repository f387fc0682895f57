/** Article writes (issue 4): REST and GraphQL, side effects in the database, rules and bad input. */
import fs from 'node:fs';
import path from 'node:path';
import { factories } from '../../test/factories';
import { startTestServer, tableCounts, type HttpClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: HttpClient;
let ref: { authorId: number; categoryId: number; otherCategoryId: number; tagIds: number[]; ageGroupIds: number[] };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
  const f = factories(server.database.dataSource);
  const [author, cat, other, t1, t2, g1] = await Promise.all([f.author(), f.category(), f.category(), f.tag(), f.tag(), f.ageGroup()]);
  ref = { authorId: author.id, categoryId: cat.id, otherCategoryId: other.id, tagIds: [t1.id, t2.id].sort((a, b) => a - b), ageGroupIds: [g1.id] };
});
afterAll(() => server?.close());

let n = 0;
const payload = (over: Record<string, unknown> = {}) => {
  n++;
  return {
    title: `Title ${n}`,
    slug: `title-${n}`,
    content: `<p>Content ${n}</p>`,
    excerpt: `Excerpt ${n}`,
    imageUrl: null,
    authorId: ref.authorId,
    categoryId: ref.categoryId,
    readTime: 7,
    isFeatured: false,
    isEditorsPick: false,
    tagIds: ref.tagIds,
    ageGroupIds: ref.ageGroupIds,
    language: 'en',
    publishDate: new Date().toISOString(),
    ...over,
  };
};
const q = (sql: string, params: unknown[] = []) => server.database.dataSource.query(sql, params);

describe('create', () => {
  it('POST /api/articles answers 201 with the article and writes its links', async () => {
    const res = await admin.post('/api/articles', payload({ title: 'Bedtime stories', slug: 'bedtime-stories' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Bedtime stories', slug: 'bedtime-stories', readTime: 7, language: 'en', ageGroupIds: ref.ageGroupIds, translations: [] });
    expect([...res.body.tagIds].sort((a: number, b: number) => a - b)).toEqual(ref.tagIds);
    expect(await q(`SELECT "tagId" FROM article_tags WHERE "articleId" = $1 ORDER BY "tagId"`, [res.body.id])).toEqual(ref.tagIds.map((tagId) => ({ tagId })));
    expect(await q(`SELECT count(*)::int AS n FROM article_age_groups WHERE "articleId" = $1`, [res.body.id])).toEqual([{ n: 1 }]);
    expect((await server.client().get('/api/articles/bedtime-stories')).status).toBe(200);
  });

  it('defaults publishDate to now, readTime to 5, language to en', async () => {
    const { publishDate: _p, readTime: _r, language: _l, ...rest } = payload();
    const before = Date.now();
    const res = await admin.post('/api/articles', rest);
    expect(res.status).toBe(201);
    expect(res.body.readTime).toBe(5);
    expect(res.body.language).toBe('en');
    expect(Math.abs(new Date(res.body.publishDate).getTime() - before)).toBeLessThan(10_000);
  });

  it('sanitises the HTML on write', async () => {
    const res = await admin.post(
      '/api/articles',
      payload({
        content:
          '<h2 onclick="x()">Hi</h2><script>alert(1)</script><p style="color:red">ok <a href="javascript:alert(1)">bad</a> <a href="https://who.int" target="_blank">who</a></p><img src="data:image/png;base64,AAAA" onerror="x()"><iframe src="https://evil.example/x"></iframe><iframe src="https://www.youtube.com/embed/abc"></iframe><table><tr><td>1</td></tr></table><blockquote>q</blockquote>',
      }),
    );
    expect(res.status).toBe(201);
    const html: string = res.body.content;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|data:|style=|evil\.example/);
    expect(html).toContain('<h2>Hi</h2>');
    expect(html).toContain('<a href="https://who.int" target="_blank" rel="noopener noreferrer">who</a>');
    expect(html).toContain('src="https://www.youtube.com/embed/abc"');
    expect(html).toContain('<table>');
    expect(html).toContain('<blockquote>q</blockquote>');
  });

  it('gives the shared messages for missing fields and changes nothing', async () => {
    const before = await tableCounts(server);
    const res = await admin.post('/api/articles', { readTime: 0 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      title: 'Title is required',
      slug: 'Slug is required',
      content: 'Content is required',
      excerpt: 'Excerpt is required',
      authorId: 'Author is required',
      categoryId: 'Category is required',
      readTime: 'Read time is required',
    });
    expect(res.body.message).toBe('Title is required');
    expect(await tableCounts(server)).toEqual(before);
  });

  it.each([
    ['a bad slug', { slug: 'Not A Slug' }, 'slug', 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['a traversal slug', { slug: '../../etc/passwd' }, 'slug', 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['an unknown author', { authorId: 999999 }, 'authorId', 'Author not found'],
    ['an unknown category', { categoryId: 999999 }, 'categoryId', 'Category not found'],
    ['an unknown tag', { tagIds: [999999] }, 'tagIds', 'Unknown tag'],
    ['a wrong language', { language: 'fr' }, 'language', 'Language must be en or id'],
    ['a string title', { title: 42 }, 'title', 'title must be a string'],
    ['a string flag', { isFeatured: 'yes' }, 'isFeatured', 'isFeatured must be true or false'],
    ['a huge id', { authorId: 2 ** 63 }, 'authorId', expect.stringMatching(/whole number/)],
    ['a NaN id', { categoryId: 'NaN' }, 'categoryId', expect.stringMatching(/whole number/)],
    ['an object for tags', { tagIds: { __proto__: 1 } }, 'tagIds', expect.stringMatching(/list/)],
    ['a bad date', { publishDate: 'yesterday' }, 'publishDate', 'publishDate must be a date'],
    ['a javascript image', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Must be an http(s) URL or an uploaded image'],
    ['a NUL byte', { title: 'a\u0000b' }, 'title', expect.stringMatching(/NUL/)],
    ['a very long title', { title: 'x'.repeat(5000) }, 'title', 'Must be at most 300 characters'],
  ])('refuses %s with 400 and changes nothing', async (_name, over, field, message) => {
    const before = await tableCounts(server);
    const res = await admin.post('/api/articles', payload(over));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual(message);
    expect(await tableCounts(server)).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"title": '],
    ['an array body', '[1,2]'],
    ['null', 'null'],
  ])('answers %s with 400', async (_name, raw) => {
    const res = await admin.request('POST', '/api/articles', { body: raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await admin.post('/api/articles', payload({ content: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
  });

  it('a duplicate slug is a 409 naming the field', async () => {
    await admin.post('/api/articles', payload({ slug: 'taken-slug' }));
    const before = await tableCounts(server);
    const res = await admin.post('/api/articles', payload({ slug: 'taken-slug' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/slug/);
    expect(await tableCounts(server)).toEqual(before);
  });
});

describe('translations', () => {
  it('links a translation and enforces the rules', async () => {
    const original = (await admin.post('/api/articles', payload({ slug: 'orig-en' }))).body;
    const tr = await admin.post('/api/articles', payload({ slug: 'orig-id', language: 'id', parentArticleId: original.id }));
    expect(tr.status).toBe(201);
    expect(tr.body.translations).toEqual([{ language: 'en', slug: 'orig-en' }]);
    expect((await admin.get('/api/articles/orig-en')).body.translations).toEqual([{ language: 'id', slug: 'orig-id' }]);

    // Same language as the original.
    let res = await admin.post('/api/articles', payload({ language: 'en', parentArticleId: original.id }));
    expect(res.status).toBe(400);
    expect(res.body.errors.parentArticleId).toMatch(/another language/);
    // A translation of a translation.
    res = await admin.post('/api/articles', payload({ language: 'en', parentArticleId: tr.body.id }));
    expect(res.body.errors.parentArticleId).toMatch(/must not itself be a translation/);
    // A second Indonesian translation of the same original.
    res = await admin.post('/api/articles', payload({ language: 'id', parentArticleId: original.id }));
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already has a translation in this language/);
    // Unknown original.
    res = await admin.post('/api/articles', payload({ language: 'id', parentArticleId: 999999 }));
    expect(res.body.errors.parentArticleId).toBe('Original article not found');
    // The original cannot switch to its translation's language.
    res = await admin.patch(`/api/articles/${original.id}`, { language: 'id' });
    expect(res.status).toBe(400);
    expect(res.body.errors.language).toBeDefined();
  });

  it('deleting an original keeps its translation as an article of its own', async () => {
    const original = (await admin.post('/api/articles', payload())).body;
    const tr = (await admin.post('/api/articles', payload({ language: 'id', parentArticleId: original.id }))).body;
    expect((await admin.delete(`/api/articles/${original.id}`)).status).toBe(204);
    expect(await q(`SELECT "parentArticleId" FROM articles WHERE id = $1`, [tr.id])).toEqual([{ parentArticleId: null }]);
  });
});

describe('update', () => {
  it('PATCH with only isFeatured or isEditorsPick touches nothing else', async () => {
    const created = (await admin.post('/api/articles', payload())).body;
    const [before] = await q(`SELECT * FROM articles WHERE id = $1`, [created.id]);
    const res = await admin.patch(`/api/articles/${created.id}`, { isFeatured: true });
    expect(res.status).toBe(200);
    expect(res.body.isFeatured).toBe(true);
    await admin.patch(`/api/articles/${created.id}`, { isEditorsPick: true });
    const [after] = await q(`SELECT * FROM articles WHERE id = $1`, [created.id]);
    const strip = ({ isFeatured: _f, isEditorsPick: _e, updatedAt: _u, ...rest }: Record<string, unknown>) => rest;
    expect(strip(after)).toEqual(strip(before));
    expect(after).toMatchObject({ isFeatured: true, isEditorsPick: true });
    expect(await q(`SELECT count(*)::int AS n FROM article_tags WHERE "articleId" = $1`, [created.id])).toEqual([{ n: 2 }]);
  });

  it('PATCH with the full payload replaces fields and links', async () => {
    const created = (await admin.post('/api/articles', payload())).body;
    const res = await admin.patch(`/api/articles/${created.id}`, payload({ title: 'Renamed', categoryId: ref.otherCategoryId, tagIds: [ref.tagIds[1]], ageGroupIds: [] }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Renamed', categoryId: ref.otherCategoryId, tagIds: [ref.tagIds[1]], ageGroupIds: [] });
  });

  it('unknown and malformed ids', async () => {
    expect((await admin.patch('/api/articles/999999', { isFeatured: true })).status).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await admin.patch(`/api/articles/${id}`, { isFeatured: true });
      expect(res.status).toBe(400);
      expect(res.body.message).toBeDefined();
    }
    expect((await admin.delete('/api/articles/999999')).status).toBe(404);
  });
});

describe('delete', () => {
  it('removes links and uploaded images (rows and files)', async () => {
    const created = (await admin.post('/api/articles', payload())).body;
    const file = path.join(server.dataDir, 'uploads', 'article-content-test.png');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'png');
    await q(`INSERT INTO uploaded_images (url, filename, type, size, "uploadType", "articleId") VALUES ('/uploads/article-content-test.png', 'article-content-test.png', 'image/png', 3, 'article-content', $1)`, [created.id]);
    expect((await admin.delete(`/api/articles/${created.id}`)).status).toBe(204);
    expect(await q(`SELECT count(*)::int AS n FROM article_tags WHERE "articleId" = $1`, [created.id])).toEqual([{ n: 0 }]);
    expect(await q(`SELECT count(*)::int AS n FROM uploaded_images WHERE "articleId" = $1`, [created.id])).toEqual([{ n: 0 }]);
    expect(fs.existsSync(file)).toBe(false);
    expect((await admin.get(`/api/articles/${created.slug}`)).status).toBe(404);
  });
});

describe('GraphQL', () => {
  it('createArticle, updateArticle (only a flag), deleteArticle', async () => {
    const { slug: _s, publishDate: _p, ...input } = payload();
    const created = await admin.gql(`mutation($input: ArticleInput!) { createArticle(input: $input) { id slug title tags { id } ageGroups { id } } }`, {
      input: { ...input, slug: 'from-graphql' },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data.createArticle.id;
    expect(created.data.createArticle.tags).toHaveLength(2);
    const updated = await admin.gql(`mutation($id: Int!) { updateArticle(id: $id, input: { isEditorsPick: true }) { isEditorsPick title } }`, { id });
    expect(updated.data.updateArticle).toEqual({ isEditorsPick: true, title: input.title });
    const deleted = await admin.gql(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id });
    expect(deleted.data.deleteArticle).toBe(true);
    expect(await q(`SELECT count(*)::int AS n FROM articles WHERE id = $1`, [id])).toEqual([{ n: 0 }]);
  });

  it('answers BAD_USER_INPUT with the same field messages', async () => {
    const res = await admin.gql(`mutation { createArticle(input: { title: " " }) { id } }`);
    expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { title: 'Title is required', slug: 'Slug is required' } });
  });

  it('admin-only queries see scheduled articles', async () => {
    const scheduled = (await admin.post('/api/articles', payload({ publishDate: new Date(Date.now() + 86_400_000).toISOString() }))).body;
    const res = await admin.gql(`query($id: Int!) { adminArticles { id } articleById(id: $id) { slug } }`, { id: scheduled.id });
    expect(res.data.adminArticles.map((a: { id: number }) => a.id)).toContain(scheduled.id);
    expect(res.data.articleById.slug).toBe(scheduled.slug);
    expect((await server.client().get(`/api/articles/${scheduled.slug}`)).status).toBe(404);
  });

  it('anonymous writes are refused', async () => {
    const anon = server.client();
    expect((await anon.post('/api/articles', payload())).status).toBe(401);
    const res = await anon.gql(`mutation { deleteArticle(id: 1) }`);
    expect(res.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
