/**
 * Issue 7, sign-up side (double opt-in off, the default): the welcome email through a real SMTP
 * server, its headers, unsubscribe by link and by RFC 8058 one-click, tampered tokens, replays,
 * re-subscribing. The server's own pg-boss worker does the sending (the default boot).
 */
import { startTestServer, type TestServer } from '../../test/harness';
import { linkIn, rawHeader, TestSmtpServer } from '../../test/newsletter.test-kit';


const PUBLIC_URL = 'https://tumbuh.example';
let smtp: TestSmtpServer;
let server: TestServer;

/** A link from an email, pointed at the test server (the email's links are absolute, on PUBLIC_URL). */
const local = (link: string) => {
  expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  return link.slice(PUBLIC_URL.length);
};
const row = async (email: string) =>
  (
    await server.database.dataSource.query(
      `SELECT id, email, language, status, "unsubscribedAt", "subscribeDate" FROM subscribers WHERE email = $1`,
      [email],
    )
  )[0];
const allRows = () => server.database.dataSource.query(`SELECT id, status, "unsubscribedAt" FROM subscribers ORDER BY id`);

beforeAll(async () => {
  smtp = new TestSmtpServer();
  const url = await smtp.start();
  server = await startTestServer({ SMTP_URL: url, PUBLIC_URL, MAIL_FROM: 'Tumbuh <hello@tumbuh.example>', NEWSLETTER_WORKER: 'true' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

async function subscribeAndGetWelcome(email: string, language?: string) {
  const res = await server.client().post('/api/subscribers', { email, language });
  expect(res.status).toBe(201);
  const [welcome] = await smtp.waitFor(email);
  return { res, welcome };
}

describe('welcome email', () => {
  it('goes out at once on sign-up, from MAIL_FROM, in the subscriber language, with an unsubscribe link and RFC 8058 headers', async () => {
    const { res, welcome } = await subscribeAndGetWelcome('ayu@example.com');
    // The REST answer keeps the shape of issue 4.
    expect(res.body).toEqual({ id: expect.any(Number), email: 'ayu@example.com', language: 'en', subscribeDate: expect.any(String) });
    expect((await row('ayu@example.com')).status).toBe('active');

    const { mail } = welcome;
    expect(mail.from?.value[0]).toEqual({ address: 'hello@tumbuh.example', name: 'Tumbuh' });
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value[0].address).toBe('ayu@example.com');
    expect(mail.subject).toBe('Welcome to the Tumbuh newsletter');
    expect(mail.html).toContain('Thank you for subscribing!');
    expect(mail.text).toContain('Thank you for subscribing!');
    const link = linkIn(mail.html as string, `${PUBLIC_URL}/unsubscribe?token=`);
    expect(mail.text).toContain(link);
    expect(rawHeader(welcome.raw, 'List-Unsubscribe')).toBe(`<${link}>`);
    expect(rawHeader(welcome.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).not.toMatch(/<script/i);

    const indonesian = await subscribeAndGetWelcome('bunda.rina@example.co.id', 'id');
    expect(indonesian.welcome.mail.subject).toBe('Selamat datang di buletin Tumbuh');
    expect(indonesian.welcome.mail.html).toContain('lang="id"');
  });

  it('keeps the schedule in pg-boss: Monday 07:00 Asia/Jakarta by default', async () => {
    const schedules = await server.database.dataSource.query(`SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`);
    expect(schedules).toEqual(
      expect.arrayContaining([
        { name: 'newsletter-weekly', cron: '0 7 * * 1', timezone: 'Asia/Jakarta' },
        { name: 'newsletter-sweep', cron: '*/5 * * * *', timezone: 'UTC' },
      ]),
    );
  });
});

describe('unsubscribe by link', () => {
  it('GET shows a confirmation page and changes nothing; POST unsubscribes and keeps the row; replays are harmless', async () => {
    const { welcome } = await subscribeAndGetWelcome('leaving@example.com');
    const link = local(linkIn(welcome.mail.html as string, `${PUBLIC_URL}/unsubscribe?token=`));
    const before = await row('leaving@example.com');

    const page = await server.client().get(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('Stop sending the Tumbuh weekly newsletter to leaving@example.com?');
    const action = /<form method="post" action="([^"]+)"/.exec(page.text)![1].replace(/&amp;/g, '&');
    expect(action).toBe(link);
    expect(await row('leaving@example.com')).toEqual(before);

    // The page's button: a same-origin form POST.
    const done = await server.client().request('POST', action, {
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain('leaving@example.com will not receive the Tumbuh newsletter any more.');
    const after = await row('leaving@example.com');
    expect(after).toMatchObject({ id: before.id, status: 'unsubscribed', unsubscribedAt: expect.any(Date) });

    // Replays: the same link again, GET and POST, changes nothing.
    const again = await server.client().get(link);
    expect(again.status).toBe(200);
    expect(again.text).toContain('leaving@example.com is already unsubscribed');
    const replay = await server.client().request('POST', link);
    expect(replay.status).toBe(200);
    expect(await row('leaving@example.com')).toEqual(after);
    // Unsubscribed addresses stay on the admin list, marked so.
    const admin = await server.asAdmin();
    const list = await admin.gql(`{ subscribers { email status unsubscribedAt } }`);
    expect(list.data.subscribers).toContainEqual({ email: 'leaving@example.com', status: 'unsubscribed', unsubscribedAt: expect.any(String) });
  });

  it('one-click: a POST with List-Unsubscribe=One-Click from the mail provider unsubscribes at once, whatever its origin', async () => {
    const { welcome } = await subscribeAndGetWelcome('oneclick@example.com');
    const url = rawHeader(welcome.raw, 'List-Unsubscribe')!.replace(/^<|>$/g, '');
    const res = await server.client().request('POST', local(url), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
    });
    expect(res.status).toBe(200);
    expect((await row('oneclick@example.com')).status).toBe('unsubscribed');
    // multipart/form-data is allowed by RFC 8058 too; a second one-click is harmless.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await server.client().request('POST', local(url), { body: form })).status).toBe(200);
  });

  it('a tampered, truncated or missing token answers a 400 page and changes nothing', async () => {
    const { welcome } = await subscribeAndGetWelcome('victim@example.com');
    const link = local(linkIn(welcome.mail.html as string, `${PUBLIC_URL}/unsubscribe?token=`));
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const [id, mac] = token.split('.');
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const bad = [
      `${id}.${flip(mac[0])}${mac.slice(1)}`, // one character of the signature changed
      `${(parseInt(id, 36) + 1).toString(36)}.${mac}`, // someone else's id with this signature
      `0${id}.${mac}`, // same id, not canonical
      `${id}.${mac.slice(0, -1)}`,
      id,
      '',
      'test.' + mac,
    ];
    const before = await allRows();
    for (const t of bad) {
      for (const method of ['GET', 'POST']) {
        const res = await server.client().request(method, `/unsubscribe?token=${encodeURIComponent(t)}`);
        expect(res.status).toBe(400);
        expect(res.text).toContain('This link is not valid');
        expect(res.text).not.toContain('victim@example.com');
      }
    }
    for (const method of ['GET', 'POST']) expect((await server.client().request(method, '/unsubscribe')).status).toBe(400);
    expect((await server.client().get(`/unsubscribe?token=a&token=b`)).status).toBe(400);
    expect(await allRows()).toEqual(before);
  });
});

describe('re-subscribing', () => {
  it('an unsubscribed address signs up again: same row, active, a new welcome email; an active one still answers 409', async () => {
    const { welcome } = await subscribeAndGetWelcome('back@example.com');
    const link = local(linkIn(welcome.mail.html as string, `${PUBLIC_URL}/unsubscribe?token=`));
    expect((await server.client().request('POST', link)).status).toBe(200);
    const gone = await row('back@example.com');
    expect(gone.status).toBe('unsubscribed');

    const res = await server.client().post('/api/subscribers', { email: ' Back@Example.com ', language: 'id' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: gone.id, email: 'back@example.com', language: 'id', subscribeDate: expect.any(String) });
    const back = await row('back@example.com');
    expect(back).toMatchObject({ id: gone.id, status: 'active', language: 'id', unsubscribedAt: null });
    const mails = await smtp.waitFor('back@example.com', 2);
    expect(mails[1].mail.subject).toBe('Selamat datang di buletin Tumbuh');

    const dup = await server.client().post('/api/subscribers', { email: 'back@example.com' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: 'This email is already subscribed.', errors: { email: 'This email is already subscribed.' } });
    // The old link still works, and only ever unsubscribes.
    expect((await server.client().request('POST', link)).status).toBe(200);
    expect((await row('back@example.com')).status).toBe('unsubscribed');
  });
});
