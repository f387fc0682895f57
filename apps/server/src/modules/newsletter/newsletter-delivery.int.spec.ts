/**
 * Issue 7, delivery that survives faults: two workers on one issue never send twice, a worker
 * killed mid-issue is taken over and everything is delivered exactly once, SMTP refusals are
 * retried with back-off and then marked failed, a subscriber who leaves mid-send is skipped, and
 * without SMTP_URL mail lands as .eml files in DATA_DIR/outbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import { countQueries, factories } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { smtpTransport } from './mail.transport';
import type { NewsletterService } from './newsletter.service';
import type { NewsletterWorker } from './newsletter.worker';
import { ControlledTransport, rawHeader, readOutbox, startExtraWorker, TestSmtpServer, waitUntil } from '../../test/newsletter.test-kit';

jest.setTimeout(90_000);

const PUBLIC_URL = 'https://tumbuh.example';
let smtp: TestSmtpServer;
let server: TestServer;
let categoryId: number;
const workers: NewsletterWorker[] = [];
let issueSeq = 0;

const db = () => server.database.dataSource;
const smtpOut = () => new ControlledTransport(smtpTransport(smtp.url, server.config.newsletter.mailFrom));

async function worker(transport: ControlledTransport, options: Partial<NewsletterService['options']> = {}) {
  const started = await startExtraWorker(server, { transport, ...options });
  workers.push(started.worker);
  return started;
}

/** Fresh recipients for one test: everyone else is unsubscribed first. */
async function recipients(prefix: string, n: number): Promise<string[]> {
  await db().query(`UPDATE subscribers SET status = 'unsubscribed'`);
  const emails = Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}@example.com`);
  await db().query(`INSERT INTO subscribers (email, language) SELECT unnest($1::text[]), 'en'`, [emails]);
  return emails;
}

/**
 * Something new to announce, then an issue, queued through the given service's queue (the
 * server's own only queues: it works no jobs here).
 */
async function newIssue(service: NewsletterService = server.services.newsletter): Promise<number> {
  const n = ++issueSeq;
  await factories(db()).article({ categoryId, title: `News ${n}`, slug: `news-${n}`, publishDate: new Date(Date.now() - 50) });
  const outcome = await service.createIssue('en', 'manual', new Date(), `test:${n}`);
  if (!('issue' in outcome)) throw new Error(`issue skipped: ${outcome.skipped}`);
  return outcome.issue.id;
}

const deliveries = (issueId: number) =>
  db().query<{ email: string; status: string; attempts: number; lastError: string | null }[]>(
    `SELECT email, status, attempts, "lastError" FROM newsletter_deliveries WHERE "issueId" = $1 ORDER BY email`,
    [issueId],
  );
const issueStatus = async (issueId: number) => (await db().query(`SELECT status FROM newsletter_issues WHERE id = $1`, [issueId]))[0].status;
const waitSent = (issueId: number, timeoutMs = 40_000) => waitUntil(async () => (await issueStatus(issueId)) === 'sent', timeoutMs, `issue ${issueId} to be sent`);
const digestsTo = (email: string) => smtp.to(email).filter((m) => m.mail.subject?.startsWith('Tumbuh weekly'));

beforeAll(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL, NEWSLETTER_WORKER: 'false' });
  categoryId = (await factories(db()).category()).id;
});
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
  smtp.rule = () => undefined;
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

it('NEWSLETTER_WORKER=false: the process only queues jobs, nothing polls the database in the background', async () => {
  const { count, statements } = await countQueries(() => new Promise((r) => setTimeout(r, 2500)));
  expect(statements).toEqual([]);
  expect(count).toBe(0);
});

it('two workers on the same issue at once: every subscriber gets it exactly once', async () => {
  const emails = await recipients('pair', 40);
  const a = smtpOut();
  const b = smtpOut();
  a.delayMs = b.delayMs = 40;
  const issueId = await newIssue();
  const A = await worker(a, { batchSize: 5 });
  const B = await worker(b, { batchSize: 5 });
  // The queued job went to one worker; a second job for the same issue goes to the other, so both
  // work the issue at the same time, besides a third run called directly.
  await waitUntil(() => a.sent.length + b.sent.length > 0, 10_000, 'the first job');
  await (a.sent.length ? A : B).worker.enqueueIssue(issueId);
  await Promise.all([A.service.deliverIssue(issueId), waitSent(issueId)]);

  expect(a.sent.length).toBeGreaterThan(0);
  expect(b.sent.length).toBeGreaterThan(0);
  expect(a.sent.length + b.sent.length).toBe(40);
  for (const email of emails) expect(digestsTo(email)).toHaveLength(1);
  expect(new Set([...a.sent, ...b.sent]).size).toBe(40);
  expect((await deliveries(issueId)).every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true);
  // The key that makes it so.
  await expect(db().query(`INSERT INTO newsletter_deliveries ("issueId", "subscriberId", email) SELECT "issueId", "subscriberId", email FROM newsletter_deliveries WHERE "issueId" = $1 LIMIT 1`, [issueId])).rejects.toThrow(/UQ_newsletter_deliveries_issue_subscriber/);
});

it('a worker killed mid-issue is taken over: everything delivered exactly once', async () => {
  const emails = await recipients('resume', 12);
  const frozen = smtpOut();
  frozen.hangAfter = 5; // the 6th message never completes: the process is gone
  const A = await worker(frozen, { batchSize: 4, leaseSeconds: 2 });
  const issueId = await newIssue(A.service); // queued with the test's short retry delay
  await waitUntil(() => frozen.sent.length === 5, 10_000, 'five messages from the first worker');
  await new Promise((r) => setTimeout(r, 200));
  await A.worker.stop({ graceful: false }); // killed: its claims stay leased, its job is failed by pg-boss
  expect(await issueStatus(issueId)).toBe('sending');
  expect(smtp.received.filter((m) => emails.includes(m.to))).toHaveLength(5);

  const rescuer = smtpOut();
  await worker(rescuer, { batchSize: 4, leaseSeconds: 2 });
  await waitSent(issueId);

  expect(rescuer.sent).toHaveLength(7);
  for (const email of emails) expect(digestsTo(email)).toHaveLength(1);
  const rows = await deliveries(issueId);
  expect(rows.every((d) => d.status === 'sent')).toBe(true);
  // The three rows the dead worker had claimed (the hung 6th among them) were claimed a second time.
  expect(rows.filter((d) => d.attempts === 2).map((d) => d.email)).toEqual(emails.slice(5, 8));

  // Were the dead worker to wake up after all, its claim is gone: its late writes change nothing.
  frozen.release();
  await new Promise((r) => setTimeout(r, 300));
  expect(await deliveries(issueId)).toEqual(rows);
  expect(await issueStatus(issueId)).toBe('sent');
});

it('a stopped worker hands its claims back at once (graceful shutdown), another finishes the issue', async () => {
  const emails = await recipients('handover', 10);
  const slow = smtpOut();
  slow.delayMs = 150;
  const issueId = await newIssue();
  const A = await worker(slow, { batchSize: 10, leaseSeconds: 300 });
  await waitUntil(() => slow.sent.length >= 2, 10_000, 'two messages');
  await A.worker.stop(); // graceful: stops after the current message
  const fast = smtpOut();
  await worker(fast);
  await waitSent(issueId, 15_000); // well before the 300 s lease would run out
  expect(slow.sent.length + fast.sent.length).toBe(10);
  for (const email of emails) expect(digestsTo(email)).toHaveLength(1);
  expect((await deliveries(issueId)).every((d) => d.attempts === 1)).toBe(true);
});

it('SMTP refusals: temporary ones are retried with back-off, then marked failed; permanent ones fail at once', async () => {
  const emails = await recipients('smtp', 4);
  smtp.rule = (address, attempt) => {
    if (address === 'temp@example.com') return { code: 451, message: '4.3.0 Mailbox temporarily unavailable' };
    if (address === 'perm@example.com') return { code: 550, message: '5.1.1 No such user' };
    if (address === 'flaky@example.com' && attempt <= 2) return { code: 450, message: '4.2.1 Try again later' };
    return undefined;
  };
  await db().query(`INSERT INTO subscribers (email, language) VALUES ('temp@example.com', 'en'), ('perm@example.com', 'en'), ('flaky@example.com', 'en')`);
  const issueId = await newIssue();
  await worker(smtpOut(), { maxAttempts: 3, retryBaseMs: 300, retryMaxMs: 5000 });
  await waitSent(issueId);

  const rows = Object.fromEntries((await deliveries(issueId)).map((d) => [d.email, d]));
  expect(rows['temp@example.com']).toMatchObject({ status: 'failed', attempts: 3, lastError: expect.stringContaining('451') });
  expect(rows['perm@example.com']).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('550') });
  expect(rows['flaky@example.com']).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  for (const email of emails) expect(rows[email]).toMatchObject({ status: 'sent', attempts: 1 });
  expect(smtp.rcptLog.filter((r) => r.address === 'perm@example.com')).toHaveLength(1);
  // Back-off: about 300 ms, then about 600 ms between tries.
  const tries = smtp.rcptLog.filter((r) => r.address === 'temp@example.com').map((r) => r.at);
  expect(tries).toHaveLength(3);
  expect(tries[1] - tries[0]).toBeGreaterThanOrEqual(290);
  expect(tries[2] - tries[1]).toBeGreaterThanOrEqual(590);
  expect(digestsTo('flaky@example.com')).toHaveLength(1);

  const [summary] = await server.services.newsletter.issues(1);
  expect(summary).toMatchObject({ id: issueId, status: 'sent', total: 7, sent: 5, failed: 2, pending: 0, skipped: 0 });
});

it('a subscriber who unsubscribes (or is removed) after the issue was made is skipped', async () => {
  const emails = await recipients('midway', 4);
  const issueId = await newIssue();
  const [{ id: leaving }] = await db().query(`SELECT id FROM subscribers WHERE email = $1`, [emails[1]]);
  const token = server.services.newsletter.unsubscribeUrl(leaving).split('token=')[1];
  expect((await server.client().request('POST', `/unsubscribe?token=${token}`)).status).toBe(200);
  await db().query(`DELETE FROM subscribers WHERE email = $1`, [emails[2]]);
  const out = smtpOut();
  await worker(out);
  await waitSent(issueId);
  expect(out.sent.sort()).toEqual([emails[0], emails[3]]);
  const [summary] = await server.services.newsletter.issues(1);
  expect(summary).toMatchObject({ id: issueId, total: 4, sent: 2, skipped: 2 });
});

it('without SMTP_URL, mail is written as .eml files under DATA_DIR/outbox', async () => {
  const local = await startTestServer({ PUBLIC_URL, NEWSLETTER_WORKER: 'true' }); // the default boot: its own worker, no SMTP
  try {
    expect((await local.client().post('/api/subscribers', { email: 'offline@example.com' })).status).toBe(201);
    await waitUntil(async () => (await readOutbox(local.dataDir)).length === 1, 15_000, 'the welcome .eml');
    const [welcome] = await readOutbox(local.dataDir);
    expect(welcome.subject).toBe('Welcome to the Tumbuh newsletter');
    expect(welcome.to && !Array.isArray(welcome.to) && welcome.to.value[0].address).toBe('offline@example.com');
    expect(welcome.from?.value[0].address).toBe('newsletter@tumbuh.example');
    const file = fs.readdirSync(path.join(local.dataDir, 'outbox')).find((f) => f.endsWith('.eml'))!;
    const raw = fs.readFileSync(path.join(local.dataDir, 'outbox', file), 'utf8');
    expect(rawHeader(raw, 'List-Unsubscribe')).toMatch(/^<https:\/\/tumbuh\.example\/unsubscribe\?token=[0-9a-z]+\.[\w-]{22}>$/);
    expect(rawHeader(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    await factories(local.database.dataSource).article({ categoryId: (await factories(local.database.dataSource).category()).id, title: 'Offline news', slug: 'offline-news', daysAgo: 0.5 });
    const admin = await local.asAdmin();
    const sent = await admin.gql(`mutation { sendNewsletterNow(language: "en") { issues { id } } }`);
    expect(sent.data.sendNewsletterNow.issues).toHaveLength(1);
    await waitUntil(async () => (await readOutbox(local.dataDir)).length === 2, 15_000, 'the digest .eml');
    const subjects = (await readOutbox(local.dataDir)).map((m) => m.subject);
    expect(subjects).toContain('Tumbuh weekly: Offline news');
    expect(fs.readdirSync(path.join(local.dataDir, 'outbox')).filter((f) => f.startsWith('.'))).toEqual([]);
  } finally {
    await local.close();
  }
});
