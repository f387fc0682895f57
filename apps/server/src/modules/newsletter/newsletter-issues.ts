/**
 * The issues of the newsletter: what goes in the next one (preview, test send), and creating an
 * issue (manual 'Send now' or the weekly run) with its delivery rows and its send job.
 */
import crypto from 'node:crypto';
import { ageGroupRange, birthMonthFor, isLanguageCode, LANGUAGE_CODES, MESSAGES, normalizeEmail, validateEmail, type FieldErrors } from '@tumbuh/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, assertValid, badInput } from '../../errors';
import { isPublic } from '../articles/article.visibility';
import { describeMailError } from './mail.transport';
import type { NewsletterCore } from './newsletter.core';
import { NewsletterIssue, type IssueKind } from './newsletter-issue.entity';
import { personalize, renderDigest, type DigestArticle, type DigestContent, type DigestTool, type RenderContext, type RenderedMail } from './newsletter.render';
import { sql } from './newsletter.sql';
import { mailLanguage, TEXTS } from './newsletter.texts';
import type { NewsletterPreview } from './newsletter.types';

export type IssueOutcome = { issue: NewsletterIssue; created: boolean } | { skipped: string };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_NEW_ARTICLES = 12;
const MAX_PICKS = 3;
const MAX_TOOLS = 6;
const MAX_MOST_READ = 3;

type Db = DataSource | EntityManager;

/** One age group's version of an issue: its articles first, for children born between `born.from` and `born.to`. */
interface AgeVersion {
  slug: string;
  mail: RenderedMail;
  /** Birth months (first days, inclusive) of the children this age group holds on the issue's date. */
  born: { from: string; to: string };
}

export class NewsletterIssues {
  constructor(private readonly core: NewsletterCore) {}

  assertLanguage(language: unknown): string {
    if (!isLanguageCode(language)) throw badInput(MESSAGES.languageInvalid, { language: MESSAGES.languageInvalid });
    return language;
  }

  /** New articles are those published after the previous issue of the language (at most a week back). */
  private async periodStart(db: Db, language: string, until: Date): Promise<Date> {
    const [last] = await sql<{ end: Date }>(
      db,
      `SELECT "periodEnd" AS end FROM newsletter_issues WHERE language = $1 AND status <> 'skipped' AND "periodEnd" <= $2 ORDER BY "periodEnd" DESC LIMIT 1`,
      [language, until],
    );
    const weekAgo = new Date(until.getTime() - WEEK_MS);
    return last && new Date(last.end) > weekAgo ? new Date(last.end) : weekAgo;
  }

  private async loadContent(db: Db, language: string, since: Date, until: Date): Promise<DigestContent> {
    const columns = `id, title, excerpt, slug, "imageUrl", "readTime", "publishDate"`;
    const articles = await sql<DigestArticle>(
      db,
      `SELECT ${columns} FROM articles WHERE language = $1 AND "publishDate" > $2 AND ${isPublic('articles', '$3')} ORDER BY "publishDate" DESC, id DESC LIMIT $4`,
      [language, since, until, MAX_NEW_ARTICLES],
    );
    const picks = await sql<DigestArticle>(
      db,
      `SELECT ${columns} FROM articles WHERE language = $1 AND "isEditorsPick" AND ${isPublic('articles', '$2')} AND NOT (id = ANY($3::int[]))
        ORDER BY "publishDate" DESC, id DESC LIMIT $4`,
      [language, until, articles.map((a) => a.id), MAX_PICKS],
    );
    const tools = await sql<DigestTool>(db, `SELECT id, name, description, url, "logoUrl" FROM tools WHERE "isActive" ORDER BY id LIMIT $1`, [MAX_TOOLS]);
    // The week's most read of the language (issue 31), other than the new articles listed above.
    const mostRead = await sql<DigestArticle>(
      db,
      `SELECT ${columns} FROM articles
         JOIN (SELECT r."articleId", sum(r.count) AS n FROM article_reads r
                WHERE r.language = $1 AND r.day > ($2::timestamptz AT TIME ZONE 'UTC')::date - 7 GROUP BY r."articleId") top ON top."articleId" = articles.id
        WHERE ${isPublic('articles', '$2')} AND NOT (id = ANY($3::int[])) ORDER BY top.n DESC, id DESC LIMIT $4`,
      [language, until, articles.map((a) => a.id), MAX_MOST_READ],
    );
    return { language: mailLanguage(language), articles, picks, mostRead, tools, date: until };
  }

  /**
   * The issue's versions by the child's age (issue 19): for each age group that some new article is
   * for, the digest with that group's articles first under a heading naming the age (in the
   * issue's language). Ages are taken on the issue's date, which is the send date.
   */
  private async ageVersions(db: Db, content: DigestContent, ctx: RenderContext): Promise<AgeVersion[]> {
    const rows = await sql<{ articleId: number; slug: string; name: string; nameId: string | null }>(
      db,
      `SELECT aag."articleId", g.slug, g.name, g."nameId" FROM article_age_groups aag JOIN age_groups g ON g.id = aag."ageGroupId"
        WHERE aag."articleId" = ANY($1::int[]) ORDER BY g."order", g.id`,
      [content.articles.map((a) => a.id)],
    );
    const versions: AgeVersion[] = [];
    for (const slug of new Set(rows.map((r) => r.slug))) {
      const range = ageGroupRange(slug);
      if (!range) continue; // an age group whose slug names no range cannot be matched to a child
      const group = rows.filter((r) => r.slug === slug);
      const ids = new Set(group.map((r) => r.articleId));
      const name = (content.language === 'id' && group[0].nameId) || group[0].name;
      const articles = [...content.articles.filter((a) => ids.has(a.id)), ...content.articles.filter((a) => !ids.has(a.id))];
      const mail = renderDigest({ ...content, articles, forAge: { name, count: ids.size } }, ctx);
      // Oldest child first: born in the month `to - 1` months back, youngest: `from` months back.
      const born = { from: `${birthMonthFor(range.to - 1, content.date)}-01`, to: `${birthMonthFor(range.from, content.date)}-01` };
      versions.push({ slug, mail, born });
    }
    return versions;
  }

  private async activeCount(db: Db, language: string): Promise<number> {
    const [row] = await sql<{ n: number }>(db, `SELECT count(*)::int AS n FROM subscribers WHERE language = $1 AND status = 'active'`, [language]);
    return row.n;
  }

  /** The next issue of a language as it would go out now (admin preview). */
  async preview(languageInput: unknown): Promise<NewsletterPreview> {
    const { db, ctx } = this.core;
    const language = this.assertLanguage(languageInput);
    const until = new Date();
    const since = await this.periodStart(db, language, until);
    const content = await this.loadContent(db, language, since, until);
    const rendered = renderDigest(content, ctx);
    return {
      language,
      subject: rendered.subject,
      ...personalize(rendered, this.core.unsubscribeUrl(null)),
      articleCount: content.articles.length,
      editorsPickCount: content.picks.length,
      toolCount: content.tools.length,
      empty: content.articles.length === 0,
      periodStart: since,
      periodEnd: until,
      recipients: await this.activeCount(db, language),
    };
  }

  /** Sends the preview to one address typed in by the admin, at once, and reports the mail server's answer. */
  async sendTest(input: { email: unknown; language: unknown }): Promise<void> {
    const errors: FieldErrors = {};
    const emailError = validateEmail(input.email);
    if (emailError) errors.email = emailError;
    if (!isLanguageCode(input.language)) errors.language = MESSAGES.languageInvalid;
    assertValid(errors);
    const preview = await this.preview(input.language);
    const unsubscribeUrl = this.core.unsubscribeUrl(null);
    try {
      await this.core.transport.send({
        to: normalizeEmail(input.email as string),
        subject: `${TEXTS[mailLanguage(preview.language)].testPrefix}${preview.subject}`,
        html: preview.html,
        text: preview.text,
        headers: this.core.listHeaders(unsubscribeUrl),
      });
    } catch (err) {
      throw new AppError('SERVICE_UNAVAILABLE', `The test email could not be sent: ${describeMailError(err)}`);
    }
  }

  /** 'Send now': a new issue per language (or the one given); the caller summarises what was created. */
  async sendNow(languageInput?: unknown): Promise<{ language: string; outcome: IssueOutcome }[]> {
    const languages = languageInput === undefined || languageInput === null ? [...LANGUAGE_CODES] : [this.assertLanguage(languageInput)];
    const now = new Date();
    const outcomes: { language: string; outcome: IssueOutcome }[] = [];
    for (const language of languages) {
      const key = `manual:${now.toISOString()}:${crypto.randomBytes(3).toString('hex')}:${language}`;
      outcomes.push({ language, outcome: await this.createIssue(language, 'manual', now, key) });
    }
    return outcomes;
  }

  /** The scheduled run (pg-boss cron): one issue per language, keyed by the local date so it happens once. */
  async runWeekly(now = new Date()): Promise<IssueOutcome[]> {
    const timeZone = this.core.config.newsletter.timezone;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    const outcomes: IssueOutcome[] = [];
    for (const language of LANGUAGE_CODES) outcomes.push(await this.createIssue(language, 'weekly', now, `weekly:${day}:${language}`));
    return outcomes;
  }

  /**
   * Renders and stores an issue, its delivery rows (every active subscriber of the language) and
   * its send job, in one transaction. Skipped when nothing is new or nobody would receive it.
   */
  async createIssue(language: string, kind: IssueKind, now: Date, key: string): Promise<IssueOutcome> {
    return this.core.db.transaction(async (em) => {
      // One issue of a language at a time, so a manual and a scheduled one cannot take the same window.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('tumbuh-newsletter-issue'), hashtext($1))`, [language]);
      const existing = await em.findOneBy(NewsletterIssue, { key });
      if (existing) return { issue: existing, created: false };
      const since = await this.periodStart(em, language, now);
      const content = await this.loadContent(em, language, since, now);
      const recipients = await this.activeCount(em, language);
      const reason = content.articles.length === 0 ? 'nothing new' : recipients === 0 ? 'no subscribers' : undefined;
      if (reason && kind === 'manual') return { skipped: reason };
      const issue = await em.save(
        em.create(NewsletterIssue, {
          key,
          language,
          kind,
          status: reason ? 'skipped' : 'sending',
          subject: '',
          html: '',
          text: '',
          articleIds: content.articles.map((a) => a.id),
          periodStart: since,
          periodEnd: now,
          completedAt: reason ? now : null,
          ageVariants: null,
        }),
      );
      // A skipped scheduled run is kept in the history (and keeps a second process from redoing it).
      if (reason) return { skipped: reason };
      // Rendered once the issue has its id: its article links are signed for it (issue 31, /r/<issue>/<article>).
      const ctx: RenderContext = { ...this.core.ctx, articleLink: (articleId) => this.core.clickUrl(issue.id, articleId) };
      const versions = await this.ageVersions(em, content, ctx);
      Object.assign(issue, renderDigest(content, ctx), { ageVariants: versions.length ? Object.fromEntries(versions.map((v) => [v.slug, v.mail])) : null });
      await em.update(NewsletterIssue, issue.id, { subject: issue.subject, html: issue.html, text: issue.text, ageVariants: issue.ageVariants });
      // Each delivery records the version its subscriber gets: the age group their child is in today, if it has one.
      await em.query(
        `INSERT INTO newsletter_deliveries ("issueId", "subscriberId", email, "ageGroup")
         SELECT $1, s.id, s.email,
                (SELECT v.slug FROM unnest($3::text[], $4::date[], $5::date[]) AS v(slug, born_from, born_to)
                  WHERE s."childBirthMonth" BETWEEN v.born_from AND v.born_to LIMIT 1)
           FROM subscribers s WHERE s.language = $2 AND s.status = 'active' ORDER BY s.id
         ON CONFLICT ("issueId", "subscriberId") DO NOTHING`,
        [issue.id, language, versions.map((v) => v.slug), versions.map((v) => v.born.from), versions.map((v) => v.born.to)],
      );
      await this.core.jobs.enqueueIssue(issue.id, em);
      return { issue, created: true };
    });
  }
}
