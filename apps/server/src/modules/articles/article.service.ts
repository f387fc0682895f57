import { LIMITS } from '@tumbuh/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config/env';
import { resolveSessionSecret } from '../../config/session-secret';
import { groupBy } from '../../db/group-by';
import { badInput, notFound } from '../../errors';
import { parseLanguage, parseLimit } from '../../input';
import { UploadedImage } from '../uploads/image.entity';
import type { FileStorage } from '../uploads/storage';
import type { UploadService } from '../uploads/upload.service';
import { Article } from './article.entity';
import { PreviewTokens, type PreviewLink } from './article.preview';
import { ARTICLE_COLUMNS, ARTICLE_GRAPH, ARTICLE_JOINS, NEWEST_FIRST, PUBLISHED, RELATED_TO, SEARCH_HITS, TRANSLATIONS, TRANSLATIONS_OF, toTsQuery } from './article.queries';
import { toEntities, type TranslationRef } from './article.read-model';
import { listRevisions, restoreRevision, type RevisionView } from './article.revisions';
import { insertArticle, readArticleChanges, updateArticle } from './article.writes';
import { changedBetween, publicFootprint } from './article.cache-keys';
import { changed } from '../../http/cache-keys';

export { preloaded, type Preloaded, type TranslationRef } from './article.read-model';

export interface ArticleFilter {
  featured?: boolean;
  editorsPick?: boolean;
  categorySlug?: string;
  tagSlug?: string;
  ageGroupSlug?: string;
  /** Unchecked input: where() answers 400 for anything but a language code. */
  language?: unknown;
  /** Admins only: drafts and scheduled articles too (the one exception to the visibility rule). */
  includeUnpublished?: boolean;
}

export interface Paging {
  limit?: number;
  offset?: number;
}

export type TaxonomyKind = 'category' | 'tag' | 'ageGroup';

/**
 * How many matches a search answers, best first: six rows of the four-column results grid. Each
 * answer carries whole articles (the REST list shape), so this bounds the work per search (at
 * 10,000 articles the statement's p95 went from 19 to 13 ms against 50).
 */
export const SEARCH_RESULT_LIMIT = 24;

/**
 * Articles: one read path for REST and GraphQL (each read is one statement that brings the
 * article's relations along; REST serialises with toRestView), public reads under the one
 * visibility rule, writes with revisions, preview links.
 */
export class ArticleService {
  private tokensInstance?: PreviewTokens;

  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly config: Config,
    /** Removes a replaced thumbnail with its variants when nothing else uses it (issue 17). */
    private readonly uploads?: Pick<UploadService, 'release'>,
  ) {}

  private get previewTokens(): PreviewTokens {
    return (this.tokensInstance ??= new PreviewTokens(resolveSessionSecret(this.config)));
  }

  // ---- writes (admin) ----

  /** Creates an article from the dialog's payload; publishDate defaults to now. */
  async create(body: unknown): Promise<Article> {
    const changes = readArticleChanges(body);
    const id = await this.db.transaction(async (em) => {
      const newId = await insertArticle(em, changes);
      changed(changedBetween(undefined, await publicFootprint(em, newId))); // none for a draft or a scheduled article
      return newId;
    });
    return this.getById(id);
  }

  /** Applies the full payload, or only some fields (e.g. only isFeatured), leaving the rest as is. */
  async update(id: number, body: unknown, savedBy: string | null = null): Promise<Article> {
    const changes = readArticleChanges(body);
    const before = await this.thumbnailOf(id);
    // The save and the revision of what it replaces commit together, or neither does.
    await this.db.transaction((em) => this.footprinted(em, id, () => updateArticle(em, id, changes, savedBy)));
    return this.afterThumbnailChange(id, before);
  }

  /** The article's saved versions, newest first (admin). */
  async revisions(id: number): Promise<RevisionView[]> {
    return listRevisions(this.db.manager, id);
  }

  /** Restores a revision of this article; the version it replaces becomes a revision itself. */
  async restore(id: number, revisionId: number, savedBy: string | null = null): Promise<Article> {
    const before = await this.thumbnailOf(id);
    await this.db.transaction((em) => this.footprinted(em, id, () => restoreRevision(em, id, revisionId, savedBy)));
    return this.afterThumbnailChange(id, before);
  }

  /**
   * Runs a write of one article and names what it changed for the response cache: the article's
   * public footprint before and after (cache-keys.ts). Saving a draft or a scheduled article that
   * stays so names nothing: no cached page forgets anything.
   */
  private async footprinted(em: EntityManager, id: number, write: () => Promise<void>): Promise<void> {
    const before = await publicFootprint(em, id);
    await write();
    changed(changedBetween(before, await publicFootprint(em, id)));
  }

  private async thumbnailOf(id: number): Promise<string | null> {
    const [row] = await this.db.query<{ imageUrl: string | null }[]>(`SELECT "imageUrl" FROM articles WHERE id = $1`, [id]);
    return row?.imageUrl ?? null;
  }

  /** The saved article; a thumbnail it no longer shows goes with its variants unless used elsewhere. */
  private async afterThumbnailChange(id: number, before: string | null): Promise<Article> {
    const article = await this.getById(id);
    if (before && before !== article.imageUrl) await this.uploads?.release([before]);
    return article;
  }

  /** Deletes the article with its tag and age-group links and its uploaded images; translations stay. */
  async remove(id: number): Promise<void> {
    const keys = await this.db.transaction(async (em) => {
      const images: { url: string; variants: { key: string }[] }[] = await em.query(`SELECT url, variants FROM uploaded_images WHERE "articleId" = $1`, [id]);
      const footprint = await publicFootprint(em, id);
      await em.delete(UploadedImage, { articleId: id });
      const result = await em.delete(Article, id);
      if (!result.affected) throw notFound('Article not found');
      changed(changedBetween(footprint, undefined));
      return images.flatMap((i) => [this.storage.keyOf(i.url), ...i.variants.map((v) => v.key)]).filter((k): k is string => !!k);
    });
    // Files go after the commit: a failed delete never loses an image that is still referenced.
    await Promise.all(keys.map((k) => this.storage.remove(k).catch(() => undefined)));
  }

  // ---- preview links (an admin makes them; anyone holding one reads the article) ----

  async previewLink(id: number): Promise<PreviewLink> {
    const rows = await this.db.query<unknown[]>(`SELECT 1 FROM articles WHERE id = $1`, [id]);
    if (!rows.length) throw notFound('Article not found');
    changed(); // a signed address: nothing stored
    return this.previewTokens.link(id, this.config.publicUrl);
  }

  /** The article of a valid preview token, in any state; a wrong, expired or other article's token is a 404. */
  async preview(id: number, token: unknown): Promise<Article> {
    if (!this.previewTokens.valid(id, token)) throw notFound('Article not found');
    return this.getById(id);
  }

  // ---- admin reads ----

  /** Any article by id (drafts and scheduled ones too) with relations and translations; 404 when missing. */
  async getById(id: number): Promise<Article> {
    const article = await this.findById(id);
    if (!article) throw notFound('Article not found');
    return article;
  }

  async findById(id: number): Promise<Article | null> {
    const rows = await this.db.query<Record<string, unknown>[]>(`SELECT ${ARTICLE_GRAPH}, ${TRANSLATIONS} FROM articles a ${ARTICLE_JOINS} WHERE a.id = $1`, [id]);
    return toEntities(this.db, rows)[0] ?? null;
  }

  /** Every article, drafts and scheduled ones too, newest first: the admin table. */
  async listAll(): Promise<Article[]> {
    return toEntities(this.db, await this.db.query<Record<string, unknown>[]>(`SELECT ${ARTICLE_COLUMNS} FROM articles a ORDER BY ${NEWEST_FIRST}`));
  }

  // ---- public reads ----

  /** WHERE clause and parameters of a filter (parameters start at $1). */
  private where(filter: ArticleFilter, params: unknown[]): string {
    const clauses = [filter.includeUnpublished ? 'true' : PUBLISHED];
    if (filter.featured) clauses.push(`a."isFeatured"`);
    if (filter.editorsPick) clauses.push(`a."isEditorsPick"`);
    const language = parseLanguage(filter.language);
    if (language) {
      params.push(language);
      clauses.push(`a.language = $${params.length}`);
    }
    if (filter.categorySlug !== undefined) {
      params.push(filter.categorySlug);
      clauses.push(`a."categoryId" = (SELECT id FROM categories WHERE slug = $${params.length})`);
    }
    if (filter.tagSlug !== undefined) {
      params.push(filter.tagSlug);
      clauses.push(`EXISTS (SELECT 1 FROM article_tags x JOIN tags t ON t.id = x."tagId" WHERE x."articleId" = a.id AND t.slug = $${params.length})`);
    }
    if (filter.ageGroupSlug !== undefined) {
      params.push(filter.ageGroupSlug);
      clauses.push(
        `EXISTS (SELECT 1 FROM article_age_groups x JOIN age_groups g ON g.id = x."ageGroupId" WHERE x."articleId" = a.id AND g.slug = $${params.length})`,
      );
    }
    return clauses.join(' AND ');
  }

  private paging(paging: Paging, params: unknown[]): string {
    let sql = '';
    if (paging.limit !== undefined) {
      params.push(paging.limit);
      sql += ` LIMIT $${params.length}`;
    }
    if (paging.offset) {
      params.push(paging.offset);
      sql += ` OFFSET $${params.length}`;
    }
    return sql;
  }

  /** Articles matching the filter, newest first, with their relations, in one statement. */
  async list(filter: ArticleFilter = {}, paging: Paging = {}): Promise<Article[]> {
    const params: unknown[] = [];
    const sql = `SELECT ${ARTICLE_GRAPH} FROM articles a ${ARTICLE_JOINS} WHERE ${this.where(filter, params)} ORDER BY ${NEWEST_FIRST}${this.paging(paging, params)}`;
    return toEntities(this.db, await this.db.query<Record<string, unknown>[]>(sql, params));
  }

  async count(filter: ArticleFilter = {}): Promise<number> {
    const params: unknown[] = [];
    const rows = await this.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM articles a WHERE ${this.where(filter, params)}`, params);
    return rows[0].n;
  }

  /** One page of the listing and the total, in one statement. */
  async page(filter: ArticleFilter, page: number, pageSize: number): Promise<{ items: Article[]; total: number }> {
    const params: unknown[] = [];
    const where = this.where(filter, params);
    params.push(pageSize, (page - 1) * pageSize);
    const rows = await this.db.query<(Record<string, unknown> & { __total: number })[]>(
      `SELECT ${ARTICLE_GRAPH}, count(*) OVER ()::int AS "__total" FROM articles a ${ARTICLE_JOINS} WHERE ${where} ORDER BY ${NEWEST_FIRST} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const total = rows.length ? rows[0].__total : page > 1 ? await this.count(filter) : 0;
    return { items: toEntities(this.db, rows), total };
  }

  /** Articles of a category, tag or age group; an unknown slug is a 404. */
  async listIn(kind: TaxonomyKind, slug: string, filter: ArticleFilter = {}, paging: Paging = {}): Promise<Article[]> {
    await this.requireTerm(kind, slug);
    return this.list({ ...filter, [`${kind}Slug`]: slug }, paging);
  }

  /**
   * One page of a category, tag or age group (issue 19), with how many articles each language has
   * (the language filter's counts); an unknown slug is a 404.
   */
  async pageIn(kind: TaxonomyKind, slug: string, filter: ArticleFilter, page: number, pageSize: number) {
    await this.requireTerm(kind, slug);
    const scope = { [`${kind}Slug`]: slug };
    const params: unknown[] = [];
    const where = this.where(scope, params);
    const [listing, languageCounts] = await Promise.all([
      this.pageOf({ ...filter, ...scope }, page, pageSize),
      this.db.query<{ language: string; count: number }[]>(
        `SELECT a.language, count(*)::int AS count FROM articles a WHERE ${where} GROUP BY a.language ORDER BY a.language`,
        params,
      ),
    ]);
    return { ...listing, languageCounts };
  }

  private async requireTerm(kind: TaxonomyKind, slug: string): Promise<void> {
    const table = { category: 'categories', tag: 'tags', ageGroup: 'age_groups' }[kind];
    const rows = await this.db.query<unknown[]>(`SELECT 1 FROM ${table} WHERE slug = $1`, [slug]);
    if (!rows.length) throw notFound(`${{ category: 'Category', tag: 'Tag', ageGroup: 'Age group' }[kind]} not found`);
  }

  /** The paged listing: validates page and size, answers items, total and page count. */
  async pageOf(filter: ArticleFilter, page: number, pageSize: number) {
    if (!Number.isInteger(page) || page < 1 || page > 100_000) throw badInput('page must be a whole number from 1', { page: 'page must be a whole number from 1' });
    const size = parseLimit(pageSize)!;
    const { items, total } = await this.page(filter, page, size);
    return { items, total, page, pageSize: size, totalPages: Math.max(1, Math.ceil(total / size)) };
  }

  /** The article page's read: the article by slug with its relations and translations, or null. */
  async findBySlug(slug: string, { includeUnpublished = false } = {}): Promise<Article | null> {
    const rows = await this.db.query<Record<string, unknown>[]>(
      `SELECT ${ARTICLE_GRAPH}, ${TRANSLATIONS} FROM articles a ${ARTICLE_JOINS} WHERE a.slug = $1 AND ${includeUnpublished ? 'true' : PUBLISHED}`,
      [slug],
    );
    return toEntities(this.db, rows)[0] ?? null;
  }

  /** Full-text search, ranked; blank or unsearchable input answers an empty list. */
  async search(q: string | undefined, limit = SEARCH_RESULT_LIMIT): Promise<Article[]> {
    const english = typeof q === 'string' ? toTsQuery(q, 'en') : undefined;
    if (!english) return [];
    const rows = await this.db.query<Record<string, unknown>[]>(
      `WITH hits AS (${SEARCH_HITS}) SELECT ${ARTICLE_GRAPH} FROM hits h JOIN articles a ON a.id = h.id ${ARTICLE_JOINS} ORDER BY h.tier, ${NEWEST_FIRST}`,
      [english, limit, toTsQuery(q!, 'id')],
    );
    return toEntities(this.db, rows);
  }

  // ---- batches for the GraphQL loaders ----

  /** Other language versions of each article. */
  async translationsOf(ids: readonly number[]): Promise<Map<number, TranslationRef[]>> {
    const rows: { sourceId: number; __translations: TranslationRef[] }[] = await this.db.query(TRANSLATIONS_OF, [ids]);
    return new Map(rows.map((r) => [r.sourceId, r.__translations]));
  }

  /** Up to 2 related articles per article, with their relations, in one statement. */
  async relatedOf(ids: readonly number[], limit: number = LIMITS.relatedArticles): Promise<Map<number, Article[]>> {
    const rows: Record<string, unknown>[] = await this.db.query(RELATED_TO, [ids, limit]);
    const articles = toEntities(this.db, rows);
    return groupBy(
      rows.map((r, i) => ({ sourceId: r.__sourceId as number, article: articles[i] })),
      (r) => r.sourceId,
      (r) => r.article,
    );
  }
}
