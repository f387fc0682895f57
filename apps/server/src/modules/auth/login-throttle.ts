/**
 * Login throttling: after `maxFailures` failed attempts for one username or from one client address
 * within `windowMs`, further attempts answer 429 until the window ends. The counters are
 * rate-limiter-flexible's PostgreSQL store (rate-limiter.ts), so every server process sees the same.
 *
 * An attempt is counted before the password is checked, in one atomic increment, so a burst of
 * parallel guesses cannot all pass the check before any of them is counted. A successful sign-in
 * starts the username's counter again; a refused (429) attempt is not counted, so hammering a locked
 * account neither extends the lock nor grows the table.
 */
import net from 'node:net';
import type { DataSource } from 'typeorm';
import { AppError } from '../../errors';
import { LimitReached, pruneRateLimits, WindowCounter } from './rate-limiter';

/** Key prefixes in the rate_limits table. */
export const LOGIN_USER_PREFIX = 'login-user';
export const LOGIN_ADDRESS_PREFIX = 'login-ip';

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
}

export const LOGIN_THROTTLE: LoginThrottleOptions = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

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
  private readonly byUser: WindowCounter;
  private readonly byAddress: WindowCounter;

  constructor(
    private readonly db: DataSource,
    readonly options: LoginThrottleOptions = LOGIN_THROTTLE,
  ) {
    const limit = { max: options.maxFailures, windowMs: options.windowMs };
    this.byUser = new WindowCounter(db, { ...limit, prefix: LOGIN_USER_PREFIX });
    this.byAddress = new WindowCounter(db, { ...limit, prefix: LOGIN_ADDRESS_PREFIX });
  }

  /**
   * Counts an attempt for `username` from `ip` and throws 429 (with Retry-After) when the username
   * or the address already has `maxFailures` attempts in the window. A counted attempt that is
   * neither `succeeded()` nor `cancel()`ed stays as a failure.
   */
  async begin(username: string, ip: string | undefined): Promise<LoginAttemptTicket> {
    const user = usernameKey(username);
    const address = addressKey(ip);
    try {
      await Promise.all([this.byUser.check(user), this.byAddress.check(address)]);
      await this.byUser.hit(user);
      await this.byAddress.hit(address).catch(async (err: unknown) => {
        await this.byUser.undo(user).catch(() => undefined);
        throw err;
      });
    } catch (err) {
      if (err instanceof LimitReached) {
        const seconds = err.retryAfterSeconds;
        throw new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(seconds), undefined, { 'Retry-After': String(seconds) });
      }
      throw err;
    }
    return {
      succeeded: () => Promise.all([this.byUser.reset(user), this.byAddress.undo(address)]).then(() => undefined),
      cancel: () => Promise.all([this.byUser.undo(user), this.byAddress.undo(address)]).then(() => undefined),
    };
  }

  /** Deletes counters whose window has ended (housekeeping; expired counters never count again). */
  prune(): Promise<number> {
    return pruneRateLimits(this.db);
  }
}
