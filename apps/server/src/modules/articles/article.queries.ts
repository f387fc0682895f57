/**
 * SQL fragments of the article read path, in one place: the relation sub-selects read with every
 * article (REST and GraphQL alike), translations, related articles and the search query.
 */

import { isPublic } from './article.visibility';

/** Public reads leave out drafts and scheduled articles (see article.visibility.ts). */
export const PUBLISHED = isPublic('a');

/** Newest first; id breaks ties so paging is stable. */
export const NEWEST_FIRST = `a."publishDate" DESC, a.id DESC`;

export const ARTICLE_COLUMNS = `a.id, a.title, a.slug, a.content, a.excerpt, a."imageUrl", a."authorId", a."categoryId", a."readTime",
  a."isFeatured", a."isEditorsPick", a."publishDate", a.language, a."parentArticleId", a."createdAt", a."updatedAt",
  a.status, a."metaTitle", a."metaDescription", a."createdById", a."updatedById", a."submittedAt"`;

export const ARTICLE_JOINS = `LEFT JOIN authors au ON au.id = a."authorId" JOIN categories c ON c.id = a."categoryId"`;

/** The stored image (size, variants) behind the image URL `url` as JSON, or null for a URL we did not store. */
const storedImage = (url: string) =>
  `(SELECT json_build_object('url', i.url, 'width', i.width, 'height', i.height, 'variants', i.variants) FROM uploaded_images i WHERE i.url = ${url})`;

/**
 * Article columns plus every column of its author, category, tags and age groups as JSON, and the
 * stored images of the article and its author: what the GraphQL field resolvers would otherwise
 * load in one statement each (see preloaded()). An article page's related cards once cost a
 * statement of their own for their authors' photos.
 */
export const ARTICLE_GRAPH = `${ARTICLE_COLUMNS},
  CASE WHEN au.id IS NULL THEN NULL ELSE to_jsonb(au) || jsonb_build_object('__image', ${storedImage('au."imageUrl"')}) END AS "__author",
  to_json(c) AS "__category",
  (SELECT coalesce(json_agg(to_json(t) ORDER BY t.name), '[]'::json)
     FROM article_tags at CROSS JOIN LATERAL (SELECT t.* FROM tags t WHERE t.id = at."tagId" OFFSET 0) t
     WHERE at."articleId" = a.id) AS "__tags",
  (SELECT coalesce(json_agg(to_json(g) ORDER BY g."order", g.id), '[]'::json)
     FROM article_age_groups ag JOIN age_groups g ON g.id = ag."ageGroupId" WHERE ag."articleId" = a.id) AS "__ageGroups",
  ${storedImage('a."imageUrl"')} AS "__image"`;

/**
 * The other public language versions of the article under `a` (its original and all the
 * original's translations but itself), as JSON [{id, language, slug}]: the one "translations"
 * SQL, selected with the article page's read and by the batch loader alike.
 */
export const TRANSLATIONS = `(SELECT coalesce(json_agg(json_build_object('id', tr.id, 'language', tr.language, 'slug', tr.slug) ORDER BY tr.language, tr.id), '[]'::json)
    FROM articles tr
    WHERE (tr.id = coalesce(a."parentArticleId", a.id) OR tr."parentArticleId" = coalesce(a."parentArticleId", a.id))
      AND tr.id <> a.id AND ${isPublic('tr')}) AS "__translations"`;

/** Batch: the translations of each article in $1. */
export const TRANSLATIONS_OF = `SELECT a.id AS "sourceId", ${TRANSLATIONS} FROM articles a WHERE a.id = ANY($1::int[])`;

/**
 * Up to `limit` related articles of the source $1, or of each source in the array $1 when `many`
 * (with ARTICLE_GRAPH): same category, not itself, same language first, newest. Two walks of
 * IDX_articles_category_public (the source's language, then the others), each stopping at `limit`
 * rows, instead of sorting every published article of the category (at 10,000 articles, 200 a
 * category: 1.1 ms, now 0.5 ms with the relations). One source and a constant limit make a statement
 * whose one generic plan fits every article (see preparedQuery): with an array or a limit as
 * parameters PostgreSQL planned it afresh each time, 2 ms.
 */
export function relatedTo(limit: number, many: boolean): string {
  if (!Number.isInteger(limit) || limit < 0) throw new Error(`related articles: bad limit ${limit}`);
  return `
  SELECT s.id AS "__sourceId", ${ARTICLE_GRAPH}
  FROM articles s
  CROSS JOIN LATERAL (
    SELECT r.id, row_number() OVER () AS position FROM (
      SELECT r.id FROM (
        (SELECT a.id, 0 AS other, a."publishDate" FROM articles a
          WHERE a."categoryId" = s."categoryId" AND a.language = s.language AND a.id <> s.id AND ${PUBLISHED}
          ORDER BY ${NEWEST_FIRST} LIMIT ${limit})
        UNION ALL
        (SELECT a.id, 1 AS other, a."publishDate" FROM articles a
          WHERE a."categoryId" = s."categoryId" AND a.language <> s.language AND ${PUBLISHED}
          ORDER BY ${NEWEST_FIRST} LIMIT ${limit})
      ) r
      ORDER BY r.other, r."publishDate" DESC, r.id DESC
      LIMIT ${limit}
    ) r
  ) r
  JOIN articles a ON a.id = r.id
  ${ARTICLE_JOINS}
  WHERE ${many ? 's.id = ANY($1::int[])' : 's.id = $1'}
  ORDER BY s.id, r.position`;
}

/**
 * The related articles of every article of one category and language, at once (with ARTICLE_GRAPH,
 * $1 the category, $2 the language): the newest `limit + 1` of that language (an article leaves
 * itself out, and still has `limit`), then the newest `limit` of the others, in relatedTo's order.
 * Each article's own list is `relatedAmong()` of these, the same rows relatedTo gives it.
 */
export function relatedCandidates(limit: number): string {
  if (!Number.isInteger(limit) || limit < 0) throw new Error(`related articles: bad limit ${limit}`);
  return `
  SELECT ${ARTICLE_GRAPH}
  FROM (
    (SELECT a.id, 0 AS other, a."publishDate" FROM articles a
      WHERE a."categoryId" = $1 AND a.language = $2 AND ${PUBLISHED}
      ORDER BY ${NEWEST_FIRST} LIMIT ${limit + 1})
    UNION ALL
    (SELECT a.id, 1 AS other, a."publishDate" FROM articles a
      WHERE a."categoryId" = $1 AND a.language <> $2 AND ${PUBLISHED}
      ORDER BY ${NEWEST_FIRST} LIMIT ${limit})
  ) r
  JOIN articles a ON a.id = r.id
  ${ARTICLE_JOINS}
  ORDER BY r.other, r."publishDate" DESC, r.id DESC`;
}

/** One article's related articles among its category's candidates (relatedCandidates). */
export const relatedAmong = <T extends { id: number }>(candidates: readonly T[], articleId: number, limit: number): T[] =>
  candidates.filter((candidate) => candidate.id !== articleId).slice(0, limit);

/**
 * Search in the article's own language: $1 is the English tsquery text, $3 the Indonesian one, both
 * built by toTsQuery() from safe tokens.
 */
const matches = (vector: string, english: string, indonesian: string) =>
  `((a.language = 'id' AND ${vector} @@ to_tsquery('indonesian', ${indonesian})) OR (a.language <> 'id' AND ${vector} @@ to_tsquery('english', ${english})))`;
const IN_TITLE = matches(`a."titleVector"`, '$1', '$3');
const IN_TITLE_OR_EXCERPT = matches(`a."rankVector"`, '$1', '$3');
const ANYWHERE = matches(`a."searchVector"`, '$1', '$3');

/** Tier n's newest $2 matches; each tier leaves out the matches of the tiers above it. */
const searchTier = (tier: number, condition: string) =>
  `(SELECT a.id, ${tier} AS tier, a."publishDate" FROM articles a WHERE ${PUBLISHED} AND ${condition} ORDER BY ${NEWEST_FIRST} LIMIT $2)`;

/**
 * The ids of the best $2 matches, ranked in tiers: every word in the title, then in the title or
 * excerpt, then anywhere in the body; newest first within a tier. Each tier is an index walk that
 * stops at $2 rows (the newest-first index of published articles for common words, the GIN index
 * for rare ones), so the cost does not grow with the number of matches: ranking by ts_rank would
 * read the whole out-of-line vector of every match (measured at 10,000 articles: p95 214 ms before,
 * see issue 8).
 *
 * No ORDER BY over the union: PostgreSQL's Append runs the tiers in order and the LIMIT stops it
 * once it has $2 rows, so a search whose titles give $2 matches never walks the bodies (tier 3 is
 * the dear one). The caller orders the rows by tier again.
 */
export const SEARCH_HITS = `
  ${searchTier(1, IN_TITLE)}
  UNION ALL ${searchTier(2, `${IN_TITLE_OR_EXCERPT} AND NOT ${IN_TITLE}`)}
  UNION ALL ${searchTier(3, `${ANYWHERE} AND NOT ${IN_TITLE_OR_EXCERPT}`)}
  LIMIT $2`;

/** A search hit as SEARCH_HITS answers it. */
export type SearchHit = { id: number; tier: number; publishDate: Date };

/** The hits in the order a search answers them: by tier, then newest first (NEWEST_FIRST). */
export const inSearchOrder = (hits: readonly SearchHit[]): SearchHit[] =>
  [...hits].sort((x, y) => x.tier - y.tier || y.publishDate.getTime() - x.publishDate.getTime() || y.id - x.id);

/**
 * The public articles $1 (ids) with ARTICLE_GRAPH: the search's second read. The hits are planned
 * for their words each time (a common word and a rare one want different plans); this read has one
 * plan that fits every list of ids, prepared once per connection (see preparedQuery). Planning the
 * hits and their relations as one statement cost 1.4 ms of every search at 10,000 articles.
 */
export const PUBLIC_ARTICLES_BY_IDS = `SELECT ${ARTICLE_GRAPH} FROM articles a ${ARTICLE_JOINS} WHERE a.id = ANY($1::int[]) AND ${PUBLISHED}`;

const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 64;

/**
 * Indonesian meN-/peN- prefixes swallow the first consonant of the root (tidur → menidurkan,
 * pukul → memukul, kirim → mengirim, sapu → menyapu), and PostgreSQL's Snowball stemmer strips the
 * prefix without restoring it (menidurkan → "idur"). Each query word is therefore searched in its
 * other form too: "tidur" also as "idur", "menidurkan" also as "tidurkan".
 */
export function indonesianVariants(word: string): string[] {
  const variants = [word];
  const prefixed = /^(?:me|pe)(n|m|ng|ny)([aeiou]\p{L}*)$/u.exec(word);
  if (prefixed) variants.push({ n: 't', m: 'p', ng: 'k', ny: 's' }[prefixed[1]]! + prefixed[2]);
  else if (/^[tpks][aeiou]\p{L}{2,}$/u.test(word)) variants.push(word.slice(1));
  return variants;
}

/**
 * Turns any user input into a safe tsquery text: letters and digits only (any script), every term
 * required, the last one also matching as a prefix so a partly typed word finds results.
 * Answers undefined when nothing searchable is left (blank, punctuation, emoji).
 */
export function toTsQuery(input: string, language: 'en' | 'id' = 'en'): string | undefined {
  const terms = (input.normalize('NFKC').slice(0, 1000).match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((t) => t.toLowerCase().slice(0, MAX_TERM_LENGTH))
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return undefined;
  return terms
    .map((t, i) => {
      const forms = (language === 'id' ? indonesianVariants(t) : [t]).map((f) => (i === terms.length - 1 ? `${f}:*` : f));
      return forms.length > 1 ? `(${forms.join(' | ')})` : forms[0];
    })
    .join(' & ');
}
