/**
 * Articles by role (issue 29): a writer creates and edits their own drafts and submits them for
 * review (the editors get an email); a writer cannot publish, schedule, feature, edit or delete
 * someone else's article or a published one; an editor publishes. Revisions, the Articles grid and
 * the activity log name the person.
 */
import { factories } from '../../test/factories';
import { readOutbox } from '../../test/newsletter.test-kit';
import { startTestServer, tableCounts, TEST_EDITOR, type HttpClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: HttpClient;
let editor: HttpClient;
let writer: HttpClient;
let other: HttpClient;
let categoryId: number;
let authorId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
  editor = await server.asEditor();
  writer = await server.asWriter();
  other = await server.signIn({ username: 'otherwriter', password: 'other-writer-long-phrase-9' }, 'WRITER');
  categoryId = (await factories(server.database.dataSource).category()).id;
  authorId = (await factories(server.database.dataSource).author()).id;
});
afterAll(() => server?.close());

let n = 0;
const payload = (over: Record<string, unknown> = {}) => {
  n++;
  return { title: `Draft ${n}`, slug: `draft-${n}`, content: `<p>Content ${n}</p>`, excerpt: `Excerpt ${n}`, categoryId, authorId, readTime: 4, language: 'en', ...over };
};
const q = (sql: string, params: unknown[] = []) => server.database.dataSource.query(sql, params);
const userId = async (username: string): Promise<number> => (await q(`SELECT id FROM users WHERE username = $1`, [username]))[0].id;

it("a writer's article is their own draft; they edit it, submit it, and an editor publishes it", async () => {
  const created = await writer.post('/api/articles', payload({ title: 'First steps', slug: 'first-steps' }));
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ status: 'draft', createdById: await userId('writer') });
  const id = created.body.id;
  expect((await server.client().get('/api/articles/first-steps')).status).toBe(404);

  expect((await writer.patch(`/api/articles/${id}`, { title: 'First steps, gently' })).status).toBe(200);
  const submitted = await writer.post(`/api/articles/${id}/submit`);
  expect(submitted.status).toBe(200);
  expect(submitted.body.status).toBe('review');
  expect(submitted.body.submittedAt).toEqual(expect.any(String));
  // Still not public; the editors were told.
  expect((await server.client().get('/api/articles/first-steps')).status).toBe(404);
  const mails = (await readOutbox(server.dataDir)).filter((m) => JSON.stringify(m.to).includes(TEST_EDITOR.email));
  expect(mails.at(-1)?.subject).toBe('For review: First steps, gently');

  // The grid shows the status and who wrote it (GraphQL, DataLoader).
  const grid = await editor.gql(`{ adminArticles { id status createdBy { username displayName } updatedBy { username } } }`);
  expect(grid.data.adminArticles.find((a: { id: number }) => a.id === id)).toEqual({ id, status: 'review', createdBy: { username: 'writer', displayName: 'writer' }, updatedBy: { username: 'writer' } });

  const published = await editor.patch(`/api/articles/${id}`, { status: 'published' });
  expect(published.body.status).toBe('published');
  expect((await server.client().get('/api/articles/first-steps')).status).toBe(200);
  // Published: the writer can no longer change or delete it.
  const edit = await writer.patch(`/api/articles/${id}`, { title: 'Sneaky change' });
  expect([edit.status, edit.body.message]).toEqual([403, expect.stringMatching(/editor/)]);
  expect((await writer.delete(`/api/articles/${id}`)).status).toBe(403);
  expect((await q(`SELECT title FROM articles WHERE id = $1`, [id]))[0].title).toBe('First steps, gently');

  // Revisions name the person.
  const revisions = await editor.gql(`query($id: Int!) { articleRevisions(articleId: $id) { savedBy savedByPerson { username } } }`, { id });
  expect(revisions.data.articleRevisions[0]).toEqual({ savedBy: 'editor', savedByPerson: { username: 'editor' } });
});

it('a writer cannot publish, schedule or feature, nor touch another writer\'s article; nothing is written', async () => {
  const before = await tableCounts(server);
  for (const body of [payload({ status: 'published' }), payload({ status: 'scheduled', publishDate: new Date(Date.now() + 86_400_000).toISOString() }), payload({ isFeatured: true })]) {
    const res = await writer.post('/api/articles', body);
    expect([res.status, typeof res.body.message]).toEqual([403, 'string']);
  }
  expect(await tableCounts(server)).toEqual(before);

  const mine = (await writer.post('/api/articles', payload())).body;
  for (const body of [{ status: 'published' }, { status: 'scheduled', publishDate: new Date(Date.now() + 86_400_000).toISOString() }, { isEditorsPick: true }]) {
    expect((await writer.patch(`/api/articles/${mine.id}`, body)).status).toBe(403);
  }
  const gql = await writer.gql(`mutation($id: Int!) { updateArticle(id: $id, input: { status: "published" }) { id } }`, { id: mine.id });
  expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect((await q(`SELECT status FROM articles WHERE id = $1`, [mine.id]))[0].status).toBe('draft');

  // Another writer's draft: no edit, submit, delete, revisions, preview link, images; the grid hides it.
  for (const [method, path, body] of [
    ['PATCH', `/api/articles/${mine.id}`, { title: 'Mine now' }],
    ['POST', `/api/articles/${mine.id}/submit`],
    ['DELETE', `/api/articles/${mine.id}`],
    ['GET', `/api/articles/${mine.id}/revisions`],
    ['POST', `/api/articles/${mine.id}/preview-link`],
    ['GET', `/api/article/${mine.id}/images`],
  ] as const) {
    const res = await other.request(method, path, body ? { json: body } : {});
    expect([method, path, res.status]).toEqual([method, path, 403]);
  }
  expect((await other.gql(`query($id: Int!) { articleById(id: $id) { id } }`, { id: mine.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const otherGrid = await other.gql(`{ adminArticles { id } }`);
  expect(otherGrid.data.adminArticles.map((a: { id: number }) => a.id)).not.toContain(mine.id);
  expect((await writer.gql(`{ adminArticles { id } }`)).data.adminArticles.map((a: { id: number }) => a.id)).toContain(mine.id);
  // An editor may edit and delete anyone's.
  expect((await editor.patch(`/api/articles/${mine.id}`, { title: 'Edited by the editor' })).status).toBe(200);
  // Own draft: the writer may delete it.
  const draft = (await writer.post('/api/articles', payload())).body;
  expect((await writer.delete(`/api/articles/${draft.id}`)).status).toBe(204);
});

it('the activity log records content and admin writes with who, what and when; editors read it, writers cannot', async () => {
  const tag = await editor.post('/api/tags', { name: 'Teething', slug: 'teething' });
  expect(tag.status).toBe(201);
  await admin.patch(`/api/tags/${tag.body.id}`, { name: 'Teething pain' });
  await admin.delete(`/api/tags/${tag.body.id}`);
  const author = await editor.post('/api/authors', { name: 'Dr. Ana', bio: 'Paediatrician.' });
  const tool = await editor.post('/api/tools', { name: 'Sleep timer', url: 'https://timer.example.org', description: 'Naps.' });
  expect([author.status, tool.status]).toEqual([201, 201]);

  const log = await editor.get('/api/activity?entityType=tag');
  expect(log.status).toBe(200);
  expect(log.body.items.map((e: { action: string; actorName: string; title: string }) => [e.action, e.actorName, e.title])).toEqual([
    ['delete', 'admin', 'Teething pain'],
    ['update', 'admin', 'Teething pain'],
    ['create', 'editor', 'Teething'],
  ]);
  const editorId = await userId('editor');
  const byEditor = await admin.gql(`query($f: ActivityFilter) { activity(filter: $f) { total items { action entityType title actorId at } } }`, { f: { actorId: editorId } });
  const kinds = byEditor.data.activity.items.map((e: { entityType: string; action: string }) => `${e.action} ${e.entityType}`);
  expect(kinds).toEqual(expect.arrayContaining(['create tag', 'create author', 'create tool', 'publish article', 'update article']));
  expect(byEditor.data.activity.items.every((e: { actorId: number }) => e.actorId === editorId)).toBe(true);
  const writerOwn = await admin.get(`/api/activity?actorId=${await userId('writer')}`);
  expect(writerOwn.body.items.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['create', 'submit', 'update', 'delete']));

  // Dates filter.
  const future = await admin.get(`/api/activity?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
  expect(future.body).toMatchObject({ items: [], total: 0 });
  for (const bad of ['from=yesterday', 'entityType=planet', 'actorId=abc', 'page=0', 'pageSize=100000']) expect((await admin.get(`/api/activity?${bad}`)).status).toBe(400);

  expect((await writer.get('/api/activity')).status).toBe(403);
  expect((await writer.gql(`{ activity { total } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect((await server.client().get('/api/activity')).status).toBe(401);
});
