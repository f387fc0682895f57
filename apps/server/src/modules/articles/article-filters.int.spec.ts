/** Input checks at the edge (issue 20): an unknown language is a 400 with a message, not an empty list. */
import { factories } from '../../test/factories';
import { startTestServer, tableCounts, type HttpClient, type TestServer } from '../../test/harness';

let server: TestServer;
let http: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  http = server.client();
  const f = factories(server.database.dataSource);
  const cat = await f.category();
  await f.article({ categoryId: cat.id, slug: 'filter-en' });
  await f.article({ categoryId: cat.id, slug: 'filter-id', language: 'id' });
});
afterAll(() => server?.close());

it.each(['/api/articles?language=fr', '/api/articles/recent?language=xx', '/api/articles?language=en&language=id', '/api/articles?language=EN%00'])('%s answers 400 naming the field', async (path) => {
  const res = await http.get(path);
  expect(res.status).toBe(400);
  expect(res.body.message).toBe('language must be en or id');
});

it('GraphQL answers BAD_USER_INPUT for an unknown language', async () => {
  const res = await http.gql(`{ articles(language: "klingon") { slug } }`);
  expect(res.errors?.[0].message).toBe('language must be en or id');
  expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});

it('known languages and no language still filter as before', async () => {
  const before = await tableCounts(server);
  expect((await http.get('/api/articles?language=id')).body.map((a: { slug: string }) => a.slug)).toEqual(['filter-id']);
  expect((await http.get('/api/articles?language=')).body).toHaveLength(2);
  expect((await http.gql(`{ articles(language: "en") { slug } }`)).data.articles).toEqual([{ slug: 'filter-en' }]);
  expect(await tableCounts(server)).toEqual(before);
});
