import { MESSAGES, validateLogin } from '@tumbuh/shared';
import { authenticator } from 'otplib';
import { DataSource } from 'typeorm';
import { AppError, assertValid, badInput, conflict } from '../../errors';
import { asObject, optionalString } from '../../input';
import { isUserRole, type SessionUser, type UserRole } from './access';
import { LoginThrottle } from './login-throttle';
import { DUMMY_HASH, generatePassword, hashPassword, verifyPassword } from './password';
import { LimitReached, WindowCounter } from './rate-limiter';
import { AccountSecrets, hashToken } from './tokens';
import { User } from './user.entity';

/** How long the challenge between the password and the two-step code lives. */
export const TWO_STEP_CHALLENGE_MS = 5 * 60 * 1000;
/** Wrong two-step codes allowed per person per 15 minutes. */
export const TWO_STEP_ATTEMPTS = { prefix: 'two-step-user', max: 5, windowMs: 15 * 60 * 1000 };

export const TWO_STEP_SETTING = 'requireTwoStep';

/** Columns of a user that make a session user. */
const SESSION_COLUMNS = { id: true, username: true, isAdmin: true, role: true, name: true, active: true, totpEnabledAt: true } as const;
type SessionRow = Pick<User, 'id' | 'username' | 'isAdmin' | 'role' | 'name' | 'active' | 'totpEnabledAt'>;

/** What a correct password answers: a session user, or (two-step on) a challenge for the code. */
export type LoginOutcome = { user: SessionUser; challenge?: undefined } | { user?: undefined; challenge: string };

export const INACTIVE_MESSAGE = 'This account is deactivated';

export class AuthService {
  readonly throttle: LoginThrottle;
  readonly secrets: AccountSecrets;
  private readonly twoStepAttempts: WindowCounter;

  constructor(
    private readonly db: DataSource,
    sessionSecret: string,
  ) {
    this.throttle = new LoginThrottle(db);
    this.secrets = new AccountSecrets(sessionSecret);
    this.twoStepAttempts = new WindowCounter(db, TWO_STEP_ATTEMPTS);
  }

  /** Makes a person (CLI, first start, tests, accepted invitations). `role` true/false = ADMIN / WRITER. */
  async createUser(username: string, password: string, role: boolean | UserRole, extra: { email?: string | null; name?: string | null } = {}): Promise<SessionUser> {
    const r: UserRole = role === true ? 'ADMIN' : role === false ? 'WRITER' : role;
    if (!isUserRole(r)) throw badInput('role must be ADMIN, EDITOR or WRITER', { role: 'role must be ADMIN, EDITOR or WRITER' });
    const repo = this.db.getRepository(User);
    if (await repo.exists({ where: { username } })) throw conflict(`A user named "${username}" already exists`, { username: 'Username is already taken' });
    const user = await repo.save(
      repo.create({ username, password: await hashPassword(password), isAdmin: r === 'ADMIN', role: r, email: extra.email ?? null, name: extra.name ?? null, passwordChangedAt: new Date() }),
    );
    return { id: user.id, username: user.username, isAdmin: user.isAdmin, role: user.role, name: user.name };
  }

  /** Whether admins and editors must use two-step sign-in (site setting). */
  async twoStepRequired(): Promise<boolean> {
    const rows = await this.db.query<{ value: unknown }[]>(`SELECT value FROM settings WHERE key = $1`, [TWO_STEP_SETTING]);
    return rows[0]?.value === true;
  }

  /** The session user of a stored person (with the two-step setup limit when it applies). */
  async sessionUserOf(row: SessionRow): Promise<SessionUser> {
    const user: SessionUser = { id: row.id, username: row.username, isAdmin: row.role === 'ADMIN', role: row.role, name: row.name };
    if (row.role !== 'WRITER' && !row.totpEnabledAt && (await this.twoStepRequired())) user.twoStepSetupRequired = true;
    return user;
  }

  /**
   * Checks {username, password} (an untrusted body) under the login throttle: 400 for missing or
   * malformed fields, 429 while throttled, 401 for wrong credentials or a deactivated account (the
   * same answer, after the same bcrypt work, whether or not the user exists). With two-step sign-in
   * on, a correct password answers only a short-lived challenge, never a session.
   */
  async login(input: unknown, clientAddress: string | undefined): Promise<LoginOutcome> {
    const body = asObject(input);
    assertValid(validateLogin(body));
    const username = optionalString(body, 'username')!.trim();
    const password = optionalString(body, 'password')!;

    const attempt = await this.throttle.begin(username, clientAddress);
    let user: (SessionRow & { password: string }) | null;
    let valid: boolean;
    try {
      user = await this.db.getRepository(User).findOne({ where: { username }, select: { ...SESSION_COLUMNS, password: true } });
      // Unknown users cost a bcrypt comparison too, so timing does not tell which usernames exist.
      valid = await verifyPassword(password, user?.password ?? DUMMY_HASH);
    } catch (err) {
      await attempt.cancel().catch(() => undefined);
      throw err;
    }
    if (!user || !valid || !user.active) throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
    await attempt.succeeded();
    if (user.totpEnabledAt) return { challenge: this.secrets.challenge(user.id, await this.stampOf(user.id) ?? '', TWO_STEP_CHALLENGE_MS) };
    return { user: await this.signedIn(user) };
  }

  /** The second step: a challenge from login and a TOTP or unused recovery code. 401 when wrong. */
  async loginTwoStep(input: unknown): Promise<SessionUser> {
    const body = asObject(input);
    const code = optionalString(body, 'code')?.trim() ?? '';
    if (!code) throw badInput('Enter the code from your authenticator app or a recovery code', { code: 'Code is required' });
    const userId = await this.secrets.readChallenge(body.challenge, (id) => this.stampOf(id));
    if (userId === null) throw new AppError('UNAUTHENTICATED', 'The sign-in has expired: enter your password again');
    const key = String(userId);
    try {
      await this.twoStepAttempts.check(key);
    } catch (err) {
      if (err instanceof LimitReached) throw tooManyCodes(err.retryAfterSeconds);
      throw err;
    }
    if (!(await this.verifySecondFactor(userId, code))) {
      await this.twoStepAttempts.hit(key).catch((err) => {
        if (err instanceof LimitReached) throw tooManyCodes(err.retryAfterSeconds);
        throw err;
      });
      throw new AppError('UNAUTHENTICATED', 'That code is not right');
    }
    await this.twoStepAttempts.reset(key);
    const user = await this.db.getRepository(User).findOne({ where: { id: userId }, select: SESSION_COLUMNS });
    if (!user || !user.active) throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
    return this.signedIn(user);
  }

  /** A TOTP code (one step either side) or an unused recovery code, which is spent. */
  async verifySecondFactor(userId: number, code: string): Promise<boolean> {
    const row = await this.db.getRepository(User).findOne({ where: { id: userId }, select: { id: true, totpSecret: true, totpEnabledAt: true } });
    if (!row?.totpEnabledAt || !row.totpSecret) return false;
    const digits = code.replace(/\s+/g, '');
    if (/^\d{6}$/.test(digits)) {
      const secret = this.secrets.unseal(row.totpSecret);
      return !!secret && checkTotp(digits, secret);
    }
    const normalized = code.trim().toLowerCase();
    if (!/^[a-z0-9]{4,6}-?[a-z0-9]{4,6}$/.test(normalized)) return false;
    const hash = hashToken(normalizeRecoveryCode(normalized));
    // Spent in one statement: two sign-ins with the same code cannot both pass.
    const [, affected] = await this.db.query<[unknown[], number]>(
      `UPDATE users SET "recoveryCodes" = "recoveryCodes" - $2::text WHERE id = $1 AND "recoveryCodes" ? $2::text`,
      [userId, hash],
    );
    return Number(affected) === 1;
  }

  /** What voids an old challenge: the password's change time and whether two-step is on. */
  private async stampOf(userId: number): Promise<string | null> {
    const rows = await this.db.query<{ stamp: string }[]>(
      `SELECT coalesce("passwordChangedAt"::text, '') || '|' || coalesce("totpEnabledAt"::text, '') AS stamp FROM users WHERE id = $1 AND active`,
      [userId],
    );
    return rows[0]?.stamp ?? null;
  }

  private async signedIn(row: SessionRow): Promise<SessionUser> {
    await this.db.query(`UPDATE users SET "lastSignInAt" = now() WHERE id = $1`, [row.id]);
    return this.sessionUserOf(row);
  }

  /** The session's user as stored now (null when the account is gone or deactivated). */
  async currentUser(session: SessionUser): Promise<SessionUser | null> {
    const user = await this.db.getRepository(User).findOne({ where: { id: session.id }, select: SESSION_COLUMNS });
    if (!user || !user.active) return null;
    return this.sessionUserOf(user);
  }

  /**
   * First start: when no user exists, creates the admin from ADMIN_USERNAME / ADMIN_PASSWORD, or
   * with a generated password that is returned so the caller prints it once.
   */
  async ensureFirstAdmin(username: string | undefined, password: string | undefined): Promise<{ created: boolean; username?: string; generatedPassword?: string }> {
    if ((await this.db.getRepository(User).count()) > 0) return { created: false };
    const name = username ?? 'admin';
    const generatedPassword = password ? undefined : generatePassword();
    await this.createUser(name, password ?? generatedPassword!, 'ADMIN');
    return { created: true, username: name, generatedPassword };
  }
}

const tooManyCodes = (seconds: number) =>
  new AppError('TOO_MANY_REQUESTS', `Too many wrong codes. Try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`, undefined, { 'Retry-After': String(seconds) });

/** Recovery codes are shown as xxxxx-xxxxx; stored and compared without the dash. */
export const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/-/g, '');

/** TOTP (RFC 6238, 30 s steps, 6 digits), one step of clock drift either side. */
export function checkTotp(code: string, secret: string): boolean {
  try {
    return authenticator.clone({ window: 1 }).check(code, secret);
  } catch {
    return false;
  }
}
