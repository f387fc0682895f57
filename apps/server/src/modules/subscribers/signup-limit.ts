/**
 * Spam sign-ups: at most `max` newsletter sign-ups per client address per hour (429 with a message
 * and Retry-After), counted in PostgreSQL so that every server process shares the limit.
 */
import type { DataSource } from 'typeorm';
import { AppError } from '../../errors';
import { addressKey } from '../auth/login-throttle';

const WINDOW_MS = 60 * 60 * 1000;

export function tooManySignupsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-ups from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export class SignupLimit {
  private lastPruneAt = 0;

  constructor(
    private readonly db: DataSource,
    private readonly max: number,
  ) {}

  /** Records an attempt from `ip`, or throws 429 when the address is over the limit. */
  async hit(ip: string | undefined): Promise<void> {
    const key = addressKey(ip);
    await this.prune();
    const [row] = await this.db.query(
      `WITH recent AS (SELECT "createdAt" FROM signup_attempts WHERE ip = $1 AND "createdAt" > now() - interval '1 hour')
       SELECT count(*)::int AS n, (extract(epoch FROM min("createdAt")) * 1000)::float8 AS oldest FROM recent`,
      [key],
    );
    if (row.n >= this.max) {
      const retryAfter = Math.max(1, Math.ceil((row.oldest + WINDOW_MS - Date.now()) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', tooManySignupsMessage(retryAfter), undefined, { 'Retry-After': String(retryAfter) });
    }
    await this.db.query(`INSERT INTO signup_attempts (ip) VALUES ($1)`, [key]);
  }

  private async prune() {
    if (Date.now() - this.lastPruneAt < 60_000) return;
    this.lastPruneAt = Date.now();
    await this.db.query(`DELETE FROM signup_attempts WHERE "createdAt" < now() - interval '1 hour'`).catch(() => undefined);
  }
}
