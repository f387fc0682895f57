import { LIMITS } from '@tumbuh/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config/env';
import { resolveSessionSecret } from '../../config/session-secret';
import { groupBy } from '../../db/group-by';
import { preparedQuery } from '../../db/prepared';
import { badInput, forbidden, notFound } from '../../errors';
import { recordActivity, type Actor } from '../activity/activity';
import { canEditArticle, canPublish, type SessionUser } from '../auth/access';
import { parseLanguage, parseLimit } from '../../input';
import { UploadedImage } from '../uploads/image.entity';
import type { FileStorage } from '../uploads/storage';
import type { UploadService } from '../uploads/upload.service';
import { Article } from './article.entity';
import { PreviewTokens, type PreviewLink } from './article.preview';
import { ARTICLE_COLUMNS, ARTICLE_GRAPH, ARTICLE_JOINS, inSearchOrder, NEWEST_FIRST, PUBLIC_ARTICLES_BY_IDS, PUBLISHED, relatedAmong, relatedCandidates, relatedTo, SEARCH_HITS, TRANSLATIONS, TRANSLATIONS_OF, toTsQuery, type SearchHit } from './article.queries';
import { toEntities, type TranslationRef } from './article.read-model';
import { listRevisions, restoreRevision, type RevisionView } from './article.revisions';
import { insertArticle, readArticleChanges, updateArticle, type ArticleChanges } from './article.writes';
import { cardKeys, changedBetween, publicFootprint } from './article.cache-keys';
import { categoryKey, changed, type Remember } from '../../http/cache-keys';
import { statusView } from './article.visibility';

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

interface ArticleState {
  id: number;
  title: string;
  status: string;
  publishDate: Date;
  createdById: number | null;
  imageUrl: string | null;
}

/** The activity of a save, from the status before and after. */
function activityOfStatus(before: ArticleState | null, after: ArticleState): 'create' | 'update' | 'publish' | 'schedule' | 'unpublish' {
  const view = (s: ArticleState) => statusView(s.status, s.publishDate);
  const now = view(after);
  const was = before ? view(before) : null;
  if (now === was) return before ? 'update' : 'create';
  if (now === 'published') return 'publish';
  if (now === 'scheduled') return 'schedule';
  if (was === 'published' || was === 'scheduled') return 'unpublish';
  return before ? 'update' : 'create';
}

/** Who saved, for the revision. */
const saver = (actor: Actor | null) => (actor ? { username: actor.username, id: actor.id } : null);

/** A writer may not publish, schedule or feature (403; nothing written). */
function assertWriterChanges(changes: ArticleChanges): void {
  if (changes.status === 'published') throw forbidden('Writers cannot publish or schedule: submit the article for review');
  if (changes.isFeatured || changes.isEditorsPick) throw forbidden("Writers cannot feature an article or make it an editor's pick");
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
    /** Tells the editors a writer submitted an article for review (issue 29). */
    private readonly onSubmitted?: (article: { id: number; title: string }, writer: Actor) => Promise<void>,
  ) {}

  private get previewTokens(): PreviewTokens {
    return (this.tokensInstance ??= new PreviewTokens(resolveSessionSecret(this.config)));
  }

  // ---- writes (admin; writers: their own drafts, issue 29) ----

  /**
   * Creates an article from the dialog's payload; publishDate defaults to now. `actor` is the session
   * user (null: a script, with every right). A writer's article is always a draft of their own.
   */
  async create(body: unknown, actor: SessionUser | null = null): Promise<Article> {
    const changes = readArticleChanges(body);
    if (actor && !canPublish(actor)) {
      assertWriterChanges(changes);
      changes.status = 'draft';
    }
    const id = await this.db.transaction(async (em) => {
      const id = await insertArticle(em, changes, actor?.id ?? null);
      changed(changedBetween(undefined, await publicFootprint(em, id))); // none for a draft or a scheduled article
      await recordActivity(em, actor, activityOfStatus(null, await this.stateOf(em, id)), 'article', id, changes.title);
      return id;
    });
    return this.getById(id);
  }

  /** Applies the full payload, or only some fields (e.g. only isFeatured), leaving the rest as is. */
  async update(id: number, body: unknown, actor: SessionUser | null = null): Promise<Article> {
    const changes = readArticleChanges(body);
    const before = await this.editable(id, actor);
    if (actor && !canPublish(actor)) assertWriterChanges(changes);
    // The save and the revision of what it replaces commit together, or neither does.
    await this.db.transaction(async (em) => {
      await this.footprinted(em, id, () => updateArticle(em, id, changes, saver(actor)));
      const after = await this.stateOf(em, id);
      await recordActivity(em, actor, activityOfStatus(before, after), 'article', id, after.title);
    });
    return this.afterThumbnailChange(id, before.imageUrl);
  }

  /** A writer's draft goes to the editors: status review (never public), and they get an email. */
  async submitForReview(id: number, actor: SessionUser): Promise<Article> {
    const before = await this.editable(id, actor);
    if (before.status === 'published') throw badInput('This article is already published', { status: 'This article is already published' });
    await this.db.transaction(async (em) => {
      await this.footprinted(em, id, () => em.query(`UPDATE articles SET status = 'review', "submittedAt" = now(), "updatedById" = $2 WHERE id = $1`, [id, actor.id]));
      await recordActivity(em, actor, 'submit', 'article', id, before.title);
    });
    if (before.status !== 'review') await this.onSubmitted?.({ id, title: before.title }, actor).catch(() => undefined);
    return this.getById(id);
  }

  /** The article's saved versions, newest first (writers: their own articles). */
  async revisions(id: number, actor: SessionUser | null = null): Promise<RevisionView[]> {
    if (actor && !canPublish(actor)) await this.owned(id, actor);
    return listRevisions(this.db.manager, id);
  }

  /** Restores a revision of this article; the version it replaces becomes a revision itself. */
  async restore(id: number, revisionId: number, actor: SessionUser | null = null): Promise<Article> {
    const before = await this.editable(id, actor);
    await this.db.transaction(async (em) => {
      await this.footprinted(em, id, () => restoreRevision(em, id, revisionId, saver(actor)));
      await recordActivity(em, actor, 'restore', 'article', id, (await this.stateOf(em, id)).title);
    });
    return this.afterThumbnailChange(id, before.imageUrl);
  }

  /**
   * Runs a write of one article and names what it changed for the response cache: the article's
   * public footprint before and after (cache-keys.ts). Saving a draft or a scheduled article that
   * stays so names nothing: no cached page forgets anything.
   */
  private async footprinted(em: EntityManager, id: number, write: () => Promise<unknown>): Promise<void> {
    const before = await publicFootprint(em, id);
    await write();
    changed(changedBetween(before, await publicFootprint(em, id)));
  }

  /** What decides who may change an article, and what an activity entry says of it. */
  private async stateOf(em: { query: DataSource['query'] }, id: number): Promise<ArticleState> {
    const [row] = await em.query<ArticleState[]>(`SELECT id, title, status, "publishDate", "createdById", "imageUrl" FROM articles WHERE id = $1`, [id]);
    if (!row) throw notFound('Article not found');
    return row;
  }

  /** The article's state when `actor` may change it: 404 when missing, 403 for a writer and someone else's or a public article. */
  private async editable(id: number, actor: SessionUser | null): Promise<ArticleState> {
    const state = await this.stateOf(this.db, id);
    if (actor && !canEditArticle(actor, { createdById: state.createdById, isPublic: state.status === 'published' })) {
      throw forbidden(state.createdById === actor.id ? 'A published or scheduled article can only be changed by an editor' : 'Writers can only change their own articles');
    }
    return state;
  }

  /** 404 unless the article exists; 403 unless it is the writer's own. */
  private async owned(id: number, actor: SessionUser): Promise<ArticleState> {
    const state = await this.stateOf(this.db, id);
    if (state.createdById !== actor.id) throw forbidden('Writers can only see their own articles');
    return state;
  }

  /** The saved article; a thumbnail it no longer shows goes with its variants unless used elsewhere. */
  private async afterThumbnailChange(id: number, before: string | null): Promise<Article> {
    const article = await this.getById(id);
    if (before && before !== article.imageUrl) await this.uploads?.release([before]);
    return article;
  }

  /** Deletes the article with its tag and age-group links and its uploaded images; translations stay. */
  async remove(id: number, actor: SessionUser | null = null): Promise<void> {
    const state = await this.editable(id, actor);
    const keys = await this.db.transaction(async (em) => {
      const images: { url: string; variants: { key: string }[] }[] = await em.query(`SELECT url, variants FROM uploaded_images WHERE "articleId" = $1`, [id]);
      const footprint = await publicFootprint(em, id);
      await em.delete(UploadedImage, { articleId: id });
      const result = await em.delete(Article, id);
      if (!result.affected) throw notFound('Article not found');
      changed(changedBetween(footprint, undefined));
      await recordActivity(em, actor, 'delete', 'article', id, state.title);
      return images.flatMap((i) => [this.storage.keyOf(i.url), ...i.variants.map((v) => v.key)]).filter((k): k is string => !!k);
    });
    // Files go after the commit: a failed delete never loses an image that is still referenced.
    await Promise.all(keys.map((k) => this.storage.remove(k).catch(() => undefined)));
  }

  /** Writers may only open their own articles (for editing, preview links and images): 403 otherwise. */
  async assertOwnOrStaff(id: number, actor: SessionUser | null): Promise<void> {
    if (actor && !canPublish(actor)) await this.owned(id, actor);
  }

  // ---- preview links (an admin makes them; anyone holding one reads the article) ----

  async previewLink(id: number, actor: SessionUser | null = null): Promise<PreviewLink> {
    await this.assertOwnOrStaff(id, actor);
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

  /** Every article, drafts and scheduled ones too, newest first: the admin table (a writer: their own). */
  async listAll(actor: SessionUser | null = null): Promise<Article[]> {
    const own = actor && !canPublish(actor);
    return toEntities(
      this.db,
      await this.db.query<Record<string, unknown>[]>(`SELECT ${ARTICLE_COLUMNS} FROM articles a ${own ? 'WHERE a."createdById" = $1' : ''} ORDER BY ${NEWEST_FIRST}`, own ? [actor.id] : []),
    );
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
    const rows = await preparedQuery<Record<string, unknown>>(
      this.db,
      `SELECT ${ARTICLE_GRAPH}, ${TRANSLATIONS} FROM articles a ${ARTICLE_JOINS} WHERE a.slug = $1 AND ${includeUnpublished ? 'true' : PUBLISHED}`,
      [slug],
    );
    return toEntities(this.db, rows)[0] ?? null;
  }

  /** Full-text search, ranked; blank or unsearchable input answers an empty list. */
  async search(q: string | undefined, limit = SEARCH_RESULT_LIMIT): Promise<Article[]> {
    const english = typeof q === 'string' ? toTsQuery(q, 'en') : undefined;
    if (!english) return [];
    const hits = inSearchOrder(await this.db.query<SearchHit[]>(SEARCH_HITS, [english, limit, toTsQuery(q!, 'id')]));
    if (!hits.length) return [];
    const rows = await preparedQuery<Record<string, unknown>>(this.db, PUBLIC_ARTICLES_BY_IDS, [hits.map((hit) => hit.id)]);
    const found = new Map(rows.map((row) => [row.id as number, row]));
    // An article unpublished between the two reads is left out.
    return toEntities(this.db, hits.map((hit) => found.get(hit.id)).filter((row): row is Record<string, unknown> => row !== undefined));
  }

  // ---- batches for the GraphQL loaders ----

  /** Other language versions of each article. */
  async translationsOf(ids: readonly number[]): Promise<Map<number, TranslationRef[]>> {
    const rows: { sourceId: number; __translations: TranslationRef[] }[] = await this.db.query(TRANSLATIONS_OF, [ids]);
    return new Map(rows.map((r) => [r.sourceId, r.__translations]));
  }

  /**
   * An article's related articles from the read that every article of its category and language
   * shares (page renders): the category's candidates (relatedCandidates), read once and kept under
   * the category's key and the keys of each article shown, then this article's own among them
   * (relatedAmong: the rows relatedTo gives it). The candidates depend on the limit: it is in the key.
   */
  async relatedShared(article: Article, remember: Remember, limit: number = LIMITS.relatedArticles): Promise<Article[]> {
    const { categoryId, language } = article;
    const candidates = await remember(`related\n${categoryId}\n${language}\n${limit}`, async (reads) => {
      const rows = await preparedQuery<Record<string, unknown>>(this.db, relatedCandidates(limit), [categoryId, language]);
      const found = toEntities(this.db, rows);
      reads.add(categoryKey(categoryId), ...found.flatMap(cardKeys));
      return found;
    });
    return relatedAmong(candidates, article.id, limit);
  }

  /** Up to 2 related articles per article, with their relations, in one statement. */
  async relatedOf(ids: readonly number[], limit: number = LIMITS.relatedArticles): Promise<Map<number, Article[]>> {
    // An article page asks for one article's: a prepared statement (see relatedTo).
    const rows: Record<string, unknown>[] =
      ids.length === 1 ? await preparedQuery(this.db, relatedTo(limit, false), [ids[0]]) : await this.db.query(relatedTo(limit, true), [ids]);
    const articles = toEntities(this.db, rows);
    return groupBy(
      rows.map((r, i) => ({ sourceId: r.__sourceId as number, article: articles[i] })),
      (r) => r.sourceId,
      (r) => r.article,
    );
  }
}
