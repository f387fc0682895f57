/**
 * Issue 7, the digest: one issue per language with that week's articles of the language (title,
 * excerpt, image, absolute link), then editor's picks, then active tools; skipped when nothing is
 * new; the admin's preview, test email, 'Send now' and history with counts.
 */
import { factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';
import { smtpTransport } from './mail.transport';
import type { NewsletterWorker } from './newsletter.worker';
import { clickLinksIn, clickTarget, linkIn, rawHeader, startExtraWorker, TestSmtpServer, waitUntil } from '../../test/newsletter.test-kit';

jest.setTimeout(90_000);

const PUBLIC_URL = 'https://tumbuh.example';
let smtp: TestSmtpServer;
let server: TestServer;
let worker: NewsletterWorker;
let admin: HttpClient;

const SEND_NOW = `mutation ($language: String) { sendNewsletterNow(language: $language) { issues { id language status total } skipped { language reason } } }`;
const ISSUES = `{ newsletterIssues { id language kind status subject articleCount total sent failed pending skipped } }`;

const subscriber = (email: string, language: string, status = 'active') =>
  server.database.dataSource.query(`INSERT INTO subscribers (email, language, status) VALUES ($1, $2, $3) RETURNING id`, [email, language, status]);

async function waitForIssuesSent() {
  await waitUntil(
    async () => (await server.database.dataSource.query(`SELECT count(*)::int AS n FROM newsletter_issues WHERE status = 'sending'`))[0].n === 0,
    30_000,
    'issues to be sent',
  );
}

beforeAll(async () => {
  smtp = new TestSmtpServer();
  const url = await smtp.start();
  server = await startTestServer({ SMTP_URL: url, PUBLIC_URL, NEWSLETTER_WORKER: 'false' });
  ({ worker } = await startExtraWorker(server, { transport: smtpTransport(url, server.config.newsletter.mailFrom) }));
  admin = await server.asAdmin();

  const f = factories(server.database.dataSource);
  const cat = await f.category();
  await f.article({ categoryId: cat.id, title: 'Old but loved', slug: 'old-but-loved', daysAgo: 10, isEditorsPick: true, excerpt: 'A classic.' });
  await f.article({ categoryId: cat.id, title: 'First foods & <spoons>', slug: 'first-foods', daysAgo: 3, isEditorsPick: true, excerpt: 'Purees or finger food?', imageUrl: 'https://cdn.example.org/food.png' });
  await f.article({ categoryId: cat.id, title: 'Sleep routines that work', slug: 'sleep-routines', daysAgo: 1, excerpt: 'Calm evenings, longer nights.', imageUrl: '/uploads/sleep.jpg', readTime: 7 });
  await f.article({ categoryId: cat.id, title: 'Scheduled for later', slug: 'later', daysAgo: -2 });
  await f.article({ categoryId: cat.id, title: 'Rutinitas tidur', slug: 'rutinitas-tidur', daysAgo: 2, language: 'id', excerpt: 'Malam yang tenang.' });
  await f.article({ categoryId: cat.id, title: 'Pilihan lama', slug: 'pilihan-lama', daysAgo: 20, language: 'id', isEditorsPick: true });
  await f.tool({ name: 'Sleep Tracker', url: 'https://tracker.example.org', description: 'Logs naps.' });
  await f.tool({ name: 'Retired Tool', url: 'https://retired.example.org', isActive: false });

  await subscriber('ani@example.com', 'en');
  await subscriber('budi@example.com', 'en');
  await subscriber('gone@example.com', 'en', 'unsubscribed');
  await subscriber('waiting@example.com', 'en', 'pending');
  await subscriber('citra@example.co.id', 'id');
});
afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await smtp?.stop();
});

describe('admin access', () => {
  it('anonymous and non-admin callers get nothing', async () => {
    for (const q of [`{ newsletterPreview(language: "en") { subject } }`, ISSUES, `mutation { sendNewsletterNow { skipped { language } } }`]) {
      expect((await server.client().gql(q)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await server.client().get('/api/newsletter/issues')).status).toBe(401);
    expect((await server.client().post('/api/newsletter/send', {})).status).toBe(401);
    expect(await server.database.dataSource.query(`SELECT id FROM newsletter_issues`)).toEqual([]);
  });
});

describe('preview and test email', () => {
  it('previews the next issue per language, rendered', async () => {
    const res = await admin.gql(`{ newsletterPreview(language: "en") { language subject html text articleCount editorsPickCount toolCount empty recipients } }`);
    expect(res.errors).toBeUndefined();
    const p = res.data.newsletterPreview;
    expect(p).toMatchObject({ language: 'en', subject: 'Tumbuh weekly: Sleep routines that work and 1 more', articleCount: 2, editorsPickCount: 1, toolCount: 1, empty: false, recipients: 2 });
    expect(p.html).toContain('Sleep routines that work');
    expect(p.html).toContain('First foods &amp; &lt;spoons&gt;');
    expect(p.html).not.toContain('<spoons>');
    const id = await admin.get('/api/newsletter/preview?language=id');
    expect(id.status).toBe(200);
    expect(id.body).toMatchObject({ language: 'id', subject: 'Tumbuh mingguan: Rutinitas tidur', articleCount: 1, recipients: 1 });
    const bad = await admin.gql(`{ newsletterPreview(language: "fr") { subject } }`);
    expect(bad.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors: { language: 'Language must be en or id' } });
  });

  it("'Send test to me' mails the preview to the address typed in, at once", async () => {
    const res = await admin.gql(`mutation { sendNewsletterTest(email: " Editor@Example.com ", language: "id") }`);
    expect(res.errors).toBeUndefined();
    const [mail] = smtp.to('editor@example.com');
    expect(mail.mail.subject).toBe('[Uji] Tumbuh mingguan: Rutinitas tidur');
    expect(mail.mail.html).toContain(`${PUBLIC_URL}/unsubscribe?token=test`);
    const bad = await admin.gql(`mutation { sendNewsletterTest(email: "nope", language: "en") }`);
    expect(bad.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors: { email: 'Please enter a valid email address.' } });
    // The test email's unsubscribe link changes nothing.
    const page = await server.client().request('POST', '/unsubscribe?token=test');
    expect(page.status).toBe(200);
    expect(page.text).toContain('test email');
    // Nothing was recorded as an issue.
    expect(await server.database.dataSource.query(`SELECT id FROM newsletter_issues`)).toEqual([]);
  });
});

describe("'Send now' and the digest's content", () => {
  it('sends one issue per language to its active subscribers: new articles, then editor\'s picks, then active tools', async () => {
    const res = await admin.gql(SEND_NOW);
    expect(res.errors).toBeUndefined();
    expect(res.data.sendNewsletterNow.skipped).toEqual([]);
    expect(res.data.sendNewsletterNow.issues.map((i: { language: string; total: number }) => [i.language, i.total])).toEqual([
      ['en', 2],
      ['id', 1],
    ]);
    await waitForIssuesSent();

    for (const email of ['ani@example.com', 'budi@example.com']) {
      const digests = smtp.to(email);
      expect(digests).toHaveLength(1);
      const { mail, raw } = digests[0];
      expect(mail.subject).toBe('Tumbuh weekly: Sleep routines that work and 1 more');
      const html = mail.html as string;
      const text = mail.text as string;
      // New articles, newest first, with excerpt, image and absolute link.
      // Article links are signed redirects that count the click (issue 31) and lead to the article.
      const links = clickLinksIn(text, PUBLIC_URL);
      expect(html).toContain(`href="${links[0]}"`);
      expect(await clickTarget(server.url, links[0])).toBe(`${PUBLIC_URL}/article/sleep-routines`);
      expect(html).toContain(`src="${PUBLIC_URL}/uploads/sleep.jpg"`);
      expect(html).toContain('src="https://cdn.example.org/food.png"');
      expect(html).toContain('Calm evenings, longer nights.');
      expect(html).toContain('7 min read');
      const order = ['Sleep routines that work', 'First foods & <spoons>', "EDITOR'S PICKS", 'Old but loved', 'PARENTING TOOLS & RESOURCES', 'Sleep Tracker', 'Unsubscribe:'].map((s) =>
        text.indexOf(s),
      );
      expect(order.every((i) => i >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(await Promise.all(links.map((l) => clickTarget(server.url, l)))).toContain(`${PUBLIC_URL}/article/first-foods`);
      expect(text).toContain('https://tracker.example.org');
      // A pick already listed as new is not repeated; other languages, scheduled articles and inactive tools stay out.
      expect(text.split('First foods').length - 1).toBe(1);
      for (const absent of ['Rutinitas tidur', 'Pilihan lama', 'Scheduled for later', 'Retired Tool']) expect(html).not.toContain(absent);
      // Each subscriber's own unsubscribe link, in the body and the RFC 8058 headers.
      const link = linkIn(html, `${PUBLIC_URL}/unsubscribe?token=`);
      expect(rawHeader(raw, 'List-Unsubscribe')).toBe(`<${link}>`);
      expect(rawHeader(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const page = await server.client().get(link.slice(PUBLIC_URL.length));
      expect(page.text).toContain(email);
      // Responsive HTML: one 600px column that shrinks on small screens.
      expect(html).toContain('name="viewport"');
      expect(html).toMatch(/@media only screen and \(max-width: 620px\)/);
    }
    const [indonesian] = smtp.to('citra@example.co.id');
    expect(indonesian.mail.subject).toBe('Tumbuh mingguan: Rutinitas tidur');
    expect(indonesian.mail.html).toContain('Pilihan lama');
    expect(indonesian.mail.html).toContain('Berhenti berlangganan');
    expect(indonesian.mail.html).not.toContain('Sleep routines');
    // Unsubscribed and pending subscribers get nothing.
    expect(smtp.to('gone@example.com')).toEqual([]);
    expect(smtp.to('waiting@example.com')).toEqual([]);
  });

  it('keeps the history with counts, and the details of an issue', async () => {
    const res = await admin.gql(ISSUES);
    expect(res.errors).toBeUndefined();
    expect(res.data.newsletterIssues).toEqual([
      { id: expect.any(Number), language: 'id', kind: 'manual', status: 'sent', subject: 'Tumbuh mingguan: Rutinitas tidur', articleCount: 1, total: 1, sent: 1, failed: 0, pending: 0, skipped: 0 },
      { id: expect.any(Number), language: 'en', kind: 'manual', status: 'sent', subject: expect.any(String), articleCount: 2, total: 2, sent: 2, failed: 0, pending: 0, skipped: 0 },
    ]);
    const en = res.data.newsletterIssues[1];
    const details = await admin.gql(`query ($id: Int!) { newsletterIssue(id: $id) { id html deliveries { email status attempts sentAt lastError } } }`, { id: en.id });
    expect(details.errors).toBeUndefined();
    expect(details.data.newsletterIssue.deliveries).toEqual([
      { email: 'ani@example.com', status: 'sent', attempts: 1, sentAt: expect.any(String), lastError: null },
      { email: 'budi@example.com', status: 'sent', attempts: 1, sentAt: expect.any(String), lastError: null },
    ]);
    expect(details.data.newsletterIssue.html).toContain('Sleep routines that work');
    const rest = await admin.get(`/api/newsletter/issues/${en.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: en.id, sent: 2, total: 2 });
    expect((await admin.gql(`{ newsletterIssue(id: 99999) { id } }`)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('skips a language when nothing is new since its last issue; the weekly run records the skip once', async () => {
    const before = smtp.received.length;
    const res = await admin.gql(SEND_NOW);
    expect(res.data.sendNewsletterNow).toEqual({
      issues: [],
      skipped: [
        { language: 'en', reason: 'nothing new' },
        { language: 'id', reason: 'nothing new' },
      ],
    });
    const weekly = await server.services.newsletter.runWeekly();
    expect(weekly).toEqual([{ skipped: 'nothing new' }, { skipped: 'nothing new' }]);
    await server.services.newsletter.runWeekly(); // a second process at the same time: nothing more
    const rows = await server.database.dataSource.query(`SELECT language, kind, status FROM newsletter_issues WHERE kind = 'weekly' ORDER BY language`);
    expect(rows).toEqual([
      { language: 'en', kind: 'weekly', status: 'skipped' },
      { language: 'id', kind: 'weekly', status: 'skipped' },
    ]);
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received.length).toBe(before);
    const preview = await admin.gql(`{ newsletterPreview(language: "en") { empty articleCount } }`);
    expect(preview.data.newsletterPreview).toEqual({ empty: true, articleCount: 0 });
  });

  it('the next issue carries only what was published since the previous one', async () => {
    const f = factories(server.database.dataSource);
    const cat = await f.category();
    await f.article({ categoryId: cat.id, title: 'Teething tips', slug: 'teething-tips', publishDate: new Date(Date.now() - 100) });
    const res = await admin.get('/api/newsletter/issues');
    const known = res.body.length;
    const sent = await admin.post('/api/newsletter/send', { language: 'en' });
    expect(sent.status).toBe(201);
    expect(sent.body.issues).toEqual([expect.objectContaining({ language: 'en', total: 2, articleCount: 1 })]);
    await waitForIssuesSent();
    const [, second] = await smtp.waitFor('ani@example.com', 2);
    expect(second.mail.subject).toBe('Tumbuh weekly: Teething tips');
    expect(second.mail.html).not.toContain('Sleep routines that work');
    expect((await admin.get('/api/newsletter/issues')).body).toHaveLength(known + 1);
  });
});
