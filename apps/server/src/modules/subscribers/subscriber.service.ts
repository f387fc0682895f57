import { DEFAULT_LANGUAGE, isLanguageCode, MESSAGES, normalizeEmail, validateBirthMonth, validateEmail, type FieldErrors, type LanguageCode } from '@tumbuh/shared';
import { recordActivity, type Actor } from '../activity/activity';
import { DataSource, type EntityManager } from 'typeorm';
import { assertValid, conflict, notFound } from '../../errors';
import { asObject } from '../../input';
import type { SignupLimit } from './signup-limit';
import { Subscriber, type SubscriberStatus } from './subscriber.entity';

/** What the newsletter adds to a sign-up (newsletter.service.ts): double opt-in and the first email. */
export interface SubscriptionHooks {
  readonly doubleOptIn: boolean;
  /** A pending subscriber who signs up again gets a new confirmation email at most this often. */
  readonly confirmResendMs: number;
  /** Runs inside the sign-up transaction: queues the welcome or the confirmation email. */
  subscribed(em: EntityManager, subscriber: Subscriber): Promise<void>;
}

type Existing = { id: number; status: SubscriberStatus; confirmSentAt: Date | null };

export class SubscriberService {
  constructor(
    private readonly db: DataSource,
    private readonly hooks?: SubscriptionHooks,
    private readonly limit?: SignupLimit,
  ) {}

  /**
   * Newsletter sign-up (public): {email, language?, childBirthMonth?}. The email is trimmed and lower-cased before it
   * is checked and stored; language is en (default) or id. An active subscriber answers 409.
   * Unsubscribed addresses are kept, so signing up again re-activates the same row; with double
   * opt-in the subscriber is pending until the emailed link is followed. childBirthMonth ("YYYY-MM",
   * optional, issue 19) orders the digest by the child's age.
   */
  async subscribe(input: unknown, clientIp?: string): Promise<Subscriber> {
    const body = asObject(input);
    const errors: FieldErrors = {};
    const emailError = validateEmail(body.email);
    if (emailError) errors.email = emailError;
    const language = body.language ?? DEFAULT_LANGUAGE;
    if (!isLanguageCode(language)) errors.language = MESSAGES.languageInvalid;
    const birthMonthError = validateBirthMonth(body.childBirthMonth);
    if (birthMonthError) errors.childBirthMonth = birthMonthError;
    assertValid(errors);
    const birthMonth = body.childBirthMonth ? `${body.childBirthMonth as string}-01` : null;
    await this.limit?.hit(clientIp);
    const email = normalizeEmail(body.email as string);
    const status: SubscriberStatus = this.hooks?.doubleOptIn ? 'pending' : 'active';

    return this.db.transaction(async (em) => {
      // The unique index decides, so two simultaneous sign-ups cannot both win: the second waits for
      // the first to commit, inserts nothing, and then finds the row.
      const inserted: { id: number }[] = await em.query(
        `INSERT INTO subscribers (email, language, status, "childBirthMonth") VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, language as LanguageCode, status, birthMonth],
      );
      let id = inserted[0]?.id;
      let mail = true;
      if (id === undefined) {
        const [existing]: Existing[] = await em.query(`SELECT id, status, "confirmSentAt" FROM subscribers WHERE email = $1 FOR UPDATE`, [email]);
        if (!existing || existing.status === 'active') throw conflict(MESSAGES.emailDuplicate, { email: MESSAGES.emailDuplicate });
        id = existing.id;
        if (existing.status === 'pending' && status === 'pending') {
          // Still waiting for confirmation: a fresh link, unless one went out a moment ago.
          // A month given now replaces the stored one; none given keeps it.
          await em.query(`UPDATE subscribers SET language = $2, "childBirthMonth" = COALESCE($3, "childBirthMonth") WHERE id = $1`, [id, language, birthMonth]);
          const sentAt = existing.confirmSentAt ? new Date(existing.confirmSentAt).getTime() : 0;
          mail = Date.now() - sentAt >= (this.hooks?.confirmResendMs ?? 0);
        } else {
          // Re-subscribing after unsubscribing (or a pending one once double opt-in is off): a fresh
          // subscription, so the child's birth month is the one given now (none if none).
          await em.query(
            `UPDATE subscribers SET status = $2, language = $3, "subscribeDate" = now(), "unsubscribedAt" = NULL,
                    "confirmedAt" = NULL, "confirmTokenHash" = NULL, "confirmSentAt" = NULL, "childBirthMonth" = $4
              WHERE id = $1`,
            [id, status, language, birthMonth],
          );
        }
      }
      const subscriber = await em.getRepository(Subscriber).findOneByOrFail({ id });
      if (mail && this.hooks) await this.hooks.subscribed(em, subscriber);
      return subscriber;
    });
  }

  /** Every subscriber (active, pending and unsubscribed), newest first (admins). */
  list(): Promise<Subscriber[]> {
    return this.db.getRepository(Subscriber).find({ order: { subscribeDate: 'DESC', id: 'DESC' } });
  }

  /** The activity entry names the subscriber by id only: an address is personal data the log does not need. */
  async remove(id: number, actor: Actor | null = null): Promise<void> {
    await this.db.transaction(async (em) => {
      const { affected } = await em.getRepository(Subscriber).delete({ id });
      if (!affected) throw notFound('Subscriber not found');
      await recordActivity(em, actor, 'delete', 'subscriber', id, `Subscriber #${id}`);
    });
  }
}

/** The REST shape of a subscriber (unchanged since issue 4; GraphQL has the status fields). */
export function subscriberJson(s: Subscriber) {
  return { id: s.id, email: s.email, language: s.language, subscribeDate: s.subscribeDate };
}
