// Generates the benchmark dataset with set-based SQL, straight into the server's (migrated, empty)
// database. Deterministic: the same size gives the same rows (setseed), so runs compare.
import { AGE_GROUPS, authorNames, CATEGORY_NAMES, EN_WORDS, ID_WORDS, tagNames, TOOLS } from './words.mjs';
import { progressBar } from './util.mjs';

export const SIZES = {
  full: { articles: 10_000, categories: 50, tags: 500, authors: 40, subscribers: 1_000 },
  quick: { articles: 1_000, categories: 50, tags: 500, authors: 40, subscribers: 1_000 },
  smoke: { articles: 200, categories: 20, tags: 100, authors: 10, subscribers: 100 },
};

// Sentences are made here (deterministic PRNG, skewed word choice) and passed to PostgreSQL as
// arrays; the SQL only assembles articles from them, which keeps 10,000 articles to seconds.
function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sentences(words, count, seed) {
  const random = mulberry32(seed);
  const out = [];
  for (let i = 0; i < count; i++) {
    const n = 7 + Math.floor(random() * 10);
    const picked = [];
    for (let k = 0; k < n; k++) picked.push(words[Math.floor(words.length * random() ** 1.6)]);
    const text = picked.join(' ');
    out.push(text[0].toUpperCase() + text.slice(1) + '.');
  }
  return out;
}

// Helpers live in pg_temp: they vanish with the session and never touch the application schema.
const HELPERS = `
CREATE FUNCTION pg_temp.pick(items text[]) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT items[1 + floor(cardinality(items) * random())::int]
$$;
CREATE FUNCTION pg_temp.word(words text[]) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT words[1 + floor(cardinality(words) * power(random(), 1.6))::int]
$$;
CREATE FUNCTION pg_temp.phrase(words text[], n int) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(pg_temp.word(words), ' ') FROM generate_series(1, n)
$$;
CREATE FUNCTION pg_temp.paragraph(pool text[]) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT '<p>' || string_agg(pg_temp.pick(pool), ' ') || '</p>' FROM generate_series(1, 3 + floor(random() * 3)::int)
$$;
CREATE FUNCTION pg_temp.body(pool text[], words text[]) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(part, E'\\n' ORDER BY i) FROM (
    SELECT i, CASE
      WHEN i = 3 THEN '<h2>' || initcap(pg_temp.phrase(words, 3 + floor(random() * 3)::int)) || '</h2>'
      WHEN i = 5 THEN '<ul><li>' || pg_temp.pick(pool) || '</li><li>' || pg_temp.pick(pool) || '</li><li>' || pg_temp.pick(pool) || '</li></ul>'
      WHEN i = 7 THEN '<blockquote>' || pg_temp.pick(pool) || '</blockquote>'
      ELSE pg_temp.paragraph(pool) END AS part
    FROM generate_series(1, 5 + floor(random() * 4)::int) i
  ) parts
$$;
CREATE FUNCTION pg_temp.slugify(s text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT trim(both '-' FROM regexp_replace(lower(s), '[^a-z0-9]+', '-', 'g'))
$$;
`;

/** Articles of one chunk; language and the parent come from the plan. */
const INSERT_ARTICLES = `
INSERT INTO articles (id, title, slug, content, excerpt, "imageUrl", "authorId", "categoryId", "readTime",
                      "isFeatured", "isEditorsPick", "publishDate", language, "parentArticleId")
SELECT g, t.title, pg_temp.slugify(t.title) || '-' || g, pg_temp.body($8::text[], $3::text[]),
       pg_temp.pick($8::text[]) || ' ' || pg_temp.pick($8::text[]),
       '/uploads/bench/cover-' || (g % 97) || '.jpg',
       1 + floor($5 * power(random(), 1.3))::int,
       COALESCE(p."categoryId", 1 + floor($6 * power(random(), 1.8))::int),
       3 + floor(random() * 10)::int,
       random() < 0.006, random() < 0.012,
       CASE WHEN p.id IS NOT NULL THEN LEAST(p."publishDate" + interval '2 days', now() - interval '1 hour')
            WHEN random() < 0.01 THEN now() + interval '2 days' + random() * interval '30 days'
            ELSE now() - interval '1 hour' - random() * interval '1000 days' END,
       $4, p.id
FROM generate_series($1::int, $2::int) g
CROSS JOIN LATERAL (SELECT initcap(pg_temp.phrase($3::text[], 4 + floor(random() * 4)::int)) || CASE WHEN g > 0 THEN '' END AS title) t
LEFT JOIN articles p ON p.id = g - $7::int AND $7::int > 0
`;

export async function generateDataset(client, size, log) {
  const t0 = performance.now();
  const { articles: total } = size;
  // 60% English originals, 30% Indonesian translations of the first English ones, 10% Indonesian only.
  const en = Math.round(total * 0.6);
  const tr = Math.round(total * 0.3);
  const idOnly = total - en - tr;
  const chunk = Math.max(100, Math.min(500, Math.ceil(total / 20)));
  const steps = Math.ceil(en / chunk) + Math.ceil(tr / chunk) + Math.ceil(idOnly / chunk) + 4;
  const bar = progressBar(`generating ${total.toLocaleString('en')} articles`, steps);

  await client.query(`SET synchronous_commit = off; SELECT setseed(0.42)`);
  await client.query(HELPERS);
  const counts = await client.query(`SELECT (SELECT count(*) FROM articles)::int AS a, (SELECT count(*) FROM categories)::int AS c`);
  if (counts.rows[0].a > 0 || counts.rows[0].c > 0) throw new Error('the bench database is not empty');

  await client.query('BEGIN');
  const cats = CATEGORY_NAMES.slice(0, size.categories);
  await client.query(`INSERT INTO categories (id, name, slug) SELECT i, n, pg_temp.slugify(n) FROM unnest($1::text[]) WITH ORDINALITY AS u(n, i)`, [cats]);
  const tags = tagNames(size.tags);
  await client.query(`INSERT INTO tags (id, name, slug) SELECT i, n, s FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(n, s, i)`, [tags.map((t) => t[0]), tags.map((t) => t[1])]);
  await client.query(`INSERT INTO age_groups (id, name, slug, description, "order") SELECT i, n, s, 'Articles for children aged ' || n || '.', i FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(n, s, i)`, [AGE_GROUPS.map((a) => a[0]), AGE_GROUPS.map((a) => a[1])]);
  await client.query(
    `INSERT INTO authors (id, name, bio, "imageUrl") SELECT i, n, pg_temp.pick($2::text[]) || ' ' || pg_temp.pick($2::text[]), '/uploads/bench/author-' || i || '.jpg' FROM unnest($1::text[]) WITH ORDINALITY AS u(n, i)`,
    [authorNames(size.authors), sentences(EN_WORDS, 200, 3)],
  );
  await client.query(`INSERT INTO tools (name, url, description, "isActive") SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bool[])`, [
    TOOLS.map((t) => t[0]), TOOLS.map((t) => t[1]), TOOLS.map((t) => t[2]), TOOLS.map((t) => t[3]),
  ]);
  await client.query('COMMIT');
  bar.tick();

  const pools = { en: sentences(EN_WORDS, 3000, 1), id: sentences(ID_WORDS, 3000, 2) };
  const plan = [
    { from: 1, to: en, words: EN_WORDS, language: 'en', parentOffset: 0 },
    { from: en + 1, to: en + tr, words: ID_WORDS, language: 'id', parentOffset: en },
    { from: en + tr + 1, to: total, words: ID_WORDS, language: 'id', parentOffset: 0 },
  ];
  for (const part of plan) {
    for (let a = part.from; a <= part.to; a += chunk) {
      const b = Math.min(part.to, a + chunk - 1);
      await client.query(INSERT_ARTICLES, [a, b, part.words, part.language, size.authors, size.categories, part.parentOffset, pools[part.language]]);
      bar.tick();
    }
  }

  // About three tags per article (2 to 4, distinct), and one or two age groups.
  await client.query(
    `INSERT INTO article_tags ("articleId", "tagId")
     SELECT DISTINCT a.id, 1 + ((x.base + x.k * (1 + floor(random() * ($2::int / 4))::int)) % $2::int)
     FROM articles a
     CROSS JOIN LATERAL (SELECT floor($2::int * power(random(), 1.5))::int AS base, k FROM generate_series(0, 1 + (a.id % 3)) k) x
     WHERE a.id <= $1`,
    [total, size.tags],
  );
  bar.tick();
  await client.query(
    `INSERT INTO article_age_groups ("articleId", "ageGroupId")
     SELECT DISTINCT a.id, 1 + ((a.id + k * 2) % $1::int) FROM articles a CROSS JOIN generate_series(0, a.id % 2) k`,
    [AGE_GROUPS.length],
  );
  await client.query(
    `INSERT INTO subscribers (email, "subscribeDate", language)
     SELECT 'parent' || g || '@example.com', now() - random() * interval '700 days', CASE WHEN g % 3 = 0 THEN 'id' ELSE 'en' END
     FROM generate_series(1, $1::int) g`,
    [size.subscribers],
  );
  for (const table of ['articles', 'categories', 'tags', 'age_groups', 'authors']) {
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  bar.tick();
  await client.query('VACUUM ANALYZE');
  bar.tick();
  bar.done();

  const { rows } = await client.query(`SELECT
    (SELECT count(*) FROM articles)::int AS articles,
    (SELECT count(*) FROM articles WHERE "parentArticleId" IS NOT NULL)::int AS translations,
    (SELECT count(*) FROM articles WHERE language = 'id')::int AS indonesian,
    (SELECT count(*) FROM articles WHERE "publishDate" > now())::int AS scheduled,
    (SELECT count(*) FROM categories)::int AS categories,
    (SELECT count(*) FROM tags)::int AS tags,
    (SELECT count(*) FROM article_tags)::int AS "articleTags",
    (SELECT count(*) FROM age_groups)::int AS "ageGroups",
    (SELECT count(*) FROM authors)::int AS authors,
    (SELECT count(*) FROM subscribers)::int AS subscribers,
    (SELECT round(avg(length(content)))::int FROM articles) AS "avgContentChars",
    pg_database_size(current_database())::bigint AS "databaseBytes"`);
  const stats = { ...rows[0], databaseBytes: Number(rows[0].databaseBytes), generateMs: Math.round(performance.now() - t0) };
  log(`dataset: ${stats.articles} articles (${stats.translations} translations, ${stats.indonesian} Indonesian, ${stats.scheduled} scheduled), ${stats.categories} categories, ${stats.tags} tags, ${stats.authors} authors, ${stats.subscribers} subscribers in ${(stats.generateMs / 1000).toFixed(1)} s`);
  return stats;
}

/** Slugs the load test rotates through: published English and Indonesian articles, with relations. */
export async function sampleSlugs(client, count) {
  const { rows } = await client.query(
    `SELECT slug, language FROM articles WHERE "publishDate" <= now() ORDER BY (id * 7919) % 10007, id LIMIT $1`,
    [count],
  );
  // An article's page is at its own language's address (/id/article/{slug} for Indonesian ones).
  return rows.map((r) => ({ slug: r.slug, page: `${r.language === 'id' ? '/id' : ''}/article/${encodeURIComponent(r.slug)}` }));
}

/** An English article with a translation, tags and an author: what the article page shows at its fullest. */
export async function showcaseSlug(client) {
  const { rows } = await client.query(
    `SELECT a.slug FROM articles a JOIN articles t ON t."parentArticleId" = a.id
     WHERE a."publishDate" <= now() AND t."publishDate" <= now() AND a."authorId" IS NOT NULL
       AND EXISTS (SELECT 1 FROM article_tags x WHERE x."articleId" = a.id)
     ORDER BY a.id LIMIT 1`,
  );
  return rows[0]?.slug;
}
