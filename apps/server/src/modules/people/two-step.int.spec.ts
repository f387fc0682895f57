/**
 * Two-step sign-in (issue 29): set up with an authenticator app (QR code, a confirming code, ten
 * recovery codes); then the password alone gives no session; a wrong code is refused; a recovery
 * code works once; turning it off needs the password.
 */
import { authenticator } from 'otplib';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

let server: TestServer;
const PERSON = { username: 'twostep', password: 'quiet-harbour-lantern-88', email: 'twostep@example.test' };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const db = () => server.database.dataSource;
/** A code of the app other than `not` (the next step's, when the current one was just used). */
const codeOf = (secret: string) => authenticator.generate(secret);

async function enable(client: HttpClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post('/api/account/two-step/setup');
  expect(setup.status).toBe(200);
  expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Tumbuh:/);
  const secret: string = setup.body.secret;
  // The secret is stored sealed, never as typed.
  const [row] = await db().query(`SELECT "totpSecret" FROM users WHERE username = $1`, [PERSON.username]);
  expect(row.totpSecret).not.toContain(secret);
  expect((await client.post('/api/account/two-step/confirm', { code: '000000' })).status).toBe(400);
  const confirmed = await client.post('/api/account/two-step/confirm', { code: codeOf(secret) });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}

it('the password alone gives no session; a wrong code is refused; the right code signs in', async () => {
  const first = await server.signIn(PERSON, 'EDITOR');
  const { secret, recoveryCodes } = await enable(first);
  expect((await first.get('/api/account')).body).toMatchObject({ twoStepEnabled: true, recoveryCodesLeft: 10 });
  const stored = JSON.stringify(await db().query(`SELECT "recoveryCodes" FROM users WHERE username = $1`, [PERSON.username]));
  for (const c of recoveryCodes) expect(stored).not.toContain(c);

  const c = server.client();
  const login = await c.post('/api/login', { username: PERSON.username, password: PERSON.password });
  expect(login.status).toBe(200);
  expect(login.body).toEqual({ twoStepRequired: true, challenge: expect.any(String) });
  expect(login.headers.get('set-cookie')).toBeNull();
  expect((await c.get('/api/user')).status).toBe(401);
  // GraphQL: login refuses, signIn answers a challenge.
  const g = await server.client().gql(`mutation { login(username: "${PERSON.username}", password: "${PERSON.password}") { id } }`);
  expect(g.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const s = await server.client().gql(`mutation { signIn(username: "${PERSON.username}", password: "${PERSON.password}") { user { id } twoStepRequired challenge } }`);
  expect(s.data.signIn).toMatchObject({ user: null, twoStepRequired: true });

  const wrong = await c.post('/api/login/two-step', { challenge: login.body.challenge, code: '123456' === codeOf(secret) ? '654321' : '123456' });
  expect(wrong.status).toBe(401);
  expect((await c.get('/api/user')).status).toBe(401);
  const forged = await c.post('/api/login/two-step', { challenge: login.body.challenge.replace(/.$/, (ch: string) => (ch === 'A' ? 'B' : 'A')), code: codeOf(secret) });
  expect(forged.status).toBe(401);
  for (const body of [{}, { challenge: login.body.challenge }, { challenge: 5, code: 5 }]) expect((await c.post('/api/login/two-step', body)).status).toBeGreaterThanOrEqual(400);

  const ok = await c.post('/api/login/two-step', { challenge: login.body.challenge, code: codeOf(secret) });
  expect(ok.status).toBe(200);
  expect(ok.body).toMatchObject({ username: PERSON.username, role: 'EDITOR', isAdmin: false });
  expect((await c.get('/api/user')).status).toBe(200);

  // A recovery code works once.
  const again = await server.client().post('/api/login', { username: PERSON.username, password: PERSON.password });
  const viaRecovery = server.client();
  expect((await viaRecovery.post('/api/login/two-step', { challenge: again.body.challenge, code: recoveryCodes[0].toUpperCase() })).status).toBe(200);
  const third = await server.client().post('/api/login', { username: PERSON.username, password: PERSON.password });
  const reused = await server.client().post('/api/login/two-step', { challenge: third.body.challenge, code: recoveryCodes[0] });
  expect(reused.status).toBe(401);
  expect((await c.get('/api/account')).body.recoveryCodesLeft).toBe(9);

  // An expired challenge is refused even with the right code.
  const expired = await server.client().post('/api/login', { username: PERSON.username, password: PERSON.password });
  const [id, , mac] = (expired.body.challenge as string).split('.');
  expect((await server.client().post('/api/login/two-step', { challenge: `${id}.${Date.now() - 1000}.${mac}`, code: codeOf(secret) })).status).toBe(401);
});

it('too many wrong codes are refused for a while (429)', async () => {
  const login = await server.client().post('/api/login', { username: PERSON.username, password: PERSON.password });
  let last = 0;
  for (let i = 0; i < 7; i++) last = (await server.client().post('/api/login/two-step', { challenge: login.body.challenge, code: '000001' })).status;
  expect(last).toBe(429);
  await db().query(`DELETE FROM rate_limits WHERE key LIKE 'two-step-user%'`);
});

it('turning two-step off needs the password; then the password alone signs in again', async () => {
  const c = server.client();
  const [{ id }] = await db().query(`SELECT id FROM users WHERE username = $1`, [PERSON.username]);
  const login = await c.post('/api/login', { username: PERSON.username, password: PERSON.password });
  const [row] = await db().query(`SELECT "recoveryCodes" FROM users WHERE id = $1`, [id]);
  expect(row.recoveryCodes.length).toBe(9);
  // Sign in with a recovery code to disable.
  const codes = (await (await server.signIn({ username: 'helper-admin', password: 'helper-admin-long-phrase-1' }, 'ADMIN')).get('/api/people')).body;
  expect(codes.find((p: { id: number }) => p.id === id)).toMatchObject({ twoStepEnabled: true });
  expect(login.body.twoStepRequired).toBe(true);
  await db().query(`UPDATE users SET "recoveryCodes" = '[]' WHERE id = $1`, [id]);
  const session = await signInWithTotp(c, login.body.challenge, id);
  expect((await session.post('/api/account/two-step/disable', { password: 'wrong-password' })).status).toBe(400);
  expect((await session.post('/api/account/two-step/disable', { password: PERSON.password })).status).toBe(204);
  const plain = await server.client().post('/api/login', { username: PERSON.username, password: PERSON.password });
  expect(plain.body).toMatchObject({ username: PERSON.username, role: 'EDITOR' });
});

/** Signs in with the person's current TOTP code, read from the sealed secret through the service. */
async function signInWithTotp(c: HttpClient, challenge: string, id: number): Promise<HttpClient> {
  const [row] = await db().query(`SELECT "totpSecret" FROM users WHERE id = $1`, [id]);
  const secret = server.services.auth.secrets.unseal(row.totpSecret)!;
  const res = await c.post('/api/login/two-step', { challenge, code: authenticator.generate(secret) });
  expect(res.status).toBe(200);
  return c;
}
