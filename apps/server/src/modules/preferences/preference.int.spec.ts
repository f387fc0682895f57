/** The admin language remembered per person (issue 33): GraphQL adminLanguage / setAdminLanguage. */
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
});
afterAll(() => server?.close());

const rows = () => server.database.dataSource.query(`SELECT "userId", "adminLanguage" FROM user_preferences ORDER BY "userId"`);
const SET = 'mutation Set($language: String!) { setAdminLanguage(language: $language) }';

it('is English until chosen, then the choice, kept for the person across sessions', async () => {
  expect((await admin.gql('{ adminLanguage }')).data).toEqual({ adminLanguage: 'en' });
  expect((await admin.gql(SET, { language: 'id' })).data).toEqual({ setAdminLanguage: 'id' });
  expect((await admin.gql('{ adminLanguage }')).data).toEqual({ adminLanguage: 'id' });
  // Another sign-in of the same person finds it.
  const again = await server.asAdmin();
  expect((await again.gql('{ adminLanguage }')).data).toEqual({ adminLanguage: 'id' });
  expect(await rows()).toHaveLength(1);
  await admin.gql(SET, { language: 'en' });
  expect(await rows()).toEqual([expect.objectContaining({ adminLanguage: 'en' })]);
});

it.each([
  ['fr', 'fr'],
  ['an empty one', ''],
  ['ID (upper case)', 'ID'],
  ['5000 characters', 'x'.repeat(5000)],
])('refuses the language %s with a 400-coded error and stores nothing', async (_label, language) => {
  const before = await rows();
  const res = await admin.gql(SET, { language });
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(res.errors?.[0]?.message).toBe('Language must be en or id');
  expect(await rows()).toEqual(before);
});

it('answers anonymous callers UNAUTHENTICATED; every role keeps a language of its own (USE_ADMIN)', async () => {
  const anonymous = server.client();
  expect((await anonymous.gql('{ adminLanguage }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect((await anonymous.gql(SET, { language: 'id' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const writer = await server.asWriter();
  const admin = await server.asAdmin();
  await admin.gql(SET, { language: 'en' });
  expect((await writer.gql(SET, { language: 'id' })).errors).toBeUndefined();
  expect((await writer.gql('{ adminLanguage }')).data?.adminLanguage).toBe('id');
  expect((await admin.gql('{ adminLanguage }')).data?.adminLanguage).toBe('en');
});
