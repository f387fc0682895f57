/**
 * Forwarded addresses (issue 18): behind one trusted proxy hop (TRUST_PROXY=1) the address the rate
 * limits see is the one the proxy appended, whatever X-Forwarded-For the client sends; without a
 * proxy setting the header is ignored and the socket's address counts.
 */
import { HttpClient, startSecondServer, startTestServer, type TestServer } from '../test/harness';
import { startProxy, type TestProxy } from '../test/proxy';

const SIGNUPS = 3;
let server: TestServer;
let direct: Awaited<ReturnType<typeof startSecondServer>>;
let proxy: TestProxy;

// The proxied server trusts one hop; the second process on the same database trusts none.
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', SIGNUPS_PER_HOUR: String(SIGNUPS) });
  direct = await startSecondServer(server, { SIGNUPS_PER_HOUR: String(SIGNUPS) });
  proxy = await startProxy([server.url]);
});
afterAll(async () => {
  await proxy?.close();
  await direct?.stop();
  await server?.close();
});
beforeEach(() => server.database.dataSource.query(`DELETE FROM rate_limits`));

const counters = async () =>
  server.database.dataSource.query<{ key: string; points: number }[]>(`SELECT key, points FROM rate_limits ORDER BY key`);
let seq = 0;
const email = () => `fwd-${++seq}@example.com`;

it('behind the trusted hop, a forged X-Forwarded-For does not change the address the limits count', async () => {
  const c = new HttpClient(proxy.url);
  const forged = ['203.0.113.1', '198.51.100.7, 203.0.113.2', '::1', 'not-an-address', '10.0.0.1, 10.0.0.2, 10.0.0.3'];
  for (let i = 0; i < SIGNUPS; i++) expect((await c.post('/api/subscribers', { email: email() }, { 'x-forwarded-for': forged[i] })).status).toBe(201);
  for (const header of forged) {
    const refused = await c.post('/api/subscribers', { email: email() }, { 'x-forwarded-for': header });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many sign-ups from your network\./);
  }
  // One counter, keyed by the address the proxy saw.
  expect(await counters()).toEqual([{ key: 'signup-ip:127.0.0.1', points: SIGNUPS }]);
});

it('behind the trusted hop, login failures from forged addresses all count against the real one', async () => {
  const c = new HttpClient(proxy.url);
  for (let i = 0; i < 5; i++) {
    const res = await c.post('/api/login', { username: `nobody-${i}`, password: 'wrong-password' }, { 'x-forwarded-for': `203.0.113.${i + 10}` });
    expect(res.status).toBe(401);
  }
  const blocked = await c.post('/api/login', { username: 'someone-else', password: 'wrong-password' }, { 'x-forwarded-for': '192.0.2.99' });
  expect(blocked.status).toBe(429);
  expect((await counters()).find((r) => r.key.startsWith('login-ip:'))).toEqual({ key: 'login-ip:127.0.0.1', points: 5 });
});

it('with one trusted hop, a request that bypasses the proxy is believed (so only the proxy port may be published)', async () => {
  // Requests straight to the app carry no proxy hop, so the last X-Forwarded-For entry is believed:
  // that is why the compose file publishes only the proxy's port.
  const c = server.client();
  expect((await c.post('/api/subscribers', { email: email() }, { 'x-forwarded-for': '203.0.113.50' })).status).toBe(201);
  expect(await counters()).toEqual([{ key: 'signup-ip:203.0.113.50', points: 1 }]);
});

it('without a proxy setting, X-Forwarded-For is ignored', async () => {
  const c = direct.client();
  for (let i = 0; i < SIGNUPS; i++) expect((await c.post('/api/subscribers', { email: email() }, { 'x-forwarded-for': `203.0.113.${i + 100}` })).status).toBe(201);
  expect((await c.post('/api/subscribers', { email: email() }, { 'x-forwarded-for': '198.51.100.200' })).status).toBe(429);
  expect(await counters()).toEqual([{ key: 'signup-ip:127.0.0.1', points: SIGNUPS }]);
});
