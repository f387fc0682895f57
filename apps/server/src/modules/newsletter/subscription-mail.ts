/**
 * The mail of a subscription and the pages behind its emailed links: the welcome and confirmation
 * mails (queued inside the sign-up's transaction), unsubscribe, the double opt-in confirmation, and
 * forgetting the child's birth month (issue 19).
 */
import { pathId } from '../insight/click-links';
import { UNSUBSCRIBE_REASONS, type UnsubscribeReason } from '../insight/insight.entities';
import type { EntityManager } from 'typeorm';
import type { Subscriber } from '../subscribers/subscriber.entity';
import type { SubscriptionHooks } from '../subscribers/subscriber.service';
import { describeMailError, isPermanentMailError } from './mail.transport';
import { TEST_TOKEN, type MailJob, type NewsletterCore } from './newsletter.core';
import { renderConfirm, renderWelcome, type RenderedMail } from './newsletter.render';
import { sql } from './newsletter.sql';
import { mailLanguage } from './newsletter.texts';
import { CONFIRM_LINK_TTL_MS, hashConfirmToken, newConfirmToken, parseIdToken, sameHash } from './newsletter.tokens';

/** What a page behind an emailed link shows; newsletter.pages.ts renders it. */
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
    | 'expired-confirm'
    | 'clear-age-ask'
    | 'age-cleared'
    | 'invalid-clear-age';
  language: 'en' | 'id';
  email?: string;
}

type MailTarget = { id: number; email: string; language: string };

export class SubscriptionMail implements SubscriptionHooks {
  constructor(private readonly core: NewsletterCore) {}

  // ── Sign-up (called by SubscriberService inside its transaction) ────────────────────────────

  get doubleOptIn(): boolean {
    return this.core.config.newsletter.doubleOptIn;
  }

  get confirmResendMs(): number {
    return this.core.options.confirmResendMs;
  }

  async subscribed(em: EntityManager, subscriber: Subscriber): Promise<void> {
    await this.core.jobs.enqueueMail({ kind: subscriber.status === 'pending' ? 'confirm' : 'welcome', subscriberId: subscriber.id }, em);
  }

  /** A welcome or confirmation mail (a pg-boss job). Throws on temporary failures so the job is retried. */
  async runMailJob(job: MailJob): Promise<'sent' | 'skipped' | 'refused'> {
    const { core } = this;
    let to: MailTarget | undefined;
    let mail: RenderedMail | undefined;
    if (job.kind === 'confirm') {
      const { token, hash } = newConfirmToken(job.subscriberId);
      // A fresh token per mail; only its hash is kept. Subscribers no longer pending get nothing.
      [to] = await sql<MailTarget>(
        core.db,
        `UPDATE subscribers SET "confirmTokenHash" = $2, "confirmSentAt" = now() WHERE id = $1 AND status = 'pending' RETURNING id, email, language`,
        [job.subscriberId, hash],
      );
      if (to) mail = renderConfirm(mailLanguage(to.language), core.ctx, core.confirmUrl(token), core.unsubscribeUrl(to.id));
    } else {
      [to] = await sql<MailTarget>(core.db, `SELECT id, email, language FROM subscribers WHERE id = $1 AND status = 'active'`, [job.subscriberId]);
      if (to) mail = renderWelcome(mailLanguage(to.language), core.ctx, core.unsubscribeUrl(to.id));
    }
    if (!to || !mail) return 'skipped';
    try {
      await core.transport.send({ to: to.email, ...mail, headers: core.listHeaders(core.unsubscribeUrl(to.id)) });
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
    const id = this.core.tokens.verifyUnsubscribeToken(token);
    if (id === undefined) return { status: 400, kind: 'invalid-unsubscribe', language: 'en' };
    const [row] = await sql<{ email: string; language: string; status: string }>(this.core.db, `SELECT email, language, status FROM subscribers WHERE id = $1`, [id]);
    if (!row) return { status: 200, kind: 'not-on-list', language: 'en' };
    const language = mailLanguage(row.language);
    if (row.status === 'unsubscribed') return { status: 200, kind: 'already-unsubscribed', language, email: row.email };
    return { status: 200, kind: 'unsubscribe-confirm', language, email: row.email };
  }

  /** POST /unsubscribe?token=…: the page's button and RFC 8058 one-click. Idempotent; the row is kept. */
  async unsubscribe(token: unknown, extra: { issue?: unknown; reason?: unknown } = {}): Promise<PageState> {
    if (token === TEST_TOKEN) return { status: 200, kind: 'test-link', language: 'en' };
    const id = this.core.tokens.verifyUnsubscribeToken(token);
    if (id === undefined) return { status: 400, kind: 'invalid-unsubscribe', language: 'en' };
    const [changed] = await sql<{ email: string; language: string }>(
      this.core.db,
      `UPDATE subscribers SET status = 'unsubscribed', "unsubscribedAt" = now() WHERE id = $1 AND status <> 'unsubscribed' RETURNING email, language`,
      [id],
    );
    if (changed) {
      // Counted for the issue's results with the optional reason; nothing that names the subscriber (issue 31).
      const issueId = pathId(extra.issue) ?? null;
      const reason = UNSUBSCRIBE_REASONS.includes(extra.reason as UnsubscribeReason) ? (extra.reason as UnsubscribeReason) : null;
      await this.core.db.query(
        `INSERT INTO newsletter_unsubscribes ("issueId", language, reason) VALUES ((SELECT id FROM newsletter_issues WHERE id = $1), $2, $3)`,
        [issueId, mailLanguage(changed.language), reason],
      );
      return { status: 200, kind: 'unsubscribed', language: mailLanguage(changed.language), email: changed.email };
    }
    const [row] = await sql<{ email: string; language: string }>(this.core.db, `SELECT email, language FROM subscribers WHERE id = $1`, [id]);
    if (!row) return { status: 200, kind: 'not-on-list', language: 'en' };
    return { status: 200, kind: 'already-unsubscribed', language: mailLanguage(row.language), email: row.email };
  }

  /** GET /newsletter/child-age?token=…: asks before forgetting (link scanners follow GET links). */
  async clearAgePage(token: unknown): Promise<PageState> {
    if (token === TEST_TOKEN) return { status: 200, kind: 'test-link', language: 'en' };
    const id = this.core.tokens.verifyClearAgeToken(token);
    if (id === undefined) return { status: 400, kind: 'invalid-clear-age', language: 'en' };
    const [row] = await sql<{ email: string; language: string; month: string | null }>(
      this.core.db,
      `SELECT email, language, to_char("childBirthMonth", 'YYYY-MM') AS month FROM subscribers WHERE id = $1`,
      [id],
    );
    if (!row) return { status: 200, kind: 'not-on-list', language: 'en' };
    const language = mailLanguage(row.language);
    return { status: 200, kind: row.month ? 'clear-age-ask' : 'age-cleared', language, email: row.email };
  }

  /** POST /newsletter/child-age?token=…: forgets the birth month; the subscription stays. Idempotent. */
  async clearAge(token: unknown): Promise<PageState> {
    if (token === TEST_TOKEN) return { status: 200, kind: 'test-link', language: 'en' };
    const id = this.core.tokens.verifyClearAgeToken(token);
    if (id === undefined) return { status: 400, kind: 'invalid-clear-age', language: 'en' };
    const [row] = await sql<{ email: string; language: string }>(
      this.core.db,
      `UPDATE subscribers SET "childBirthMonth" = NULL WHERE id = $1 RETURNING email, language`,
      [id],
    );
    if (!row) return { status: 200, kind: 'not-on-list', language: 'en' };
    return { status: 200, kind: 'age-cleared', language: mailLanguage(row.language), email: row.email };
  }

  private async confirmTarget(token: unknown) {
    const parsed = parseIdToken(token);
    if (!parsed) return undefined;
    const [row] = await sql<{ id: number; email: string; language: string; status: string; confirmTokenHash: string | null; confirmSentAt: Date | null }>(
      this.core.db,
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
    const confirmed = await this.core.db.transaction(async (em) => {
      const [done] = await sql<{ id: number }>(
        em,
        `UPDATE subscribers SET status = 'active', "confirmedAt" = now()
          WHERE id = $1 AND status = 'pending' AND "confirmTokenHash" = $2 AND "confirmSentAt" > now() - make_interval(secs => $3)
          RETURNING id`,
        [row.id, row.confirmTokenHash, CONFIRM_LINK_TTL_MS / 1000],
      );
      if (done) await this.core.jobs.enqueueMail({ kind: 'welcome', subscriberId: row.id }, em);
      return Boolean(done);
    });
    if (confirmed) return { status: 200, kind: 'confirmed', language, email: row.email };
    // Not pending any more, or the link ran out: say which.
    return this.confirmPage(token);
  }
}
