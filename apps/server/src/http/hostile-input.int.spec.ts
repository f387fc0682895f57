/**
 * Promise 1 of issue 9: hostile input never gets a 500. Every write endpoint is sent a corpus of
 * bad bodies; each answer is a 4xx with a message (or a success for input that is merely odd but
 * valid), the process stays up, and a rejected write leaves every table's row count unchanged.
 */
import { factories } from '../test/factories';
import { startTestServer, tableCounts, type HttpClient, type TestServer } from '../test/harness';

let server: TestServer;
let admin: HttpClient;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
  const f = factories(server.database.dataSource);
  const category = await f.category();
  const author = await f.author();
  const tag = await f.tag();
  const group = await f.ageGroup();
  const tool = await f.tool();
  const article = await f.article({ categoryId: category.id, authorId: author.id });
  ids = { category: category.id, author: author.id, tag: tag.id, ageGroup: group.id, tool: tool.id, article: article.id };
});
afterAll(() => server?.close());

const BIG = 'x'.repeat(1024 * 1024);
const VALUES: unknown[] = [
  null,
  [],
  [1, 2],
  {},
  { __proto__: { isAdmin: true } },
  0,
  -1,
  2 ** 63,
  1e308,
  'NaN',
  true,
  '',
  '   ',
  'a\u0000b',
  '\u0001\u0002\u001b[31m',
  '\u202Eevil\u202C',
  '👶🏽🍼',
  'e\u0301\u0301\u0301',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "'; DROP TABLE articles; --",
  '<script>alert(1)</script>',
  'x'.repeat(10_000),
];
const ARTICLE_FIELDS = ['title', 'slug', 'content', 'excerpt', 'authorId', 'categoryId', 'readTime', 'tagIds', 'ageGroupIds', 'language', 'parentArticleId', 'publishDate', 'isFeatured', 'imageUrl'];

function bodies(fields: string[]): { label: string; raw?: string; json?: unknown; type?: string }[] {
  const out: { label: string; raw?: string; json?: unknown; type?: string }[] = [
    { label: 'malformed JSON', raw: '{"title": ' },
    { label: 'JSON null', raw: 'null' },
    { label: 'JSON array', raw: '[{"title":"x"}]' },
    { label: 'JSON string', raw: '"hello"' },
    { label: 'form encoded', raw: 'title=x&slug=y', type: 'application/x-www-form-urlencoded' },
    { label: 'text/plain', raw: '{"title":"x"}', type: 'text/plain' },
    { label: 'prototype pollution', raw: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
    { label: 'over 1 MB', json: { title: BIG, content: BIG } },
    { label: 'empty object', json: {} },
  ];
  for (const field of fields) for (const value of VALUES) out.push({ label: `${field}=${JSON.stringify(value)?.slice(0, 30)}`, json: { [field]: value } });
  return out;
}

const targets = (): [string, string, string[]][] => [
  ['POST', '/api/articles', ARTICLE_FIELDS],
  ['PATCH', `/api/articles/${ids.article}`, ARTICLE_FIELDS],
  ['POST', '/api/authors', ['name', 'bio', 'imageUrl']],
  ['PATCH', `/api/authors/${ids.author}`, ['name', 'bio', 'imageUrl']],
  ['POST', '/api/tools', ['name', 'description', 'url', 'logoUrl', 'isActive']],
  ['PATCH', `/api/tools/${ids.tool}`, ['name', 'url', 'isActive']],
  ['POST', '/api/categories', ['name', 'slug']],
  ['POST', '/api/tags', ['name', 'slug']],
  ['POST', '/api/age-groups', ['name', 'slug', 'order', 'description']],
  ['PATCH', `/api/age-groups/${ids.ageGroup}`, ['order', 'slug']],
  ['POST', '/api/subscribers', ['email', 'language']],
  ['POST', '/api/login', ['username', 'password']],
  ['DELETE', '/api/upload/image', ['url', 'articleId', 'uploadType']],
];

/** Row counts of every table in one statement (this test sends thousands of requests). */
async function counts(): Promise<string> {
  const tables = Object.keys(await tableCounts(server));
  const [row] = await server.database.dataSource.query(`SELECT ${tables.map((t) => `(SELECT count(*) FROM "${t}") AS "${t}"`).join(', ')}`);
  return JSON.stringify(row);
}

it('answers every bad body on every write endpoint with a 4xx and a message, and changes nothing when it refuses', async () => {
  const failures: string[] = [];
  for (const [method, path, fields] of targets()) {
    for (const b of bodies(fields)) {
      const before = await counts();
      const res = await admin.request(method, path, b.raw !== undefined ? { body: b.raw, headers: { 'content-type': b.type ?? 'application/json' } } : { json: b.json });
      const message = res.body?.message ?? res.body?.error;
      if (res.status >= 500) failures.push(`${method} ${path} ${b.label}: ${res.status} ${res.text.slice(0, 120)}`);
      else if (res.status >= 400) {
        if (typeof message !== 'string' || !message) failures.push(`${method} ${path} ${b.label}: ${res.status} without a message`);
        if (/\n\s+at /.test(res.text)) failures.push(`${method} ${path} ${b.label}: stack trace in the answer`);
        if ((await counts()) !== before && res.status !== 429) failures.push(`${method} ${path} ${b.label}: refused but the row counts changed`);
      }
    }
  }
  expect(failures).toEqual([]);
  expect((await server.client().get('/healthz')).status).toBe(200);
}, 600_000);

it('answers hostile ids and slugs in paths with 4xx', async () => {
  const paths = [
    '/api/articles/..%2F..%2Fetc%2Fpasswd',
    '/api/articles/%00',
    '/api/articles/' + 'x'.repeat(5000),
    '/api/categories/%E0%A4%A',
    '/api/articles/category/%27%3B%20DROP%20TABLE%20articles%3B--',
    '/api/tags/%F0%9F%91%B6',
  ];
  for (const p of paths) {
    const res = await server.client().get(p);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  }
  for (const id of ['0', '-1', '9223372036854775808', '1e308', 'NaN', '1.5', '%00', 'abc']) {
    for (const method of ['PATCH', 'DELETE']) {
      const res = await admin.request(method, `/api/articles/${id}`, { json: { isFeatured: true } });
      expect([400, 404]).toContain(res.status);
    }
  }
});

it('answers hostile GraphQL variables with errors, not crashes', async () => {
  const docs = [
    ['mutation($id: Int!) { deleteArticle(id: $id) }', { id: 2 ** 63 }],
    ['mutation($id: Int!) { deleteArticle(id: $id) }', { id: 'NaN' }],
    ['mutation($input: ArticleInput!) { createArticle(input: $input) { id } }', { input: { title: BIG } }],
    ['mutation($input: ArticleInput!) { createArticle(input: $input) { id } }', { input: { tagIds: [-1, 0, 2 ** 31] } }],
    ['query($q: String!) { searchArticles(q: $q) { id } }', { q: '\u0000' }],
    ['query($s: String!) { article(slug: $s) { id } }', { s: '../../etc/passwd' }],
    ['query($s: String!) { article(slug: $s) { id } }', { s: 'a\u0000b' }],
    ['query($s: String!) { category(slug: $s) { id } }', { s: '\u0000' }],
  ] as const;
  for (const [query, variables] of docs) {
    const res = await admin.gql(query, variables);
    expect(res.status).toBeLessThan(500);
    for (const e of res.errors ?? []) expect(e.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  }
});
