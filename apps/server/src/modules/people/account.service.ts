/**
 * My account (issue 29, everyone signed in): name and email, password change (the current one
 * required; every other session of the person ends), two-step sign-in with an authenticator app
 * (TOTP, a QR code, ten single-use recovery codes stored hashed), and the person's sessions.
 */
import crypto from 'node:crypto';
import { authenticator } from 'otplib';
import type QRCodeModule from 'qrcode';
import type { DataSource } from 'typeorm';
import { AppError, badInput, conflict } from '../../errors';
import { asObject, optionalString } from '../../input';
import type { SessionUser, UserRole } from '../auth/access';
import { checkTotp, normalizeRecoveryCode, type AuthService } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/password';
import { endSessionsOf, sessionPublicId, sessionsOf, type SessionInfo } from '../auth/session';
import { hashToken } from '../auth/tokens';
import { User } from '../auth/user.entity';
import { assertStrongPassword, readEmail, readName } from './people.service';

export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Tumbuh';

export interface AccountView {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: UserRole;
  isAdmin: boolean;
  twoStepEnabled: boolean;
  recoveryCodesLeft: number;
  /** Two-step sign-in is required for this role and not set up: only My account is open. */
  twoStepSetupRequired: boolean;
  passwordChangedAt: Date | null;
}

export interface TwoStepSetup {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

const WRONG_PASSWORD = 'The current password is not right';

/** Ten codes shown once, as xxxxx-xxxxx (lower-case letters and digits without look-alikes). */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export class AccountService {
  constructor(
    private readonly db: DataSource,
    private readonly auth: AuthService,
  ) {}

  async get(user: SessionUser): Promise<AccountView> {
    const [row] = await this.db.query<(Omit<AccountView, 'twoStepSetupRequired'> & { totpEnabledAt: Date | null })[]>(
      `SELECT id, username, name, email, role, "isAdmin", ("totpEnabledAt" IS NOT NULL) AS "twoStepEnabled", jsonb_array_length("recoveryCodes")::int AS "recoveryCodesLeft",
              "passwordChangedAt", "totpEnabledAt" FROM users WHERE id = $1`,
      [user.id],
    );
    if (!row) throw new AppError('UNAUTHENTICATED', 'Not signed in');
    const session = await this.auth.sessionUserOf({ ...row, active: true });
    const { totpEnabledAt: _t, ...view } = row;
    return { ...view, twoStepSetupRequired: !!session.twoStepSetupRequired };
  }

  private async checkPassword(userId: number, password: unknown, field = 'currentPassword'): Promise<void> {
    if (typeof password !== 'string' || password === '') throw badInput('Enter your current password', { [field]: 'Enter your current password' });
    const row = await this.db.getRepository(User).findOne({ where: { id: userId }, select: { id: true, password: true } });
    if (!row || !(await verifyPassword(password.slice(0, 200), row.password))) throw badInput(WRONG_PASSWORD, { [field]: WRONG_PASSWORD });
  }

  /** Name (anyone) and email (the current password required to change it). */
  async update(user: SessionUser, input: unknown): Promise<AccountView> {
    const body = asObject(input);
    const current = await this.get(user);
    const sets: string[] = [];
    const params: unknown[] = [user.id];
    if (body.name !== undefined) sets.push(`name = $${params.push(readName(body.name))}`);
    if (body.email !== undefined && body.email !== null && body.email !== '') {
      const email = readEmail(body.email);
      if (email !== current.email) {
        await this.checkPassword(user.id, body.currentPassword);
        if ((await this.db.query<unknown[]>(`SELECT 1 FROM users WHERE email = $1 AND id <> $2`, [email, user.id])).length) {
          throw conflict('Another person uses this email', { email: 'Another person uses this email' });
        }
        sets.push(`email = $${params.push(email)}`);
      }
    }
    if (sets.length) await this.db.query<unknown[]>(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, params);
    return this.get(user);
  }

  /** New password (the shared rule), the current one required; every other session ends. */
  async changePassword(user: SessionUser, input: unknown, currentSid: string | undefined): Promise<void> {
    const body = asObject(input);
    await this.checkPassword(user.id, body.currentPassword);
    const account = await this.get(user);
    const password = assertStrongPassword(optionalString(body, 'newPassword'), [account.username, account.name ?? '', account.email ?? ''], 'newPassword');
    await this.db.transaction(async (em) => {
      await em.query(`UPDATE users SET password = $2, "passwordChangedAt" = now() WHERE id = $1`, [user.id, await hashPassword(password)]);
      await endSessionsOf(em, user.id, currentSid);
    });
  }

  /** Starts (or restarts) setting up two-step sign-in: a new secret, kept sealed until confirmed. */
  async startTwoStep(user: SessionUser): Promise<TwoStepSetup> {
    const account = await this.get(user);
    if (account.twoStepEnabled) throw conflict('Two-step sign-in is already on: turn it off first to set up another app');
    const secret = authenticator.generateSecret(20);
    await this.db.query(`UPDATE users SET "totpSecret" = $2 WHERE id = $1`, [user.id, this.auth.secrets.seal(secret)]);
    const otpauthUrl = authenticator.keyuri(account.email || account.username, ISSUER, secret);
    // qrcode is loaded by the first set-up, not by every server process.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const QRCode = require('qrcode') as typeof QRCodeModule;
    return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
  }

  /** Confirms the app with one of its codes: two-step is on, and ten recovery codes are answered once. */
  async confirmTwoStep(user: SessionUser, input: unknown): Promise<string[]> {
    const body = asObject(input);
    const code = (optionalString(body, 'code') ?? '').replace(/\s+/g, '');
    if (!/^\d{6}$/.test(code)) throw badInput('Enter the 6-digit code from your authenticator app', { code: 'Enter the 6-digit code from your authenticator app' });
    const row = await this.db.getRepository(User).findOne({ where: { id: user.id }, select: { id: true, totpSecret: true, totpEnabledAt: true } });
    if (row?.totpEnabledAt) throw conflict('Two-step sign-in is already on');
    const secret = row?.totpSecret ? this.auth.secrets.unseal(row.totpSecret) : null;
    if (!secret) throw badInput('Start setting up two-step sign-in first', { code: 'Start setting up two-step sign-in first' });
    if (!checkTotp(code, secret)) throw badInput('That code is not right: check the time on your phone and try the newest code', { code: 'That code is not right' });
    const codes = newRecoveryCodes();
    await this.db.query(`UPDATE users SET "totpEnabledAt" = now(), "recoveryCodes" = $2::jsonb WHERE id = $1`, [
      user.id,
      JSON.stringify(codes.map((c) => hashToken(normalizeRecoveryCode(c)))),
    ]);
    return codes;
  }

  /** New recovery codes (the password required); the old ones stop working. */
  async regenerateRecoveryCodes(user: SessionUser, input: unknown): Promise<string[]> {
    const body = asObject(input);
    await this.checkPassword(user.id, body.password, 'password');
    if (!(await this.get(user)).twoStepEnabled) throw conflict('Two-step sign-in is off');
    const codes = newRecoveryCodes();
    await this.db.query(`UPDATE users SET "recoveryCodes" = $2::jsonb WHERE id = $1`, [user.id, JSON.stringify(codes.map((c) => hashToken(normalizeRecoveryCode(c))))]);
    return codes;
  }

  /** Turns two-step sign-in off (the password required): the secret and recovery codes are deleted. */
  async disableTwoStep(user: SessionUser, input: unknown): Promise<void> {
    const body = asObject(input);
    await this.checkPassword(user.id, body.password, 'password');
    await this.db.query(`UPDATE users SET "totpSecret" = NULL, "totpEnabledAt" = NULL, "recoveryCodes" = '[]'::jsonb WHERE id = $1`, [user.id]);
  }

  sessions(user: SessionUser, currentSid: string | undefined): Promise<SessionInfo[]> {
    return sessionsOf(this.db, user.id, currentSid);
  }

  /** Ends every other session of the person; answers how many ended. */
  signOutOthers(user: SessionUser, currentSid: string | undefined): Promise<number> {
    return endSessionsOf(this.db, user.id, currentSid);
  }

  /** Ends one of the person's other sessions by its public id (404 when it is not theirs). */
  async signOutSession(user: SessionUser, id: unknown, currentSid: string | undefined): Promise<void> {
    const rows = await this.db.query<{ sid: string }[]>(`SELECT sid FROM "session" WHERE (sess->'user'->>'id') = $1`, [String(user.id)]);
    const target = rows.find((r) => typeof id === 'string' && sessionPublicId(r.sid) === id && r.sid !== currentSid);
    if (!target) throw new AppError('NOT_FOUND', 'Session not found');
    await this.db.query(`DELETE FROM "session" WHERE sid = $1`, [target.sid]);
  }
}
