/**
 * Spam sign-ups: at most `max` newsletter sign-ups per client address per hour (429 with a message
 * and Retry-After), counted by rate-limiter-flexible in PostgreSQL so that every server process
 * shares the limit.
 */
import type { DataSource } from 'typeorm';
import { AppError } from '../../errors';
import { addressKey } from '../auth/login-throttle';
import { LimitReached, WindowCounter } from '../auth/rate-limiter';

const WINDOW_MS = 60 * 60 * 1000;
/** The key prefix in the rate_limits table. */
export const SIGNUP_PREFIX = 'signup-ip';

export function tooManySignupsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-ups from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export class SignupLimit {
  private readonly counter: WindowCounter;

  constructor(db: DataSource, max: number) {
    this.counter = new WindowCounter(db, { prefix: SIGNUP_PREFIX, max, windowMs: WINDOW_MS });
  }

  /** Counts a sign-up from `ip`, or throws 429 when the address is over the limit (then nothing is counted). */
  async hit(ip: string | undefined): Promise<void> {
    const key = addressKey(ip);
    try {
      await this.counter.check(key);
      await this.counter.hit(key);
    } catch (err) {
      if (!(err instanceof LimitReached)) throw err;
      const retryAfter = err.retryAfterSeconds;
      throw new AppError('TOO_MANY_REQUESTS', tooManySignupsMessage(retryAfter), undefined, { 'Retry-After': String(retryAfter) });
    }
  }
}
