import { MESSAGES, validateLogin } from '@tumbuh/shared';
import { DataSource } from 'typeorm';
import { AppError, assertValid, conflict } from '../../errors';
import { asObject, optionalString } from '../../input';
import type { SessionUser } from './access';
import { LoginThrottle } from './login-throttle';
import { DUMMY_HASH, generatePassword, hashPassword, verifyPassword } from './password';
import { User } from './user.entity';

export class AuthService {
  readonly throttle: LoginThrottle;

  constructor(private readonly db: DataSource) {
    this.throttle = new LoginThrottle(db);
  }

  async createUser(username: string, password: string, isAdmin: boolean): Promise<SessionUser> {
    const repo = this.db.getRepository(User);
    if (await repo.exists({ where: { username } })) throw conflict(`A user named "${username}" already exists`, { username: 'Username is already taken' });
    const user = await repo.save(repo.create({ username, password: await hashPassword(password), isAdmin }));
    return { id: user.id, username: user.username, isAdmin: user.isAdmin };
  }

  /**
   * Checks {username, password} (an untrusted body) under the login throttle: 400 for missing or
   * malformed fields, 429 while throttled, 401 for wrong credentials (the same answer, after the
   * same bcrypt work, whether or not the user exists). Starting the session is the caller's part.
   */
  async login(input: unknown, clientAddress: string | undefined): Promise<SessionUser> {
    const body = asObject(input);
    assertValid(validateLogin(body));
    const username = optionalString(body, 'username')!.trim();
    const password = optionalString(body, 'password')!;

    const attempt = await this.throttle.begin(username, clientAddress);
    let user: User | null;
    let valid: boolean;
    try {
      user = await this.db.getRepository(User).findOne({ where: { username }, select: { id: true, username: true, isAdmin: true, password: true } });
      // Unknown users cost a bcrypt comparison too, so timing does not tell which usernames exist.
      valid = await verifyPassword(password, user?.password ?? DUMMY_HASH);
    } catch (err) {
      await attempt.cancel().catch(() => undefined);
      throw err;
    }
    if (!user || !valid) throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
    await attempt.succeeded();
    return { id: user.id, username: user.username, isAdmin: user.isAdmin };
  }

  /** The session's user as stored now (null when the account is gone). */
  async currentUser(session: SessionUser): Promise<SessionUser | null> {
    const user = await this.db.getRepository(User).findOne({ where: { id: session.id } });
    return user ? { id: user.id, username: user.username, isAdmin: user.isAdmin } : null;
  }

  /**
   * First start: when no user exists, creates the admin from ADMIN_USERNAME / ADMIN_PASSWORD, or
   * with a generated password that is returned so the caller prints it once.
   */
  async ensureFirstAdmin(username: string | undefined, password: string | undefined): Promise<{ created: boolean; username?: string; generatedPassword?: string }> {
    if ((await this.db.getRepository(User).count()) > 0) return { created: false };
    const name = username ?? 'admin';
    const generatedPassword = password ? undefined : generatePassword();
    await this.createUser(name, password ?? generatedPassword!, true);
    return { created: true, username: name, generatedPassword };
  }
}
