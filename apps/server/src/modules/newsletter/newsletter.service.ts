/**
 * The weekly newsletter: welcome and confirmation mail, unsubscribe, issue creation, and the
 * delivery of an issue in claimed batches that any number of workers can share and resume.
 *
 * Delivery guarantees (see also newsletter.worker.ts):
 * - one row per (issue, subscriber), unique: nothing can address a subscriber twice in one issue;
 * - a worker claims a batch with FOR UPDATE SKIP LOCKED and a lease it renews before every message,
 *   and every later write is fenced by its claim token: two workers never hold the same row;
 * - a worker that dies leaves its rows leased; once the lease runs out another worker takes them;
 * - the one unavoidable window is a crash after the SMTP server accepted a message and before its
 *   row was marked sent: that message may go out a second time (at-least-once, like any mailer).
 */
import crypto from 'node:crypto';
import { isLanguageCode, LANGUAGE_CODES, MESSAGES, normalizeEmail, validateEmail, type FieldErrors } from '@tumbuh/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config/env';
import { resolveSessionSecret } from '../../config/session-secret';
import { AppError, assertValid, badInput, notFound } from '../../errors';
import type { Subscriber } from '../subscribers/subscriber.entity';
import type { SubscriptionHooks } from '../subscribers/subscriber.service';
import { createMailTransport, describeMailError, isPermanentMailError, type MailTransport } from './mail.transport';
import { NewsletterIssue, type IssueKind } from './newsletter-issue.entity';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './newsletter.paths';
import {
  personalize,
  renderConfirm,
  renderDigest,
  renderWelcome,
  type DigestArticle,
  type DigestContent,
  type DigestTool,
  type RenderContext,
  type RenderedMail,
} from './newsletter.render';
import { sql } from './newsletter.sql';
import { mailLanguage, TEXTS } from './newsletter.texts';
import { CONFIRM_LINK_TTL_MS, hashConfirmToken, newConfirmToken, NewsletterTokens, parseIdToken, sameHash } from './newsletter.tokens';
import { isPublic } from '../articles/article.visibility';

export interface NewsletterOptions {
  /** Deliveries claimed (and sent over the pooled connections) at a time. */
  batchSize: number;
  /** Tries per delivery before it is marked failed (temporary SMTP errors only; 5xx fail at once). */
  maxAttempts: number;
  /** Back-off after the n-th failed try: retryBaseMs · 2^(n-1), at most retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A claim not renewed for this long is taken to belong to a dead worker. */
  leaseSeconds: number;
  /** One send job works this long, then hands over to a follow-up job (keeps jobs short). */
  jobBudgetMs: number;
  /** A pending subscriber who signs up again gets a new confirmation mail at most this often. */
  confirmResendMs: number;
}

export const DEFAULT_OPTIONS: NewsletterOptions = {
  batchSize: 100,
  maxAttempts: 5,
  retryBaseMs: 60_000,
  retryMaxMs: 60 * 60_000,
  leaseSeconds: 300,
  jobBudgetMs: 60_000,
  confirmResendMs: 60_000,
};

export type MailJob = { kind: 'welcome' | 'confirm'; subscriberId: number };

/** Where jobs go: the pg-boss queue (newsletter.worker.ts). With `em`, the job is queued in that transaction. */
export interface JobQueue {
  enqueueMail(job: MailJob, em?: EntityManager): Promise<void>;
  enqueueIssue(issueId: number, em?: EntityManager, startAfter?: Date): Promise<void>;
}

export interface StopSignal {
  readonly stopped: boolean;
}

export interface DeliveryRun {
  done: boolean;
  /** When unfinished: when the next try is due (back-off, or another worker's lease). */
  nextRunAt?: Date;
  sent: number;
}

/** What a page behind an emailed link shows; the routes render it. */
export interface PageState {
  status: number;
  kind:
    | 'unsubscribe-confirm'
    | 'unsubscribed'
    | 'already-unsubscribed'
    | 'not-on-list'
    | 'invalid-unsubscribe'
    | 'test-link'
    | 'confirm-ask'
    | 'confirmed'
    | 'already-confirmed'
    | 'invalid-confirm'
    | 'expired-confirm';
  language: 'en' | 'id';
  email?: string;
}

export interface NewsletterPreview {
  language: string;
  subject: string;
  html: string;
  text: string;
  articleCount: number;
  editorsPickCount: number;
  toolCount: number;
  /** No new article since the last issue: the weekly run would skip this language. */
  empty: boolean;
  periodStart: Date;
  periodEnd: Date;
  recipients: number;
}

export interface IssueSummary {
  id: number;
  language: string;
  kind: string;
  status: string;
  subject: string;
  articleCount: number;
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
  completedAt: Date | null;
  total: number;
  sent: number;
  failed: number;
  pending: number;
  skipped: number;
}

export interface DeliveryRow {
  id: number;
  subscriberId: number | null;
  email: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

export interface IssueDetails extends IssueSummary {
  html: string;
  text: string;
  articleIds: number[];
  deliveries: DeliveryRow[];
}

export interface SendNowResult {
  issues: IssueSummary[];
  /** Languages left out, with why ("nothing new", "no subscribers"). */
  skipped: { language: string; reason: string }[];
}

type IssueOutcome = { issue: NewsletterIssue; created: boolean } | { skipped: string };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_NEW_ARTICLES = 12;
const MAX_PICKS = 3;
const MAX_TOOLS = 6;
/** The token of the unsubscribe link in test emails and previews: it changes nothing. */
export const TEST_TOKEN = 'test';

export class NewsletterService implements SubscriptionHooks {
  options: NewsletterOptions;
  private queue: JobQueue | undefined;
  private transportInstance: MailTransport | undefined;
  private tokensInstance: NewsletterTokens | undefined;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    init: Partial<NewsletterOptions> & { transport?: MailTransport; secret?: string } = {},
  ) {
    const { transport, secret, ...options } = init;
    this.options = { ...DEFAULT_OPTIONS, ...options };
    this.transportInstance = transport;
    if (secret) this.tokensInstance = new NewsletterTokens(secret);
  }

  get transport(): MailTransport {
    return (this.transportInstance ??= createMailTransport(this.config));
  }

  private get tokens(): NewsletterTokens {
    // Derived from the session secret (generated under DATA_DIR when unset), read on first use.
    return (this.tokensInstance ??= new NewsletterTokens(resolveSessionSecret(this.config)));
  }

  private get ctx(): RenderContext {
    return { publicUrl: this.config.publicUrl, timezone: this.config.newsletter.timezone };
  }

  /** The job queue (set by the worker once pg-boss runs). */
  attachQueue(queue: JobQueue | undefined): void {
    this.queue = queue;
  }

  private get jobs(): JobQueue {
    // Without the queue (not started yet, or shutting down) a sign-up is refused rather than left without its email.
    if (!this.queue) throw new AppError('SERVICE_UNAVAILABLE', 'The newsletter is not available at the moment, please try again shortly');
    return this.queue;
  }

  close(): void {
    this.transportInstance?.close();
  }

  // ── Links ────────────────────────────────────────────────────────────────────────────────────

  unsubscribeUrl(subscriberId: number | null): string {
    const token = subscriberId === null ? TEST_TOKEN : this.tokens.unsubscribeToken(subscriberId);
    return `${this.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
  }

  confirmUrl(token: string): string {
    return `${this.config.publicUrl}${CONFIRM_PATH}?token=${token}`;
  }

  /** RFC 2369 / RFC 8058 headers: mail clients show their own unsubscribe button and POST to the link. */
  private listHeaders(unsubscribeUrl: string): Record<string, string> {
    const host = new URL(this.config.publicUrl).hostname;
    return {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `Tumbuh newsletter <newsletter.${host}>`,
    };
  }

  // ── Sign-up (called by SubscriberService inside its transaction) ────────────────────────────

  get doubleOptIn(): boolean {
    return this.config.newsletter.doubleOptIn;
  }

  get confirmResendMs(): number {
    return this.options.confirmResendMs;
  }

  async subscribed(em: EntityManager, subscriber: Subscriber): Promise<void> {
    await this.jobs.enqueueMail({ kind: subscriber.status === 'pending' ? 'confirm' : 'welcome', subscriberId: subscriber.id }, em);
  }

  /** A welcome or confirmation mail (a pg-boss job). Throws on temporary failures so the job is retried. */
  async runMailJob(job: MailJob): Promise<'sent' | 'skipped' | 'refused'> {
    let to: { id: number; email: string; language: string } | undefined;
    let mail: RenderedMail | undefined;
    if (job.kind === 'confirm') {
      const { token, hash } = newConfirmToken(job.subscriberId);
      // A fresh token per mail; only its hash is kept. Subscribers no longer pending get nothing.
      [to] = await sql<{ id: number; email: string; language: string }>(
        this.db,
        `UPDATE subscribers SET "confirmTokenHash" = $2, "confirmSentAt" = now() WHERE id = $1 AND status = 'pending' RETURNING id, email, language`,
        [job.subscriberId, hash],
      );
      if (to) mail = renderConfirm(mailLanguage(to.language), this.ctx, this.confirmUrl(token), this.unsubscribeUrl(to.id));
    } else {
      [to] = await sql<{ id: number; email: string; language: string }>(this.db, `SELECT id, email, language FROM subscribers WHERE id = $1 AND status = 'active'`, [
        job.subscriberId,
      ]);
      if (to) mail = renderWelcome(mailLanguage(to.language), this.ctx, this.unsubscribeUrl(to.id));
    }
    if (!to || !mail) return 'skipped';
    try {
      await this.transport.send({ to: to.email, ...mail, headers: this.listHeaders(this.unsubscribeUrl(to.id)) });
      return 'sent';
    } catch (err) {
      if (isPermanentMailError(err)) {
        console.error(`Newsletter: the ${job.kind} mail to subscriber ${to.id} was refused: ${describeMailError(err)}`);
        return 'refused';
      }
      throw err;
    }
  }

  // ── Pages behind the emailed links ──────────────────────────────────────────────────────────

  /** GET /unsubscribe?token=…: asks before changing anything (link scanners follow GET links). */
  async unsubscribePage(token: unknown): Promise<PageState> {
    if (token === TEST_TOKEN) return { status: 200, kind: 'test-link', language: 'en' };
    const id = this.tokens.verifyUnsubscribeToken(token);
    if (id === undefined) return { status: 400, kind: 'invalid-unsubscribe', language: 'en' };
    const [row] = await sql<{ email: string; language: string; status: string }>(this.db, `SELECT email, language, status FROM subscribers WHERE id = $1`, [id]);
    if (!row) return { status: 200, kind: 'not-on-list', language: 'en' };
    const language = mailLanguage(row.language);
    if (row.status === 'unsubscribed') return { status: 200, kind: 'already-unsubscribed', language, email: row.email };
    return { status: 200, kind: 'unsubscribe-confirm', language, email: row.email };
  }

  /** POST /unsubscribe?token=…: the page's button and RFC 8058 one-click. Idempotent; the row is kept. */
  async unsubscribe(token: unknown): Promise<PageState> {
    if (token === TEST_TOKEN) return { status: 200, kind: 'test-link', language: 'en' };
    const id = this.tokens.verifyUnsubscribeToken(token);
    if (id === undefined) return { status: 400, kind: 'invalid-unsubscribe', language: 'en' };
    const [changed] = await sql<{ email: string; language: string }>(
      this.db,
      `UPDATE subscribers SET status = 'unsubscribed', "unsubscribedAt" = now() WHERE id = $1 AND status <> 'unsubscribed' RETURNING email, language`,
      [id],
    );
    if (changed) return { status: 200, kind: 'unsubscribed', language: mailLanguage(changed.language), email: changed.email };
    const [row] = await sql<{ email: string; language: string }>(this.db, `SELECT email, language FROM subscribers WHERE id = $1`, [id]);
    if (!row) return { status: 200, kind: 'not-on-list', language: 'en' };
    return { status: 200, kind: 'already-unsubscribed', language: mailLanguage(row.language), email: row.email };
  }

  private async confirmTarget(token: unknown) {
    const parsed = parseIdToken(token);
    if (!parsed) return undefined;
    const [row] = await sql<{ id: number; email: string; language: string; status: string; confirmTokenHash: string | null; confirmSentAt: Date | null }>(
      this.db,
      `SELECT id, email, language, status, "confirmTokenHash", "confirmSentAt" FROM subscribers WHERE id = $1`,
      [parsed.id],
    );
    // Nothing about the address is shown unless the token is the one we mailed.
    if (!row?.confirmTokenHash || !sameHash(row.confirmTokenHash, hashConfirmToken(token as string))) return undefined;
    return row;
  }

  /** GET /newsletter/confirm?token=…: shows the address and a button (a scanner's GET confirms nothing). */
  async confirmPage(token: unknown): Promise<PageState> {
    const row = await this.confirmTarget(token);
    if (!row) return { status: 400, kind: 'invalid-confirm', language: 'en' };
    const language = mailLanguage(row.language);
    if (row.status === 'active') return { status: 200, kind: 'already-confirmed', language, email: row.email };
    if (row.status === 'unsubscribed') return { status: 200, kind: 'already-unsubscribed', language, email: row.email };
    if (!row.confirmSentAt || Date.now() - new Date(row.confirmSentAt).getTime() > CONFIRM_LINK_TTL_MS)
      return { status: 410, kind: 'expired-confirm', language, email: row.email };
    return { status: 200, kind: 'confirm-ask', language, email: row.email };
  }

  /** POST /newsletter/confirm?token=…: pending → active, then the welcome mail. */
  async confirm(token: unknown): Promise<PageState> {
    const row = await this.confirmTarget(token);
    if (!row) return { status: 400, kind: 'invalid-confirm', language: 'en' };
    const language = mailLanguage(row.language);
    const confirmed = await this.db.transaction(async (em) => {
      const [done] = await sql<{ id: number }>(
        em,
        `UPDATE subscribers SET status = 'active', "confirmedAt" = now()
          WHERE id = $1 AND status = 'pending' AND "confirmTokenHash" = $2 AND "confirmSentAt" > now() - make_interval(secs => $3)
          RETURNING id`,
        [row.id, row.confirmTokenHash, CONFIRM_LINK_TTL_MS / 1000],
      );
      if (done) await this.jobs.enqueueMail({ kind: 'welcome', subscriberId: row.id }, em);
      return Boolean(done);
    });
    if (confirmed) return { status: 200, kind: 'confirmed', language, email: row.email };
    // Not pending any more, or the link ran out: say which.
    return this.confirmPage(token);
  }

  // ── Issues ──────────────────────────────────────────────────────────────────────────────────

  private assertLanguage(language: unknown): string {
    if (!isLanguageCode(language)) throw badInput(MESSAGES.languageInvalid, { language: MESSAGES.languageInvalid });
    return language;
  }

  /** New articles are those published after the previous issue of the language (at most a week back). */
  private async periodStart(db: DataSource | EntityManager, language: string, until: Date): Promise<Date> {
    const [last] = await sql<{ end: Date }>(
      db,
      `SELECT "periodEnd" AS end FROM newsletter_issues WHERE language = $1 AND status <> 'skipped' AND "periodEnd" <= $2 ORDER BY "periodEnd" DESC LIMIT 1`,
      [language, until],
    );
    const weekAgo = new Date(until.getTime() - WEEK_MS);
    return last && new Date(last.end) > weekAgo ? new Date(last.end) : weekAgo;
  }

  private async loadContent(db: DataSource | EntityManager, language: string, since: Date, until: Date): Promise<DigestContent> {
    const columns = `id, title, excerpt, slug, "imageUrl", "readTime", "publishDate"`;
    const articles = await sql<DigestArticle>(
      db,
      `SELECT ${columns} FROM articles WHERE language = $1 AND "publishDate" > $2 AND ${isPublic('articles', '$3')} ORDER BY "publishDate" DESC, id DESC LIMIT $4`,
      [language, since, until, MAX_NEW_ARTICLES],
    );
    const picks = await sql<DigestArticle>(
      db,
      `SELECT ${columns} FROM articles WHERE language = $1 AND "isEditorsPick" AND ${isPublic('articles', '$2')} AND NOT (id = ANY($3::int[]))
        ORDER BY "publishDate" DESC, id DESC LIMIT $4`,
      [language, until, articles.map((a) => a.id), MAX_PICKS],
    );
    const tools = await sql<DigestTool>(db, `SELECT id, name, description, url, "logoUrl" FROM tools WHERE "isActive" ORDER BY id LIMIT $1`, [MAX_TOOLS]);
    return { language: mailLanguage(language), articles, picks, tools, date: until };
  }

  private async activeCount(db: DataSource | EntityManager, language: string): Promise<number> {
    const [row] = await sql<{ n: number }>(db, `SELECT count(*)::int AS n FROM subscribers WHERE language = $1 AND status = 'active'`, [language]);
    return row.n;
  }

  /** The next issue of a language as it would go out now (admin preview). */
  async preview(languageInput: unknown): Promise<NewsletterPreview> {
    const language = this.assertLanguage(languageInput);
    const until = new Date();
    const since = await this.periodStart(this.db, language, until);
    const content = await this.loadContent(this.db, language, since, until);
    const rendered = renderDigest(content, this.ctx);
    return {
      language,
      subject: rendered.subject,
      ...personalize(rendered, this.unsubscribeUrl(null)),
      articleCount: content.articles.length,
      editorsPickCount: content.picks.length,
      toolCount: content.tools.length,
      empty: content.articles.length === 0,
      periodStart: since,
      periodEnd: until,
      recipients: await this.activeCount(this.db, language),
    };
  }

  /** Sends the preview to one address typed in by the admin, at once, and reports the mail server's answer. */
  async sendTest(input: { email: unknown; language: unknown }): Promise<void> {
    const errors: FieldErrors = {};
    const emailError = validateEmail(input.email);
    if (emailError) errors.email = emailError;
    if (!isLanguageCode(input.language)) errors.language = MESSAGES.languageInvalid;
    assertValid(errors);
    const preview = await this.preview(input.language);
    const unsubscribeUrl = this.unsubscribeUrl(null);
    try {
      await this.transport.send({
        to: normalizeEmail(input.email as string),
        subject: `${TEXTS[mailLanguage(preview.language)].testPrefix}${preview.subject}`,
        html: preview.html,
        text: preview.text,
        headers: this.listHeaders(unsubscribeUrl),
      });
    } catch (err) {
      throw new AppError('SERVICE_UNAVAILABLE', `The test email could not be sent: ${describeMailError(err)}`);
    }
  }

  /** 'Send now': a new issue per language (or the one given) with what is new since the last one. */
  async sendNow(languageInput?: unknown): Promise<SendNowResult> {
    const languages = languageInput === undefined || languageInput === null ? [...LANGUAGE_CODES] : [this.assertLanguage(languageInput)];
    const now = new Date();
    const result: SendNowResult = { issues: [], skipped: [] };
    for (const language of languages) {
      const outcome = await this.createIssue(language, 'manual', now, `manual:${now.toISOString()}:${crypto.randomBytes(3).toString('hex')}:${language}`);
      if ('skipped' in outcome) result.skipped.push({ language, reason: outcome.skipped });
      else result.issues.push(await this.summary(outcome.issue.id));
    }
    return result;
  }

  /** The scheduled run (pg-boss cron): one issue per language, keyed by the local date so it happens once. */
  async runWeekly(now = new Date()): Promise<IssueOutcome[]> {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: this.config.newsletter.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    const outcomes: IssueOutcome[] = [];
    for (const language of LANGUAGE_CODES) outcomes.push(await this.createIssue(language, 'weekly', now, `weekly:${day}:${language}`));
    return outcomes;
  }

  /**
   * Renders and stores an issue, its delivery rows (every active subscriber of the language) and
   * its send job, in one transaction. Skipped when nothing is new or nobody would receive it.
   */
  async createIssue(language: string, kind: IssueKind, now: Date, key: string): Promise<IssueOutcome> {
    return this.db.transaction(async (em) => {
      // One issue of a language at a time, so a manual and a scheduled one cannot take the same window.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('tumbuh-newsletter-issue'), hashtext($1))`, [language]);
      const existing = await em.findOneBy(NewsletterIssue, { key });
      if (existing) return { issue: existing, created: false };
      const since = await this.periodStart(em, language, now);
      const content = await this.loadContent(em, language, since, now);
      const recipients = await this.activeCount(em, language);
      const reason = content.articles.length === 0 ? 'nothing new' : recipients === 0 ? 'no subscribers' : undefined;
      if (reason && kind === 'manual') return { skipped: reason };
      const rendered = reason ? { subject: '', html: '', text: '' } : renderDigest(content, this.ctx);
      const issue = await em.save(
        em.create(NewsletterIssue, {
          key,
          language,
          kind,
          status: reason ? 'skipped' : 'sending',
          ...rendered,
          articleIds: content.articles.map((a) => a.id),
          periodStart: since,
          periodEnd: now,
          completedAt: reason ? now : null,
        }),
      );
      // A skipped scheduled run is kept in the history (and keeps a second process from redoing it).
      if (reason) return { skipped: reason };
      await em.query(
        `INSERT INTO newsletter_deliveries ("issueId", "subscriberId", email)
         SELECT $1, id, email FROM subscribers WHERE language = $2 AND status = 'active' ORDER BY id
         ON CONFLICT ("issueId", "subscriberId") DO NOTHING`,
        [issue.id, language],
      );
      await this.jobs.enqueueIssue(issue.id, em);
      return { issue, created: true };
    });
  }

  /** Re-queues every unfinished issue (the periodic sweep; also resumes after a crash). */
  async unfinishedIssueIds(): Promise<number[]> {
    const rows = await sql<{ id: number }>(this.db, `SELECT id FROM newsletter_issues WHERE status = 'sending' ORDER BY id`);
    return rows.map((r) => r.id);
  }

  /**
   * Sends what is due of one issue: claims batches until none is left or the job's time is up.
   * Any number of workers may run this for the same issue at once.
   */
  async deliverIssue(issueId: number, signal: StopSignal = { stopped: false }): Promise<DeliveryRun> {
    const issue = await this.db.getRepository(NewsletterIssue).findOneBy({ id: issueId });
    if (!issue || issue.status !== 'sending') return { done: true, sent: 0 };
    const deadline = Date.now() + this.options.jobBudgetMs;
    let sent = 0;
    while (!signal.stopped && Date.now() < deadline) {
      const claim = crypto.randomUUID();
      const batch = await sql<{ id: number; subscriberId: number | null; email: string; attempts: number }>(
        this.db,
        `UPDATE newsletter_deliveries d
            SET status = 'sending', "claimToken" = $2, "leaseUntil" = now() + make_interval(secs => $4), attempts = d.attempts + 1
          WHERE d.id IN (
            SELECT id FROM newsletter_deliveries
             WHERE "issueId" = $1
               AND ((status = 'pending' AND "nextAttemptAt" <= now()) OR (status = 'sending' AND "leaseUntil" < now()))
             ORDER BY id LIMIT $3
             FOR UPDATE SKIP LOCKED)
          RETURNING d.id, d."subscriberId", d.email, d.attempts`,
        [issueId, claim, this.options.batchSize, this.options.leaseSeconds],
      );
      if (batch.length === 0) break;
      batch.sort((a, b) => a.id - b.id);
      for (const delivery of batch) {
        if (signal.stopped) break;
        if (await this.deliverOne(issue, delivery, claim)) sent++;
      }
      // Whatever this claim still holds (a stop came) goes back for the next worker, without losing a try.
      await this.db.query(
        `UPDATE newsletter_deliveries SET status = 'pending', "claimToken" = NULL, "leaseUntil" = NULL, attempts = attempts - 1
          WHERE "claimToken" = $1 AND status = 'sending'`,
        [claim],
      );
    }
    return { ...(await this.finishOrReschedule(issueId)), sent };
  }

  private async deliverOne(issue: NewsletterIssue, d: { id: number; subscriberId: number | null; email: string; attempts: number }, claim: string): Promise<boolean> {
    // Renew the lease of everything this claim holds, and check the subscriber is still active.
    const [check] = await sql<{ status: string | null }>(
      this.db,
      `WITH renewed AS (
         UPDATE newsletter_deliveries SET "leaseUntil" = now() + make_interval(secs => $3)
          WHERE "claimToken" = $1 AND status = 'sending' RETURNING id, "subscriberId")
       SELECT s.status FROM renewed r LEFT JOIN subscribers s ON s.id = r."subscriberId" WHERE r.id = $2`,
      [claim, d.id, this.options.leaseSeconds],
    );
    if (!check) return false; // the claim was lost: another worker owns the row now
    if (check.status !== 'active') {
      await this.db.query(`UPDATE newsletter_deliveries SET status = 'skipped', "claimToken" = NULL, "leaseUntil" = NULL WHERE id = $1 AND "claimToken" = $2`, [
        d.id,
        claim,
      ]);
      return false;
    }
    const unsubscribeUrl = this.unsubscribeUrl(d.subscriberId);
    try {
      const { messageId } = await this.transport.send({
        to: d.email,
        subject: issue.subject,
        ...personalize(issue, unsubscribeUrl),
        headers: this.listHeaders(unsubscribeUrl),
      });
      await this.db.query(
        `UPDATE newsletter_deliveries SET status = 'sent', "sentAt" = now(), "messageId" = $3, "lastError" = NULL, "claimToken" = NULL, "leaseUntil" = NULL
          WHERE id = $1 AND "claimToken" = $2`,
        [d.id, claim, messageId.slice(0, 300)],
      );
      return true;
    } catch (err) {
      const final = isPermanentMailError(err) || d.attempts >= this.options.maxAttempts;
      const delay = Math.min(this.options.retryMaxMs, this.options.retryBaseMs * 2 ** (d.attempts - 1)) * (1 + Math.random() * 0.1);
      await this.db.query(
        `UPDATE newsletter_deliveries
            SET status = $3, "lastError" = $4, "nextAttemptAt" = now() + make_interval(secs => $5), "claimToken" = NULL, "leaseUntil" = NULL
          WHERE id = $1 AND "claimToken" = $2`,
        [d.id, claim, final ? 'failed' : 'pending', describeMailError(err), final ? 0 : delay / 1000],
      );
      return false;
    }
  }

  private async finishOrReschedule(issueId: number): Promise<Omit<DeliveryRun, 'sent'>> {
    const [open] = await sql<{ n: number; next: Date | null }>(
      this.db,
      `SELECT count(*)::int AS n,
              min(CASE WHEN status = 'pending' THEN "nextAttemptAt" ELSE "leaseUntil" END) AS next
         FROM newsletter_deliveries WHERE "issueId" = $1 AND status IN ('pending', 'sending')`,
      [issueId],
    );
    if (open.n === 0) {
      await this.db.query(`UPDATE newsletter_issues SET status = 'sent', "completedAt" = now() WHERE id = $1 AND status = 'sending'`, [issueId]);
      return { done: true };
    }
    const next = open.next ? new Date(open.next) : new Date();
    return { done: false, nextRunAt: next.getTime() > Date.now() ? next : new Date() };
  }

  // ── History ─────────────────────────────────────────────────────────────────────────────────

  private summaryQuery(where: string) {
    return `SELECT i.id, i.language, i.kind, i.status, i.subject, cardinality(i."articleIds") AS "articleCount",
                   i."periodStart", i."periodEnd", i."createdAt", i."completedAt",
                   count(d.id)::int AS total,
                   (count(*) FILTER (WHERE d.status = 'sent'))::int AS sent,
                   (count(*) FILTER (WHERE d.status = 'failed'))::int AS failed,
                   (count(*) FILTER (WHERE d.status IN ('pending', 'sending')))::int AS pending,
                   (count(*) FILTER (WHERE d.status = 'skipped'))::int AS skipped
              FROM newsletter_issues i LEFT JOIN newsletter_deliveries d ON d."issueId" = i.id
             ${where}
             GROUP BY i.id`;
  }

  /** Issues newest first, with delivery counts. */
  async issues(limit = 50, offset = 0): Promise<IssueSummary[]> {
    const take = Math.max(1, Math.min(200, Math.trunc(limit) || 50));
    const skip = Math.max(0, Math.trunc(offset) || 0);
    return sql<IssueSummary>(this.db, `${this.summaryQuery('')} ORDER BY i."createdAt" DESC, i.id DESC LIMIT $1 OFFSET $2`, [take, skip]);
  }

  private async summary(id: number): Promise<IssueSummary> {
    const [row] = await sql<IssueSummary>(this.db, `${this.summaryQuery('WHERE i.id = $1')}`, [id]);
    if (!row) throw notFound('Newsletter issue not found');
    return row;
  }

  async issue(id: number): Promise<IssueDetails> {
    const summary = await this.summary(id);
    const issue = await this.db.getRepository(NewsletterIssue).findOneByOrFail({ id });
    const deliveries = await sql<DeliveryRow>(
      this.db,
      `SELECT id, "subscriberId", email, status, attempts, "lastError", "sentAt", "nextAttemptAt" FROM newsletter_deliveries WHERE "issueId" = $1 ORDER BY id LIMIT 5000`,
      [id],
    );
    return { ...summary, ...personalize(issue, this.unsubscribeUrl(null)), articleIds: issue.articleIds, deliveries };
  }
}
