/**
 * The import itself (issue 32): one parsed export into articles, taxonomy, authors, images and
 * redirects, in ONE transaction. A dry run is the same run without image downloads, rolled back
 * at the end: its report (counts, renames, unsupported items, problems) is exactly what the real
 * run will do. A cancelled or failed run rolls back too: nothing is half-imported.
 */
import { articlePath, categoryPath, slugify, tagPath, type LanguageCode } from '@tumbuh/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../errors';
import { insertArticle, type ArticleChanges } from '../articles/article.writes';
import { sanitizeArticleHtml } from '../articles/article.sanitize';
import type { UploadService } from '../uploads/upload.service';
import { autoParagraphs, convertShortcodes, detectLanguage, excerptOf, imageUrls, replaceImages, type ContentNotes } from './import.content';
import type { ImportLanguage, ImportReport, ParsedExport, SourcePost, SourceTerm } from './import.types';
import { fetchImage } from './image-fetch';
import { OLD_FEED_PATHS } from './redirect.paths';
import type { RedirectRow, RedirectService } from './redirect.service';

export class ImportCancelled extends Error {
  constructor() {
    super('The import was cancelled: nothing was changed');
  }
}

export interface ImportOptions {
  language: ImportLanguage;
  dryRun: boolean;
  allowPrivateNetwork: boolean;
  /** Called as work is done (done of total steps: images then posts). */
  onProgress?: (done: number, total: number) => Promise<void> | void;
  /** Asked between steps; true stops the run and rolls it back. */
  isCancelled?: () => Promise<boolean> | boolean;
}

interface Planned {
  post: SourcePost;
  slug: string;
  language: LanguageCode;
  content: string;
  images: string[];
}

const SOURCE_NAMES = { wordpress: 'WordPress', blogger: 'Blogger', ghost: 'Ghost' } as const;
const DEFAULT_CATEGORY: SourceTerm = { name: 'Uncategorized', slug: 'uncategorized' };

export function emptyReport(parsed: ParsedExport, dryRun: boolean): ImportReport {
  return {
    source: parsed.source,
    dryRun,
    posts: parsed.posts.length,
    alreadyImported: 0,
    created: 0,
    byStatus: { published: 0, draft: 0, scheduled: 0 },
    categories: { existing: 0, created: 0 },
    tags: { existing: 0, created: 0 },
    authors: { existing: 0, created: 0 },
    renamed: [],
    converted: {},
    unsupported: {},
    skipped: { ...parsed.skipped },
    languages: { en: 0, id: 0 },
    images: { found: 0, imported: 0, failed: [] },
    redirects: 0,
    problems: [],
  };
}

export class Importer {
  constructor(
    private readonly db: DataSource,
    private readonly uploads: UploadService,
    private readonly redirects: RedirectService,
  ) {}

  async run(parsed: ParsedExport, options: ImportOptions): Promise<ImportReport> {
    const report = emptyReport(parsed, options.dryRun);
    const cancelled = async () => {
      if (await options.isCancelled?.()) throw new ImportCancelled();
    };
    const planned = await this.plan(parsed, options.language, report);
    const imageSet = [...new Set(planned.flatMap((p) => p.images))];
    report.images.found = imageSet.length;
    const total = (options.dryRun ? 0 : imageSet.length) + planned.length;
    let done = 0;
    await options.onProgress?.(0, total);

    // Images first, outside the transaction (downloads are slow); released again if the run fails.
    const moved = new Map<string, string>();
    if (!options.dryRun) {
      for (const url of imageSet) {
        await cancelled();
        try {
          const bytes = await fetchImage(url, { allowPrivate: options.allowPrivateNetwork });
          const featured = planned.some((p) => p.post.featuredImage === url);
          const image = await this.uploads.upload({ file: bytes, uploadType: featured ? 'article-thumbnail' : 'general' });
          moved.set(url, image.url);
          report.images.imported++;
        } catch (err) {
          report.images.failed.push({ url, reason: err instanceof AppError ? err.message : ((err as Error).message ?? 'failed').slice(0, 200) });
        }
        await options.onProgress?.(++done, total);
      }
    }

    try {
      await this.db.transaction(async (em) => {
        const terms = new TermCache(em, report);
        const redirects: RedirectRow[] = [];
        for (const item of planned) {
          await cancelled();
          const id = await this.writePost(em, item, terms, moved, report, parsed.source);
          if (id !== null) {
            const to = articlePath(item.slug, item.language);
            for (const from of item.post.oldUrls) redirects.push({ fromPath: from, toPath: to, source: parsed.source });
          }
          await options.onProgress?.(++done, total);
        }
        for (const { url, kind, term } of parsed.termUrls) {
          const slug = await terms.slugOf(kind, term, false);
          if (slug) redirects.push({ fromPath: url, toPath: kind === 'category' ? categoryPath(slug) : tagPath(slug), source: parsed.source });
        }
        if (report.created > 0) for (const feed of OLD_FEED_PATHS) redirects.push({ fromPath: feed, toPath: '/rss.xml', source: parsed.source });
        report.redirects = await this.redirects.addMany(em, redirects);
        await cancelled();
        if (options.dryRun) throw new DryRunDone();
      });
    } catch (err) {
      if (!(err instanceof DryRunDone)) {
        await this.uploads.release([...moved.values()]).catch(() => undefined);
        throw err;
      }
    }
    if (!options.dryRun) {
      await this.redirects.reload();
      await this.db.query(`SELECT pg_notify('tumbuh_cache', '')`).catch(() => undefined);
    }
    return report;
  }

  /** What each post becomes: content converted, language, slug (renamed when taken). */
  private async plan(parsed: ParsedExport, language: ImportLanguage, report: ImportReport): Promise<Planned[]> {
    const known = new Set(
      (await this.db.query<{ sourceId: string }[]>(`SELECT "sourceId" FROM import_items WHERE source = $1`, [parsed.source])).map((r) => r.sourceId),
    );
    const taken = new Set((await this.db.query<{ slug: string }[]>(`SELECT slug FROM articles`)).map((r) => r.slug));
    const seen = new Set<string>();
    const out: Planned[] = [];
    for (const post of parsed.posts) {
      if (known.has(post.sourceId) || seen.has(post.sourceId)) {
        report.alreadyImported++;
        continue;
      }
      seen.add(post.sourceId);
      const notes: ContentNotes = { converted: report.converted, unsupported: report.unsupported };
      let content = post.content;
      if (parsed.source === 'wordpress') content = autoParagraphs(content);
      content = convertShortcodes(content, parsed.attachments, notes);
      const lang: LanguageCode = language === 'detect' ? detectLanguage(`${post.title} ${content}`) : language;
      const base = (slugify(post.slug) || slugify(post.title) || `post-${slugify(post.sourceId) || out.length + 1}`).slice(0, 180).replace(/-+$/, '');
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      if (slug !== base) report.renamed.push({ title: post.title, from: base, to: slug });
      taken.add(slug);
      const images = imageUrls(content);
      if (post.featuredImage && /^https?:\/\//i.test(post.featuredImage)) images.push(post.featuredImage);
      out.push({ post, slug, language: lang, content, images });
    }
    return out;
  }

  private async writePost(em: EntityManager, item: Planned, terms: TermCache, moved: Map<string, string>, report: ImportReport, source: ParsedExport['source']): Promise<number | null> {
    const { post } = item;
    const content = replaceImages(item.content, moved);
    const clean = sanitizeArticleHtml(content);
    const scheduledInPast = post.status === 'scheduled' && !(post.date && post.date.getTime() > Date.now());
    const status = scheduledInPast ? 'draft' : post.status;
    const changes: ArticleChanges = {
      title: (post.title.trim() || excerptOf(clean, 80) || item.slug).slice(0, 300),
      slug: item.slug,
      content,
      excerpt: (post.excerpt.trim() ? excerptOf(post.excerpt, 2000) : excerptOf(clean)) || post.title.trim() || item.slug,
      imageUrl: post.featuredImage ? (moved.get(post.featuredImage) ?? (/^https?:\/\//i.test(post.featuredImage) ? post.featuredImage.slice(0, 2000) : null)) : null,
      authorId: await terms.authorId(post.authorName, SOURCE_NAMES[source]),
      categoryId: await terms.termId('category', post.category ?? DEFAULT_CATEGORY),
      tagIds: [...new Set(await Promise.all(post.tags.map((t) => terms.termId('tag', t))))],
      language: item.language,
      publishDate: post.date ?? new Date(),
      status: status === 'draft' ? 'draft' : 'published',
      scheduled: status === 'scheduled',
      computeReadTime: true,
    };
    await em.query('SAVEPOINT import_post');
    try {
      const id = await insertArticle(em, changes);
      await em.query(`INSERT INTO import_items (source, "sourceId", "articleId") VALUES ($1, $2, $3)`, [source, post.sourceId, id]);
      await em.query('RELEASE SAVEPOINT import_post');
      report.created++;
      report.byStatus[status]++;
      report.languages[item.language]++;
      if (scheduledInPast) report.problems.push({ title: post.title, message: 'Scheduled for a date already past: imported as a draft' });
      return id;
    } catch (err) {
      await em.query('ROLLBACK TO SAVEPOINT import_post');
      if (!(err instanceof AppError)) throw err;
      report.problems.push({ title: post.title || item.slug, message: err.message });
      return null;
    }
  }
}

class DryRunDone extends Error {}

/** Categories, tags and authors found or created once per run, counted in the report. */
class TermCache {
  private ids = new Map<string, number | null>();
  constructor(
    private readonly em: EntityManager,
    private readonly report: ImportReport,
  ) {}

  async termId(kind: 'category' | 'tag', term: SourceTerm): Promise<number> {
    return (await this.find(kind, term, true))!;
  }

  /** The slug on this site of an old category or tag (created = false: only if it exists now). */
  async slugOf(kind: 'category' | 'tag', term: SourceTerm, create: boolean): Promise<string | null> {
    const id = await this.find(kind, term, create);
    if (id === null) return null;
    const [row] = await this.em.query<{ slug: string }[]>(`SELECT slug FROM ${kind === 'category' ? 'categories' : 'tags'} WHERE id = $1`, [id]);
    return row?.slug ?? null;
  }

  private async find(kind: 'category' | 'tag', term: SourceTerm, create: boolean): Promise<number | null> {
    const table = kind === 'category' ? 'categories' : 'tags';
    const name = term.name.trim().slice(0, 200) || term.slug;
    const slug = (slugify(term.slug) || slugify(name) || 'imported').slice(0, 200);
    const key = `${kind}:${slug}`;
    if (this.ids.has(key) && (this.ids.get(key) !== null || !create)) return this.ids.get(key)!;
    const [found] = await this.em.query<{ id: number }[]>(`SELECT id FROM ${table} WHERE slug = $1 OR lower(name) = lower($2) ORDER BY (slug = $1) DESC LIMIT 1`, [slug, name]);
    const counts = kind === 'category' ? this.report.categories : this.report.tags;
    let id: number | null = found?.id ?? null;
    if (found) counts.existing++;
    else if (create) {
      [{ id }] = await this.em.query<{ id: number }[]>(`INSERT INTO ${table} (name, slug) VALUES ($1, $2) RETURNING id`, [name, slug]);
      counts.created++;
    }
    this.ids.set(key, id);
    return id;
  }

  async authorId(rawName: string | null, sourceName: string): Promise<number> {
    const name = (rawName?.trim() || `${sourceName} author`).slice(0, 200);
    const key = `author:${name.toLowerCase()}`;
    if (this.ids.get(key)) return this.ids.get(key)!;
    const [found] = await this.em.query<{ id: number }[]>(`SELECT id FROM authors WHERE lower(name) = lower($1) ORDER BY id LIMIT 1`, [name]);
    let id = found?.id;
    if (id) this.report.authors.existing++;
    else {
      [{ id }] = await this.em.query<{ id: number }[]>(`INSERT INTO authors (name, bio) VALUES ($1, $2) RETURNING id`, [name, `Imported from ${sourceName}.`]);
      this.report.authors.created++;
    }
    this.ids.set(key, id);
    return id;
  }
}
