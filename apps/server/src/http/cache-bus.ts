/**
 * Keeps every process's response cache in step with the database: a successful write clears the
 * local cache before and after it runs and tells the other processes through PostgreSQL
 * LISTEN/NOTIFY; each process also learns when the next scheduled article goes public.
 */
import type { RequestHandler } from 'express';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { ResponseCache } from './response-cache';
import { isScheduled } from '../modules/articles/article.visibility';

const CHANNEL = 'tumbuh_cache';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * How long a write waits after its NOTIFY before answering, so the other processes have dropped
 * their caches by the time the writer's client reads again (delivery takes well under 1 ms here).
 */
const NOTIFY_GRACE_MS = 25;
/** Writes that change nothing a public page shows. */
const NOT_CONTENT = /^\/api\/(login|logout|subscribers)\b/i;

export class CacheBus {
  private listener?: Client;
  private closed = false;
  private refreshing?: Promise<void>;

  constructor(
    private readonly cache: ResponseCache,
    private readonly db: DataSource,
    private readonly url: string,
  ) {
    cache.onExpired = () => void this.refresh();
  }

  async start(): Promise<void> {
    await this.refresh();
    await this.listen();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.url });
    client.on('notification', () => {
      this.cache.reset();
      void this.refresh();
    });
    client.on('error', () => {
      // Lost the connection (database restart): nothing is cached until listening again.
      this.cache.suspend();
      this.listener = undefined;
      client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.listen().catch(() => undefined), 1000).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.listener = client;
      // Anything could have changed while nobody listened.
      this.cache.suspend();
      await this.refresh();
    } catch {
      this.cache.suspend();
      await client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.listen().catch(() => undefined), 1000).unref();
    }
  }

  /** Looks up when the next scheduled article goes public, then lets the cache work again. */
  refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        const [row] = await this.db.query<{ t: number | null }[]>(`SELECT (extract(epoch FROM min("publishDate")) * 1000)::float8 AS t FROM articles a WHERE ${isScheduled('a')}`);
        if (this.listener || !this.closed) this.cache.setStaleAt(row?.t ?? Infinity);
      } catch {
        this.cache.suspend();
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  /** A write is starting: stop serving and storing until it is done. */
  reset(): void {
    this.cache.reset();
  }

  /** After a committed write: clear here at once, then tell the other processes. */
  async invalidate(): Promise<void> {
    this.cache.reset();
    try {
      await this.db.query(`SELECT pg_notify($1, '')`, [CHANNEL]);
    } catch {
      /* the other processes also reset when their listener connection drops */
    }
    await Promise.all([this.refresh(), new Promise((r) => setTimeout(r, NOTIFY_GRACE_MS))]);
  }

  /**
   * Express middleware: a REST write clears the cache when it starts, and when it succeeds the
   * answer is held back until every process has been told (so the next read anywhere is fresh).
   */
  writes(): RequestHandler {
    return (req, res, next) => {
      if (!WRITE_METHODS.has(req.method) || req.originalUrl.startsWith('/graphql') || NOT_CONTENT.test(req.originalUrl)) return next();
      this.cache.reset();
      const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
      (res as unknown as { end: (...args: unknown[]) => typeof res }).end = (...args: unknown[]) => {
        if (res.statusCode >= 400) {
          void this.refresh();
          return end(...args);
        }
        void this.invalidate().finally(() => end(...args));
        return res;
      };
      next();
    };
  }

  async stop(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
  }
}
