/**
 * The newsletter's jobs on pg-boss (a job queue in PostgreSQL, schema `pgboss`, created by pg-boss
 * itself on first start). Every server process queues jobs; those with NEWSLETTER_WORKER=true (the
 * default) also work them and keep the schedules:
 *
 *   newsletter-weekly  cron NEWSLETTER_SCHEDULE in NEWSLETTER_TIMEZONE: creates the issues
 *   newsletter-send    {issueId}: delivers what is due, then queues its own follow-up if needed
 *   newsletter-mail    {kind, subscriberId}: a welcome or confirmation email, retried with back-off
 *   newsletter-sweep   every 5 minutes: re-queues unfinished issues (resumes after a crash)
 *
 * pg-boss hands each job to one worker; the deliveries table (issue-delivery.ts) is what keeps
 * two workers on the same issue from sending anything twice.
 */
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { NewsletterConfig } from '../../config/env';
import { describeMailError } from './mail.transport';
import type { JobQueue, MailJob } from './newsletter.core';
import type { StopSignal } from './issue-delivery';
import type { NewsletterService } from './newsletter.service';
import { sql } from './newsletter.sql';

export const QUEUES = {
  weekly: 'newsletter-weekly',
  send: 'newsletter-send',
  mail: 'newsletter-mail',
  sweep: 'newsletter-sweep',
} as const;

const SWEEP_CRON = '*/5 * * * *';

export interface NewsletterWorkerOptions {
  connectionString: string;
  config: NewsletterConfig;
  /** Work jobs and keep the schedules (NEWSLETTER_WORKER); false: only queue jobs. */
  work: boolean;
  pollingIntervalSeconds?: number;
  /** Retries of a welcome/confirmation email: count, first delay (seconds, doubled each time). */
  mailRetry?: { limit: number; delaySeconds: number };
  /** Retry delay (seconds) of a failed send job, e.g. one whose worker was stopped mid-issue. */
  sendRetryDelaySeconds?: number;
  log?: (line: string) => void;
}

/** pg-boss runs its statement through a transaction's connection when given this. */
function inTransaction(em: EntityManager): PgBoss.Db {
  return { executeSql: async (text: string, values: unknown[]) => ({ rows: await sql(em, text, values) }) };
}

export class NewsletterWorker implements JobQueue {
  private boss: PgBoss | undefined;
  private stopping = false;
  readonly signal: StopSignal;

  constructor(
    private readonly service: NewsletterService,
    private readonly options: NewsletterWorkerOptions,
  ) {
    const isStopping = () => this.stopping;
    this.signal = {
      get stopped() {
        return isStopping();
      },
    };
  }

  private log(line: string) {
    this.options.log?.(line);
  }

  async start(): Promise<this> {
    const { work, config } = this.options;
    const boss = new PgBoss({
      connectionString: this.options.connectionString,
      application_name: 'tumbuh-newsletter',
      max: work ? 4 : 2,
      schedule: work,
      // The cron jobs (weekly issue, sweep) need no second's precision: look for due ones every 30 s.
      cronWorkerIntervalSeconds: 30,
      supervise: work,
      migrate: true,
    });
    boss.on('error', (err) => {
      if (!this.stopping) console.error(`Newsletter queue error: ${err instanceof Error ? err.message : String(err)}`);
    });
    await boss.start();
    this.boss = boss;
    try {
      // createQueue is idempotent, but creates a partition table: one at a time (in parallel they
      // deadlock). newsletter-send is "short": at most one queued (not yet active) job per issue, so
      // follow-ups and sweeps never pile up.
      const existing = new Set((await boss.getQueues()).map((q) => q.name));
      const wanted: PgBoss.Queue[] = [
        { name: QUEUES.weekly, policy: 'singleton' },
        { name: QUEUES.send, policy: 'short' },
        { name: QUEUES.mail },
        { name: QUEUES.sweep, policy: 'singleton' },
      ];
      for (const queue of wanted) if (!existing.has(queue.name)) await boss.createQueue(queue.name, queue);
      if (work) {
        // Each work() polls its queue: often for mail a reader waits for, rarely for the cron-made jobs.
        const polling = { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 };
        const rarely = { pollingIntervalSeconds: Math.max(polling.pollingIntervalSeconds, 30) };
        await boss.work<{ issueId: number }>(QUEUES.send, polling, (jobs) => this.onSend(jobs));
        await boss.work<MailJob>(QUEUES.mail, polling, async (jobs) => {
          for (const job of jobs) await this.service.runMailJob(job.data);
        });
        await boss.work(QUEUES.weekly, rarely, () => this.onWeekly());
        await boss.work(QUEUES.sweep, rarely, () => this.sweep());
        await boss.schedule(QUEUES.weekly, config.schedule, {}, { tz: config.timezone });
        await boss.schedule(QUEUES.sweep, SWEEP_CRON, {}, { tz: 'UTC' });
      }
    } catch (err) {
      await boss.stop({ graceful: false, close: true }).catch(() => undefined);
      this.boss = undefined;
      throw err;
    }
    this.service.attachQueue(this);
    return this;
  }

  /** Graceful: the job at hand stops after its current message and hands its claims back. */
  async stop({ graceful = true }: { graceful?: boolean } = {}): Promise<void> {
    if (!this.boss) return;
    const boss = this.boss;
    this.stopping = true;
    this.service.attachQueue(undefined);
    await boss.stop({ graceful, close: true, wait: true, timeout: 10_000 });
    this.boss = undefined;
  }

  private get running(): PgBoss {
    if (!this.boss) throw new Error('The newsletter queue is not running');
    return this.boss;
  }

  async enqueueMail(job: MailJob, em?: EntityManager): Promise<void> {
    const retry = this.options.mailRetry ?? { limit: 6, delaySeconds: 60 };
    await this.running.send(QUEUES.mail, job, {
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: true,
      expireInSeconds: 300,
      db: em ? inTransaction(em) : undefined,
    });
  }

  async enqueueIssue(issueId: number, em?: EntityManager, startAfter?: Date): Promise<void> {
    await this.running.send(QUEUES.send, { issueId }, {
      singletonKey: `issue-${issueId}`,
      startAfter: startAfter && startAfter.getTime() > Date.now() + 1000 ? startAfter : undefined,
      retryLimit: 10,
      retryDelay: this.options.sendRetryDelaySeconds ?? 30,
      retryBackoff: true,
      // A job works at most jobBudgetMs (plus one message): one that runs far longer lost its worker.
      expireInSeconds: 15 * 60,
      db: em ? inTransaction(em) : undefined,
    });
  }

  private async onSend(jobs: PgBoss.Job<{ issueId: number }>[]): Promise<void> {
    for (const job of jobs) {
      const run = await this.service.deliverIssue(job.data.issueId, this.signal);
      // Unfinished (retries waiting, another worker's claim, the time budget, or a stop): a follow-up
      // job, which any worker may take.
      if (!run.done) await this.enqueueIssue(job.data.issueId, undefined, run.nextRunAt);
    }
  }

  private async onWeekly(): Promise<void> {
    const outcomes = await this.service.runWeekly();
    for (const o of outcomes) {
      if ('skipped' in o) this.log(`Newsletter: weekly issue skipped (${o.skipped})`);
      else if (o.created) this.log(`Newsletter: weekly issue ${o.issue.id} (${o.issue.language}) queued`);
    }
  }

  /** Queues a send job for every unfinished issue; one already queued makes this a no-op. */
  async sweep(): Promise<void> {
    for (const id of await this.service.unfinishedIssueIds()) await this.enqueueIssue(id);
  }

  /** For tests and tools: the schedules pg-boss keeps. */
  getSchedules(): Promise<PgBoss.Schedule[]> {
    return this.running.getSchedules();
  }
}

/** Starts the queue of a server process; logs where mail goes. */
export async function startNewsletterWorker(
  service: NewsletterService,
  connectionString: string,
  config: NewsletterConfig,
  log: (line: string) => void,
): Promise<NewsletterWorker> {
  try {
    const worker = await new NewsletterWorker(service, { connectionString, config, work: config.worker, log }).start();
    log(
      config.worker
        ? `Newsletter: weekly issue at "${config.schedule}" (${config.timezone}); mail goes to ${service.transport.description}`
        : 'Newsletter: NEWSLETTER_WORKER=false, this process only queues newsletter jobs',
    );
    return worker;
  } catch (err) {
    throw new Error(`Cannot start the newsletter job queue: ${describeMailError(err)}`);
  }
}
