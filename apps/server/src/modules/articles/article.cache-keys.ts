/**
 * What an article write changes for the response cache (issue 28, cache-keys.ts): a public
 * article's footprint is its own key, its translations' (their pages link to it), its category
 * (the category page and the related articles of the category's pages), its tags and age groups,
 * every list of articles, search and the home pages (no page lists an author's articles). A draft
 * or a scheduled article has none: saving it changes nothing a reader sees. An edit of a public
 * article that keeps it in the same lists at the same place (same category, tags, age groups,
 * language, slug, date and flags) changes only the answers showing it, the search hits and
 * feeds, and the home pages.
 */
import type { EntityManager } from 'typeorm';
import { ageKey, articleKey, authorKey, categoryKey, HOME, LIST_ARTICLES, LIST_SEARCH, tagKey } from '../../http/cache-keys';
import type { Article } from './article.entity';
import { preloaded } from './article.read-model';
import { isPublic } from './article.visibility';

export interface Footprint {
  /** Everything the article is in: what its publication, removal or move changes. */
  keys: string[];
  /** What answers show it without listing it by its place: what an edit in place changes. */
  content: string[];
  /** Where it stands in lists: an edit that keeps it changes no list. */
  place: string;
}

interface FootprintRow {
  id: number;
  place: string;
  categoryId: number;
  tags: number[] | null;
  ages: number[] | null;
  translations: number[] | null;
}

/** The article's footprint if it is public now (undefined otherwise), read in the write's transaction. */
export async function publicFootprint(em: EntityManager, id: number): Promise<Footprint | undefined> {
  const [row] = await em.query<FootprintRow[]>(
    `SELECT a.id, a."categoryId",
       concat_ws('|', a."categoryId", a.language, a.slug, a."publishDate", a."isFeatured", a."isEditorsPick", a."parentArticleId",
         (SELECT string_agg(x."tagId"::text, ',' ORDER BY x."tagId") FROM article_tags x WHERE x."articleId" = a.id),
         (SELECT string_agg(x."ageGroupId"::text, ',' ORDER BY x."ageGroupId") FROM article_age_groups x WHERE x."articleId" = a.id)) AS place,
       (SELECT array_agg(x."tagId") FROM article_tags x WHERE x."articleId" = a.id) AS tags,
       (SELECT array_agg(x."ageGroupId") FROM article_age_groups x WHERE x."articleId" = a.id) AS ages,
       (SELECT array_agg(t.id) FROM articles t
         WHERE t.id <> a.id AND (t.id = a."parentArticleId" OR t."parentArticleId" = a.id
           OR (a."parentArticleId" IS NOT NULL AND t."parentArticleId" = a."parentArticleId"))) AS translations
     FROM articles a WHERE a.id = $1 AND ${isPublic('a', 'clock_timestamp()')}`,
    [id],
  );
  if (!row) return undefined;
  const content = [articleKey(row.id), ...(row.translations ?? []).map(articleKey), LIST_SEARCH, HOME];
  const keys = [
    ...content,
    categoryKey(row.categoryId),
    ...(row.tags ?? []).map(tagKey),
    ...(row.ages ?? []).map(ageKey),
    LIST_ARTICLES,
  ];
  return { keys, content, place: row.place };
}

/** The keys a write changed, from the article's footprint before and after it. */
export function changedBetween(before: Footprint | undefined, after: Footprint | undefined): string[] {
  if (before && after && before.place === after.place) return after.content;
  return [...(before?.keys ?? []), ...(after?.keys ?? [])];
}

/**
 * The keys of an article read with its relations (article.read-model.ts) as a card shows it: the
 * article, its category, author, tags and age groups; what a GraphQL answer showing the card adds
 * field by field (cache-keys.ts registerField), for a read remembered apart from any answer.
 */
export function cardKeys(article: Article): string[] {
  const relations = preloaded(article);
  return [
    articleKey(article.id),
    categoryKey(article.categoryId),
    ...(article.authorId ? [authorKey(article.authorId)] : []),
    ...(relations?.tags ?? []).map((tag) => tagKey(tag.id)),
    ...(relations?.ageGroups ?? []).map((age) => ageKey(age.id)),
  ];
}
