/**
 * Reading counts (issue 31): a beacon adds one to an in-memory tally per (article, language, UTC
 * day); the tally is written every few seconds, and on shutdown, with one additive upsert. Each
 * process writes only its own increments (count = count + n), so any number of processes add up.
 *
 * Nothing about the reader is kept: bots (by user agent) are not counted, and the flood limit
 * counts beacons per SHA-256(daily random salt + address) in memory for one minute; the salt is
 * regenerated each UTC day and never stored, so yesterday's keys cannot be linked to today's.
 */
import crypto from 'node:crypto';
import { isbot } from 'isbot';
import type { DataSource } from 'typeorm';
import { AppError, badInput, notFound } from '../../errors';
import { isPublic } from '../articles/article.visibility';

export interface ReadCounterOptions {
  /** How often the tally is written. */
  flushMs: number;
  /** Beacons one address may send in a minute; more are refused (429) and not counted. */
  perAddressPerMinute: number;
  /** How long the list of public articles is trusted before it is read again. */
  articlesTtlMs: number;
}

export const READ_COUNTER_DEFAULTS: ReadCounterOptions = { flushMs: 5_000, perAddressPerMinute: 30, articlesTtlMs: 60_000 };

type PublicArticle = { id: number; language: string };

export type BeaconOutcome = 'counted' | 'bot';

const MAX_SLUG = 200;

/** The UTC day of a time as YYYY-MM-DD; the last day's text is kept (a beacon asks for it each time). */
const lastDay = { start: 0, end: 0, text: '' };
function utcDay(now: number): string {
  if (now < lastDay.start || now >= lastDay.end) {
    lastDay.start = now - (now % 86_400_000);
    lastDay.end = lastDay.start + 86_400_000;
    lastDay.text = new Date(now).toISOString().slice(0, 10);
  }
  return lastDay.text;
}

/**
 * isbot's verdict per user agent, remembered: its pattern costs about 10 µs a call, and a site's
 * readers send a few hundred distinct user agents. Bounded (emptied when full); in memory only.
 */
const botVerdicts = new Map<string, boolean>();
const BOT_VERDICTS_MAX = 2_000;
function isBot(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    if (botVerdicts.size >= BOT_VERDICTS_MAX) botVerdicts.clear();
    verdict = isbot(userAgent);
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

export class ReadCounter {
  readonly options: ReadCounterOptions;
  /** `${articleId}|${language}|${day}` → reads not yet written. */
  private tally = new Map<string, number>();
  private byId = new Map<number, PublicArticle>();
  private bySlug = new Map<string, PublicArticle>();
  private loadedAt = 0;
  private loading?: Promise<void>;
  private salt = { day: '', value: '' };
  private flood = { minute: 0, hits: new Map<string, number>() };
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DataSource,
    options: Partial<ReadCounterOptions> = {},
  ) {
    this.options = { ...READ_COUNTER_DEFAULTS, ...options };
  }

  /** Starts the periodic write (not in unit tests that flush by hand). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush().catch(() => undefined), this.options.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush().catch(() => undefined);
  }

  /** Reads waiting to be written (for tests and the bench). */
  get pending(): number {
    let n = 0;
    for (const v of this.tally.values()) n += v;
    return n;
  }

  /**
   * One beacon. Throws a typed 4xx for a malformed body, an unknown or unpublished article and a
   * flood; bots are answered like readers but not counted.
   */
  async beacon(body: unknown, address: string | undefined, userAgent: string | undefined, now = Date.now()): Promise<BeaconOutcome> {
    const target = parseBeacon(body);
    this.limit(address, now);
    if (!userAgent || isBot(userAgent)) return 'bot';
    const article = await this.find(target, now);
    if (!article) throw notFound('Article not found');
    const key = `${article.id}|${article.language}|${utcDay(now)}`;
    this.tally.set(key, (this.tally.get(key) ?? 0) + 1);
    return 'counted';
  }

  /** Writes the tally with one additive upsert (rows of deleted articles are dropped). */
  flush(): Promise<void> {
    // One write at a time, so a slow write never overlaps the next.
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.tally.size === 0) return;
    const batch = this.tally;
    this.tally = new Map();
    const ids: number[] = [];
    const languages: string[] = [];
    const days: string[] = [];
    const counts: number[] = [];
    for (const [key, count] of batch) {
      const [id, language, day] = key.split('|');
      ids.push(Number(id));
      languages.push(language);
      days.push(day);
      counts.push(count);
    }
    try {
      await this.db.query(
        `INSERT INTO article_reads ("articleId", language, day, count)
         SELECT u.id, u.language, u.day, u.count FROM unnest($1::int[], $2::varchar[], $3::date[], $4::int[]) AS u(id, language, day, count)
           JOIN articles a ON a.id = u.id
         ON CONFLICT ("articleId", language, day) DO UPDATE SET count = article_reads.count + EXCLUDED.count`,
        [ids, languages, days, counts],
      );
    } catch (err) {
      // The database is away: keep the reads for the next try rather than lose them.
      for (const [key, count] of batch) this.tally.set(key, (this.tally.get(key) ?? 0) + count);
      throw err;
    }
  }

  private limit(address: string | undefined, now: number): void {
    const day = utcDay(now);
    if (this.salt.day !== day) this.salt = { day, value: crypto.randomBytes(32).toString('hex') };
    const minute = Math.floor(now / 60_000);
    if (this.flood.minute !== minute) this.flood = { minute, hits: new Map() };
    const key = crypto.hash('sha256', this.salt.value + (address ?? ''), 'base64url').slice(0, 22);
    const hits = (this.flood.hits.get(key) ?? 0) + 1;
    this.flood.hits.set(key, hits);
    if (hits > this.options.perAddressPerMinute) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many reads from this address, please slow down', undefined, { 'Retry-After': '60' });
    }
  }

  private async find(target: { articleId: number } | { slug: string }, now: number): Promise<PublicArticle | undefined> {
    if (now - this.loadedAt > this.options.articlesTtlMs) await this.load();
    let found = 'articleId' in target ? this.byId.get(target.articleId) : this.bySlug.get(target.slug);
    // Perhaps published (or its date come) since the list was read: read it again, at most once a
    // second (a miss within the second waits for that next read instead of losing a new article's first reads).
    // A timer can fire a millisecond before Date.now() says its time has come, so the wait is for
    // the time itself; a list read by another beacon meanwhile serves this one too.
    if (!found) {
      const seen = this.loadedAt;
      while (this.loadedAt === seen && !this.loading && Date.now() - seen < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, seen + 1_000 - Date.now()));
      }
      if (this.loading) await this.loading;
      else if (this.loadedAt === seen) await this.load();
      found = 'articleId' in target ? this.byId.get(target.articleId) : this.bySlug.get(target.slug);
    }
    return found;
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const rows: { id: number; slug: string; language: string }[] = await this.db.query(`SELECT id, slug, language FROM articles a WHERE ${isPublic('a')}`);
        this.byId = new Map(rows.map((r) => [r.id, { id: r.id, language: r.language }]));
        this.bySlug = new Map(rows.map((r) => [r.slug, { id: r.id, language: r.language }]));
        this.loadedAt = Date.now();
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }
}

/** `{articleId}` or `{slug}`, as an object (JSON) or a JSON string (sendBeacon's text/plain). */
export function parseBeacon(body: unknown): { articleId: number } | { slug: string } {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badInput('The body must be {"articleId": <id>} or {"slug": "<slug>"}');
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { articleId, slug } = value as Record<string, unknown>;
    if (Number.isSafeInteger(articleId) && (articleId as number) > 0 && (articleId as number) <= 2147483647) return { articleId: articleId as number };
    if (typeof slug === 'string' && slug.length > 0 && slug.length <= MAX_SLUG) return { slug };
  }
  throw badInput('The body must be {"articleId": <id>} or {"slug": "<slug>"}');
}
