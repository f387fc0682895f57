/**
 * The delivery of an issue in claimed batches that any number of workers can share and resume.
 *
 * Guarantees (see also newsletter.worker.ts):
 * - one row per (issue, subscriber), unique: nothing can address a subscriber twice in one issue;
 * - a worker claims a batch with FOR UPDATE SKIP LOCKED and a lease it renews before every message,
 *   and every later write is fenced by its claim token: two workers never hold the same row;
 * - a worker that dies leaves its rows leased; once the lease runs out another worker takes them;
 * - the one unavoidable window is a crash after the SMTP server accepted a message and before its
 *   row was marked sent: that message may go out a second time (at-least-once, like any mailer).
 */
import crypto from 'node:crypto';
import { describeMailError, isPermanentMailError } from './mail.transport';
import type { NewsletterCore } from './newsletter.core';
import { NewsletterIssue } from './newsletter-issue.entity';
import { personalize } from './newsletter.render';
import { sql } from './newsletter.sql';

export interface StopSignal {
  readonly stopped: boolean;
}

export interface DeliveryRun {
  done: boolean;
  /** When unfinished: when the next try is due (back-off, or another worker's lease). */
  nextRunAt?: Date;
  sent: number;
}

type Claimed = { id: number; subscriberId: number | null; email: string; attempts: number; ageGroup: string | null };

export class IssueDelivery {
  constructor(private readonly core: NewsletterCore) {}

  /** Re-queues every unfinished issue (the periodic sweep; also resumes after a crash). */
  async unfinishedIssueIds(): Promise<number[]> {
    const rows = await sql<{ id: number }>(this.core.db, `SELECT id FROM newsletter_issues WHERE status = 'sending' ORDER BY id`);
    return rows.map((r) => r.id);
  }

  /**
   * Sends what is due of one issue: claims batches until none is left or the job's time is up.
   * Any number of workers may run this for the same issue at once.
   */
  async deliverIssue(issueId: number, signal: StopSignal = { stopped: false }): Promise<DeliveryRun> {
    const { db, options } = this.core;
    const issue = await db.getRepository(NewsletterIssue).findOneBy({ id: issueId });
    if (!issue || issue.status !== 'sending') return { done: true, sent: 0 };
    const deadline = Date.now() + options.jobBudgetMs;
    let sent = 0;
    while (!signal.stopped && Date.now() < deadline) {
      const claim = crypto.randomUUID();
      const batch = await sql<Claimed>(
        db,
        `UPDATE newsletter_deliveries d
            SET status = 'sending', "claimToken" = $2, "leaseUntil" = now() + make_interval(secs => $4), attempts = d.attempts + 1
          WHERE d.id IN (
            SELECT id FROM newsletter_deliveries
             WHERE "issueId" = $1
               AND ((status = 'pending' AND "nextAttemptAt" <= now()) OR (status = 'sending' AND "leaseUntil" < now()))
             ORDER BY id LIMIT $3
             FOR UPDATE SKIP LOCKED)
          RETURNING d.id, d."subscriberId", d.email, d.attempts, d."ageGroup"`,
        [issueId, claim, options.batchSize, options.leaseSeconds],
      );
      if (batch.length === 0) break;
      batch.sort((a, b) => a.id - b.id);
      for (const delivery of batch) {
        if (signal.stopped) break;
        if (await this.deliverOne(issue, delivery, claim)) sent++;
      }
      // Whatever this claim still holds (a stop came) goes back for the next worker, without losing a try.
      await db.query(
        `UPDATE newsletter_deliveries SET status = 'pending', "claimToken" = NULL, "leaseUntil" = NULL, attempts = attempts - 1
          WHERE "claimToken" = $1 AND status = 'sending'`,
        [claim],
      );
    }
    return { ...(await this.finishOrReschedule(issueId)), sent };
  }

  private async deliverOne(issue: NewsletterIssue, d: Claimed, claim: string): Promise<boolean> {
    const { db, options } = this.core;
    // Renew the lease of everything this claim holds, and check the subscriber is still active.
    const [check] = await sql<{ status: string | null }>(
      db,
      `WITH renewed AS (
         UPDATE newsletter_deliveries SET "leaseUntil" = now() + make_interval(secs => $3)
          WHERE "claimToken" = $1 AND status = 'sending' RETURNING id, "subscriberId")
       SELECT s.status FROM renewed r LEFT JOIN subscribers s ON s.id = r."subscriberId" WHERE r.id = $2`,
      [claim, d.id, options.leaseSeconds],
    );
    if (!check) return false; // the claim was lost: another worker owns the row now
    if (check.status !== 'active') {
      await db.query(`UPDATE newsletter_deliveries SET status = 'skipped', "claimToken" = NULL, "leaseUntil" = NULL WHERE id = $1 AND "claimToken" = $2`, [
        d.id,
        claim,
      ]);
      return false;
    }
    const unsubscribeUrl = this.core.issueUnsubscribeUrl(d.subscriberId, issue.id);
    // The version for the subscriber's child's age (chosen when the issue was made), else the issue itself.
    const mail = (d.ageGroup && issue.ageVariants?.[d.ageGroup]) || issue;
    try {
      const { messageId } = await this.core.transport.send({
        to: d.email,
        subject: mail.subject,
        ...personalize(mail, unsubscribeUrl, this.core.clearAgeUrl(d.subscriberId)),
        headers: this.core.listHeaders(unsubscribeUrl),
      });
      await db.query(
        `UPDATE newsletter_deliveries SET status = 'sent', "sentAt" = now(), "messageId" = $3, "lastError" = NULL, "claimToken" = NULL, "leaseUntil" = NULL
          WHERE id = $1 AND "claimToken" = $2`,
        [d.id, claim, messageId.slice(0, 300)],
      );
      return true;
    } catch (err) {
      const final = isPermanentMailError(err) || d.attempts >= options.maxAttempts;
      const delay = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** (d.attempts - 1)) * (1 + Math.random() * 0.1);
      await db.query(
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
      this.core.db,
      `SELECT count(*)::int AS n,
              min(CASE WHEN status = 'pending' THEN "nextAttemptAt" ELSE "leaseUntil" END) AS next
         FROM newsletter_deliveries WHERE "issueId" = $1 AND status IN ('pending', 'sending')`,
      [issueId],
    );
    if (open.n === 0) {
      await this.core.db.query(`UPDATE newsletter_issues SET status = 'sent', "completedAt" = now() WHERE id = $1 AND status = 'sending'`, [issueId]);
      return { done: true };
    }
    const next = open.next ? new Date(open.next) : new Date();
    return { done: false, nextRunAt: next.getTime() > Date.now() ? next : new Date() };
  }
}
