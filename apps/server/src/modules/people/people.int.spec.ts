/**
 * People (issue 29): invitations (valid, reused, expired, forged, withdrawn), roles and the last
 * admin, deactivation (an old cookie is refused at once), password resets (same answer, single use,
 * expiry, sessions ended), password changes, and the site's two-step requirement.
 */
import { PASSWORD_MESSAGES } from '@tumbuh/shared';
import { authenticator } from 'otplib';
import { readOutbox } from '../../test/newsletter.test-kit';
import { startTestServer, TEST_ADMIN, TEST_EDITOR, TEST_WRITER, type HttpClient, type TestServer } from '../../test/harness';
import { hashPassword } from '../auth/password';
import { FORGOT_ANSWER } from './password-reset.service';
import { LAST_ADMIN_MESSAGE } from './people.service';

let server: TestServer;
let admin: HttpClient;
const STRONG = 'violet-harbour-kettle-93';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
});
afterAll(() => server?.close());

const db = () => server.database.dataSource;
const userId = async (username: string): Promise<number> => (await db().query(`SELECT id FROM users WHERE username = $1`, [username]))[0].id;

/** The token of the newest mail to `to` whose link has `path`. */
async function tokenFromMail(to: string, path: string): Promise<string> {
  const mails = (await readOutbox(server.dataDir)).filter((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '').includes(to));
  const text = mails.at(-1)?.text ?? '';
  const m = new RegExp(`${path.replace('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link mailed to ${to}`);
  return m[1];
}

describe('invitations', () => {
  it('an admin invites by email; the link opens once, with a strong password; the person is signed in with the role', async () => {
    const invited = await admin.post('/api/people/invitations', { email: 'New.Writer@Example.test', role: 'WRITER' });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: 'new.writer@example.test', role: 'WRITER', invitedByName: 'admin' });
    expect((await admin.get('/api/people/invitations')).body).toHaveLength(1);
    const token = await tokenFromMail('new.writer@example.test', '/auth/invite');
    // Only the hash is stored.
    expect(JSON.stringify(await db().query(`SELECT * FROM invitations`))).not.toContain(token);

    const guest = server.client();
    expect((await guest.post('/api/invitations/lookup', { token })).body).toMatchObject({ email: 'new.writer@example.test', role: 'WRITER' });
    const weak = await guest.post('/api/invitations/accept', { token, username: 'newwriter', password: 'password1234' });
    expect([weak.status, weak.body.message]).toEqual([400, PASSWORD_MESSAGES.tooWeak]);
    const short = await guest.post('/api/invitations/accept', { token, username: 'newwriter', password: 'Xq7#pL2!' });
    expect([short.status, short.body.message]).toEqual([400, PASSWORD_MESSAGES.tooShort]);
    const badName = await guest.post('/api/invitations/accept', { token, username: 'a b', password: STRONG });
    expect(badName.status).toBe(400);
    expect(await db().query(`SELECT 1 FROM users WHERE username = 'newwriter'`)).toHaveLength(0);

    const accepted = await guest.post('/api/invitations/accept', { token, username: 'newwriter', password: STRONG, name: 'Nia Writer' });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ username: 'newwriter', isAdmin: false, role: 'WRITER' });
    expect((await guest.get('/api/user')).body).toMatchObject({ username: 'newwriter', role: 'WRITER' });
    const [row] = await db().query(`SELECT email, name, role, "isAdmin" FROM users WHERE username = 'newwriter'`);
    expect(row).toEqual({ email: 'new.writer@example.test', name: 'Nia Writer', role: 'WRITER', isAdmin: false });

    // Reused: refused, nothing written.
    const again = await server.client().post('/api/invitations/accept', { token, username: 'another', password: STRONG });
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/not valid/);
    expect(await db().query(`SELECT 1 FROM users WHERE username = 'another'`)).toHaveLength(0);
    expect((await server.client().post('/api/invitations/lookup', { token })).status).toBe(404);
  });

  it('an expired, withdrawn or forged link is refused; bad input is a 400', async () => {
    await admin.post('/api/people/invitations', { email: 'late@example.test', role: 'EDITOR' });
    const expired = await tokenFromMail('late@example.test', '/auth/invite');
    await db().query(`UPDATE invitations SET "expiresAt" = now() - interval '1 second' WHERE email = 'late@example.test'`);
    expect((await server.client().post('/api/invitations/accept', { token: expired, username: 'late', password: STRONG })).status).toBe(404);

    const inv = await admin.post('/api/people/invitations', { email: 'gone@example.test', role: 'EDITOR' });
    const withdrawn = await tokenFromMail('gone@example.test', '/auth/invite');
    expect((await admin.delete(`/api/people/invitations/${inv.body.id}`)).status).toBe(204);
    expect((await server.client().post('/api/invitations/accept', { token: withdrawn, username: 'gone', password: STRONG })).status).toBe(404);

    for (const token of ['forged-token-forged-token-forged', withdrawn.slice(0, -2) + 'xx', 42, null, '../../etc/passwd']) {
      const res = await server.client().post('/api/invitations/accept', { token, username: 'forger', password: STRONG });
      expect(res.status).toBe(404);
    }
    // GraphQL answers the same.
    const gql = await server.client().gql(`mutation { acceptInvitation(token: "nope-nope-nope-nope-nope", username: "forger", password: "${STRONG}") { id } }`);
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await db().query(`SELECT 1 FROM users WHERE username IN ('late', 'gone', 'forger')`)).toHaveLength(0);

    for (const body of [{}, { email: 'not an email', role: 'WRITER' }, { email: 'x@example.test', role: 'OWNER' }, [], { email: 'x'.repeat(300) + '@example.test', role: 'WRITER' }]) {
      const res = await admin.post('/api/people/invitations', body);
      expect([res.status, typeof res.body.message]).toEqual([400, 'string']);
    }
    // An address already on the team.
    await server.asEditor();
    expect((await admin.post('/api/people/invitations', { email: TEST_EDITOR.email, role: 'WRITER' })).status).toBe(409);
  });
});

describe('roles, deactivation and the last admin', () => {
  it('the last active admin cannot demote or deactivate themself (409, nothing changed)', async () => {
    const id = await userId(TEST_ADMIN.username);
    const demote = await admin.patch(`/api/people/${id}`, { role: 'EDITOR' });
    expect([demote.status, demote.body.message]).toEqual([409, LAST_ADMIN_MESSAGE]);
    const off = await admin.post(`/api/people/${id}/deactivate`);
    expect(off.status).toBe(409);
    const gql = await admin.gql(`mutation { changePersonRole(id: ${id}, role: "WRITER") { role } }`);
    expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await db().query(`SELECT role, "isAdmin", active FROM users WHERE id = $1`, [id]))[0]).toEqual({ role: 'ADMIN', isAdmin: true, active: true });
    expect((await admin.patch(`/api/people/${id}`, { role: 'BOSS' })).status).toBe(400);
    expect((await admin.patch(`/api/people/abc`, { role: 'EDITOR' })).status).toBe(400);
    expect((await admin.patch(`/api/people/999999`, { role: 'EDITOR' })).status).toBe(404);
  });

  it('a role change applies on the next request; isAdmin follows the role', async () => {
    const editor = await server.asEditor();
    const id = await userId(TEST_EDITOR.username);
    expect((await editor.get('/api/subscribers')).status).toBe(403);
    const res = await admin.patch(`/api/people/${id}`, { role: 'ADMIN' });
    expect(res.body).toMatchObject({ role: 'ADMIN', isAdmin: true });
    expect((await editor.get('/api/subscribers')).status).toBe(200);
    expect((await editor.get('/api/user')).body).toMatchObject({ isAdmin: true, role: 'ADMIN' });
    // Now two admins: one may step down.
    expect((await editor.patch(`/api/people/${id}`, { role: 'EDITOR' })).status).toBe(200);
    expect((await editor.get('/api/subscribers')).status).toBe(403);
  });

  it("deactivating ends the person's sessions at once: the old cookie is refused, sign-in too; reactivating lets them back", async () => {
    const writer = await server.asWriter();
    const id = await userId(TEST_WRITER.username);
    expect((await writer.get('/api/user')).status).toBe(200);
    const people = (await admin.get('/api/people')).body as { id: number; active: boolean }[];
    expect(people.find((p) => p.id === id)).toMatchObject({ active: true, role: 'WRITER' });

    const res = await admin.post(`/api/people/${id}/deactivate`);
    expect(res.body).toMatchObject({ id, active: false });
    expect(await db().query(`SELECT 1 FROM "session" WHERE (sess->'user'->>'id') = $1`, [String(id)])).toHaveLength(0);
    expect((await writer.get('/api/user')).status).toBe(401);
    expect((await writer.post('/api/articles', {})).status).toBe(401);
    expect((await writer.gql(`{ adminArticles { id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const login = await server.client().post('/api/login', { username: TEST_WRITER.username, password: TEST_WRITER.password });
    expect(login.status).toBe(401);

    expect((await admin.post(`/api/people/${id}/reactivate`)).body).toMatchObject({ active: true });
    expect((await server.client().post('/api/login', { username: TEST_WRITER.username, password: TEST_WRITER.password })).status).toBe(200);
  });

  it('a session made before the deactivation but kept in the store is still refused (active is read on each request)', async () => {
    const writer = await server.asWriter();
    const id = await userId(TEST_WRITER.username);
    await db().query(`UPDATE users SET active = false WHERE id = $1`, [id]); // behind the service's back: sessions stay
    expect((await writer.get('/api/user')).status).toBe(401);
    expect((await writer.get('/api/account')).status).toBe(401);
    await db().query(`UPDATE users SET active = true WHERE id = $1`, [id]);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown account; mails a single-use link; a reset ends every session', async () => {
    const writer = await server.asWriter();
    const unknown = await server.client().post('/api/password/forgot', { login: 'nobody@example.test' });
    const known = await server.client().post('/api/password/forgot', { email: TEST_WRITER.email });
    expect([unknown.status, unknown.body]).toEqual([202, { message: FORGOT_ANSWER }]);
    expect([known.status, known.body]).toEqual([202, { message: FORGOT_ANSWER }]);
    expect((await readOutbox(server.dataDir)).filter((m) => JSON.stringify(m.to).includes('nobody@'))).toHaveLength(0);
    const token = await tokenFromMail(TEST_WRITER.email, '/auth/reset');
    expect(JSON.stringify(await db().query(`SELECT * FROM password_resets`))).not.toContain(token);

    const weak = await server.client().post('/api/password/reset', { token, password: 'short' });
    expect(weak.status).toBe(400);
    const newPassword = 'saffron-meadow-lantern-51';
    expect((await server.client().post('/api/password/reset', { token, password: newPassword })).status).toBe(200);
    expect((await writer.get('/api/user')).status).toBe(401);
    expect((await server.client().post('/api/login', { username: TEST_WRITER.username, password: TEST_WRITER.password })).status).toBe(401);
    expect((await server.client().post('/api/login', { username: TEST_WRITER.username, password: newPassword })).status).toBe(200);

    // Reused, expired, forged.
    expect((await server.client().post('/api/password/reset', { token, password: 'another-long-phrase-kettle-77' })).status).toBe(404);
    await server.client().post('/api/password/forgot', { username: TEST_WRITER.username });
    const late = await tokenFromMail(TEST_WRITER.email, '/auth/reset');
    await db().query(`UPDATE password_resets SET "expiresAt" = now() - interval '1 second' WHERE "usedAt" IS NULL`);
    expect((await server.client().post('/api/password/reset', { token: late, password: 'another-long-phrase-kettle-77' })).status).toBe(404);
    expect((await server.client().post('/api/password/reset', { token: 'x'.repeat(43), password: 'another-long-phrase-kettle-77' })).status).toBe(404);
    for (const body of [{}, { login: 42 }, { login: '' }, 'x']) expect((await server.client().post('/api/password/forgot', body)).status).toBe(400);
    await db().query(`UPDATE users SET password = $2 WHERE username = $1`, [TEST_WRITER.username, await hashPassword(TEST_WRITER.password)]);
  });

  it('is limited per account: past the limit the answer stays the same but no more mail goes', async () => {
    await server.asEditor();
    const before = (await readOutbox(server.dataDir)).length;
    for (let i = 0; i < 6; i++) {
      const res = await server.client().post('/api/password/forgot', { login: TEST_EDITOR.email });
      expect([res.status, res.body.message]).toEqual([202, FORGOT_ANSWER]);
    }
    expect((await readOutbox(server.dataDir)).length - before).toBe(3);
  });
});

describe('My account', () => {
  it('changing the password needs the current one, follows the rule and ends every other session', async () => {
    const person = { username: 'changer', password: 'first-long-phrase-garden-12', email: 'changer@example.test' };
    const a = await server.signIn(person, 'EDITOR');
    const b = await server.signIn(person, 'EDITOR');
    expect((await a.get('/api/account/sessions')).body).toHaveLength(2);
    expect((await a.post('/api/account/password', { currentPassword: 'wrong', newPassword: 'second-long-phrase-orchard-34' })).status).toBe(400);
    expect((await a.post('/api/account/password', { currentPassword: person.password, newPassword: 'changer12345' })).status).toBe(400);
    expect((await a.post('/api/account/password', { currentPassword: person.password, newPassword: 'second-long-phrase-orchard-34' })).status).toBe(204);
    expect((await b.get('/api/user')).status).toBe(401);
    expect((await a.get('/api/user')).status).toBe(200);
    const sessions = (await a.get('/api/account/sessions')).body;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true });
    expect(JSON.stringify(sessions)).not.toContain((await db().query(`SELECT sid FROM "session" LIMIT 1`))[0].sid);
  });

  it('sign out everywhere else; email change needs the password; the account view hides secrets', async () => {
    const person = { username: 'mover', password: 'mover-long-phrase-river-56', email: 'mover@example.test' };
    const a = await server.signIn(person, 'WRITER');
    const b = await server.signIn(person, 'WRITER');
    expect((await a.post('/api/account/sessions/sign-out-others')).body).toEqual({ ended: 1 });
    expect((await b.get('/api/user')).status).toBe(401);
    expect((await a.patch('/api/account', { email: 'moved@example.test' })).status).toBe(400);
    expect((await a.patch('/api/account', { email: 'moved@example.test', currentPassword: person.password, name: 'Mo Ver' })).body).toMatchObject({
      email: 'moved@example.test',
      name: 'Mo Ver',
      twoStepEnabled: false,
    });
    expect((await a.patch('/api/account', { email: TEST_EDITOR.email, currentPassword: person.password })).status).toBe(409);
    const view = JSON.stringify((await a.get('/api/account')).body);
    expect(view).not.toMatch(/password"|totpSecret|recoveryCodes"/);
  });
});

describe('required two-step sign-in', () => {
  it('an editor without two-step gets a session limited to My account while the setting is on', async () => {
    const editor = await server.asEditor();
    expect((await admin.put('/api/people/settings', { requireTwoStep: 'yes' })).status).toBe(400);
    // The admin must have it first, or their own session would be limited at once.
    expect((await admin.put('/api/people/settings', { requireTwoStep: true })).status).toBe(409);
    const setup = await admin.post('/api/account/two-step/setup');
    expect((await admin.post('/api/account/two-step/confirm', { code: authenticator.generate(setup.body.secret) })).status).toBe(200);
    expect((await admin.put('/api/people/settings', { requireTwoStep: true })).body).toEqual({ requireTwoStep: true });
    expect((await admin.get('/api/people/settings')).body).toEqual({ requireTwoStep: true });

    // Existing sessions are limited on their next request; a writer is not concerned.
    const tags = await editor.post('/api/tags', { name: 'Sleep', slug: 'sleep-required' });
    expect([tags.status, tags.body.message]).toEqual([403, expect.stringMatching(/two-step/)]);
    expect((await editor.get('/api/user')).body).toMatchObject({ twoStepSetupRequired: true });
    expect((await editor.get('/api/account')).body).toMatchObject({ twoStepSetupRequired: true });
    // A new sign-in is told too.
    const fresh = await server.client().post('/api/login', { username: TEST_EDITOR.username, password: TEST_EDITOR.password });
    expect(fresh.body).toMatchObject({ role: 'EDITOR', twoStepSetupRequired: true });
    const writer = await server.asWriter();
    expect((await writer.get('/api/user')).body.twoStepSetupRequired).toBeUndefined();
    expect((await admin.get('/api/people')).status).toBe(200);

    // Setting it up lifts the limit for that session.
    const own = await editor.post('/api/account/two-step/setup');
    expect((await editor.post('/api/account/two-step/confirm', { code: authenticator.generate(own.body.secret) })).status).toBe(200);
    expect((await editor.post('/api/tags', { name: 'Sleep', slug: 'sleep-required' })).status).toBe(201);
    expect((await admin.put('/api/people/settings', { requireTwoStep: false })).body).toEqual({ requireTwoStep: false });
  });
});
