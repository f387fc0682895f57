/**
 * What readers read (issue 31): the most read articles, the admin Overview's figures, newsletter
 * results and the signed click redirect. The counting itself is in read-counter.ts.
 */
import { articlePath, LANGUAGE_CODES } from '@tumbuh/shared';
import type { DataSource } from 'typeorm';
import { badInput, notFound } from '../../errors';
import { parseLanguage } from '../../input';
import type { Article } from '../articles/article.entity';
import { ARTICLE_GRAPH, ARTICLE_JOINS, PUBLISHED } from '../articles/article.queries';
import { toEntities } from '../articles/article.read-model';
import { ClickLinks, pathId } from './click-links';
import type { ArticleReads, DayCount, DayReads, InsightOverview, IssueResult, LanguageReads } from './insight.types';
import { ReadCounter, type ReadCounterOptions } from './read-counter';

export const OVERVIEW_PERIODS = [7, 30, 90] as const;
const MAX_DAYS = 90;
const MAX_MOST_READ = 20;

/** The UTC day of a timestamptz column, and today's. */
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

function parseRange(raw: unknown, name: string, max: number, fallback: number): number {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > max) {
    const message = `${name} must be a whole number from 1 to ${max}`;
    throw badInput(message, { [name]: message });
  }
  return raw;
}

/** The `days` UTC days ending today, oldest first (YYYY-MM-DD). */
export function lastDays(days: number, now = Date.now()): string[] {
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

export class InsightService {
  readonly reads: ReadCounter;
  readonly clicks: ClickLinks;

  constructor(
    private readonly db: DataSource,
    private readonly publicUrl: string,
    secret: () => string,
    readOptions: Partial<ReadCounterOptions> = {},
  ) {
    this.reads = new ReadCounter(db, readOptions);
    this.clicks = new ClickLinks(secret);
  }

  /** The most read public articles of the last `days` days (in a language), most read first. */
  async mostRead(languageInput: unknown, daysInput?: unknown, limitInput?: unknown): Promise<Article[]> {
    const language = parseLanguage(languageInput) ?? null;
    const days = parseRange(daysInput, 'days', MAX_DAYS, 7);
    const limit = parseRange(limitInput, 'limit', MAX_MOST_READ, 5);
    const rows = await this.db.query<Record<string, unknown>[]>(
      `WITH top AS (
         SELECT r."articleId" AS id, sum(r.count)::int AS n FROM article_reads r
          WHERE r.day > ${TODAY} - $1::int AND ($2::varchar IS NULL OR r.language = $2)
          GROUP BY r."articleId")
       SELECT ${ARTICLE_GRAPH} FROM top JOIN articles a ON a.id = top.id ${ARTICLE_JOINS}
        WHERE ${PUBLISHED} ORDER BY top.n DESC, a."publishDate" DESC, a.id DESC LIMIT $3`,
      [days, language, limit],
    );
    return toEntities(this.db, rows);
  }

  /** Reads of one article per day over the last `days` days (admin article pages). */
  async articleReads(articleId: number, daysInput?: unknown): Promise<DayCount[]> {
    const days = parseRange(daysInput, 'days', MAX_DAYS, 30);
    const rows = await this.db.query<{ day: string; n: number }[]>(
      `SELECT day::text AS day, sum(count)::int AS n FROM article_reads WHERE "articleId" = $1 AND day > ${TODAY} - $2::int GROUP BY day`,
      [articleId, days],
    );
    const byDay = new Map(rows.map((r) => [r.day, r.n]));
    return lastDays(days).map((day) => ({ day, count: byDay.get(day) ?? 0 }));
  }

  /** The Overview tab's figures over the last `days` days. */
  async overview(daysInput?: unknown): Promise<InsightOverview> {
    const days = parseRange(daysInput, 'days', MAX_DAYS, 30);
    const [readsPerDay, subscribersPerDay, topArticles, issues] = await Promise.all([
      this.readsPerDay(days),
      this.subscribersPerDay(days),
      this.topArticles(days, 10),
      this.issueResults(days),
    ]);
    const readsByLanguage: LanguageReads[] = LANGUAGE_CODES.map((language) => ({
      language,
      count: readsPerDay.reduce((n, d) => n + (language === 'en' ? d.english : language === 'id' ? d.indonesian : 0), 0),
    }));
    return { days, readsPerDay, subscribersPerDay, readsByLanguage, topArticles, issues };
  }

  private async readsPerDay(days: number): Promise<DayReads[]> {
    const rows = await this.db.query<{ day: string; language: string; n: number }[]>(
      `SELECT day::text AS day, language, sum(count)::int AS n FROM article_reads WHERE day > ${TODAY} - $1::int GROUP BY day, language`,
      [days],
    );
    const byDay = new Map<string, DayReads>();
    for (const day of lastDays(days)) byDay.set(day, { day, english: 0, indonesian: 0, total: 0 });
    for (const r of rows) {
      const d = byDay.get(r.day);
      if (!d) continue;
      if (r.language === 'en') d.english += r.n;
      else if (r.language === 'id') d.indonesian += r.n;
      d.total += r.n;
    }
    return [...byDay.values()];
  }

  /**
   * Subscribers at the end of each day: those counted before the period, plus each day's
   * sign-ups, minus each day's unsubscribes (pending sign-ups are not counted).
   */
  private async subscribersPerDay(days: number): Promise<DayCount[]> {
    const utc = (col: string) => `(${col} AT TIME ZONE 'UTC')::date`;
    const start = `${TODAY} - $1::int + 1`;
    const [[base], joined, left] = await Promise.all([
      this.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM subscribers WHERE status <> 'pending' AND ${utc('"subscribeDate"')} < ${start}
            AND ("unsubscribedAt" IS NULL OR ${utc('"unsubscribedAt"')} >= ${start})`,
        [days],
      ),
      this.db.query<{ day: string; n: number }[]>(
        `SELECT ${utc('"subscribeDate"')}::text AS day, count(*)::int AS n FROM subscribers
          WHERE status <> 'pending' AND ${utc('"subscribeDate"')} >= ${start} GROUP BY 1`,
        [days],
      ),
      this.db.query<{ day: string; n: number }[]>(
        `SELECT ${utc('"unsubscribedAt"')}::text AS day, count(*)::int AS n FROM subscribers
          WHERE status = 'unsubscribed' AND ${utc('"unsubscribedAt"')} >= ${start} GROUP BY 1`,
        [days],
      ),
    ]);
    const plus = new Map(joined.map((r) => [r.day, r.n]));
    const minus = new Map(left.map((r) => [r.day, r.n]));
    let n = base.n;
    return lastDays(days).map((day) => {
      n += (plus.get(day) ?? 0) - (minus.get(day) ?? 0);
      return { day, count: n };
    });
  }

  private async topArticles(days: number, limit: number): Promise<ArticleReads[]> {
    return this.db.query<ArticleReads[]>(
      `SELECT a.id AS "articleId", a.title, a.slug, a.language, sum(r.count)::int AS reads
         FROM article_reads r JOIN articles a ON a.id = r."articleId"
        WHERE r.day > ${TODAY} - $1::int GROUP BY a.id ORDER BY reads DESC, a.id DESC LIMIT $2`,
      [days, limit],
    );
  }

  /** Per issue sent in the period (newest first): sent, failed, clicks, click rate, unsubscribes. */
  async issueResults(daysInput?: unknown, limit = 30): Promise<IssueResult[]> {
    const days = parseRange(daysInput, 'days', 366, 90);
    const rows = await this.db.query<Omit<IssueResult, 'clickRate'>[]>(
      `SELECT i.id AS "issueId", i.language, i.subject, i."createdAt",
              (SELECT count(*) FROM newsletter_deliveries d WHERE d."issueId" = i.id AND d.status = 'sent')::int AS sent,
              (SELECT count(*) FROM newsletter_deliveries d WHERE d."issueId" = i.id AND d.status = 'failed')::int AS failed,
              (SELECT coalesce(sum(c.count), 0) FROM newsletter_clicks c WHERE c."issueId" = i.id)::int AS clicks,
              (SELECT count(*) FROM newsletter_unsubscribes u WHERE u."issueId" = i.id)::int AS unsubscribes
         FROM newsletter_issues i
        WHERE i.status <> 'skipped' AND i."createdAt" > now() - make_interval(days => $1)
        ORDER BY i."createdAt" DESC, i.id DESC LIMIT $2`,
      [days, limit],
    );
    return rows.map((r) => ({ ...r, clickRate: r.sent ? r.clicks / r.sent : 0 }));
  }

  /**
   * A click on a newsletter link: counts it and gives the article's own address. A forged or
   * altered link, or an article that no longer exists, is a 404 and counts nothing.
   */
  async click(issueRaw: unknown, articleRaw: unknown, sig: unknown): Promise<string> {
    const issueId = pathId(issueRaw);
    const articleId = pathId(articleRaw);
    if (issueId === undefined || articleId === undefined || !this.clicks.verify(issueId, articleId, sig)) throw notFound('This link is not valid');
    const [article] = await this.db.query<{ slug: string; language: string }[]>(`SELECT slug, language FROM articles a WHERE a.id = $1 AND ${PUBLISHED}`, [articleId]);
    if (!article) throw notFound('This article is no longer available');
    await this.db.query(
      `INSERT INTO newsletter_clicks ("issueId", "articleId", count) SELECT $1, $2, 1 WHERE EXISTS (SELECT 1 FROM newsletter_issues WHERE id = $1)
       ON CONFLICT ("issueId", "articleId") DO UPDATE SET count = newsletter_clicks.count + 1`,
      [issueId, articleId],
    );
    return `${this.publicUrl}${articlePath(article.slug, article.language === 'id' ? 'id' : 'en')}`;
  }

  /** The absolute signed link of an article in an issue (the digest's links). */
  clickUrl(issueId: number, articleId: number): string {
    return `${this.publicUrl}${this.clicks.path(issueId, articleId)}`;
  }
}
