/** Issue 9, promise 4: newsletter sign-ups are limited per client address, across processes. */
import type { RunningServer } from '../../server';
import { HttpClient, startSecondServer, startTestServer, tableCounts, type TestServer } from '../../test/harness';

let server: TestServer;
let other: RunningServer;

beforeAll(async () => {
  // Behind a trusted proxy, so the test can speak for several client addresses.
  server = await startTestServer({ SIGNUPS_PER_HOUR: '10', TRUST_PROXY: 'loopback' });
  other = await startSecondServer(server, { SIGNUPS_PER_HOUR: '10', TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await other?.stop();
  await server?.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

it('allows 10 sign-ups an hour from one address, then answers 429 with a message, on every process', async () => {
  const a = server.client();
  const b = new HttpClient(`http://127.0.0.1:${other.port}`);
  for (let i = 0; i < 6; i++) expect((await a.post('/api/subscribers', { email: `a${i}@example.com` }, from('203.0.113.7'))).status).toBe(201);
  for (let i = 0; i < 4; i++) expect((await b.post('/api/subscribers', { email: `b${i}@example.com` }, from('203.0.113.7'))).status).toBe(201);
  const before = await tableCounts(server);
  const refused = await b.post('/api/subscribers', { email: 'c@example.com' }, from('203.0.113.7'));
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/^Too many sign-ups from your network\. Please try again in \d+ minutes?\.$/);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const viaGraphQL = await a.request('POST', '/graphql', { json: { query: 'mutation { subscribe(email: "d@example.com") { id } }' }, headers: from('203.0.113.7') });
  expect(viaGraphQL.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  expect(await tableCounts(server)).toEqual(before);
  // Another address is not affected.
  expect((await a.post('/api/subscribers', { email: 'e@example.com' }, from('198.51.100.2'))).status).toBe(201);
});

it('does not count invalid input', async () => {
  const a = server.client();
  for (let i = 0; i < 12; i++) expect((await a.post('/api/subscribers', { email: 'not-an-email' }, from('192.0.2.44'))).status).toBe(400);
  expect((await a.post('/api/subscribers', { email: 'ok@example.com' }, from('192.0.2.44'))).status).toBe(201);
});
