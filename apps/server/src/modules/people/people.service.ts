/**
 * People (issue 29, MANAGE_PEOPLE): the team list, invitations (a signed single-use link valid 7
 * days, stored as a sha256 hash), roles, deactivation (their sessions end at once) and the site's
 * two-step requirement. The last active admin can be neither demoted nor deactivated.
 */
import { MAX_LENGTH, MESSAGES, normalizeEmail, validateEmail } from '@tumbuh/shared';
import type * as PasswordRules from '@tumbuh/shared/password-rules';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config/env';
import { AppError, badInput, conflict, notFound } from '../../errors';
import { asObject, optionalBool, optionalString } from '../../input';
import { recordActivity, type Actor } from '../activity/activity';
import { isUserRole, type SessionUser, type UserRole } from '../auth/access';
import { TWO_STEP_SETTING, type AuthService } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import { endSessionsOf } from '../auth/session';
import { hashToken, randomToken, tokenOf } from '../auth/tokens';
import type { MailTransport } from '../newsletter/mail.transport';
import { sendTeamMail } from './team-mail';

export const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

export interface Person {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: UserRole;
  isAdmin: boolean;
  active: boolean;
  lastSignInAt: Date | null;
  twoStepEnabled: boolean;
  createdAt: Date;
}

export interface InvitationView {
  id: number;
  email: string;
  role: UserRole;
  invitedByName: string | null;
  expiresAt: Date;
  createdAt: Date;
}

const PERSON_SQL = `SELECT id, username, name, email, role, "isAdmin", active, "lastSignInAt", ("totpEnabledAt" IS NOT NULL) AS "twoStepEnabled", "createdAt" FROM users`;

export const TWO_STEP_YOURSELF_FIRST = 'Turn on two-step sign-in for yourself (My account) before requiring it';
export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be demoted or deactivated: make another person an admin first';
const INVITATION_GONE = 'This invitation is not valid: it was used, withdrawn or has expired. Ask an admin for a new one.';

function readRole(raw: unknown): UserRole {
  if (!isUserRole(raw)) throw badInput('role must be ADMIN, EDITOR or WRITER', { role: 'Choose a role: admin, editor or writer' });
  return raw;
}

export function readUsername(raw: unknown): string {
  const username = typeof raw === 'string' ? raw.trim() : '';
  if (!username) throw badInput(MESSAGES.usernameRequired, { username: MESSAGES.usernameRequired });
  if (username.length < 3 || username.length > MAX_LENGTH.username || !/^[A-Za-z0-9._-]+$/.test(username)) {
    const message = 'Username must be 3 to 100 letters, digits, dots, dashes or underscores';
    throw badInput(message, { username: message });
  }
  return username;
}

export function readName(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string' || raw.includes('\u0000')) throw badInput('name must be a string', { name: 'name must be a string' });
  const name = raw.trim();
  if (name.length > MAX_LENGTH.name) throw badInput(MESSAGES.tooLong(MAX_LENGTH.name), { name: MESSAGES.tooLong(MAX_LENGTH.name) });
  return name || null;
}

export function readEmail(raw: unknown): string {
  const problem = validateEmail(raw);
  if (problem) throw badInput(problem, { email: problem });
  return normalizeEmail(raw as string);
}

// The password rule's estimator and dictionaries (about 20 MB) load with the first password checked, not in every process.
let passwordRules: typeof PasswordRules | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rules = () => (passwordRules ??= require('@tumbuh/shared/password-rules') as typeof PasswordRules);

export function assertStrongPassword(password: unknown, userInputs: string[], field = 'password'): string {
  const problem = rules().validateNewPassword(password, userInputs);
  if (problem) throw badInput(problem, { [field]: problem });
  return password as string;
}

export class PeopleService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly auth: AuthService,
    private readonly mail: () => MailTransport,
  ) {}

  async list(): Promise<Person[]> {
    return this.db.query(`${PERSON_SQL} ORDER BY active DESC, lower(coalesce(name, username))`);
  }

  async get(id: number): Promise<Person> {
    const [row] = await this.db.query<Person[]>(`${PERSON_SQL} WHERE id = $1`, [id]);
    if (!row) throw notFound('Person not found');
    return row;
  }

  /** Pending invitations (not used, withdrawn or expired), newest first. */
  async invitations(): Promise<InvitationView[]> {
    return this.db.query(
      `SELECT i.id, i.email, i.role, coalesce(u.name, u.username) AS "invitedByName", i."expiresAt", i."createdAt"
         FROM invitations i LEFT JOIN users u ON u.id = i."invitedById"
        WHERE i."acceptedAt" IS NULL AND i."revokedAt" IS NULL AND i."expiresAt" > now() ORDER BY i.id DESC`,
    );
  }

  /** Invites an address with a role: an email with a link valid 7 days. A person with that email is a 409. */
  async invite(input: unknown, actor: Actor): Promise<InvitationView> {
    const body = asObject(input);
    const email = readEmail(body.email);
    const role = readRole(body.role);
    if ((await this.db.query<unknown[]>(`SELECT 1 FROM users WHERE email = $1`, [email])).length) {
      throw conflict('A person with this email is already on the team', { email: 'A person with this email is already on the team' });
    }
    const token = randomToken();
    const id = await this.db.transaction(async (em) => {
      // A new invitation to the same address replaces the pending one.
      await em.query(`UPDATE invitations SET "revokedAt" = now() WHERE email = $1 AND "acceptedAt" IS NULL AND "revokedAt" IS NULL`, [email]);
      const [row] = await em.query<{ id: number }[]>(
        `INSERT INTO invitations (email, role, "tokenHash", "invitedById", "expiresAt") VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [email, role, hashToken(token), actor.id, new Date(Date.now() + INVITATION_MS)],
      );
      await recordActivity(em, actor, 'invite', 'invitation', row.id, `${email} (${role.toLowerCase()})`);
      return row.id;
    });
    await sendTeamMail(this.mail(), {
      to: email,
      subject: 'You are invited to write for Tumbuh',
      lines: [
        `${actor.name || actor.username} invites you to join Tumbuh as ${role === 'ADMIN' ? 'an admin' : role === 'EDITOR' ? 'an editor' : 'a writer'}.`,
        `Choose your username and password with the link below. It works once and for ${INVITATION_DAYS} days.`,
      ],
      link: { url: this.inviteUrl(token), label: 'Accept the invitation' },
    });
    const [view] = (await this.invitations()).filter((i) => i.id === id);
    return view;
  }

  inviteUrl(token: string): string {
    return `${this.config.publicUrl}/auth/invite?token=${encodeURIComponent(token)}`;
  }

  async revokeInvitation(id: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (em) => {
      // An UPDATE ... RETURNING answers [rows, affected count].
      const [rows] = await em.query<[{ email: string }[], number]>(
        `UPDATE invitations SET "revokedAt" = now() WHERE id = $1 AND "acceptedAt" IS NULL AND "revokedAt" IS NULL RETURNING email`,
        [id],
      );
      const email = rows[0]?.email;
      if (!email) throw notFound('Invitation not found');
      await recordActivity(em, actor, 'revoke', 'invitation', id, email);
    });
  }

  /** What the invitation page shows before the form: the address and role. 404 for an invalid link. */
  async invitationInfo(rawToken: unknown): Promise<{ email: string; role: UserRole; expiresAt: Date }> {
    const token = tokenOf(rawToken);
    const rows = token
      ? await this.db.query<{ email: string; role: UserRole; expiresAt: Date }[]>(
          `SELECT email, role, "expiresAt" FROM invitations WHERE "tokenHash" = $1 AND "acceptedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > now()`,
          [hashToken(token)],
        )
      : [];
    if (!rows[0]) throw notFound(INVITATION_GONE);
    return rows[0];
  }

  /**
   * Accepts an invitation: the person chooses username and password (the shared rule); the link is
   * spent in the same transaction. A used, withdrawn, expired or forged link is a 404, nothing written.
   */
  async acceptInvitation(input: unknown): Promise<SessionUser> {
    const body = asObject(input);
    const token = tokenOf(body.token);
    const username = readUsername(body.username);
    const name = readName(body.name);
    const password = optionalString(body, 'password');
    if (!token) throw notFound(INVITATION_GONE);
    return this.db.transaction(async (em) => {
      const [inv] = await em.query<{ id: number; email: string; role: UserRole }[]>(
        `SELECT id, email, role FROM invitations WHERE "tokenHash" = $1 AND "acceptedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > now() FOR UPDATE`,
        [hashToken(token)],
      );
      if (!inv) throw notFound(INVITATION_GONE);
      assertStrongPassword(password, [username, name ?? '', inv.email]);
      // Locks out a parallel acceptance choosing the same name until this one commits.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('username:' || lower($1)))`, [username]);
      if ((await em.query<unknown[]>(`SELECT 1 FROM users WHERE lower(username) = lower($1)`, [username])).length) {
        throw conflict('Username is already taken', { username: 'Username is already taken' });
      }
      if ((await em.query<unknown[]>(`SELECT 1 FROM users WHERE email = $1`, [inv.email])).length) {
        throw conflict('A person with this email is already on the team', { email: 'A person with this email is already on the team' });
      }
      const [user] = await em.query<{ id: number }[]>(
        `INSERT INTO users (username, password, "isAdmin", role, email, name, "passwordChangedAt", "lastSignInAt") VALUES ($1, $2, $3, $4, $5, $6, now(), now()) RETURNING id`,
        [username, await hashPassword(password!), inv.role === 'ADMIN', inv.role, inv.email, name],
      );
      await em.query(`UPDATE invitations SET "acceptedAt" = now(), "userId" = $2 WHERE id = $1`, [inv.id, user.id]);
      const session: SessionUser = { id: user.id, username, isAdmin: inv.role === 'ADMIN', role: inv.role, name };
      await recordActivity(em, session, 'accept', 'person', user.id, name || username);
      return this.auth.sessionUserOf({ ...session, role: inv.role, name, active: true, totpEnabledAt: null });
    });
  }

  /** Changes a person's role; isAdmin follows. The last active admin cannot be demoted (409). */
  async changeRole(id: number, rawRole: unknown, actor: Actor): Promise<Person> {
    const role = readRole(rawRole);
    await this.db.transaction(async (em) => {
      const target = await this.lockPerson(em, id);
      if (target.role === role) return;
      if (target.role === 'ADMIN' && target.active) await this.assertAnotherAdmin(em, id);
      await em.query(`UPDATE users SET role = $2, "isAdmin" = $3 WHERE id = $1`, [id, role, role === 'ADMIN']);
      // Sessions carry the role: the next request reads the new one (see the session check).
      await recordActivity(em, actor, 'role', 'person', id, `${target.name || target.username}: ${target.role.toLowerCase()} → ${role.toLowerCase()}`);
    });
    return this.get(id);
  }

  /** Deactivates a person: they cannot sign in, and every session of theirs ends at once. */
  async deactivate(id: number, actor: Actor): Promise<Person> {
    await this.db.transaction(async (em) => {
      const target = await this.lockPerson(em, id);
      if (!target.active) return;
      if (target.role === 'ADMIN') await this.assertAnotherAdmin(em, id);
      await em.query(`UPDATE users SET active = false WHERE id = $1`, [id]);
      await endSessionsOf(em, id);
      await recordActivity(em, actor, 'deactivate', 'person', id, target.name || target.username);
    });
    return this.get(id);
  }

  async reactivate(id: number, actor: Actor): Promise<Person> {
    await this.db.transaction(async (em) => {
      const target = await this.lockPerson(em, id);
      if (target.active) return;
      await em.query(`UPDATE users SET active = true WHERE id = $1`, [id]);
      await recordActivity(em, actor, 'reactivate', 'person', id, target.name || target.username);
    });
    return this.get(id);
  }

  async securitySettings(): Promise<{ requireTwoStep: boolean }> {
    return { requireTwoStep: await this.auth.twoStepRequired() };
  }

  async updateSecuritySettings(input: unknown, actor: Actor): Promise<{ requireTwoStep: boolean }> {
    const body = asObject(input);
    const requireTwoStep = optionalBool(body, 'requireTwoStep');
    if (requireTwoStep === undefined) throw badInput('requireTwoStep must be true or false', { requireTwoStep: 'requireTwoStep must be true or false' });
    // Requiring it without having it would limit the admin's own session at once: refused.
    if (requireTwoStep && !(await this.db.query<unknown[]>(`SELECT 1 FROM users WHERE id = $1 AND "totpEnabledAt" IS NOT NULL`, [actor.id])).length) {
      throw conflict(TWO_STEP_YOURSELF_FIRST);
    }
    await this.db.transaction(async (em) => {
      await em.query(`INSERT INTO settings (key, value, "updatedAt") VALUES ($1, $2::jsonb, now()) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, "updatedAt" = now()`, [
        TWO_STEP_SETTING,
        JSON.stringify(requireTwoStep),
      ]);
      await recordActivity(em, actor, 'settings', 'settings', null, `Two-step sign-in ${requireTwoStep ? 'required' : 'optional'} for admins and editors`);
    });
    return { requireTwoStep };
  }

  /** Editors and admins with an email who should hear that an article waits for review. */
  async reviewerEmails(): Promise<string[]> {
    const rows = await this.db.query<{ email: string }[]>(`SELECT email FROM users WHERE active AND role IN ('ADMIN', 'EDITOR') AND email IS NOT NULL ORDER BY id`);
    return rows.map((r) => r.email);
  }

  /** Tells the editors a writer submitted an article (mail failures are logged, never the writer's error). */
  async notifyReview(article: { id: number; title: string }, writer: Actor): Promise<void> {
    const url = `${this.config.publicUrl}/admin?tab=articles&status=review&article=${article.id}`;
    for (const to of await this.reviewerEmails()) {
      await sendTeamMail(this.mail(), {
        to,
        subject: `For review: ${article.title}`.slice(0, 200),
        lines: [`${writer.name || writer.username} submitted "${article.title}" for review.`, 'Open it in the admin to edit, schedule or publish it.'],
        link: { url, label: 'Open the Articles tab' },
      }).catch((err: unknown) => console.error(`review mail to an editor failed: ${(err as Error).message}`));
    }
  }

  private async lockPerson(em: EntityManager, id: number) {
    const [row] = await em.query<{ id: number; username: string; name: string | null; role: UserRole; active: boolean }[]>(
      `SELECT id, username, name, role, active FROM users WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw notFound('Person not found');
    return row;
  }

  /** 409 unless another active admin remains (the admins' rows are locked, so two demotions cannot cross). */
  private async assertAnotherAdmin(em: EntityManager, id: number): Promise<void> {
    const others = await em.query<unknown[]>(`SELECT id FROM users WHERE role = 'ADMIN' AND active AND id <> $1 FOR UPDATE`, [id]);
    if (!others.length) throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
  }
}
