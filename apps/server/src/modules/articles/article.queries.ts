/**
 * SQL fragments of the article read paths, in one place: the "published" rule, the relation
 * sub-selects used by the REST facade, and the search query.
 */

/** Public reads leave out scheduled articles (publishDate in the future; DECISIONS.md). */
export const PUBLISHED = `a."publishDate" <= now()`;

/** Newest first; id breaks ties so paging is stable. */
export const NEWEST_FIRST = `a."publishDate" DESC, a.id DESC`;

export const ARTICLE_COLUMNS = `a.id, a.title, a.slug, a.content, a.excerpt, a."imageUrl", a."authorId", a."categoryId", a."readTime",
  a."isFeatured", a."isEditorsPick", a."publishDate", a.language, a."parentArticleId", a."createdAt", a."updatedAt"`;

/** Article columns plus author, category, tags and age groups as JSON, in one statement. */
export const ARTICLE_WITH_RELATIONS = `${ARTICLE_COLUMNS},
  CASE WHEN au.id IS NULL THEN NULL ELSE json_build_object('id', au.id, 'name', au.name, 'imageUrl', au."imageUrl") END AS author,
  json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) AS category,
  (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) ORDER BY t.name), '[]'::json)
     FROM article_tags at JOIN tags t ON t.id = at."tagId" WHERE at."articleId" = a.id) AS tags,
  (SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'slug', g.slug) ORDER BY g."order"), '[]'::json)
     FROM article_age_groups ag JOIN age_groups g ON g.id = ag."ageGroupId" WHERE ag."articleId" = a.id) AS "ageGroups"`;

export const ARTICLE_JOINS = `LEFT JOIN authors au ON au.id = a."authorId" JOIN categories c ON c.id = a."categoryId"`;

/** Other language versions of each source article: its original and all the original's translations. */
export const TRANSLATIONS_OF = `
  SELECT s.id AS "sourceId", o.id, o.language, o.slug
  FROM articles s
  JOIN articles o ON (o.id = coalesce(s."parentArticleId", s.id) OR o."parentArticleId" = coalesce(s."parentArticleId", s.id)) AND o.id <> s.id
  WHERE s.id = ANY($1::int[]) AND o."publishDate" <= now()
  ORDER BY o.language, o.id`;

/** The translations column of a single article: [{language, slug}] of its published other versions. */
export const TRANSLATIONS_JSON = `(SELECT coalesce(json_agg(json_build_object('language', tr.language, 'slug', tr.slug) ORDER BY tr.language, tr.id), '[]'::json)
    FROM articles tr
    WHERE (tr.id = coalesce(a."parentArticleId", a.id) OR tr."parentArticleId" = coalesce(a."parentArticleId", a.id))
      AND tr.id <> a.id AND tr."publishDate" <= now()) AS translations`;

/** Up to $2 related articles per source: same category, not itself, same language first, newest. */
export const RELATED_TO = `
  SELECT s.id AS "sourceId", r.id
  FROM articles s
  CROSS JOIN LATERAL (
    SELECT a.id FROM articles a
    WHERE a."categoryId" = s."categoryId" AND a.id <> s.id AND ${PUBLISHED}
    ORDER BY (a.language = s.language) DESC, ${NEWEST_FIRST}
    LIMIT $2
  ) r
  WHERE s.id = ANY($1::int[])`;

/**
 * Per-row text-search configuration: $1 is the English query text, $3 the Indonesian one, both
 * built by toTsQuery() from safe tokens.
 */
export const SEARCH_MATCH = `((a.language = 'id' AND a."searchVector" @@ to_tsquery('indonesian', $3))
  OR (a.language <> 'id' AND a."searchVector" @@ to_tsquery('english', $1)))`;
export const SEARCH_RANK = `ts_rank_cd(a."searchVector", CASE WHEN a.language = 'id' THEN to_tsquery('indonesian', $3) ELSE to_tsquery('english', $1) END)`;

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
