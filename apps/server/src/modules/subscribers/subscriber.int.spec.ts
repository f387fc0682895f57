/** Newsletter subscribers of issue 4: public sign-up, admin list and delete, REST and GraphQL. */
import { MESSAGES } from '@tumbuh/shared';
import { startTestServer, tableCounts, type HttpClient, type TestServer } from '../../test/harness';


const EDITOR = { username: 'editor', password: 'editor-password' };
const BLANK = 'Please enter your email address.';
const INVALID = 'Please enter a valid email address.';
const DUPLICATE = 'This email is already subscribed.';

let server: TestServer;
let admin: HttpClient;
let editor: HttpClient;
const rows = (email?: string) =>
  server.database.dataSource.query(
    email ? `SELECT id, email, language FROM subscribers WHERE email = $1` : `SELECT id, email, language FROM subscribers ORDER BY id`,
    email ? [email] : [],
  );

beforeAll(async () => {
  server = await startTestServer();
  await server.services.auth.createUser(EDITOR.username, EDITOR.password, false);
  admin = await server.asAdmin();
  editor = server.client();
  expect((await editor.post('/api/login', EDITOR)).status).toBe(200);
});
afterAll(() => server?.close());

/** Runs `fn` and checks that no table changed. */
async function unchanged(fn: () => Promise<void>) {
  const before = await tableCounts(server);
  await fn();
  expect(await tableCounts(server)).toEqual(before);
}

describe('POST /api/subscribers (public)', () => {
  it('trims and lower-cases the email, defaults the language to en, answers 201 with the subscriber', async () => {
    const res = await server.client().post('/api/subscribers', { email: '  Ibu.Sari@Example.COM ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), email: 'ibu.sari@example.com', language: 'en', subscribeDate: expect.any(String) });
    expect(new Date(res.body.subscribeDate).toISOString()).toBe(res.body.subscribeDate);
    expect(Math.abs(Date.parse(res.body.subscribeDate) - Date.now())).toBeLessThan(60_000);
    expect(await rows('ibu.sari@example.com')).toEqual([{ id: res.body.id, email: 'ibu.sari@example.com', language: 'en' }]);
  });

  it('stores the language id when asked', async () => {
    const res = await server.client().post('/api/subscribers', { email: 'bunda@contoh.co.id', language: 'id' });
    expect(res.status).toBe(201);
    expect(res.body.language).toBe('id');
    expect((await rows('bunda@contoh.co.id'))[0].language).toBe('id');
    const nullLanguage = await server.client().post('/api/subscribers', { email: 'null-lang@example.org', language: null });
    expect(nullLanguage.status).toBe(201);
    expect(nullLanguage.body.language).toBe('en');
  });

  it('a duplicate (in any case and spacing) answers 409 "This email is already subscribed." and changes nothing', async () => {
    await server.client().post('/api/subscribers', { email: 'dup@example.com' });
    await unchanged(async () => {
      for (const email of ['dup@example.com', '  DUP@Example.com  ']) {
        const res = await server.client().post('/api/subscribers', { email });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ message: DUPLICATE, errors: { email: DUPLICATE } });
      }
    });
    expect(MESSAGES.emailDuplicate).toBe(DUPLICATE);
  });

  it('simultaneous sign-ups of one address: one 201, the others 409', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.client().post('/api/subscribers', { email: 'race@example.com' })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await rows('race@example.com')).toHaveLength(1);
  });

  it.each([
    ['a missing email', {}, BLANK],
    ['an empty email', { email: '' }, BLANK],
    ['a whitespace-only email', { email: '   \t ' }, BLANK],
    ['a null email', { email: null }, BLANK],
    ['a number', { email: 42 }, BLANK],
    ['an object', { email: { $gt: '' } }, BLANK],
    ['a list', { email: ['a@b.co'] }, BLANK],
    ['no @', { email: 'not-an-email' }, INVALID],
    ['no domain dot', { email: 'a@b' }, INVALID],
    ['a space inside', { email: 'a b@example.com' }, INVALID],
    ['markup', { email: '<script>@x.com' }, INVALID],
    ['a NUL character', { email: 'a\u0000b@example.com' }, INVALID],
    ['an oversized address', { email: `${'x'.repeat(300)}@example.com` }, INVALID],
  ])('%s answers 400 with the message, and nothing is stored', async (_name, body, message) => {
    await unchanged(async () => {
      const res = await server.client().post('/api/subscribers', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, errors: { email: message } });
    });
  });

  it.each([['fr'], ['EN'], [42], [['en']]])('language %j answers 400 "Language must be en or id"', async (language) => {
    await unchanged(async () => {
      const res = await server.client().post('/api/subscribers', { email: 'lang-check@example.com', language });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: MESSAGES.languageInvalid, errors: { language: MESSAGES.languageInvalid } });
    });
  });

  it('reports both fields at once', async () => {
    const res = await server.client().post('/api/subscribers', { email: ' ', language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: BLANK, language: MESSAGES.languageInvalid });
  });

  it('bad bodies answer 4xx, never 500, and store nothing', async () => {
    await unchanged(async () => {
      const c = server.client();
      const malformed = await c.request('POST', '/api/subscribers', { body: '{"email": "a@b.co"', headers: { 'content-type': 'application/json' } });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ message: 'Malformed JSON in request body' });
      for (const json of [['a@b.co'], null, 'a@b.co']) expect((await c.post('/api/subscribers', json)).status).toBe(400);
      expect((await c.request('POST', '/api/subscribers')).status).toBe(400);
      const huge = await c.post('/api/subscribers', { email: `${'x'.repeat(2 * 1024 * 1024)}@example.com` });
      expect(huge.status).toBe(413);
      expect(huge.body.message).toEqual(expect.any(String));
    });
  });
});

describe('admin list and delete (REST)', () => {
  it('GET /api/subscribers: 401 anonymous, 403 non-admin, admins get every subscriber newest first', async () => {
    expect((await server.client().get('/api/subscribers')).status).toBe(401);
    const forbidden = await editor.get('/api/subscribers');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: expect.any(String) });

    for (const email of ['first@example.com', 'second@example.com', 'third@example.com']) await server.client().post('/api/subscribers', { email });
    const res = await admin.get('/api/subscribers');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toHaveLength((await rows()).length);
    expect(res.body.slice(0, 3).map((s: { email: string }) => s.email)).toEqual(['third@example.com', 'second@example.com', 'first@example.com']);
    const dates = res.body.map((s: { subscribeDate: string }) => Date.parse(s.subscribeDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(res.body[0]).toEqual({ id: expect.any(Number), email: 'third@example.com', language: 'en', subscribeDate: expect.any(String) });
  });

  it('DELETE /api/subscribers/:id: 401 anonymous and 403 non-admin leave the row; admin 204 removes it; then 404', async () => {
    const { body } = await server.client().post('/api/subscribers', { email: 'leaving@example.com' });
    await unchanged(async () => {
      expect((await server.client().delete(`/api/subscribers/${body.id}`)).status).toBe(401);
      expect((await editor.delete(`/api/subscribers/${body.id}`)).status).toBe(403);
    });
    const res = await admin.delete(`/api/subscribers/${body.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await rows('leaving@example.com')).toEqual([]);
    const again = await admin.delete(`/api/subscribers/${body.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: expect.any(String) });
    // Once removed, the address may subscribe again.
    expect((await server.client().post('/api/subscribers', { email: 'leaving@example.com' })).status).toBe(201);
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999'])('DELETE with the bad id %j answers 400 and changes nothing', async (id) => {
    await unchanged(async () => {
      const res = await admin.delete(`/api/subscribers/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    });
  });
});

describe('GraphQL', () => {
  const SUBSCRIBE = `mutation ($email: String!, $language: String) { subscribe(email: $email, language: $language) { id email language subscribeDate } }`;

  it('subscribe (public) normalises and stores, like REST', async () => {
    const res = await server.client().gql(SUBSCRIBE, { email: ' GQL.Reader@Example.ORG ', language: 'id' });
    expect(res.errors).toBeUndefined();
    expect(res.data.subscribe).toEqual({ id: expect.any(Number), email: 'gql.reader@example.org', language: 'id', subscribeDate: expect.any(String) });
    expect(await rows('gql.reader@example.org')).toHaveLength(1);
    const noLanguage = await server.client().gql(SUBSCRIBE, { email: 'gql2@example.org' });
    expect(noLanguage.data.subscribe.language).toBe('en');
  });

  it('duplicates answer CONFLICT; bad input answers BAD_USER_INPUT with the field messages; nothing is stored', async () => {
    await server.client().gql(SUBSCRIBE, { email: 'gql-dup@example.org' });
    await unchanged(async () => {
      const dup = await server.client().gql(SUBSCRIBE, { email: 'GQL-DUP@example.org' });
      expect(dup.errors?.[0]).toMatchObject({ message: DUPLICATE, extensions: { code: 'CONFLICT', errors: { email: DUPLICATE } } });
      const blank = await server.client().gql(SUBSCRIBE, { email: '  ' });
      expect(blank.errors?.[0]).toMatchObject({ message: BLANK, extensions: { code: 'BAD_USER_INPUT', errors: { email: BLANK } } });
      const invalid = await server.client().gql(SUBSCRIBE, { email: 'nope' });
      expect(invalid.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors: { email: INVALID } });
      const language = await server.client().gql(SUBSCRIBE, { email: 'ok@example.org', language: 'fr' });
      expect(language.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors: { language: MESSAGES.languageInvalid } });
      const missing = await server.client().gql(`mutation { subscribe { id } }`);
      expect(missing.errors?.[0].extensions?.code).toBeDefined();
      expect(missing.errors?.[0].extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    });
  });

  it('subscribers query: UNAUTHENTICATED anonymous, FORBIDDEN non-admin, the list newest first for admins', async () => {
    const q = `{ subscribers { id email language subscribeDate } }`;
    expect((await server.client().gql(q)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await editor.gql(q)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const res = await admin.gql(q);
    expect(res.errors).toBeUndefined();
    const rest = await admin.get('/api/subscribers');
    expect(res.data.subscribers.map((s: { id: number }) => s.id)).toEqual(rest.body.map((s: { id: number }) => s.id));
  });

  it('deleteSubscriber: UNAUTHENTICATED and FORBIDDEN change nothing; admins delete; NOT_FOUND after', async () => {
    const { body } = await server.client().post('/api/subscribers', { email: 'gql-leaving@example.org' });
    const DELETE = `mutation ($id: Int!) { deleteSubscriber(id: $id) }`;
    await unchanged(async () => {
      expect((await server.client().gql(DELETE, { id: body.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await editor.gql(DELETE, { id: body.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });
    const res = await admin.gql(DELETE, { id: body.id });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ deleteSubscriber: true });
    expect(await rows('gql-leaving@example.org')).toEqual([]);
    const again = await admin.gql(DELETE, { id: body.id });
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const wrongType = await admin.gql(DELETE, { id: 'abc' });
    expect(wrongType.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
