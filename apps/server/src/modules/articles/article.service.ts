import { LIMITS } from '@tumbuh/shared';
import { DataSource } from 'typeorm';
import type { FileStorage } from '../uploads/storage';
import { UploadedImage } from '../uploads/image.entity';
import { insertArticle, readArticleChanges, updateArticle } from './article.writes';
import { listRevisions, restoreRevision, type RevisionView } from './article.revisions';
import { badInput, notFound } from '../../errors';
import { Article } from './article.entity';
import { statusView } from './article.visibility';
import { PreviewTokens, type PreviewLink } from './article.preview';
import type { Config } from '../../config/env';
import { resolveSessionSecret } from '../../config/session-secret';
import { Author } from '../authors/author.entity';
import { AgeGroup } from '../taxonomy/age-group.entity';
import { Category } from '../taxonomy/category.entity';
import { Tag } from '../taxonomy/tag.entity';
import {
  ARTICLE_COLUMNS,
  ARTICLE_GRAPH,
  ARTICLE_JOINS,
  ARTICLE_WITH_RELATIONS,
  NEWEST_FIRST,
  PUBLISHED,
  RELATED_TO,
  SEARCH_HITS,
  TRANSLATIONS_GRAPH,
  TRANSLATIONS_JSON,
  TRANSLATIONS_OF,
  toTsQuery,
} from './article.queries';

export interface ArticleFilter {
  featured?: boolean;
  editorsPick?: boolean;
  categorySlug?: string;
  tagSlug?: string;
  ageGroupSlug?: string;
  language?: string;
  /** Admins only: drafts and scheduled articles too (the one exception to the visibility rule). */
  includeUnpublished?: boolean;
}

export interface Paging {
  limit?: number;
  offset?: number;
}

export interface TranslationRef {
  id: number;
  language: string;
  slug: string;
}

/** An article as the REST facade answers it (spec section 3 plus its relations). */
export interface ArticleView extends Omit<Article, 'author' | 'category' | 'parentArticle' | 'searchVector' | 'rankVector'> {
  author: { id: number; name: string; imageUrl: string | null } | null;
  category: { id: number; name: string; slug: string };
  tags: { id: number; name: string; slug: string }[];
  ageGroups: { id: number; name: string; slug: string }[];
  tagIds: number[];
  ageGroupIds: number[];
  translations?: { language: string; slug: string }[];
}

/**
 * Relations read in the same statement as the article. The GraphQL field resolvers answer from
 * these when present and go to their DataLoaders otherwise, so a list of cards or the article page
 * costs one statement instead of one per relation (issue 8: at most 4 per read).
 */
export interface Preloaded {
  author: Author | null;
  category: Category;
  tags: Tag[];
  ageGroups: AgeGroup[];
  translations?: TranslationRef[];
}
const PRELOADED = Symbol('preloaded');
type LoadedArticle = Article & { [PRELOADED]?: Preloaded };

export function preloaded(article: Article): Preloaded | undefined {
  return (article as LoadedArticle)[PRELOADED];
}

/**
 * How many matches a search answers, best first: six rows of the four-column results grid. Each
 * answer carries whole articles (the REST list shape), so this bounds the work per search (at
 * 10,000 articles the statement's p95 went from 19 to 13 ms against 50).
 */
export const SEARCH_RESULT_LIMIT = 24;

/** Validates a `limit` parameter: an integer 1..100 (anything else is a 400). */
export function parseLimit(raw: unknown, fallback?: number): number | undefined {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,4}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > LIMITS.maxListLimit) throw badInput(`limit must be a whole number from 1 to ${LIMITS.maxListLimit}`, { limit: `limit must be a whole number from 1 to ${LIMITS.maxListLimit}` });
  return n;
}

export function parseOffset(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,7}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw badInput('offset must be a whole number from 0 to 1000000', { offset: 'offset must be a whole number from 0 to 1000000' });
  return n;
}

/** Articles: public reads (published only), search, relations in batches. */
export class ArticleService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'dataDir'>,
  ) {}

  private tokensInstance?: PreviewTokens;
  private get previewTokens(): PreviewTokens {
    return (this.tokensInstance ??= new PreviewTokens(resolveSessionSecret(this.config as Config)));
  }

  // ---- preview links (admin makes them; anyone holding one reads the article) ----

  async previewLink(id: number): Promise<PreviewLink> {
    const rows = await this.db.query(`SELECT 1 FROM articles WHERE id = $1`, [id]);
    if (!rows.length) throw notFound('Article not found');
    return this.previewTokens.link(id, this.config.publicUrl);
  }

  /** The article of a valid preview token, in any state; a wrong, expired or other article's token is a 404. */
  async previewView(id: number, token: unknown): Promise<ArticleView> {
    if (!this.previewTokens.valid(id, token)) throw notFound('Article not found');
    return this.viewById(id);
  }

  async previewArticle(id: number, token: unknown): Promise<Article> {
    if (!this.previewTokens.valid(id, token)) throw notFound('Article not found');
    const article = await this.findById(id);
    if (!article) throw notFound('Article not found');
    return article;
  }

  // ---- writes (admin) ----

  /** Creates an article from the dialog's payload; publishDate defaults to now. */
  async create(body: unknown): Promise<ArticleView> {
    const changes = readArticleChanges(body);
    const id = await this.db.transaction((em) => insertArticle(em, changes));
    return this.viewById(id);
  }

  /** Applies the full payload, or only some fields (e.g. only isFeatured), leaving the rest as is. */
  async update(id: number, body: unknown, savedBy: string | null = null): Promise<ArticleView> {
    const changes = readArticleChanges(body);
    // The save and the revision of what it replaces commit together, or neither does.
    await this.db.transaction((em) => updateArticle(em, id, changes, savedBy));
    return this.viewById(id);
  }

  /** The article's saved versions, newest first (admin). */
  async revisions(id: number): Promise<RevisionView[]> {
    return listRevisions(this.db.manager, id);
  }

  /** Restores a revision of this article; the version it replaces becomes a revision itself. */
  async restore(id: number, revisionId: number, savedBy: string | null = null): Promise<ArticleView> {
    await this.db.transaction((em) => restoreRevision(em, id, revisionId, savedBy));
    return this.viewById(id);
  }

  /** Deletes the article with its tag and age-group links and its uploaded images; translations stay. */
  async remove(id: number): Promise<void> {
    const keys = await this.db.transaction(async (em) => {
      const images: { url: string }[] = await em.query(`SELECT url FROM uploaded_images WHERE "articleId" = $1`, [id]);
      await em.delete(UploadedImage, { articleId: id });
      const result = await em.delete(Article, id);
      if (!result.affected) throw notFound('Article not found');
      return images.map((i) => this.storage.keyOf(i.url)).filter((k): k is string => !!k);
    });
    // Files go after the commit: a failed delete never loses an image that is still referenced.
    await Promise.all(keys.map((k) => this.storage.remove(k).catch(() => undefined)));
  }

  /** Any article by id (scheduled ones too), with relations and translations: for editors. */
  async viewById(id: number): Promise<ArticleView> {
    const rows = await this.db.query(`SELECT ${ARTICLE_WITH_RELATIONS}, ${TRANSLATIONS_JSON} FROM articles a ${ARTICLE_JOINS} WHERE a.id = $1`, [id]);
    if (!rows.length) throw notFound('Article not found');
    return toView(rows[0]);
  }

  /** Every article, scheduled ones too, newest first: the admin table. */
  async listAll(): Promise<Article[]> {
    return this.toEntities(await this.db.query(`SELECT ${ARTICLE_COLUMNS} FROM articles a ORDER BY ${NEWEST_FIRST}`));
  }

  async findById(id: number): Promise<Article | null> {
    return (await this.byIds([id]))[0] ?? null;
  }

  // ---- public reads ----

  /** WHERE clause and parameters of a filter (parameters start at $1). */
  private where(filter: ArticleFilter, params: unknown[]): string {
    const clauses = [filter.includeUnpublished ? 'true' : PUBLISHED];
    if (filter.featured) clauses.push(`a."isFeatured"`);
    if (filter.editorsPick) clauses.push(`a."isEditorsPick"`);
    if (filter.language) {
      params.push(filter.language);
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

  /** Published articles matching the filter, newest first (entities, for GraphQL). */
  async list(filter: ArticleFilter = {}, paging: Paging = {}): Promise<Article[]> {
    const params: unknown[] = [];
    const sql = `SELECT ${ARTICLE_GRAPH} FROM articles a ${ARTICLE_JOINS} WHERE ${this.where(filter, params)} ORDER BY ${NEWEST_FIRST}${this.paging(paging, params)}`;
    return this.toEntities(await this.db.query(sql, params));
  }

  /** The same list with its relations, in one statement (REST facade). */
  async listViews(filter: ArticleFilter = {}, paging: Paging = {}): Promise<ArticleView[]> {
    const params: unknown[] = [];
    const sql = `SELECT ${ARTICLE_WITH_RELATIONS} FROM articles a ${ARTICLE_JOINS} WHERE ${this.where(filter, params)} ORDER BY ${NEWEST_FIRST}${this.paging(paging, params)}`;
    return (await this.db.query(sql, params)).map(toView);
  }

  async count(filter: ArticleFilter = {}): Promise<number> {
    const params: unknown[] = [];
    const rows = await this.db.query(`SELECT count(*)::int AS n FROM articles a WHERE ${this.where(filter, params)}`, params);
    return rows[0].n;
  }

  /** One page of the listing and the total, in one statement. */
  async page(filter: ArticleFilter, page: number, pageSize: number): Promise<{ items: Article[]; total: number }> {
    const params: unknown[] = [];
    const where = this.where(filter, params);
    params.push(pageSize, (page - 1) * pageSize);
    const rows = await this.db.query(
      `SELECT ${ARTICLE_GRAPH}, count(*) OVER ()::int AS "__total" FROM articles a ${ARTICLE_JOINS} WHERE ${where} ORDER BY ${NEWEST_FIRST} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const total = rows.length ? rows[0].__total : page > 1 ? await this.count(filter) : 0;
    return { items: this.toEntities(rows), total };
  }

  /** Articles of a category, tag or age group; an unknown slug is a 404. */
  async listIn(kind: 'category' | 'tag' | 'ageGroup', slug: string, filter: ArticleFilter = {}, paging: Paging = {}): Promise<Article[]> {
    await this.assertExists(kind, slug);
    return this.list({ ...filter, [`${kind}Slug`]: slug }, paging);
  }

  async listViewsIn(kind: 'category' | 'tag' | 'ageGroup', slug: string, filter: ArticleFilter = {}, paging: Paging = {}): Promise<ArticleView[]> {
    await this.assertExists(kind, slug);
    return this.listViews({ ...filter, [`${kind}Slug`]: slug }, paging);
  }

  private async assertExists(kind: 'category' | 'tag' | 'ageGroup', slug: string) {
    const table = { category: 'categories', tag: 'tags', ageGroup: 'age_groups' }[kind];
    const rows = await this.db.query(`SELECT 1 FROM ${table} WHERE slug = $1`, [slug]);
    if (!rows.length) throw notFound(`${{ category: 'Category', tag: 'Tag', ageGroup: 'Age group' }[kind]} not found`);
  }

  /** The paged listing: validates page and size, answers items, total and page count. */
  async pageOf(filter: ArticleFilter, page: number, pageSize: number) {
    if (!Number.isInteger(page) || page < 1 || page > 100_000) throw badInput('page must be a whole number from 1', { page: 'page must be a whole number from 1' });
    const size = parseLimit(pageSize)!;
    const { items, total } = await this.page(filter, page, size);
    return { items, total, page, pageSize: size, totalPages: Math.max(1, Math.ceil(total / size)) };
  }

  async findBySlug(slug: string, { includeUnpublished = false } = {}): Promise<Article | null> {
    const rows = await this.db.query(
      `SELECT ${ARTICLE_GRAPH}, ${TRANSLATIONS_GRAPH} FROM articles a ${ARTICLE_JOINS} WHERE a.slug = $1 AND ${includeUnpublished ? 'true' : PUBLISHED}`,
      [slug],
    );
    return rows.length ? this.toEntities(rows)[0] : null;
  }

  /** The single article for REST: relations and translations, or 404. */
  async viewBySlug(slug: string, { includeUnpublished = false } = {}): Promise<ArticleView> {
    const rows = await this.db.query(
      `SELECT ${ARTICLE_WITH_RELATIONS}, ${TRANSLATIONS_JSON} FROM articles a ${ARTICLE_JOINS} WHERE a.slug = $1 AND ${includeUnpublished ? 'true' : PUBLISHED}`,
      [slug],
    );
    if (!rows.length) throw notFound('Article not found');
    return toView(rows[0]);
  }

  /** Full-text search, ranked; blank or unsearchable input answers an empty list. */
  async search(q: string | undefined, limit = SEARCH_RESULT_LIMIT): Promise<Article[]> {
    return this.toEntities(await this.searchRows(q, limit, ARTICLE_GRAPH, ARTICLE_JOINS));
  }

  async searchViews(q: string | undefined, limit = SEARCH_RESULT_LIMIT): Promise<ArticleView[]> {
    return (await this.searchRows(q, limit, ARTICLE_WITH_RELATIONS, ARTICLE_JOINS)).map(toView);
  }

  private async searchRows(q: string | undefined, limit: number, columns: string, joins: string) {
    const english = typeof q === 'string' ? toTsQuery(q, 'en') : undefined;
    if (!english) return [];
    return this.db.query(
      `WITH hits AS (${SEARCH_HITS}) SELECT ${columns} FROM hits h JOIN articles a ON a.id = h.id ${joins} ORDER BY h.tier, ${NEWEST_FIRST}`,
      [english, limit, toTsQuery(q!, 'id'), toTsQuery(q!, 'en', true), toTsQuery(q!, 'id', true)],
    );
  }

  /** Batch: other language versions of each article. */
  async translationsOf(ids: readonly number[]): Promise<Map<number, TranslationRef[]>> {
    const rows: (TranslationRef & { sourceId: number })[] = await this.db.query(TRANSLATIONS_OF, [ids]);
    return groupBy(rows, (r) => r.sourceId, ({ id, language, slug }) => ({ id, language, slug }));
  }

  /** Batch: up to 2 related articles per article, with their relations, in one statement. */
  async relatedOf(ids: readonly number[], limit: number = LIMITS.relatedArticles): Promise<Map<number, Article[]>> {
    const rows: Record<string, unknown>[] = await this.db.query(RELATED_TO, [ids, limit]);
    const articles = this.toEntities(rows);
    return groupBy(
      rows.map((r, i) => ({ sourceId: r.__sourceId as number, article: articles[i] })),
      (r) => r.sourceId,
      (r) => r.article,
    );
  }

  /** Batch: articles by id (any publication state; callers decide what to show). */
  async byIds(ids: readonly number[]): Promise<Article[]> {
    if (!ids.length) return [];
    return this.toEntities(await this.db.query(`SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE a.id = ANY($1::int[])`, [[...new Set(ids)]]));
  }

  /** Rows to entities; the relation columns of ARTICLE_GRAPH (if selected) become preloaded(). */
  private toEntities(rows: Record<string, unknown>[]): Article[] {
    const repository = this.db.getRepository(Article);
    return rows.map((r) => {
      const { __total, __sourceId, __author, __category, __tags, __ageGroups, __translations, ...columns } = r;
      const article = repository.create(columns as Partial<Article>) as LoadedArticle;
      if (__category !== undefined) {
        article[PRELOADED] = {
          author: __author ? Object.assign(new Author(), __author) : null,
          category: Object.assign(new Category(), __category),
          tags: (__tags as object[]).map((t) => Object.assign(new Tag(), t)),
          ageGroups: (__ageGroups as object[]).map((g) => Object.assign(new AgeGroup(), g)),
          translations: __translations as TranslationRef[] | undefined,
        };
      }
      return article;
    });
  }
}

function toView(row: Record<string, any>): ArticleView {
  return {
    ...row,
    status: statusView(row.status, row.publishDate),
    tagIds: row.tags.map((t: { id: number }) => t.id),
    ageGroupIds: row.ageGroups.map((g: { id: number }) => g.id),
  } as ArticleView;
}

export function groupBy<R, K, V>(rows: R[], key: (r: R) => K, value: (r: R) => V): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const r of rows) {
    const list = map.get(key(r));
    if (list) list.push(value(r));
    else map.set(key(r), [value(r)]);
  }
  return map;
}
