/**
 * Article writes: parsing and validating the article dialog's payload (shared rules), the
 * translation rules, and the transactional create / update / delete. Used by ArticleService.
 */
import { DEFAULT_LANGUAGE, readingTime, validateArticle, type FieldErrors } from '@tumbuh/shared';
import type { EntityManager } from 'typeorm';
import { AppError, assertValid, badInput, conflict, notFound } from '../../errors';
import {
  asObject,
  optionalBool,
  optionalDate,
  optionalIdList,
  optionalInt,
  optionalNullableInt,
  optionalNullableString,
  optionalString,
  rethrowUnique,
  sentOnly,
  trimmed,
} from '../../input';
import { ArticleRevision } from './article-revision.entity';
import { ArticleAgeGroup } from './article-age-group.entity';
import { ArticleTag } from './article-tag.entity';
import { Article } from './article.entity';
import { sanitizeArticleHtml } from './article.sanitize';

export interface ArticleChanges {
  title?: string;
  slug?: string;
  content?: string;
  excerpt?: string;
  imageUrl?: string | null;
  authorId?: number;
  categoryId?: number;
  readTime?: number;
  isFeatured?: boolean;
  isEditorsPick?: boolean;
  tagIds?: number[];
  ageGroupIds?: number[];
  language?: string;
  parentArticleId?: number | null;
  publishDate?: Date;
  /** draft | published; "scheduled" arrives as published with a future publishDate (issue 16). */
  status?: 'draft' | 'published';
  /** True when the payload asked for "scheduled": the publish date must then be in the future. */
  scheduled?: boolean;
  /** readTime: null asks the server to compute the reading time from the content. */
  computeReadTime?: boolean;
  /** SEO title and description; null = the title / excerpt. */
  metaTitle?: string | null;
  metaDescription?: string | null;
}

/** Reads the untrusted payload into typed changes (wrong types are 400s naming the field). */
export function readArticleChanges(body: unknown): ArticleChanges {
  const input = asObject(body);
  const changes: ArticleChanges = {
    title: optionalString(input, 'title')?.trim(),
    slug: optionalString(input, 'slug')?.trim(),
    content: optionalString(input, 'content'),
    excerpt: optionalString(input, 'excerpt')?.trim(),
    imageUrl: optionalNullableString(input, 'imageUrl'),
    authorId: optionalInt(input, 'authorId', { min: 0 }),
    categoryId: optionalInt(input, 'categoryId', { min: 0 }),
    readTime: input.readTime === null ? undefined : optionalInt(input, 'readTime', { min: 0, max: 10_000 }),
    isFeatured: optionalBool(input, 'isFeatured'),
    isEditorsPick: optionalBool(input, 'isEditorsPick'),
    tagIds: optionalIdList(input, 'tagIds'),
    ageGroupIds: optionalIdList(input, 'ageGroupIds'),
    language: optionalString(input, 'language'),
    parentArticleId: optionalNullableInt(input, 'parentArticleId', { min: 1 }),
    publishDate: optionalDate(input, 'publishDate'),
    ...readStatus(input.status),
    metaTitle: trimmed(optionalNullableString(input, 'metaTitle')),
    metaDescription: trimmed(optionalNullableString(input, 'metaDescription')),
    computeReadTime: input.readTime === null ? true : undefined,
  };
  if (changes.imageUrl === '') changes.imageUrl = null;
  if (changes.metaTitle === '') changes.metaTitle = null;
  if (changes.metaDescription === '') changes.metaDescription = null;
  for (const [field, max] of [['metaTitle', META_TITLE_MAX], ['metaDescription', META_DESCRIPTION_MAX]] as const) {
    if ((changes[field]?.length ?? 0) > max) throw badInput(`${field} must be at most ${max} characters`, { [field]: `${field} must be at most ${max} characters` });
  }
  const year = changes.publishDate?.getUTCFullYear();
  if (year !== undefined && (year < 2000 || year > 2100)) {
    throw badInput('publishDate must be a date between 2000 and 2100', { publishDate: 'publishDate must be a date between 2000 and 2100' });
  }
  return sentOnly(changes);
}

/** Longest SEO texts stored (the editor counts against 60 and 160, the lengths search engines show). */
export const META_TITLE_MAX = 300;
export const META_DESCRIPTION_MAX = 500;

const STATUSES = ['draft', 'published', 'scheduled'];

function readStatus(raw: unknown): Pick<ArticleChanges, 'status' | 'scheduled'> {
  if (raw === undefined) return {};
  if (typeof raw !== 'string' || !STATUSES.includes(raw)) {
    throw badInput('status must be draft, scheduled or published', { status: 'status must be draft, scheduled or published' });
  }
  return raw === 'scheduled' ? { status: 'published', scheduled: true } : { status: raw as 'draft' | 'published' };
}

export const CONTENT_UNSAFE_ONLY = 'Content has nothing left once unsafe HTML (scripts, event handlers, javascript: links) is removed';

/** Whether sanitised HTML shows readers anything: text, an image, a video, a table or a rule. */
function showsSomething(html: string): boolean {
  return /<(img|iframe|table|hr)\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

type ArticleRow = Omit<
  Article,
  'author' | 'category' | 'parentArticle' | 'searchVector' | 'createdAt' | 'updatedAt' | 'createdById' | 'updatedById' | 'createdByUser' | 'updatedByUser' | 'submittedAt'
>;

/** The whole article after applying changes, validated with the shared rules and the data rules. */
async function validated(em: EntityManager, current: Partial<ArticleRow> | null, changes: ArticleChanges): Promise<ArticleRow> {
  const merged = {
    readTime: 5,
    isFeatured: false,
    isEditorsPick: false,
    language: DEFAULT_LANGUAGE,
    parentArticleId: null,
    imageUrl: null,
    ...current,
    ...changes,
  } as ArticleRow & ArticleChanges;
  // A draft published without a date goes out now, so it is new in the feeds and the digest.
  if ((current?.status === 'draft' || current?.status === 'review') && changes.status === 'published' && changes.publishDate === undefined) merged.publishDate = new Date();
  // What readers would get; reading time counts only that.
  const content = sanitizeArticleHtml(merged.content ?? '');
  if (changes.computeReadTime) merged.readTime = readingTime(content);
  assertValid(validateArticle(merged));
  // Content that is all scripts or handlers has nothing left to show.
  if (!showsSomething(content)) throw badInput(CONTENT_UNSAFE_ONLY, { content: CONTENT_UNSAFE_ONLY });
  if (changes.scheduled && !(merged.publishDate && merged.publishDate.getTime() > Date.now())) {
    throw badInput('A scheduled article needs a publish date in the future', { publishDate: 'A scheduled article needs a publish date in the future' });
  }

  const errors: FieldErrors = {};
  const exists = async (table: string, id: number) => (await em.query<unknown[]>(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
  if (!(await exists('authors', merged.authorId))) errors.authorId = 'Author not found';
  if (!(await exists('categories', merged.categoryId))) errors.categoryId = 'Category not found';
  for (const [field, table, ids] of [
    ['tagIds', 'tags', changes.tagIds],
    ['ageGroupIds', 'age_groups', changes.ageGroupIds],
  ] as const) {
    if (ids?.length) {
      const found = await em.query<{ id: number }[]>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
      if (found.length !== ids.length) errors[field] = `Unknown ${field === 'tagIds' ? 'tag' : 'age group'}`;
    }
  }

  if (merged.parentArticleId !== null && merged.parentArticleId !== undefined) {
    const [parent] = await em.query<{ id: number; language: string; parentArticleId: number | null }[]>(`SELECT id, language, "parentArticleId" FROM articles WHERE id = $1`, [merged.parentArticleId]);
    if (!parent) errors.parentArticleId = 'Original article not found';
    else if (current?.id !== undefined && parent.id === current.id) errors.parentArticleId = 'An article cannot be a translation of itself';
    else if (parent.parentArticleId !== null) errors.parentArticleId = 'The original article must not itself be a translation';
    else if (parent.language === merged.language) errors.parentArticleId = 'A translation must be in another language than its original';
    else if (current?.id !== undefined) {
      const [{ n }] = await em.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM articles WHERE "parentArticleId" = $1`, [current.id]);
      if (n > 0) errors.parentArticleId = 'This article has translations of its own, so it cannot become a translation';
    }
  }
  if (current?.id !== undefined && merged.parentArticleId === null) {
    // An original's translations must stay in other languages than the original.
    const clash = await em.query<unknown[]>(`SELECT 1 FROM articles WHERE "parentArticleId" = $1 AND language = $2`, [current.id, merged.language]);
    if (clash.length) errors.language = 'A translation of this article already uses that language';
  }
  if (Object.keys(errors).length) throw badInput(Object.values(errors)[0], errors);

  return {
    id: current?.id as number,
    title: merged.title,
    slug: merged.slug,
    content,
    excerpt: merged.excerpt,
    imageUrl: merged.imageUrl ?? null,
    authorId: merged.authorId ?? null,
    categoryId: merged.categoryId,
    readTime: merged.readTime,
    isFeatured: merged.isFeatured,
    isEditorsPick: merged.isEditorsPick,
    publishDate: merged.publishDate ?? new Date(),
    language: merged.language,
    parentArticleId: merged.parentArticleId ?? null,
    status: merged.status ?? 'published',
    metaTitle: merged.metaTitle ?? null,
    metaDescription: merged.metaDescription ?? null,
  };
}

async function replaceLinks(em: EntityManager, articleId: number, changes: ArticleChanges) {
  if (changes.tagIds) {
    await em.delete(ArticleTag, { articleId });
    if (changes.tagIds.length) await em.insert(ArticleTag, changes.tagIds.map((tagId) => ({ articleId, tagId })));
  }
  if (changes.ageGroupIds) {
    await em.delete(ArticleAgeGroup, { articleId });
    if (changes.ageGroupIds.length) await em.insert(ArticleAgeGroup, changes.ageGroupIds.map((ageGroupId) => ({ articleId, ageGroupId })));
  }
}

const translationClash = (err: unknown) => {
  const e = err as { code?: string; constraint?: string; driverError?: { constraint?: string } };
  if ((e.constraint ?? e.driverError?.constraint) === 'UQ_articles_translation_language') {
    throw conflict('The original article already has a translation in this language', { language: 'The original article already has a translation in this language' });
  }
};

export async function insertArticle(em: EntityManager, changes: ArticleChanges, createdById: number | null = null): Promise<number> {
  const row = await validated(em, null, changes);
  const { id: _id, ...values } = row;
  try {
    const result = await em.insert(Article, { ...values, createdById, updatedById: createdById });
    const id = result.identifiers[0].id as number;
    await replaceLinks(em, id, changes);
    return id;
  } catch (err) {
    translationClash(err);
    return rethrowUnique(err, 'article');
  }
}

/** Who saves: the username shown in revisions and the person's id (null: a script). */
export type Saver = { username: string; id: number } | null;

export async function updateArticle(em: EntityManager, id: number, changes: ArticleChanges, saver: Saver = null): Promise<void> {
  // Lock the row: two editors saving at once apply one after the other.
  const [current] = await em.query<(ArticleRow & Pick<Article, 'searchVector' | 'createdAt' | 'updatedAt'>)[]>(`SELECT * FROM articles WHERE id = $1 FOR UPDATE`, [id]);
  if (!current) throw notFound('Article not found');
  const { searchVector: _s, createdAt: _c, updatedAt: _u, ...columns } = current;
  delete (columns as Record<string, unknown>).createdById;
  delete (columns as Record<string, unknown>).updatedById;
  delete (columns as Record<string, unknown>).submittedAt;
  const row = await validated(em, columns, changes);
  const { id: _id, ...values } = row;
  try {
    await saveRevision(em, columns, saver);
    await em.update(Article, id, { ...values, updatedById: saver?.id ?? (current as { updatedById?: number | null }).updatedById ?? null });
    await replaceLinks(em, id, changes);
  } catch (err) {
    if (err instanceof AppError) throw err;
    translationClash(err);
    rethrowUnique(err, 'article');
  }
}

/** Revisions kept per article: older ones are dropped as new ones are written. */
export const REVISIONS_KEPT = 50;

/** Records the article as it was before a save, inside the save's transaction, and prunes old ones. */
async function saveRevision(em: EntityManager, before: ArticleRow, saver: Saver): Promise<void> {
  await em.insert(ArticleRevision, {
    articleId: before.id,
    title: before.title,
    excerpt: before.excerpt,
    content: before.content,
    savedBy: saver?.username ?? null,
    savedById: saver?.id ?? null,
    metadata: {
      slug: before.slug,
      imageUrl: before.imageUrl,
      categoryId: before.categoryId,
      authorId: before.authorId,
      readTime: before.readTime,
      language: before.language,
      publishDate: new Date(before.publishDate).toISOString(),
      status: before.status,
      metaTitle: before.metaTitle,
      metaDescription: before.metaDescription,
    },
  });
  await em.query(
    `DELETE FROM article_revisions WHERE "articleId" = $1 AND id NOT IN
       (SELECT id FROM article_revisions WHERE "articleId" = $1 ORDER BY id DESC LIMIT $2)`,
    [before.id, REVISIONS_KEPT],
  );
}
