/**
 * Issue 7, double opt-in (NEWSLETTER_DOUBLE_OPT_IN=true): pending until the emailed link is
 * followed, the link valid 24 hours, expired and tampered links refused, then the welcome email.
 * This server only queues jobs (NEWSLETTER_WORKER=false); a second worker process sends them.
 */
import { startTestServer, type TestServer } from '../../test/harness';
import { smtpTransport } from './mail.transport';
import type { NewsletterWorker } from './newsletter.worker';
import { linkIn, startExtraWorker, TestSmtpServer } from '../../test/newsletter.test-kit';


const PUBLIC_URL = 'https://tumbuh.example';
let smtp: TestSmtpServer;
let server: TestServer;
let worker: NewsletterWorker;

const local = (link: string) => link.slice(PUBLIC_URL.length);
const row = async (email: string) =>
  (await server.database.dataSource.query(`SELECT id, status, "confirmSentAt", "confirmedAt" FROM subscribers WHERE email = $1`, [email]))[0];

beforeAll(async () => {
  smtp = new TestSmtpServer();
  const url = await smtp.start();
  server = await startTestServer({ SMTP_URL: url, PUBLIC_URL, NEWSLETTER_DOUBLE_OPT_IN: 'true', NEWSLETTER_WORKER: 'false' });
  ({ worker } = await startExtraWorker(server, { transport: smtpTransport(url, server.config.newsletter.mailFrom) }));
});
afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await smtp?.stop();
});

async function confirmationLink(email: string, nth = 1) {
  const mails = await smtp.waitFor(email, nth);
  const mail = mails[nth - 1].mail;
  return { mail, link: local(linkIn(mail.html as string, `${PUBLIC_URL}/newsletter/confirm?token=`)) };
}

it('sign-up leaves the subscriber pending and mails a confirmation link; GET shows a button, POST confirms, then the welcome email', async () => {
  const res = await server.client().post('/api/subscribers', { email: 'New.Mum@Example.com' });
  expect(res.status).toBe(201);
  expect(res.body).toEqual({ id: expect.any(Number), email: 'new.mum@example.com', language: 'en', subscribeDate: expect.any(String) });
  expect((await row('new.mum@example.com')).status).toBe('pending');

  const { mail, link } = await confirmationLink('new.mum@example.com');
  expect(mail.subject).toBe('Please confirm your Tumbuh newsletter subscription');
  expect(mail.text).toContain(`${PUBLIC_URL}${link}`);
  expect(mail.html).toContain('/unsubscribe?token='); // every email carries an unsubscribe link
  // Only the hash of the token is stored.
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  const stored = await server.database.dataSource.query(`SELECT "confirmTokenHash" FROM subscribers WHERE email = 'new.mum@example.com'`);
  expect(stored[0].confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
  expect(stored[0].confirmTokenHash).not.toContain(token);

  // A link scanner's GET confirms nothing.
  const page = await server.client().get(link);
  expect(page.status).toBe(200);
  expect(page.text).toContain('Subscribe new.mum@example.com to the Tumbuh weekly newsletter?');
  expect(page.text).not.toMatch(/<script/i);
  expect((await row('new.mum@example.com')).status).toBe('pending');
  expect(smtp.to('new.mum@example.com')).toHaveLength(1); // no welcome yet

  const confirmed = await server.client().request('POST', link, { headers: { origin: server.url } });
  expect(confirmed.status).toBe(200);
  expect(confirmed.text).toContain('Subscription confirmed');
  expect(await row('new.mum@example.com')).toMatchObject({ status: 'active', confirmedAt: expect.any(Date) });
  const [, welcome] = await smtp.waitFor('new.mum@example.com', 2);
  expect(welcome.mail.subject).toBe('Welcome to the Tumbuh newsletter');

  // Following the link again is harmless.
  const replay = await server.client().request('POST', link);
  expect(replay.status).toBe(200);
  expect(replay.text).toContain('new.mum@example.com is already subscribed');
  expect((await server.client().post('/api/subscribers', { email: 'new.mum@example.com' })).status).toBe(409);
});

it('the link is valid 24 hours: an expired one is refused (410) and leaves the subscriber pending; signing up again sends a new one', async () => {
  const email = 'late@example.com';
  expect((await server.client().post('/api/subscribers', { email })).status).toBe(201);
  const { link } = await confirmationLink(email);
  // 23 hours later it still works (checked with GET, which changes nothing) …
  await server.database.dataSource.query(`UPDATE subscribers SET "confirmSentAt" = now() - interval '23 hours' WHERE email = $1`, [email]);
  expect((await server.client().get(link)).status).toBe(200);
  // … 24 hours and a minute later it does not.
  await server.database.dataSource.query(`UPDATE subscribers SET "confirmSentAt" = now() - interval '24 hours 1 minute' WHERE email = $1`, [email]);
  for (const method of ['GET', 'POST']) {
    const res = await server.client().request(method, link);
    expect(res.status).toBe(410);
    expect(res.text).toContain('This link has expired');
  }
  expect((await row(email)).status).toBe('pending');

  expect((await server.client().post('/api/subscribers', { email, language: 'id' })).status).toBe(201);
  const second = await confirmationLink(email, 2);
  expect(second.mail.subject).toBe('Mohon konfirmasi langganan buletin Tumbuh Anda');
  expect(second.link).not.toBe(link);
  // The old link was replaced by the new one.
  expect((await server.client().request('POST', link)).status).toBe(400);
  expect((await server.client().request('POST', second.link)).status).toBe(200);
  expect((await row(email)).status).toBe('active');
});

it('a pending subscriber signing up again within a minute gets no second email (no mail bombing)', async () => {
  const email = 'twice@example.com';
  const previous = server.services.newsletter.options.confirmResendMs;
  server.services.newsletter.options.confirmResendMs = 60_000;
  try {
    expect((await server.client().post('/api/subscribers', { email })).status).toBe(201);
    await smtp.waitFor(email, 1);
    expect((await server.client().post('/api/subscribers', { email })).status).toBe(201);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.to(email)).toHaveLength(1);
  } finally {
    server.services.newsletter.options.confirmResendMs = previous;
  }
});

it('tampered confirmation tokens are refused with a 400 page that reveals nothing', async () => {
  const email = 'private@example.com';
  expect((await server.client().post('/api/subscribers', { email })).status).toBe(201);
  const { link } = await confirmationLink(email);
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  const [id, secret] = token.split('.');
  for (const bad of [`${id}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, `${id}.`, id, 'nonsense', '']) {
    for (const method of ['GET', 'POST']) {
      const res = await server.client().request(method, `/newsletter/confirm?token=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.text).not.toContain(email);
    }
  }
  expect((await row(email)).status).toBe('pending');
});

it('unsubscribing from the confirmation email cancels the pending sign-up', async () => {
  const email = 'changed.mind@example.com';
  expect((await server.client().post('/api/subscribers', { email })).status).toBe(201);
  const { mail } = await confirmationLink(email);
  const unsubscribe = local(linkIn(mail.html as string, `${PUBLIC_URL}/unsubscribe?token=`));
  expect((await server.client().request('POST', unsubscribe)).status).toBe(200);
  expect((await row(email)).status).toBe('unsubscribed');
});
