/**
 * Keeps every process's response cache in step with the database: a successful write forgets the
 * answers showing the keys it changed (cache-keys.ts), here at once, in the other processes through
 * PostgreSQL LISTEN/NOTIFY and at the CDN (cdn-purge.ts); each process also learns when the next
 * scheduled article goes public.
 */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { ResponseCache } from './response-cache';
import { isScheduled } from '../modules/articles/article.visibility';
import { WriteKeys, runWrites } from './cache-keys';
import type { CdnPurge } from './cdn-purge';

const CHANNEL = 'tumbuh_cache';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * How long a write waits after its NOTIFY before answering, so the other processes have dropped
 * their caches by the time the writer's client reads again (delivery takes well under 1 ms here).
 */
const NOTIFY_GRACE_MS = 25;
/** Writes that change nothing a public page shows. */
const NOT_CONTENT = /^\/(api\/(login|logout|subscribers|newsletter)|unsubscribe|newsletter\/(confirm|child-age))\b/i;
/** NOTIFY payloads are limited to 8000 bytes: a longer list of keys becomes "everything". */
const MAX_PAYLOAD = 7900;

/** The NOTIFY payload of a write: the process that sent it and the keys ('*': everything). */
interface Message {
  p: string;
  k: string[] | '*';
}

export function encodeMessage(process: string, written: ReadonlySet<string> | '*'): string {
  const payload = JSON.stringify({ p: process, k: written === '*' ? '*' : [...written] } satisfies Message);
  return payload.length <= MAX_PAYLOAD ? payload : JSON.stringify({ p: process, k: '*' } satisfies Message);
}

/** A payload read back; anything unreadable (an older process's empty payload) is "everything". */
export function decodeMessage(payload: string | undefined): { process?: string; written: ReadonlySet<string> | '*' } {
  try {
    const message = JSON.parse(payload ?? '') as Partial<Message>;
    if (message.k === '*') return { process: message.p, written: '*' };
    if (Array.isArray(message.k) && message.k.every((k) => typeof k === 'string')) return { process: message.p, written: new Set(message.k) };
  } catch {
    /* falls through */
  }
  return { written: '*' };
}

export class CacheBus {
  private listener?: Client;
  private closed = false;
  private refreshing?: Promise<void>;
  /** This process's name in NOTIFY payloads: its own writes are already applied when they come back. */
  private readonly id = randomUUID();
  /** Told of every write another process announced (after this process's cache forgot its keys). */
  private readonly remoteWriteListeners: Array<() => void> = [];

  constructor(
    private readonly cache: ResponseCache,
    private readonly db: DataSource,
    private readonly url: string,
    private readonly cdn?: CdnPurge,
  ) {
    cache.onExpired = () => void this.refresh();
  }

  async start(): Promise<void> {
    await this.refresh();
    await this.listen();
  }

  /** Calls `listener` whenever another process announces a write. */
  onRemoteWrite(listener: () => void): void {
    this.remoteWriteListeners.push(listener);
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.url });
    client.on('notification', (message) => {
      const { process, written } = decodeMessage(message.payload);
      if (process === this.id) return;
      this.cache.invalidate(written);
      for (const listener of this.remoteWriteListeners) listener();
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
        // The next scheduled article or approved story (issue 30) to go public.
        const [row] = await this.db.query<{ t: number | null }[]>(
          `SELECT (extract(epoch FROM least(
             (SELECT min("publishDate") FROM articles a WHERE ${isScheduled('a')}),
             (SELECT min("publishAt") FROM stories s WHERE s.state = 'APPROVED' AND s."publishAt" > now())
           )) * 1000)::float8 AS t`,
        );
        if (this.listener || !this.closed) this.cache.setStaleAt(row?.t ?? Infinity);
      } catch {
        this.cache.suspend();
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  /**
   * After a committed write: forgets the answers showing what it changed here at once, then tells
   * the other processes and the CDN. A write that changed nothing public is still announced: it
   * may have scheduled an article, and every process must know the next publication time.
   */
  async invalidate(written: ReadonlySet<string> | '*' = '*'): Promise<void> {
    this.cache.invalidate(written);
    try {
      await this.db.query(`SELECT pg_notify($1, $2)`, [CHANNEL, encodeMessage(this.id, written)]);
    } catch {
      /* the other processes also reset when their listener connection drops */
    }
    const purge = written === '*' || written.size > 0 ? this.cdn?.purge(written) : undefined;
    await Promise.all([this.refresh(), new Promise((r) => setTimeout(r, NOTIFY_GRACE_MS)), purge]);
  }

  /**
   * Express middleware: a REST write runs with a collector of the keys its service changed; when it
   * succeeds (or changed something before failing) the answer is held back until every process
   * has forgotten those keys (so the next read anywhere is fresh).
   */
  writes(): RequestHandler {
    return (req, res, next) => {
      if (!WRITE_METHODS.has(req.method) || req.originalUrl.startsWith('/graphql') || NOT_CONTENT.test(req.originalUrl)) return next();
      const keys = new WriteKeys();
      const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
      (res as unknown as { end: (...args: unknown[]) => typeof res }).end = (...args: unknown[]) => {
        if (res.statusCode >= 400 && !keys.declared) {
          void this.refresh();
          return end(...args);
        }
        void this.invalidate(keys.result()).finally(() => end(...args));
        return res;
      };
      runWrites(keys, next);
    };
  }

  async stop(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
  }
}
