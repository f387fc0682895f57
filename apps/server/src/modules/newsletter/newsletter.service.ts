/**
 * The weekly newsletter, put together from its parts around one shared core (newsletter.core.ts):
 *   subscription-mail.ts         welcome and confirmation mail, the pages behind the emailed links
 *   newsletter-issues.ts         the next issue (preview, test send) and creating issues
 *   issue-delivery.ts            delivering an issue in claimed batches, shared by any number of workers
 *   newsletter-admin.queries.ts  the history the admin reads
 * Routes, resolver and worker talk to this one object; each method hands over to its part.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config/env';
import { recordActivity, type Actor } from '../activity/activity';
import type { Subscriber } from '../subscribers/subscriber.entity';
import type { SubscriptionHooks } from '../subscribers/subscriber.service';
import type { MailTransport } from './mail.transport';
import { NewsletterAdminQueries } from './newsletter-admin.queries';
import { NewsletterCore, type JobQueue, type MailJob, type NewsletterInit, type NewsletterOptions } from './newsletter.core';
import { IssueDelivery, type DeliveryRun, type StopSignal } from './issue-delivery';
import { NewsletterIssues, type IssueOutcome } from './newsletter-issues';
import type { IssueKind } from './newsletter-issue.entity';
import type { NewsletterIssueDetails, NewsletterIssueSummary, NewsletterPreview, NewsletterSendResult } from './newsletter.types';
import { SubscriptionMail, type PageState } from './subscription-mail';

export { DEFAULT_OPTIONS, TEST_TOKEN, type JobQueue, type MailJob, type NewsletterOptions } from './newsletter.core';
export type { DeliveryRun, StopSignal } from './issue-delivery';
export type { IssueOutcome } from './newsletter-issues';
export type { PageState } from './subscription-mail';

export class NewsletterService implements SubscriptionHooks {
  private readonly core: NewsletterCore;
  private readonly mail: SubscriptionMail;
  private readonly issuesPart: NewsletterIssues;
  private readonly delivery: IssueDelivery;
  private readonly admin: NewsletterAdminQueries;

  constructor(
    private readonly db: DataSource,
    config: Config,
    init: NewsletterInit = {},
  ) {
    this.core = new NewsletterCore(db, config, init);
    this.mail = new SubscriptionMail(this.core);
    this.issuesPart = new NewsletterIssues(this.core);
    this.delivery = new IssueDelivery(this.core);
    this.admin = new NewsletterAdminQueries(this.core);
  }

  // ── Core ─────────────────────────────────────────────────────────────────────────────────────

  /** The settings (tests shorten retries and leases by changing them). */
  get options(): NewsletterOptions {
    return this.core.options;
  }
  get transport(): MailTransport {
    return this.core.transport;
  }
  /** The job queue (set by the worker once pg-boss runs). */
  attachQueue(queue: JobQueue | undefined): void {
    this.core.attachQueue(queue);
  }
  close(): void {
    this.core.close();
  }
  unsubscribeUrl(subscriberId: number | null): string {
    return this.core.unsubscribeUrl(subscriberId);
  }
  confirmUrl(token: string): string {
    return this.core.confirmUrl(token);
  }
  clearAgeUrl(subscriberId: number | null): string {
    return this.core.clearAgeUrl(subscriberId);
  }

  // ── Subscription mail and pages ──────────────────────────────────────────────────────────────

  get doubleOptIn(): boolean {
    return this.mail.doubleOptIn;
  }
  get confirmResendMs(): number {
    return this.mail.confirmResendMs;
  }
  subscribed(em: EntityManager, subscriber: Subscriber): Promise<void> {
    return this.mail.subscribed(em, subscriber);
  }
  runMailJob(job: MailJob): Promise<'sent' | 'skipped' | 'refused'> {
    return this.mail.runMailJob(job);
  }
  unsubscribePage(token: unknown): Promise<PageState> {
    return this.mail.unsubscribePage(token);
  }
  unsubscribe(token: unknown): Promise<PageState> {
    return this.mail.unsubscribe(token);
  }
  confirmPage(token: unknown): Promise<PageState> {
    return this.mail.confirmPage(token);
  }
  confirm(token: unknown): Promise<PageState> {
    return this.mail.confirm(token);
  }
  clearAgePage(token: unknown): Promise<PageState> {
    return this.mail.clearAgePage(token);
  }
  clearAge(token: unknown): Promise<PageState> {
    return this.mail.clearAge(token);
  }

  // ── Issues ───────────────────────────────────────────────────────────────────────────────────

  preview(language: unknown): Promise<NewsletterPreview> {
    return this.issuesPart.preview(language);
  }
  sendTest(input: { email: unknown; language: unknown }): Promise<void> {
    return this.issuesPart.sendTest(input);
  }
  /** 'Send now': a new issue per language (or the one given) with what is new since the last one. */
  async sendNow(language?: unknown, actor: Actor | null = null): Promise<NewsletterSendResult> {
    const result: NewsletterSendResult = { issues: [], skipped: [] };
    for (const { language: lang, outcome } of await this.issuesPart.sendNow(language)) {
      if ('skipped' in outcome) result.skipped.push({ language: lang, reason: outcome.skipped });
      else {
        result.issues.push(await this.admin.summary(outcome.issue.id));
        if (actor) await recordActivity(this.db, actor, 'send', 'newsletter', outcome.issue.id, `Newsletter (${lang})`);
      }
    }
    return result;
  }
  runWeekly(now?: Date): Promise<IssueOutcome[]> {
    return this.issuesPart.runWeekly(now);
  }
  createIssue(language: string, kind: IssueKind, now: Date, key: string): Promise<IssueOutcome> {
    return this.issuesPart.createIssue(language, kind, now, key);
  }

  // ── Delivery ─────────────────────────────────────────────────────────────────────────────────

  unfinishedIssueIds(): Promise<number[]> {
    return this.delivery.unfinishedIssueIds();
  }
  deliverIssue(issueId: number, signal?: StopSignal): Promise<DeliveryRun> {
    return this.delivery.deliverIssue(issueId, signal);
  }

  // ── History (admins) ─────────────────────────────────────────────────────────────────────────

  issues(limit?: number, offset?: number): Promise<NewsletterIssueSummary[]> {
    return this.admin.issues(limit, offset);
  }
  issue(id: number): Promise<NewsletterIssueDetails> {
    return this.admin.issue(id);
  }
}
