/**
 * Search's cost stays bounded (issue 18): at a few thousand articles, a search whose words are
 * common in bodies but rare in titles must neither walk the table row by row nor read every match.
 * The plan is PostgreSQL's choice, so the test measures the work it did (buffers touched) rather
 * than naming indexes; before the title vector and the published-articles index, the same search
 * touched several times more.
 */
import { countQueries, factories } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { SEARCH_RESULT_LIMIT } from './article.service';
import { PUBLIC_ARTICLES_BY_IDS, SEARCH_HITS, toTsQuery } from './article.queries';

const ARTICLES = 4000;
let server: TestServer;
const query = (sql: string, params: unknown[] = []) => server.database.dataSource.query(sql, params);

beforeAll(async () => {
  server = await startTestServer();
  const f = factories(server.database.dataSource);
  const category = await f.category();
  // Every body speaks of routines and counting; only a handful of titles do.
  await query(
    `INSERT INTO articles (title, slug, content, excerpt, "categoryId", "publishDate", language, status)
     SELECT CASE WHEN g % 400 = 0 THEN 'Routine counting games ' || g ELSE 'Garden walk number ' || g END,
            'search-cost-' || g,
            '<p>A gentle routine with counting songs, day ' || g || '.</p>',
            'Notes for parents, part ' || g,
            $1, now() - g * interval '1 hour', 'en', CASE WHEN g % 50 = 7 THEN 'draft' ELSE 'published' END
     FROM generate_series(1, $2::int) g`,
    [category.id, ARTICLES],
  );
  await query(`VACUUM ANALYZE articles`);
});
afterAll(() => server?.close());

async function explain(q: string) {
  const [row] = await query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${SEARCH_HITS}`, [toTsQuery(q, 'en'), SEARCH_RESULT_LIMIT, toTsQuery(q, 'id')]);
  type Node = { 'Node Type': string; 'Shared Hit Blocks': number; 'Shared Read Blocks': number; Plans?: Node[] };
  const find = (node: Node): Node | undefined => (node['Node Type'] === 'Append' ? node : node.Plans?.map(find).find(Boolean));
  const tiers = find(row['QUERY PLAN'][0].Plan as Node)!.Plans!;
  // The title tier's work: what the first child of the tiers' Append touched.
  return { titleTier: tiers[0]['Shared Hit Blocks'] + tiers[0]['Shared Read Blocks'] };
}

it('finds the rare title matches first, then the body matches, newest first', async () => {
  const res = await server.client().get<{ title: string }[]>('/api/articles/search?q=routine%20counting');
  expect(res.status).toBe(200);
  expect(res.body).toHaveLength(SEARCH_RESULT_LIMIT);
  expect(res.body.slice(0, 10).map((a) => a.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Routine counting games ${(i + 1) * 400}`));
  expect(res.body[10].title).toBe('Garden walk number 1');
});

it('answers a rare title match without walking every article', async () => {
  const table = Number((await query(`SELECT pg_relation_size('articles') / 8192 AS pages`))[0].pages);
  expect(table).toBeGreaterThan(100);
  // Walking the articles newest first to find 10 titles reads every page; the title index a few.
  expect((await explain('routine counting')).titleTier).toBeLessThan(30);
});

it('answers a common title word from the newest articles only', async () => {
  expect((await explain('garden walk')).titleTier).toBeLessThan(30);
});

it('reads the hits, then their articles with one prepared statement', async () => {
  const { result, statements } = await countQueries(() => server.client().get<{ title: string }[]>('/api/articles/search?q=routine%20counting'));
  expect(result.body).toHaveLength(SEARCH_RESULT_LIMIT);
  expect(statements).toEqual([SEARCH_HITS, PUBLIC_ARTICLES_BY_IDS]);
});

it('answers no match with one statement', async () => {
  const { result, count } = await countQueries(() => server.client().get<unknown[]>('/api/articles/search?q=zzyzx'));
  expect(result.body).toEqual([]);
  expect(count).toBe(1);
});
