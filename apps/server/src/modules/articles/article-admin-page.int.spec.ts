/** The admin Articles grid a page at a time (issue 32): paging, sorting, search, filters, guards. */
import { factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

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

it('refuses bad paging and sorting, anonymous and non-admin callers', async () => {
  for (const input of [{ pageSize: 0 }, { pageSize: 500 }, { page: -1 }, { sort: 'content:asc' }, { sort: 'title:sideways' }, { status: 'lost' }, { language: 'fr' }]) {
    const res = await admin.gql(PAGE, { input });
    expect([JSON.stringify(input), res.errors?.[0].extensions?.code]).toEqual([JSON.stringify(input), 'BAD_USER_INPUT']);
  }
  expect((await server.client().gql(PAGE, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  expect((await (await server.asReader()).gql(PAGE, {})).errors?.[0].extensions?.code).toBe('FORBIDDEN');
});
