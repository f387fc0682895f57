/**
 * Forgotten passwords (issue 29): an email with a single-use link valid 30 minutes (stored as a
 * sha256 hash); the same answer whether or not the account exists; limited per address asked and
 * per account; a reset ends every session of the person.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../../config/env';
import { badInput, notFound } from '../../errors';
import { asObject, optionalString } from '../../input';
import { hashPassword } from '../auth/password';
import { LimitReached, WindowCounter } from '../auth/rate-limiter';
import { endSessionsOf } from '../auth/session';
import { hashToken, randomToken, tokenOf } from '../auth/tokens';
import type { MailTransport } from '../newsletter/mail.transport';
import { assertStrongPassword } from './people.service';
import { sendTeamMail } from './team-mail';

export const RESET_MINUTES = 30;
/** Reset emails per account, and requests per thing typed (email or username), per hour. */
export const RESETS_PER_ACCOUNT = { prefix: 'reset-account', max: 3, windowMs: 60 * 60 * 1000 };
export const RESETS_PER_LOGIN = { prefix: 'reset-login', max: 5, windowMs: 60 * 60 * 1000 };

export const FORGOT_ANSWER = 'If an account matches, we have sent an email with a link to choose a new password. The link works once, for 30 minutes.';
const RESET_GONE = 'This link is not valid: it was used or has expired. Ask for a new one.';

export class PasswordResetService {
  private readonly perAccount: WindowCounter;
  private readonly perLogin: WindowCounter;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly mail: () => MailTransport,
  ) {
    this.perAccount = new WindowCounter(db, RESETS_PER_ACCOUNT);
    this.perLogin = new WindowCounter(db, RESETS_PER_LOGIN);
  }

  /** Always answers FORGOT_ANSWER (400 only for a missing or malformed field). */
  async forgot(input: unknown): Promise<string> {
    const body = asObject(input);
    const login = (optionalString(body, 'login') ?? optionalString(body, 'email') ?? optionalString(body, 'username') ?? '').trim();
    if (!login || login.length > 254) throw badInput('Enter your email or username', { login: 'Enter your email or username' });
    const key = login.toLowerCase();
    try {
      await this.perLogin.hit(key);
    } catch (err) {
      if (err instanceof LimitReached) return FORGOT_ANSWER; // the same answer: the limit tells nothing either
      throw err;
    }
    const [user] = await this.db.query<{ id: number; email: string | null; username: string }[]>(
      `SELECT id, email, username FROM users WHERE active AND (email = $1 OR lower(username) = $1) ORDER BY (email = $1) DESC LIMIT 1`,
      [key],
    );
    if (!user?.email) return FORGOT_ANSWER;
    try {
      await this.perAccount.hit(String(user.id));
    } catch (err) {
      if (err instanceof LimitReached) return FORGOT_ANSWER;
      throw err;
    }
    const token = randomToken();
    await this.db.query(`INSERT INTO password_resets ("userId", "tokenHash", "expiresAt") VALUES ($1, $2, $3)`, [
      user.id,
      hashToken(token),
      new Date(Date.now() + RESET_MINUTES * 60 * 1000),
    ]);
    await sendTeamMail(this.mail(), {
      to: user.email,
      subject: 'Choose a new Tumbuh password',
      lines: [
        `Someone (hopefully you) asked to reset the password of the account "${user.username}".`,
        `The link below works once, for ${RESET_MINUTES} minutes. If you did not ask, ignore this email: your password stays as it is.`,
      ],
      link: { url: `${this.config.publicUrl}/auth/reset?token=${encodeURIComponent(token)}`, label: 'Choose a new password' },
    }).catch((err: unknown) => console.error(`password reset mail failed: ${(err as Error).message}`));
    return FORGOT_ANSWER;
  }

  /** Sets the new password of a valid link (spent at once); every session of the person ends. */
  async reset(input: unknown): Promise<void> {
    const body = asObject(input);
    const token = tokenOf(body.token);
    const password = optionalString(body, 'password');
    if (!token) throw notFound(RESET_GONE);
    await this.db.transaction(async (em) => {
      const [row] = await em.query<{ id: number; userId: number; username: string; email: string | null; name: string | null }[]>(
        `SELECT r.id, r."userId", u.username, u.email, u.name FROM password_resets r JOIN users u ON u.id = r."userId"
          WHERE r."tokenHash" = $1 AND r."usedAt" IS NULL AND r."expiresAt" > now() AND u.active FOR UPDATE OF r`,
        [hashToken(token)],
      );
      if (!row) throw notFound(RESET_GONE);
      assertStrongPassword(password, [row.username, row.name ?? '', row.email ?? '']);
      await em.query(`UPDATE password_resets SET "usedAt" = now() WHERE "userId" = $1 AND "usedAt" IS NULL`, [row.userId]);
      await em.query(`UPDATE users SET password = $2, "passwordChangedAt" = now() WHERE id = $1`, [row.userId, await hashPassword(password!)]);
      await endSessionsOf(em, row.userId);
    });
  }
}
