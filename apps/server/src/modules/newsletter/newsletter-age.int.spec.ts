/**
 * Issue 19, newsletter by age: the optional birth month on the sign-up calls (validated once in
 * @tumbuh/shared; a bad month is a 400 and stores nothing), the digest that puts the articles for
 * the child's current age first under a heading naming the age, today's digest for the others,
 * the admin's list, and the signed link in the email that forgets the month.
 */
import { birthMonthFor } from '@tumbuh/shared';
import { factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';
import { clickLinksIn, clickTarget, linkIn, startExtraWorker, TestSmtpServer, waitUntil } from '../../test/newsletter.test-kit';
import { smtpTransport } from './mail.transport';
import type { NewsletterWorker } from './newsletter.worker';

const PUBLIC_URL = 'https://tumbuh.example';
let smtp: TestSmtpServer;
let server: TestServer;
let worker: NewsletterWorker;
let admin: HttpClient;

const db = () => server.database.dataSource;
const subscriberCount = async () => (await db().query(`SELECT count(*)::int AS n FROM subscribers`))[0].n as number;
const birthMonthOf = async (email: string) =>
  (await db().query(`SELECT to_char("childBirthMonth", 'YYYY-MM') AS month FROM subscribers WHERE email = $1`, [email]))[0]?.month as string | null | undefined;
const insertSubscriber = (email: string, language: string, month: string | null) =>
  db().query(`INSERT INTO subscribers (email, language, status, "childBirthMonth") VALUES ($1, $2, 'active', $3)`, [email, language, month && `${month}-01`]);
const local = (url: string) => url.slice(PUBLIC_URL.length);

beforeAll(async () => {
  smtp = new TestSmtpServer();
  const url = await smtp.start();
  server = await startTestServer({ SMTP_URL: url, PUBLIC_URL, NEWSLETTER_WORKER: 'false' });
  ({ worker } = await startExtraWorker(server, { transport: smtpTransport(url, server.config.newsletter.mailFrom) }));
  admin = await server.asAdmin();
});
afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await smtp?.stop();
});

describe('the birth month on the sign-up calls', () => {
  it('answers 400 with a message and stores nothing for a malformed, future or too-old month (REST and GraphQL)', async () => {
    const before = await subscriberCount();
    const cases: [unknown, string][] = [
      ['2026-13', 'Birth month must be a month and year (YYYY-MM)'],
      ['2026/04', 'Birth month must be a month and year (YYYY-MM)'],
      ['2025-04-01', 'Birth month must be a month and year (YYYY-MM)'],
      [202604, 'Birth month must be a month and year (YYYY-MM)'],
      [birthMonthFor(-1), 'Birth month cannot be in the future'],
      [birthMonthFor(6 * 12 + 1), 'Birth month can be at most 6 years back'],
    ];
    for (const [childBirthMonth, message] of cases) {
      const res = await server.client().post('/api/subscribers', { email: 'bad.month@example.com', childBirthMonth });
      expect([childBirthMonth, res.status]).toEqual([childBirthMonth, 400]);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const gql = await server.client().gql(`mutation { subscribe(email: "bad.month@example.com", childBirthMonth: "${birthMonthFor(-2)}") { id } }`);
    expect(gql.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors: { childBirthMonth: 'Birth month cannot be in the future' } });
    expect(await subscriberCount()).toBe(before);
  });

  it('is optional: the spec call without it works unchanged; a month 6 years back or this month is taken', async () => {
    const plain = await server.client().post('/api/subscribers', { email: 'plain@example.com' });
    expect(plain.status).toBe(201);
    expect(plain.body).toEqual({ id: expect.any(Number), email: 'plain@example.com', language: 'en', subscribeDate: expect.any(String) });
    expect(await birthMonthOf('plain@example.com')).toBeNull();

    const oldest = await server.client().post('/api/subscribers', { email: 'oldest@example.com', childBirthMonth: birthMonthFor(72) });
    expect(oldest.status).toBe(201);
    expect(Object.keys(oldest.body).sort()).toEqual(['email', 'id', 'language', 'subscribeDate']);
    expect(await birthMonthOf('oldest@example.com')).toBe(birthMonthFor(72));

    const res = await server.client().gql(`mutation ($m: String) { subscribe(email: "newborn@example.com", childBirthMonth: $m) { email childBirthMonth } }`, {
      m: birthMonthFor(0),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.subscribe).toEqual({ email: 'newborn@example.com', childBirthMonth: birthMonthFor(0) });
  });

  it('shows the month to admins (the Subscribers grid and its CSV export read this list)', async () => {
    const res = await admin.gql(`{ subscribers { email childBirthMonth } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.subscribers).toEqual(
      expect.arrayContaining([
        { email: 'plain@example.com', childBirthMonth: null },
        { email: 'oldest@example.com', childBirthMonth: birthMonthFor(72) },
      ]),
    );
  });
});

describe('the digest by age', () => {
  beforeAll(async () => {
    await db().query(`DELETE FROM subscribers`);
    const f = factories(db());
    const cat = await f.category();
    const baby = await f.ageGroup({ name: '0-6 months', nameId: '0-6 bulan', slug: '0-6-months', order: 1 });
    const older = await f.ageGroup({ name: '6-12 months', nameId: '6-12 bulan', slug: '6-12-months', order: 2 });
    const toddler = await f.ageGroup({ name: '1-2 years', nameId: '1-2 tahun', slug: '1-2-years', order: 3 });
    await f.article({ categoryId: cat.id, title: 'Crawling games', slug: 'crawling-games', daysAgo: 4, ageGroupIds: [older.id] });
    await f.article({ categoryId: cat.id, title: 'Toddler tantrums', slug: 'toddler-tantrums', daysAgo: 3, ageGroupIds: [toddler.id] });
    await f.article({ categoryId: cat.id, title: 'First solid foods', slug: 'first-solid-foods', daysAgo: 2, ageGroupIds: [baby.id, older.id] });
    await f.article({ categoryId: cat.id, title: 'Newborn sleep', slug: 'newborn-sleep', daysAgo: 1, ageGroupIds: [baby.id] });
    await f.article({ categoryId: cat.id, title: 'Bermain merangkak', slug: 'bermain-merangkak', daysAgo: 2, language: 'id', ageGroupIds: [older.id] });
    await f.article({ categoryId: cat.id, title: 'Tidur bayi baru lahir', slug: 'tidur-bayi', daysAgo: 1, language: 'id', ageGroupIds: [baby.id] });

    await insertSubscriber('seven.months@example.com', 'en', birthMonthFor(7));
    await insertSubscriber('no.month@example.com', 'en', null);
    await insertSubscriber('four.years@example.com', 'en', birthMonthFor(48));
    await insertSubscriber('tujuh.bulan@example.co.id', 'id', birthMonthFor(7));

    const sent = await admin.post('/api/newsletter/send', {});
    expect(sent.status).toBe(201);
    await waitUntil(async () => (await db().query(`SELECT count(*)::int AS n FROM newsletter_issues WHERE status = 'sending'`))[0].n === 0, 30_000, 'issues sent');
  });

  const positions = (text: string, parts: string[]) => parts.map((p) => text.indexOf(p));
  const inOrder = (text: string, parts: string[]) => {
    const at = positions(text, parts);
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  };

  it('gives a subscriber with a 7-month-old the 6-12 months articles first, under a heading naming the age', async () => {
    const [{ mail }] = await smtp.waitFor('seven.months@example.com');
    const text = mail.text as string;
    inOrder(text, ["FOR YOUR CHILD'S AGE: 6-12 MONTHS", 'First solid foods', 'Crawling games', 'ALSO NEW THIS WEEK', 'Newborn sleep', 'Toddler tantrums']);
    expect(mail.html).toContain("For your child&#39;s age: 6-12 months");
    expect(mail.subject).toBe('Tumbuh weekly: First solid foods and 3 more');
  });

  it("gives today's digest to subscribers without a month or whose child no age group holds", async () => {
    for (const email of ['no.month@example.com', 'four.years@example.com']) {
      const [{ mail }] = await smtp.waitFor(email);
      const text = mail.text as string;
      inOrder(text, ['NEW THIS WEEK', 'Newborn sleep', 'First solid foods', 'Toddler tantrums', 'Crawling games']);
      expect(text).not.toContain("CHILD'S AGE");
      expect(text).not.toContain('ALSO NEW');
      expect(mail.html).not.toContain('/newsletter/child-age');
      expect(mail.subject).toBe('Tumbuh weekly: Newborn sleep and 3 more');
    }
  });

  it('names the age in the subscriber\'s language, with Indonesian article addresses', async () => {
    const [{ mail }] = await smtp.waitFor('tujuh.bulan@example.co.id');
    const text = mail.text as string;
    inOrder(text, ['UNTUK USIA SI KECIL: 6-12 BULAN', 'Bermain merangkak', 'JUGA BARU MINGGU INI', 'Tidur bayi baru lahir']);
    expect(await clickTarget(server.url, clickLinksIn(text, PUBLIC_URL)[0])).toBe(`${PUBLIC_URL}/id/article/bermain-merangkak`);
    expect(text).toContain(`Kunjungi Tumbuh: ${PUBLIC_URL}/id\n`);
    expect(mail.html).toContain('Hapus bulan lahir anak saya');
  });

  it('an Indonesian subscriber\'s unsubscribe page is Indonesian and leads to the Indonesian site (issue 15)', async () => {
    const [{ mail }] = smtp.to('tujuh.bulan@example.co.id');
    const link = local(linkIn(mail.html as string, `${PUBLIC_URL}/unsubscribe?token=`));
    const page = await server.client().get(link);
    expect(page.text).toContain('<html lang="id">');
    expect(page.text).toContain('Berhenti mengirim buletin mingguan Tumbuh ke tujuh.bulan@example.co.id?');
    expect(page.text).toContain('<a class="brand" href="/id">');
    expect(page.text).not.toContain('href="/"');
  });

  it('records which version each delivery sent', async () => {
    const rows = await db().query(`SELECT email, "ageGroup" FROM newsletter_deliveries ORDER BY email`);
    expect(rows).toEqual([
      { email: 'four.years@example.com', ageGroup: null },
      { email: 'no.month@example.com', ageGroup: null },
      { email: 'seven.months@example.com', ageGroup: '6-12-months' },
      { email: 'tujuh.bulan@example.co.id', ageGroup: '6-12-months' },
    ]);
  });

  it('lets the subscriber forget the month from a signed link in the email: GET asks, POST clears and confirms, in their language', async () => {
    const [{ mail }] = smtp.to('tujuh.bulan@example.co.id');
    const link = local(linkIn(mail.html as string, `${PUBLIC_URL}/newsletter/child-age?token=`));
    const ask = await server.client().get(link);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain('<html lang="id">');
    expect(ask.text).toContain('Hapus bulan lahir anak yang tersimpan untuk tujuh.bulan@example.co.id?');
    expect(ask.text).toContain(`action="${link.replace(/&/g, '&amp;')}"`);
    expect(await birthMonthOf('tujuh.bulan@example.co.id')).toBe(birthMonthFor(7)); // a GET changes nothing

    const done = await server.client().request('POST', link);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Bulan lahir dihapus');
    expect(done.text).toContain('href="/id"');
    expect(await birthMonthOf('tujuh.bulan@example.co.id')).toBeNull();
    const [row] = await db().query(`SELECT status FROM subscribers WHERE email = 'tujuh.bulan@example.co.id'`);
    expect(row.status).toBe('active'); // still subscribed

    const english = local(linkIn(smtp.to('seven.months@example.com')[0].mail.html as string, `${PUBLIC_URL}/newsletter/child-age?token=`));
    expect((await server.client().get(english)).text).toContain("Forget the child&#39;s birth month given for seven.months@example.com?");
  });

  it('refuses a tampered link, and the unsubscribe token does not work as this one', async () => {
    const [{ mail }] = smtp.to('seven.months@example.com');
    const link = local(linkIn(mail.html as string, `${PUBLIC_URL}/newsletter/child-age?token=`));
    const unsubscribe = local(linkIn(mail.html as string, `${PUBLIC_URL}/unsubscribe?token=`));
    const otherPurpose = `/newsletter/child-age?${unsubscribe.split('?')[1]}`;
    for (const bad of [link.slice(0, -2) + 'xx', otherPurpose, '/newsletter/child-age', '/newsletter/child-age?token=1.abc']) {
      const res = await server.client().request('POST', bad);
      expect([bad, res.status]).toEqual([bad, 400]);
      expect(res.text).toContain('This link is damaged or incomplete.');
    }
    expect(await birthMonthOf('seven.months@example.com')).toBe(birthMonthFor(7));
  });
});
