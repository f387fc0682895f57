/** Accounts and sessions of issue 4: login, logout, session cookie and store, login throttling. */
import { MESSAGES } from '@tumbuh/shared';
import bcrypt from 'bcryptjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config/env';
import { startServer } from '../../server';
import { HttpClient, startTestServer, TEST_ADMIN, type HttpResult, type TestServer } from '../../test/harness';
import { DUMMY_HASH, PASSWORD_HASH_COST } from './password';

const EDITOR = { username: 'editor', password: 'editor-password' };
const WRONG = { username: TEST_ADMIN.username, password: 'not-the-password' };
const THROTTLED = /^Too many login attempts\. Try again in (\d+) minutes?\.$/;

// bcrypt (cost 12) is slow by design: every failed sign-in takes a good part of a second.

let server: TestServer;
const query = (sql: string, params: unknown[] = []) => server.database.dataSource.query(sql, params);
// The counters are rate-limiter-flexible's rows (key 'login-user:<name>', points, expire in epoch ms).
const attemptRows = async () => Number((await query(`SELECT coalesce(sum(points), 0)::int AS n FROM rate_limits WHERE key LIKE 'login-user:%'`))[0].n);
const userRows = async (name: string) => Number((await query(`SELECT count(*)::int AS n FROM rate_limits WHERE key = $1`, [`login-user:${name}`]))[0].n);
/** A counter as if its window had started `agoMs` ago (the window is 15 minutes). */
const counter = (key: string, points: number, agoMs: number) =>
  query(`INSERT INTO rate_limits (key, points, expire) VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET points = $2, expire = $3`, [key, points, Date.now() - agoMs + 15 * 60_000]);

// The test server trusts a proxy on loopback, so X-Forwarded-For makes a request come from another address.
let addressSeq = 0;
const newAddress = () => `203.0.113.${++addressSeq % 250}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** The tumbuh.sid cookie a response sets (its whole Set-Cookie line), if any. */
const sessionCookie = (res: HttpResult) => res.headers.getSetCookie().find((c) => c.startsWith('tumbuh.sid='));
const cookieValue = (line: string | undefined) => line?.split(';')[0];

function gqlWith(client: HttpClient, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  return client.request<{ data?: any; errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string> } }[] }>('POST', '/graphql', {
    json: { query, variables },
    headers,
  });
}
const LOGIN = `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { id username isAdmin } }`;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
  await server.services.auth.createUser(EDITOR.username, EDITOR.password, false);
});
afterAll(() => server?.close());
beforeEach(() => query(`DELETE FROM rate_limits`));

describe('POST /api/login', () => {
  it('signs in and answers the user without the password hash', async () => {
    const c = server.client();
    const res = await c.post('/api/login', TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), username: 'admin', isAdmin: true, role: 'ADMIN' });
    expect(res.text).not.toMatch(/\$2[aby]\$/);
    const me = await c.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(res.body);
    expect(await attemptRows()).toBe(0); // a successful sign-in leaves no attempt behind
  });

  it('sets an HttpOnly, SameSite=Lax session cookie; Secure behind an HTTPS proxy', async () => {
    const plain = sessionCookie(await server.client().post('/api/login', TEST_ADMIN));
    expect(plain).toMatch(/; HttpOnly/i);
    expect(plain).toMatch(/; SameSite=Lax/i);
    expect(plain).toMatch(/; Path=\//i);
    expect(plain).not.toMatch(/; Secure/i);
    const https = sessionCookie(await server.client().post('/api/login', TEST_ADMIN, { 'x-forwarded-proto': 'https' }));
    expect(https).toMatch(/; Secure/i);
    expect(https).toMatch(/; HttpOnly/i);
  });

  it('stores the session in PostgreSQL (connect-pg-simple "session" table)', async () => {
    const c = server.client();
    const res = await c.post('/api/login', EDITOR);
    const sid = decodeURIComponent(cookieValue(sessionCookie(res))!.split('=')[1]).replace(/^s:/, '').split('.')[0];
    const rows = await query(`SELECT sess FROM session WHERE sid = $1`, [sid]);
    expect(rows).toHaveLength(1);
    expect(rows[0].sess.user).toEqual({ id: res.body.id, username: 'editor', isAdmin: false, role: 'WRITER', name: null });
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const wrong = await server.client().post('/api/login', WRONG);
    const unknown = await server.client().post('/api/login', { username: 'nobody-here', password: 'whatever-it-is' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid username or password' });
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(MESSAGES.invalidCredentials).toBe('Invalid username or password');
  });

  it('takes about as long for an unknown user as for a wrong password (dummy bcrypt hash)', async () => {
    expect(bcrypt.getRounds(DUMMY_HASH)).toBe(PASSWORD_HASH_COST);
    const time = async (body: object) => {
      const t = process.hrtime.bigint();
      const res = await server.client().post('/api/login', body, from(newAddress()));
      expect(res.status).toBe(401);
      return Number(process.hrtime.bigint() - t) / 1e6;
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      wrong.push(await time(WRONG));
      unknown.push(await time({ username: `ghost-${i}`, password: 'x' }));
    }
    // Without the dummy comparison an unknown user answers in a few ms against hundreds for bcrypt.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...wrong) * 0.4);
  });

  it('trims the username', async () => {
    const res = await server.client().post('/api/login', { username: `  ${TEST_ADMIN.username} `, password: TEST_ADMIN.password });
    expect(res.status).toBe(200);
  });

  it.each([
    ['an empty object', {}, { username: 'Username is required', password: 'Password is required' }],
    ['no password', { username: 'admin' }, { password: 'Password is required' }],
    ['no username', { password: 'x' }, { username: 'Username is required' }],
    ['blank strings', { username: '   ', password: '' }, { username: 'Username is required', password: 'Password is required' }],
    ['a number as username', { username: 42, password: 'x' }, { username: 'Username is required' }],
    ['an object as username', { username: { $ne: null }, password: 'x' }, { username: 'Username is required' }],
    ['a list as username', { username: ['admin'], password: 'x' }, { username: 'Username is required' }],
    ['a boolean as password', { username: 'admin', password: true }, { password: 'Password is required' }],
    ['null fields', { username: null, password: null }, { username: 'Username is required', password: 'Password is required' }],
    ['a very long username', { username: 'a'.repeat(10_000), password: 'x' }, { username: 'Must be at most 100 characters' }],
    ['a very long password', { username: 'admin', password: 'x'.repeat(100_000) }, { password: 'Must be at most 200 characters' }],
  ])('answers 400 with the field messages for %s', async (_name, body, errors) => {
    const res = await server.client().post('/api/login', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(res.body.message).toBe(Object.values(errors)[0]);
    expect(await attemptRows()).toBe(0); // rejected input is no login attempt
  });

  it('answers 400, never 500, for malformed or odd bodies', async () => {
    const c = server.client();
    const malformed = await c.request('POST', '/api/login', { body: '{"username": "admin", "password":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON in request body' });
    for (const json of [[TEST_ADMIN], null, 'admin', 12]) {
      const res = await c.post('/api/login', json);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const noBody = await c.request('POST', '/api/login');
    expect(noBody.status).toBe(400);
    const form = await c.request('POST', '/api/login', { body: 'username=admin&password=test-admin-password', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(400); // JSON only: a cross-site HTML form cannot sign anyone in
    const nul = await c.post('/api/login', { username: 'ad\u0000min', password: 'x' });
    expect(nul.status).toBe(400);
    const huge = await c.post('/api/login', { username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await attemptRows()).toBe(0);
    expect((await c.get('/api/user')).status).toBe(401);
  });
});

describe('sessions', () => {
  it('gives a new session id on login; a session id planted before login is worthless (no fixation)', async () => {
    // The attacker signs in with their own (non-admin) account and plants that session cookie in the victim's browser.
    const attacker = server.client();
    const planted = cookieValue(sessionCookie(await attacker.post('/api/login', EDITOR)))!;
    expect((await attacker.get('/api/user')).body.username).toBe('editor');

    const victim = server.client();
    const res = await victim.post('/api/login', TEST_ADMIN, { cookie: planted });
    expect(res.status).toBe(200);
    const fresh = cookieValue(sessionCookie(res));
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(planted);
    expect((await victim.get('/api/user')).body).toMatchObject({ username: 'admin', isAdmin: true });
    // The planted id was destroyed with the regeneration: it does not carry the admin (nor anything).
    expect((await attacker.get('/api/user')).status).toBe(401);
    // A made-up id is replaced as well.
    const made = 'tumbuh.sid=s%3Aattacker-chosen-id.bm90LWEtc2lnbmF0dXJl';
    const other = await server.client().post('/api/login', TEST_ADMIN, { cookie: made });
    expect(cookieValue(sessionCookie(other))).not.toBe(made);
  });

  it('logout destroys the session and clears the cookie; /api/user is then 401', async () => {
    const c = await server.asAdmin();
    const before = Number((await query(`SELECT count(*)::int AS n FROM session`))[0].n);
    const res = await c.post('/api/logout');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(sessionCookie(res)).toMatch(/^tumbuh\.sid=;.*Expires=Thu, 01 Jan 1970/i);
    expect(Number((await query(`SELECT count(*)::int AS n FROM session`))[0].n)).toBe(before - 1);
    expect((await c.get('/api/user')).status).toBe(401);
    expect((await c.get('/api/user')).body).toEqual({ message: expect.any(String) });
  });

  it('replaying the cookie of a logged-out session does not sign in', async () => {
    const c = server.client();
    const cookie = cookieValue(sessionCookie(await c.post('/api/login', TEST_ADMIN)))!;
    await c.post('/api/logout');
    const replay = await server.client().get('/api/user', { cookie });
    expect(replay.status).toBe(401);
  });

  it('logout without a session answers 204', async () => {
    const res = await server.client().post('/api/logout');
    expect(res.status).toBe(204);
  });

  it('a non-admin user gets 403 on admin calls, an admin 200, anonymous 401 (REST and GraphQL)', async () => {
    const editor = server.client();
    expect((await editor.post('/api/login', EDITOR)).body).toMatchObject({ username: 'editor', isAdmin: false });
    const admin = await server.asAdmin();
    const anonymous = server.client();
    expect((await anonymous.get('/api/subscribers')).status).toBe(401);
    expect((await editor.get('/api/subscribers')).status).toBe(403);
    expect((await editor.get('/api/subscribers')).body).toEqual({ message: expect.any(String) });
    expect((await admin.get('/api/subscribers')).status).toBe(200);

    const q = `{ subscribers { id } }`;
    expect((await anonymous.gql(q)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await editor.gql(q)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const ok = await admin.gql(q);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.subscribers).toEqual(expect.any(Array));
  });
});

describe('GraphQL login, logout, me', () => {
  it('login sets a fresh session, me reads it, logout ends it', async () => {
    const c = server.client();
    const planted = cookieValue(sessionCookie(await c.post('/api/login', EDITOR)))!;
    const res = await gqlWith(c, LOGIN, TEST_ADMIN);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.login).toEqual({ id: expect.any(Number), username: 'admin', isAdmin: true });
    const fresh = cookieValue(sessionCookie(res));
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(planted);
    expect((await c.gql(`{ me { username isAdmin } }`)).data.me).toEqual({ username: 'admin', isAdmin: true });
    expect((await c.get('/api/user')).body.username).toBe('admin');

    const out = await c.gql(`mutation { logout }`);
    expect(out.data).toEqual({ logout: true });
    expect((await c.gql(`{ me { username } }`)).data.me).toBeNull();
    expect((await c.get('/api/user')).status).toBe(401);
    expect((await server.client().gql(`mutation { logout }`)).data).toEqual({ logout: true });
  });

  it('wrong credentials: UNAUTHENTICATED with the same message; blank fields: BAD_USER_INPUT with field messages', async () => {
    const c = server.client();
    const wrong = await c.gql(LOGIN, WRONG);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
    expect(wrong.data).toBeNull();
    const blank = await c.gql(LOGIN, { username: ' ', password: '' });
    expect(blank.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors: { username: 'Username is required', password: 'Password is required' } });
    const wrongType = await c.gql(LOGIN, { username: 42, password: 'x' });
    expect(wrongType.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await c.gql(`{ me { id } }`)).data.me).toBeNull();
  });
});

describe('login throttling', () => {
  async function failFrom(ip: string, times: number, path = '/api/login', username = WRONG.username) {
    for (let i = 0; i < times; i++) {
      const res = await server.client().post(path, { username, password: `wrong-${i}` }, from(ip));
      expect(res.status).toBe(401);
    }
  }
  const expectThrottled = (res: HttpResult) => {
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(THROTTLED);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(Number(THROTTLED.exec(res.body.message)![1])).toBe(Math.ceil(retryAfter / 60));
  };

  it('after 5 failures from one address, further attempts (even the right password) answer 429 with Retry-After', async () => {
    const ip = newAddress();
    await failFrom(ip, 5);
    const sixth = await server.client().post('/api/login', WRONG, from(ip));
    expectThrottled(sixth);
    expect(sixth.body.message).toBe('Too many login attempts. Try again in 15 minutes.');
    const right = await server.client().post('/api/login', TEST_ADMIN, from(ip));
    expectThrottled(right);
    expect(sessionCookie(right)).toBeUndefined();
    // Refused attempts are not recorded, so hammering does not extend the lock or grow the table.
    expect(await attemptRows()).toBe(5);
  });

  it('counts failures per username across addresses (and across case and spaces)', async () => {
    const variants = ['admin', 'Admin', ' ADMIN ', 'admin', 'aDmIn'];
    for (const username of variants) await failFrom(newAddress(), 1, '/api/login', username);
    const res = await server.client().post('/api/login', TEST_ADMIN, from(newAddress()));
    expectThrottled(res);
    // Another user is not affected.
    expect((await server.client().post('/api/login', EDITOR, from(newAddress()))).status).toBe(200);
  });

  it('counts failures per address across usernames', async () => {
    const ip = newAddress();
    for (let i = 0; i < 5; i++) await failFrom(ip, 1, '/api/login', `someone-${i}`);
    expectThrottled(await server.client().post('/api/login', EDITOR, from(ip)));
    expectThrottled(await server.client().post('/api/login', TEST_ADMIN, from(ip)));
    // The same users from another address are fine.
    expect((await server.client().post('/api/login', EDITOR, from(newAddress()))).status).toBe(200);
  });

  it('a successful login resets the username counter', async () => {
    for (let i = 0; i < 4; i++) await failFrom(newAddress(), 1);
    expect((await server.client().post('/api/login', TEST_ADMIN, from(newAddress()))).status).toBe(200);
    expect(await userRows('admin')).toBe(0);
    for (let i = 0; i < 5; i++) await failFrom(newAddress(), 1); // 5 more 401s, not 429
    expectThrottled(await server.client().post('/api/login', TEST_ADMIN, from(newAddress())));
  });

  it('/API/Login/ and other spellings of the path share the same throttle', async () => {
    expect((await server.client().post('/API/Login/', TEST_ADMIN)).status).toBe(200);
    const ip = newAddress();
    for (const p of ['/api/login', '/API/Login/', '/Api/LOGIN', '/api/login/', '/API/LOGIN']) await failFrom(ip, 1, p);
    for (const p of ['/API/Login/', '/api/Login', '/api/login']) expectThrottled(await server.client().post(p, TEST_ADMIN, from(ip)));
  });

  it('GraphQL login shares the throttle with REST, with the same message and a Retry-After header', async () => {
    const ip = newAddress();
    await failFrom(ip, 3);
    for (let i = 0; i < 2; i++) {
      const res = await gqlWith(server.client(), LOGIN, WRONG, from(ip));
      expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const blocked = await gqlWith(server.client(), LOGIN, TEST_ADMIN, from(ip));
    expect(blocked.body.data).toBeNull();
    expect(blocked.body.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.body.errors?.[0].message).toMatch(THROTTLED);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sessionCookie(blocked)).toBeUndefined();
    expectThrottled(await server.client().post('/api/login', TEST_ADMIN, from(ip)));
  });

  it('aliased logins in one GraphQL request cannot multiply the guesses', async () => {
    // login is non-null: the first failure ends the whole (serially executed) mutation.
    const fields = Array.from({ length: 8 }, (_, i) => `a${i}: login(username: "admin", password: "guess-${i}") { id }`).join('\n');
    const ip = newAddress();
    const res = await gqlWith(server.client(), `mutation { ${fields} }`, {}, from(ip));
    expect(res.body.data).toBeNull();
    expect(res.body.errors!.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(await attemptRows()).toBe(1);
    // And each request's guess counts: the sixth request is refused.
    for (let i = 0; i < 4; i++) await gqlWith(server.client(), `mutation { ${fields} }`, {}, from(ip));
    const blocked = await gqlWith(server.client(), `mutation { ${fields} }`, {}, from(ip));
    expect(blocked.body.errors!.map((e) => e.extensions?.code)).toEqual(['TOO_MANY_REQUESTS']);
    expect(await attemptRows()).toBe(5);
  });

  it('parallel guesses cannot slip past the count', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => server.client().post('/api/login', { username: 'admin', password: `p-${i}` }, from(newAddress()))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    expect(await attemptRows()).toBeLessThanOrEqual(5);
  });

  it('the lock lifts when the failures leave the 15-minute window; Retry-After says when', async () => {
    const ip = newAddress();
    // Five failures 10 minutes ago: locked for about 5 more minutes.
    await counter('login-user:admin', 5, 10 * 60_000);
    await counter(`login-ip:${ip}`, 5, 10 * 60_000);
    const res = await server.client().post('/api/login', TEST_ADMIN, from(newAddress()));
    expectThrottled(res);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(290);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(300);
    expect(res.body.message).toBe('Too many login attempts. Try again in 5 minutes.');
    // Older than the window: they no longer count.
    await query(`UPDATE rate_limits SET expire = $1`, [Date.now() - 60_000]);
    expect((await server.client().post('/api/login', TEST_ADMIN, from(ip))).status).toBe(200);
  });

  it('old attempts are deleted, so the table does not grow without bound', async () => {
    for (let i = 0; i < 50; i++) await counter(`login-user:u${i}`, 1, 60 * 60_000);
    await counter('login-user:recent', 1, 0);
    expect(await server.services.auth.throttle.prune()).toBe(50);
    expect(await attemptRows()).toBe(1);
  });

  it('limits live in PostgreSQL: a second server process on the same database shares them (and the sessions)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-second-'));
    const second = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: server.database.url,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        SESSION_SECRET: server.config.sessionSecret,
        WEB_DIST_DIR: path.join(dataDir, 'no-client'),
        // No TRUST_PROXY: X-Forwarded-For is ignored there, every request comes from 127.0.0.1.
      }),
      () => undefined,
    );
    try {
      const other = new HttpClient(`http://127.0.0.1:${second.port}`);
      // An attempt older than the window is cleared by housekeeping (the new process does it on its first attempt).
      await counter('login-user:old', 1, 2 * 60 * 60_000);
      // Three failures on the first server, two on the second: the username is locked on both.
      for (let i = 0; i < 3; i++) expect((await server.client().post('/api/login', WRONG, from(newAddress()))).status).toBe(401);
      for (let i = 0; i < 2; i++) expect((await other.post('/api/login', WRONG)).status).toBe(401);
      expectThrottled(await other.post('/api/login', TEST_ADMIN));
      expectThrottled(await server.client().post('/api/login', TEST_ADMIN, from(newAddress())));
      expect(await userRows('old')).toBe(0);

      // Without a trusted proxy a forged X-Forwarded-For does not give a fresh address.
      await query(`DELETE FROM rate_limits`);
      for (let i = 0; i < 5; i++) expect((await other.post('/api/login', { username: `x-${i}`, password: 'x' }, from(newAddress()))).status).toBe(401);
      expectThrottled(await other.post('/api/login', EDITOR, from(newAddress())));

      // A session made by one process is valid on the other (connect-pg-simple).
      await query(`DELETE FROM rate_limits`);
      const signedIn = await server.client().post('/api/login', TEST_ADMIN);
      const cookie = cookieValue(sessionCookie(signedIn))!;
      const seen = await new HttpClient(`http://127.0.0.1:${second.port}`).get('/api/user', { cookie });
      expect(seen.status).toBe(200);
      expect(seen.body.username).toBe('admin');
    } finally {
      await second.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
