/**
 * Fixed-window counters on rate-limiter-flexible's PostgreSQL store, shared by every server process
 * on one database. One table (rate_limits, made by a migration under the start-up lock, so the
 * library never creates it) holds every limiter's keys, told apart by their prefix.
 */
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

export const RATE_LIMIT_TABLE = 'rate_limits';

export interface WindowLimit {
  /** Distinguishes this limiter's keys in the shared table. */
  prefix: string;
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

/** What a refused hit answers: whole seconds until the window ends (at least 1). */
export class LimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`limit reached, retry in ${retryAfterSeconds} s`);
  }
}

const secondsLeft = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export class WindowCounter {
  private readonly limiter: RateLimiterPostgres;

  constructor(
    private readonly db: DataSource,
    readonly limit: WindowLimit,
  ) {
    this.limiter = new RateLimiterPostgres({
      // The pg pool TypeORM already holds: no second pool per limiter.
      storeClient: (db.driver as PostgresDriver).master as Pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: limit.prefix,
      points: limit.max,
      duration: Math.ceil(limit.windowMs / 1000),
      // Expired rows are deleted by prune() when asked, not by a timer in every process.
      clearExpiredByTimeout: false,
    });
  }

  /** Throws LimitReached when `key` already has `max` hits in its window (nothing is counted then). */
  async check(key: string): Promise<void> {
    const res = await this.limiter.get(key);
    if (res && res.consumedPoints >= this.limit.max) throw new LimitReached(secondsLeft(res));
  }

  /**
   * Counts one hit for `key`. The increment is one atomic upsert, so parallel hits cannot all pass:
   * a hit past `max` is taken back and throws LimitReached.
   */
  async hit(key: string): Promise<void> {
    pruneSometimes(this.db);
    const res = await this.limiter.consume(key, 1).catch((rejected: unknown) => {
      if (rejected instanceof RateLimiterRes) return rejected;
      throw rejected;
    });
    if (res.consumedPoints > this.limit.max) {
      await this.limiter.reward(key, 1).catch(() => undefined);
      throw new LimitReached(secondsLeft(res));
    }
  }

  /** Takes one hit back (an attempt that must not count). */
  async undo(key: string): Promise<void> {
    // Past its window the counter is gone: a reward would open the next window at -1.
    const current = await this.limiter.get(key);
    if (current && current.consumedPoints > 0) await this.limiter.reward(key, 1);
  }

  /** Starts the key's counter again. */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Deletes every limiter's rows whose window has ended (they never count again); answers how many. */
export async function pruneRateLimits(db: DataSource): Promise<number> {
  const [, affected] = await db.query<[unknown[], number | null]>(`DELETE FROM "${RATE_LIMIT_TABLE}" WHERE "expire" < $1`, [Date.now()]);
  return Number(affected ?? 0);
}

const PRUNE_EVERY_MS = 60_000;
const lastPruneAt = new WeakMap<DataSource, number>();

/** Housekeeping at most once a minute per process and database; it must never cost a request. */
function pruneSometimes(db: DataSource): void {
  const now = Date.now();
  if (now - (lastPruneAt.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruneAt.set(db, now);
  void pruneRateLimits(db).catch(() => undefined);
}
