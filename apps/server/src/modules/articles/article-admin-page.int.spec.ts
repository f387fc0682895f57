/** The admin Articles grid a page at a time (issue 32): paging, sorting, search, filters, guards. */
import { factories } from '../../test/factories';
import { startTestServer, TEST_WRITER, type HttpClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: HttpClient;
let catA: number;
let authorId: number;

const PAGE = `query($input: ArticlesAdminPageInput) { articlesAdminPage(input: $input) { total page pageSize items { title status language category { id } } } }`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
  const f = factories(server.database.dataSource);
  catA = (await f.category()).id;
  const catB = (await f.category()).id;
  authorId = (await f.author()).id;
  for (let i = 1; i <= 30; i++) await f.article({ title: `Sleep ${String(i).padStart(2, '0')}`, categoryId: i % 2 ? catA : catB, daysAgo: i, language: i % 3 ? 'en' : 'id', authorId: i <= 5 ? authorId : null });
  await f.article({ title: 'Draft one', categoryId: catA, status: 'draft' });
  await f.article({ title: 'Later one', categoryId: catA, publishDate: new Date(Date.now() + 86_400_000) });
});
afterAll(() => server?.close());

const page = async (input: Record<string, unknown>) => {
  const res = await admin.gql(PAGE, { input });
  expect(res.errors).toBeUndefined();
  return res.data.articlesAdminPage;
};

it('pages, sorts, searches and filters on the server', async () => {
  const first = await page({ pageSize: 10 });
  expect(first.total).toBe(32);
  expect(first.items).toHaveLength(10);
  expect(first.items[0].title).toBe('Later one');
  const third = await page({ page: 3, pageSize: 10 });
  expect(third.items).toHaveLength(2);
  expect((await page({ sort: 'title:asc', pageSize: 2 })).items.map((a: { title: string }) => a.title)).toEqual(['Draft one', 'Later one']);
  expect((await page({ search: 'sleep 1' })).total).toBe(10);
  expect((await page({ status: 'draft' })).items.map((a: { title: string }) => a.title)).toEqual(['Draft one']);
  expect((await page({ status: 'scheduled' })).items.map((a: { title: string }) => a.title)).toEqual(['Later one']);
  expect((await page({ status: 'published' })).total).toBe(30);
  expect((await page({ language: 'id' })).total).toBe(10);
  expect((await page({ categoryId: catA })).total).toBe(17);
  expect((await page({ authorId })).total).toBe(5);
  expect((await page({ search: '100%_' })).total).toBe(0);
});

it('refuses bad paging and sorting and anonymous callers; a signed-in writer gets only their own', async () => {
  for (const input of [{ pageSize: 0 }, { pageSize: 500 }, { page: -1 }, { sort: 'content:asc' }, { sort: 'title:sideways' }, { status: 'lost' }, { language: 'fr' }]) {
    const res = await admin.gql(PAGE, { input });
    expect([JSON.stringify(input), res.errors?.[0].extensions?.code]).toEqual([JSON.stringify(input), 'BAD_USER_INPUT']);
  }
  expect((await server.client().gql(PAGE, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  // The harness's reader is a writer (the least role): none of these articles are theirs.
  const reader = await (await server.asReader()).gql(PAGE, {});
  expect([reader.errors, reader.data.articlesAdminPage.total]).toEqual([undefined, 0]);
});

it('answers pages of a large site (3,000 articles written straight to the database): counts, order, filters, search', async () => {
  const db = server.database.dataSource;
  const f = factories(db);
  const catC = (await f.category()).id;
  const big = (await f.author()).id;
  // 3,000 rows in one statement: every 3rd Indonesian, every 10th a draft, every 4th by `big`.
  await db.query(
    `INSERT INTO articles (title, slug, content, excerpt, "categoryId", "authorId", language, status, "publishDate")
     SELECT 'Bulk ' || lpad(i::text, 4, '0'), 'bulk-' || i, '<p>Body</p>', 'Excerpt', $1,
            CASE WHEN i % 4 = 0 THEN $2::int ELSE NULL END,
            CASE WHEN i % 3 = 0 THEN 'id' ELSE 'en' END,
            CASE WHEN i % 10 = 0 THEN 'draft' ELSE 'published' END,
            now() - (i || ' hours')::interval - interval '60 days'
     FROM generate_series(1, 3000) AS i`,
    [catC, big],
  );
  const all = await page({ categoryId: catC, pageSize: 100 });
  expect([all.total, all.items.length]).toEqual([3000, 100]);
  // Newest first: Bulk 0001 is an hour younger than Bulk 0002.
  expect(all.items.slice(0, 2).map((a: { title: string }) => a.title)).toEqual(['Bulk 0001', 'Bulk 0002']);
  const last = await page({ categoryId: catC, pageSize: 100, page: 29 });
  expect([last.items.length, last.items[99].title]).toEqual([100, 'Bulk 3000']);
  expect((await page({ categoryId: catC, pageSize: 100, page: 30 })).items).toHaveLength(0);
  const byTitle = await page({ categoryId: catC, sort: 'title:desc', pageSize: 3 });
  expect(byTitle.items.map((a: { title: string }) => a.title)).toEqual(['Bulk 3000', 'Bulk 2999', 'Bulk 2998']);
  expect((await page({ categoryId: catC, status: 'draft' })).total).toBe(300);
  expect((await page({ categoryId: catC, status: 'published', language: 'id' })).total).toBe(900);
  expect((await page({ authorId: big })).total).toBe(750);
  expect((await page({ search: 'bulk 12' })).total).toBe(100); // Bulk 1200 to Bulk 1299
  const combined = await page({ search: 'bulk 1', status: 'draft', language: 'id', authorId: big, pageSize: 100 });
  // Bulk 1000 to 1999 with i % 10 = 0, i % 3 = 0 and i % 4 = 0: the multiples of 60.
  const expected = [...Array(3000).keys()].map((i) => i + 1).filter((i) => i >= 1000 && i <= 1999 && i % 60 === 0);
  expect(combined.total).toBe(expected.length);
  expect(combined.items.every((a: { status: string; language: string }) => a.status === 'draft' && a.language === 'id')).toBe(true);
});

it('gives a writer the articles they started, with the review count, and originals only when asked', async () => {
  const writer = await server.asWriter();
  const db = server.database.dataSource;
  const [{ id: writerId }] = await db.query<{ id: number }[]>(`SELECT id FROM users WHERE username = $1`, [TEST_WRITER.username]);
  const f = factories(db);
  const mine = await f.article({ title: 'Writer draft', categoryId: catA, status: 'review', createdById: writerId });
  await f.article({ title: 'Writer translation', categoryId: catA, status: 'draft', createdById: writerId, parentArticleId: mine.id, language: 'id' });
  const res = await writer.gql(`query($input: ArticlesAdminPageInput) { articlesAdminPage(input: $input) { total inReview items { title } } }`, { input: {} });
  expect(res.errors).toBeUndefined();
  expect(res.data.articlesAdminPage.total).toBe(2);
  expect(res.data.articlesAdminPage.inReview).toBe(1);
  const originals = await writer.gql(`query($input: ArticlesAdminPageInput) { articlesAdminPage(input: $input) { items { title } } }`, { input: { originalsOnly: true } });
  expect(originals.data.articlesAdminPage.items).toEqual([{ title: 'Writer draft' }]);
  // The admin sees them too, among every article.
  const everyone = (await admin.gql(`{ articlesAdminPage(input: { status: "review" }) { total inReview items { title } } }`)).data.articlesAdminPage;
  expect([everyone.total, everyone.inReview]).toEqual([1, 1]);
});
