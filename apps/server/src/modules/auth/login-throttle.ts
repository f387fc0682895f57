/**
 * Login throttling: after `maxFailures` failed attempts for one username or from one client address
 * within `windowMs`, further attempts answer 429 until the window has moved on. Attempts are rows in
 * PostgreSQL (login_attempts), so every server process sees the same counts.
 *
 * An attempt is recorded before the password is checked and counted together with the others, so a
 * burst of parallel guesses cannot all pass the check before any of them is recorded. A successful
 * sign-in deletes the username's rows (its counter resets); a refused (429) attempt deletes its own
 * row, so hammering a locked account does not extend the lock.
 */
import net from 'node:net';
import type { DataSource } from 'typeorm';
import { AppError } from '../../errors';

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
  /** Rows older than the window are deleted at most this often per process. */
  pruneEveryMs: number;
}

export const LOGIN_THROTTLE: LoginThrottleOptions = { maxFailures: 5, windowMs: 15 * 60 * 1000, pruneEveryMs: 60 * 1000 };

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The username as a throttle key: case and surrounding spaces do not make a new counter. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 200);
}

/**
 * The client address as a throttle key. IPv4-mapped IPv6 addresses become plain IPv4; other IPv6
 * addresses are reduced to their /64 network, since one client usually holds a whole /64.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (net.isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip.slice(0, 64);
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return '::1';
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

function ipv6Groups(ip: string): number[] | null {
  let s = ip.split('%')[0];
  if (!net.isIPv6(s)) return null;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    s = s.slice(0, v4.index) + ((a << 8) | b).toString(16) + ':' + ((c << 8) | d).toString(16);
  }
  const parts = s.split('::');
  const head = parts[0] ? parts[0].split(':') : [];
  const tail = parts.length > 1 && parts[1] ? parts[1].split(':') : [];
  const groups = parts.length > 1 ? [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail] : head;
  return groups.length === 8 ? groups.map((g) => parseInt(g, 16)) : null;
}

export interface LoginAttemptTicket {
  /** The password was right: the username's counter starts again. */
  succeeded(): Promise<void>;
  /** Something other than the credentials went wrong: the attempt does not count. */
  cancel(): Promise<void>;
}

export class LoginThrottle {
  private lastPruneAt = 0;

  constructor(
    private readonly db: DataSource,
    readonly options: LoginThrottleOptions = LOGIN_THROTTLE,
  ) {}

  /**
   * Records an attempt for `username` from `ip` and throws 429 (with Retry-After) when the username
   * or the address already has `maxFailures` attempts in the window. A recorded attempt that is
   * neither `succeeded()` nor `cancel()`ed stays as a failure.
   */
  async begin(username: string, ip: string | undefined): Promise<LoginAttemptTicket> {
    await this.pruneSometimes();
    const user = usernameKey(username);
    const address = addressKey(ip);
    const window = `${Math.ceil(this.options.windowMs / 1000)} seconds`;
    const [{ id }] = await this.db.query(`INSERT INTO "login_attempts" ("username", "ip") VALUES ($1, $2) RETURNING "id"`, [user, address]);
    // The maxFailures-th newest other attempt of each key, if any: the lock lifts when it leaves the window.
    const [{ retryAfter }] = await this.db.query(
      `SELECT ceil(extract(epoch FROM (GREATEST(
           (SELECT "createdAt" FROM "login_attempts" WHERE "username" = $1 AND "id" <> $3 AND "createdAt" > now() - $4::interval
             ORDER BY "createdAt" DESC OFFSET $5 LIMIT 1),
           (SELECT "createdAt" FROM "login_attempts" WHERE "ip" = $2 AND "id" <> $3 AND "createdAt" > now() - $4::interval
             ORDER BY "createdAt" DESC OFFSET $5 LIMIT 1)
         ) + $4::interval - now())))::int AS "retryAfter"`,
      [user, address, id, window, this.options.maxFailures - 1],
    );
    const removeOwn = () => this.db.query(`DELETE FROM "login_attempts" WHERE "id" = $1`, [id]).then(() => undefined);
    if (retryAfter !== null) {
      await removeOwn();
      const seconds = Math.max(1, Number(retryAfter));
      throw new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(seconds), undefined, { 'Retry-After': String(seconds) });
    }
    return {
      succeeded: () => this.db.query(`DELETE FROM "login_attempts" WHERE "username" = $1`, [user]).then(() => undefined),
      cancel: removeOwn,
    };
  }

  /** Deletes attempts that have left the window (they never count again). */
  async prune(): Promise<number> {
    const window = `${Math.ceil(this.options.windowMs / 1000)} seconds`;
    const [, affected] = await this.db.query(`DELETE FROM "login_attempts" WHERE "createdAt" < now() - $1::interval`, [window]);
    return Number(affected ?? 0);
  }

  private async pruneSometimes(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPruneAt < this.options.pruneEveryMs) return;
    this.lastPruneAt = now;
    // Housekeeping must never cost a sign-in.
    await this.prune().catch(() => undefined);
  }
}
