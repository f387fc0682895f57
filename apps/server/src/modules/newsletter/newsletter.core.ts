/**
 * What every part of the newsletter shares: the database, the settings, the mail transport, the
 * signed-link keys, the job queue and the emailed links. The parts (subscription mail, issues,
 * delivery, admin queries) each take this core; NewsletterService puts them together.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config/env';
import { resolveSessionSecret } from '../../config/session-secret';
import { AppError } from '../../errors';
import { createMailTransport, type MailTransport } from './mail.transport';
import { CLEAR_AGE_PATH, CONFIRM_PATH, UNSUBSCRIBE_PATH } from './newsletter.paths';
import type { RenderContext } from './newsletter.render';
import { NewsletterTokens } from './newsletter.tokens';
import { ClickLinks } from '../insight/click-links';

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

/** The token of the unsubscribe link in test emails and previews: it changes nothing. */
export const TEST_TOKEN = 'test';

export type NewsletterInit = Partial<NewsletterOptions> & { transport?: MailTransport; secret?: string };

export class NewsletterCore {
  options: NewsletterOptions;
  private queue: JobQueue | undefined;
  private transportInstance: MailTransport | undefined;
  private tokensInstance: NewsletterTokens | undefined;
  private readonly clicks: ClickLinks;

  constructor(
    readonly db: DataSource,
    readonly config: Config,
    init: NewsletterInit = {},
  ) {
    const { transport, secret, ...options } = init;
    this.options = { ...DEFAULT_OPTIONS, ...options };
    this.transportInstance = transport;
    if (secret) this.tokensInstance = new NewsletterTokens(secret);
    this.clicks = new ClickLinks(() => secret ?? resolveSessionSecret(this.config));
  }

  get transport(): MailTransport {
    return (this.transportInstance ??= createMailTransport(this.config));
  }

  get tokens(): NewsletterTokens {
    // Derived from the session secret (generated under DATA_DIR when unset), read on first use.
    return (this.tokensInstance ??= new NewsletterTokens(resolveSessionSecret(this.config)));
  }

  get ctx(): RenderContext {
    return { publicUrl: this.config.publicUrl, timezone: this.config.newsletter.timezone };
  }

  attachQueue(queue: JobQueue | undefined): void {
    this.queue = queue;
  }

  get jobs(): JobQueue {
    // Without the queue (not started yet, or shutting down) a sign-up is refused rather than left without its email.
    if (!this.queue) throw new AppError('SERVICE_UNAVAILABLE', 'The newsletter is not available at the moment, please try again shortly');
    return this.queue;
  }

  close(): void {
    this.transportInstance?.close();
  }

  unsubscribeUrl(subscriberId: number | null): string {
    const token = subscriberId === null ? TEST_TOKEN : this.tokens.unsubscribeToken(subscriberId);
    return `${this.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
  }

  /** The link that forgets the child's birth month: signed like the unsubscribe link, for its own purpose. */
  clearAgeUrl(subscriberId: number | null): string {
    const token = subscriberId === null ? TEST_TOKEN : this.tokens.clearAgeToken(subscriberId);
    return `${this.config.publicUrl}${CLEAR_AGE_PATH}?token=${token}`;
  }

  /** An article's link in an issue: a signed redirect that counts the click (issue 31, insight/click-links.ts). */
  clickUrl(issueId: number, articleId: number): string {
    return `${this.config.publicUrl}${this.clicks.path(issueId, articleId)}`;
  }

  /** A recipient's unsubscribe link in an issue: says which issue it came from, for the issue's unsubscribe count. */
  issueUnsubscribeUrl(subscriberId: number | null, issueId: number): string {
    return `${this.unsubscribeUrl(subscriberId)}&issue=${issueId}`;
  }

  confirmUrl(token: string): string {
    return `${this.config.publicUrl}${CONFIRM_PATH}?token=${token}`;
  }

  /** RFC 2369 / RFC 8058 headers: mail clients show their own unsubscribe button and POST to the link. */
  listHeaders(unsubscribeUrl: string): Record<string, string> {
    const host = new URL(this.config.publicUrl).hostname;
    return {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `Tumbuh newsletter <newsletter.${host}>`,
    };
  }
}
