/**
 * Issue 31, newsletter results: every article link of a digest is a signed redirect to the site's
 * own article address that counts clicks per issue and article; forged links count nothing; the
 * unsubscribe link says which issue it came from and takes one optional reason; per issue the
 * admin reads sent, failed, clicks, click rate and unsubscribes; the weekly digest lists the week's
 * most read.
 */
import { factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';
import { clickLinksIn, clickTarget, linkIn, startExtraWorker, TestSmtpServer, waitUntil } from '../../test/newsletter.test-kit';
import { smtpTransport } from '../newsletter/mail.transport';
import type { NewsletterWorker } from '../newsletter/newsletter.worker';

jest.setTimeout(90_000);

const PUBLIC_URL = 'https://tumbuh.example';
let smtp: TestSmtpServer;
let server: TestServer;
let worker: NewsletterWorker;
let admin: HttpClient;
let issueId: number;
let articleIds: { fresh: number; popular: number };
let text: string;
let html: string;

const RESULTS = `{ newsletterResults { issueId language sent failed clicks clickRate unsubscribes } }`;
const clicks = () => server.database.dataSource.query<{ issueId: number; articleId: number; count: number }[]>(`SELECT "issueId", "articleId", count FROM newsletter_clicks ORDER BY "articleId"`);

beforeAll(async () => {
  smtp = new TestSmtpServer();
  const url = await smtp.start();
  server = await startTestServer({ SMTP_URL: url, PUBLIC_URL, NEWSLETTER_WORKER: 'false' });
  ({ worker } = await startExtraWorker(server, { transport: smtpTransport(url, server.config.newsletter.mailFrom) }));
  admin = await server.asAdmin();
  const f = factories(server.database.dataSource);
  const cat = await f.category();
  const fresh = await f.article({ categoryId: cat.id, title: 'Fresh this week', slug: 'fresh-this-week', daysAgo: 1 });
  const popular = await f.article({ categoryId: cat.id, title: 'Loved by many', slug: 'loved-by-many', daysAgo: 30 });
  articleIds = { fresh: fresh.id, popular: popular.id };
  await server.database.dataSource.query(`INSERT INTO article_reads ("articleId", language, day, count) VALUES ($1, 'en', (now() AT TIME ZONE 'UTC')::date - 1, 40)`, [popular.id]);
  for (const email of ['ani@example.com', 'budi@example.com']) await server.database.dataSource.query(`INSERT INTO subscribers (email, language, status) VALUES ($1, 'en', 'active')`, [email]);
  const sent = await admin.gql(`mutation { sendNewsletterNow(language: "en") { issues { id } } }`);
  issueId = Number(sent.data.sendNewsletterNow.issues[0].id);
  await waitUntil(async () => (await server.database.dataSource.query(`SELECT status FROM newsletter_issues WHERE id = $1`, [issueId]))[0].status === 'sent', 30_000, 'the issue to be sent');
  const [{ mail }] = smtp.to('ani@example.com');
  text = mail.text as string;
  html = mail.html as string;
});
afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await smtp?.stop();
});

it("the digest lists the week's most read (not already new) under its heading, every article link a signed redirect", () => {
  expect(text).toContain('MOST READ THIS WEEK');
  expect(text.indexOf('Loved by many')).toBeGreaterThan(text.indexOf('MOST READ THIS WEEK'));
  const links = clickLinksIn(text, PUBLIC_URL);
  expect(links.length).toBeGreaterThanOrEqual(2);
  for (const l of links) expect(l).toMatch(new RegExp(`/r/${issueId}/(${articleIds.fresh}|${articleIds.popular})\\?sig=`));
  expect(html).not.toContain(`href="${PUBLIC_URL}/article/`);
});

it('a click leads to the article on this site and is counted per issue and article', async () => {
  const link = clickLinksIn(text, PUBLIC_URL).find((l) => l.includes(`/${articleIds.fresh}?`))!;
  expect(await clickTarget(server.url, link)).toBe(`${PUBLIC_URL}/article/fresh-this-week`);
  expect(await clickTarget(server.url, link)).toBe(`${PUBLIC_URL}/article/fresh-this-week`);
  const popular = clickLinksIn(text, PUBLIC_URL).find((l) => l.includes(`/${articleIds.popular}?`))!;
  expect(await clickTarget(server.url, popular)).toBe(`${PUBLIC_URL}/article/loved-by-many`);
  expect(await clicks()).toEqual([
    { issueId, articleId: articleIds.fresh, count: 2 },
    { issueId, articleId: articleIds.popular, count: 1 },
  ]);
  // The redirect itself is never cached and carries no referrer.
  const res = await fetch(`${server.url}${new URL(link).pathname}${new URL(link).search}`, { redirect: 'manual' });
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('set-cookie')).toBeNull();
  await server.database.dataSource.query(`UPDATE newsletter_clicks SET count = count - 1 WHERE "articleId" = $1`, [articleIds.fresh]);
});

it('forged, altered or foreign links are 404 with a message, count nothing and never redirect elsewhere', async () => {
  const link = new URL(clickLinksIn(text, PUBLIC_URL).find((l) => l.includes(`/${articleIds.fresh}?`))!);
  const sig = link.searchParams.get('sig')!;
  const before = await clicks();
  const forged = [
    `/r/${issueId}/${articleIds.popular}?sig=${sig}`, // another article with this link's signature
    `/r/${issueId + 1}/${articleIds.fresh}?sig=${sig}`, // another issue
    `/r/${issueId}/${articleIds.fresh}?sig=${sig.slice(0, -1)}A`,
    `/r/${issueId}/${articleIds.fresh}`,
    `/r/${issueId}/${articleIds.fresh}?sig=`,
    `/r/${issueId}/${articleIds.fresh}?sig=${sig}&sig=${sig}`,
    `/r/0${issueId}/${articleIds.fresh}?sig=${sig}`,
    `/r/abc/${articleIds.fresh}?sig=${sig}`,
    `/r/99999999999/1?sig=${sig}`,
    `/r/${issueId}/${articleIds.fresh}?sig=${'x'.repeat(5000)}`,
  ];
  for (const path of forged) {
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect([path, res.status]).toEqual([path, 404]);
    expect(res.headers.get('location')).toBeNull();
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  }
  // Extra parameters cannot choose the target.
  expect(await clickTarget(server.url, `${link.toString()}&to=https://evil.example`)).toBe(`${PUBLIC_URL}/article/fresh-this-week`);
  await server.database.dataSource.query(`UPDATE newsletter_clicks SET count = count - 1 WHERE "articleId" = $1`, [articleIds.fresh]);
  expect(await clicks()).toEqual(before);
});

it("the issue's unsubscribe link offers one optional reason and counts the unsubscribe for the issue, without naming the subscriber", async () => {
  const link = linkIn(html, `${PUBLIC_URL}/unsubscribe?token=`);
  expect(link).toContain(`&issue=${issueId}`);
  const path = link.slice(PUBLIC_URL.length);
  const page = await server.client().get(path);
  expect(page.text).toContain('Why are you leaving? (optional)');
  expect(page.text).toContain('value="too-many"');
  expect(page.text).toContain(`action="/unsubscribe?token=`);
  expect(page.text).toContain(`&amp;issue=${issueId}`);
  const form = await fetch(`${server.url}${path}`, { method: 'POST', body: 'reason=too-many', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(form.status).toBe(200);
  // Again (already unsubscribed): not counted twice. A made-up reason is kept as none.
  await fetch(`${server.url}${path}`, { method: 'POST', body: 'reason=too-many' , headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const other = linkIn(smtp.to('budi@example.com')[0].mail.html as string, `${PUBLIC_URL}/unsubscribe?token=`);
  await fetch(`${server.url}${other.slice(PUBLIC_URL.length)}`, { method: 'POST', body: 'reason=<script>', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const rows = await server.database.dataSource.query(`SELECT * FROM newsletter_unsubscribes ORDER BY id`);
  expect(rows.map((r: { issueId: number; reason: string | null; language: string }) => [r.issueId, r.reason, r.language])).toEqual([
    [issueId, 'too-many', 'en'],
    [issueId, null, 'en'],
  ]);
  expect(Object.keys(rows[0]).sort()).toEqual(['createdAt', 'id', 'issueId', 'language', 'reason']);
});

it('per issue: sent, failed, clicks, click rate and unsubscribes, for staff with VIEW_INSIGHT only', async () => {
  const res = await admin.gql(RESULTS);
  expect(res.errors).toBeUndefined();
  expect(res.data.newsletterResults).toEqual([{ issueId, language: 'en', sent: 2, failed: 0, clicks: 3, clickRate: 1.5, unsubscribes: 2 }]);
  const overview = await admin.gql(`{ insightOverview(days: 7) { days issues { issueId clickRate } readsByLanguage { language count } } }`);
  expect(overview.errors).toBeUndefined();
  expect(overview.data.insightOverview.issues).toEqual([{ issueId, clickRate: 1.5 }]);
  expect(overview.data.insightOverview.readsByLanguage).toEqual([
    { language: 'en', count: 40 },
    { language: 'id', count: 0 },
  ]);
  for (const q of [RESULTS, `{ insightOverview { days } }`, `{ articleReads(articleId: 1) { day count } }`]) {
    expect((await server.client().gql(q)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await (await server.asReader()).gql(q)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  }
  const bad = await admin.gql(`{ insightOverview(days: 400) { days } }`);
  expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});
