/**
 * What an article write changes for the response cache (issue 28, cache-keys.ts): a public
 * article's footprint is its own key, its translations' (their pages link to it), its category
 * (the category page and the related articles of the category's pages), its tags, age groups and
 * author, every list of articles and the home pages. A draft or a scheduled article has none:
 * saving it changes nothing a reader sees.
 */
import type { EntityManager } from 'typeorm';
import { ageKey, articleKey, authorKey, categoryKey, HOME, LIST_ARTICLES, tagKey } from '../../http/cache-keys';
import { isPublic } from './article.visibility';

interface FootprintRow {
  id: number;
  categoryId: number;
  authorId: number | null;
  tags: number[] | null;
  ages: number[] | null;
  translations: number[] | null;
}

/** The keys a write of this article changes if it is public now (none otherwise), read in the write's transaction. */
export async function publicFootprint(em: EntityManager, id: number): Promise<string[]> {
  const [row] = await em.query<FootprintRow[]>(
    `SELECT a.id, a."categoryId", a."authorId",
       (SELECT array_agg(x."tagId") FROM article_tags x WHERE x."articleId" = a.id) AS tags,
       (SELECT array_agg(x."ageGroupId") FROM article_age_groups x WHERE x."articleId" = a.id) AS ages,
       (SELECT array_agg(t.id) FROM articles t
         WHERE t.id <> a.id AND (t.id = a."parentArticleId" OR t."parentArticleId" = a.id
           OR (a."parentArticleId" IS NOT NULL AND t."parentArticleId" = a."parentArticleId"))) AS translations
     FROM articles a WHERE a.id = $1 AND ${isPublic('a', 'clock_timestamp()')}`,
    [id],
  );
  if (!row) return [];
  return [
    articleKey(row.id),
    ...(row.translations ?? []).map(articleKey),
    categoryKey(row.categoryId),
    ...(row.tags ?? []).map(tagKey),
    ...(row.ages ?? []).map(ageKey),
    ...(row.authorId === null ? [] : [authorKey(row.authorId)]),
    LIST_ARTICLES,
    HOME,
  ];
}
