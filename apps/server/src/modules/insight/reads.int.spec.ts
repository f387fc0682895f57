/** Reading counts and the most read lists (issue 31). */
import { startSecondServer, startTestServer, type TestServer } from '../../test/harness';
import { factories } from '../../test/factories';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let server: TestServer;
let f: ReturnType<typeof factories>;
let categoryId: number;

beforeAll(async () => {
  // The tally is written by hand here (flush()), never by the timer.
  server = await startTestServer({ READS_FLUSH_MS: '3600000', READS_PER_MINUTE: '1000' });
  f = factories(server.database.dataSource);
  categoryId = (await f.category()).id;
});
afterAll(() => server.close());

const beacon = (body: string, headers: Record<string, string> = {}, base = server.url, path = '/api/reads') =>
  fetch(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, ...headers } });

const reads = (articleId: number) =>
  server.database.dataSource.query<{ language: string; day: string; count: number }[]>(
    `SELECT language, day::text AS day, count FROM article_reads WHERE "articleId" = $1 ORDER BY day`,
    [articleId],
  );

const today = () => new Date().toISOString().slice(0, 10);

it('counts a beacon sent as text/plain (sendBeacon) or JSON, by id or slug, per article, language and UTC day, written in one batch', async () => {
  const en = await f.article({ categoryId });
  const id = await f.article({ categoryId, language: 'id' });
  expect((await beacon(JSON.stringify({ articleId: en.id }))).status).toBe(204);
  expect((await beacon(JSON.stringify({ slug: en.slug }))).status).toBe(204);
  const json = await fetch(`${server.url}/api/reads`, {
    method: 'POST',
    body: JSON.stringify({ slug: id.slug }),
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, origin: server.url },
  });
  expect(json.status).toBe(204);
  expect(json.headers.get('cache-control')).toBe('no-store');
  // Nothing is written until the tally is flushed.
  expect(await reads(en.id)).toEqual([]);
  expect(server.services.insight.reads.pending).toBe(3);
  await server.services.insight.reads.flush();
  expect(server.services.insight.reads.pending).toBe(0);
  expect(await reads(en.id)).toEqual([{ language: 'en', day: today(), count: 2 }]);
  expect(await reads(id.id)).toEqual([{ language: 'id', day: today(), count: 1 }]);
  // A second batch adds to the row.
  for (let i = 0; i < 20; i++) await beacon(JSON.stringify({ articleId: en.id }));
  await server.services.insight.reads.flush();
  expect(await reads(en.id)).toEqual([{ language: 'en', day: today(), count: 22 }]);
});

it('does not count bots or requests without a user agent, and answers them the same', async () => {
  const a = await f.article({ categoryId });
  expect((await beacon(JSON.stringify({ articleId: a.id }), { 'user-agent': GOOGLEBOT })).status).toBe(204);
  expect((await beacon(JSON.stringify({ articleId: a.id }), { 'user-agent': 'curl/8.5.0' })).status).toBe(204);
  const none = await fetch(`${server.url}/api/reads`, { method: 'POST', body: JSON.stringify({ articleId: a.id }), headers: { 'content-type': 'text/plain', 'user-agent': '' } });
  expect(none.status).toBe(204);
  await server.services.insight.reads.flush();
  expect(await reads(a.id)).toEqual([]);
});

it('refuses unknown, draft and scheduled articles, malformed bodies, other content types, large bodies and other sites, writing nothing', async () => {
  const draft = await f.article({ categoryId, status: 'draft' });
  const scheduled = await f.article({ categoryId, daysAgo: -3 });
  const cases: [string, Record<string, string>, number][] = [
    [JSON.stringify({ articleId: 99999999 }), {}, 404],
    [JSON.stringify({ slug: 'no-such-article' }), {}, 404],
    [JSON.stringify({ articleId: draft.id }), {}, 404],
    [JSON.stringify({ slug: scheduled.slug }), {}, 404],
    ['not json', {}, 400],
    ['', {}, 400],
    ['[1,2]', {}, 400],
    [JSON.stringify({ articleId: -1 }), {}, 400],
    [JSON.stringify({ articleId: '7' }), {}, 400],
    [JSON.stringify({ articleId: 1e12 }), {}, 400],
    [JSON.stringify({ slug: 'x'.repeat(201) }), {}, 400],
    [JSON.stringify({ slug: 'x'.repeat(2000) }), {}, 413],
    [JSON.stringify({ articleId: 1 }), { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    [JSON.stringify({ articleId: draft.id }), { origin: 'https://evil.example' }, 403],
  ];
  for (const [body, headers, status] of cases) {
    const res = await beacon(body, headers);
    expect([body.slice(0, 40), res.status]).toEqual([body.slice(0, 40), status]);
    expect(typeof ((await res.json()) as { message: string }).message).toBe('string');
  }
  await server.services.insight.reads.flush();
  expect(await reads(draft.id)).toEqual([]);
  expect(await reads(scheduled.id)).toEqual([]);
});

it('answers the same through express for other spellings of the address (the exact one is answered before express)', async () => {
  const a = await f.article({ categoryId });
  const answers: Record<string, string>[] = [];
  for (const path of ['/api/reads', '/api/reads/', '/api/Reads']) {
    const ok = await beacon(JSON.stringify({ articleId: a.id }), {}, server.url, path);
    expect([path, ok.status, ok.headers.get('cache-control'), ok.headers.get('x-content-type-options')]).toEqual([path, 204, 'no-store', 'nosniff']);
    answers.push(Object.fromEntries([...ok.headers].filter(([name]) => name !== 'date')));
    const bad = await beacon('not json', {}, server.url, path);
    expect([path, bad.status, ((await bad.json()) as { message: string }).message]).toEqual([path, 400, 'The body must be {"articleId": <id>} or {"slug": "<slug>"}']);
    const large = await beacon(JSON.stringify({ slug: 'x'.repeat(2000) }), {}, server.url, path);
    expect([path, large.status, ((await large.json()) as { message: string }).message]).toEqual([path, 413, 'Request body is too large']);
    const foreign = await beacon('{}', { origin: 'https://evil.example' }, server.url, path);
    expect([path, foreign.status]).toEqual([path, 403]);
  }
  // The same headers on the 204, whichever way it was answered.
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[2]).toEqual(answers[0]);
  await server.services.insight.reads.flush();
  expect(await reads(a.id)).toEqual([{ language: 'en', day: today(), count: 3 }]);
});

it('a beacon does not need or touch a session, and a read of a page is not slowed: no cookie is set', async () => {
  const a = await f.article({ categoryId });
  const res = await beacon(JSON.stringify({ articleId: a.id }));
  expect(res.headers.get('set-cookie')).toBeNull();
});

it('limits floods from one address (per minute, keyed by a salted hash kept in memory only)', async () => {
  const limited = await startSecondServer(server, { READS_PER_MINUTE: '3', READS_FLUSH_MS: '3600000' });
  try {
    const a = await f.article({ categoryId });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await beacon(JSON.stringify({ articleId: a.id }), {}, `http://127.0.0.1:${limited.port}`)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    await limited.services.insight.reads.flush();
    expect(await reads(a.id)).toEqual([{ language: 'en', day: today(), count: 3 }]);
  } finally {
    await limited.stop();
  }
});

it("behind a trusted proxy, the flood limit counts the reader's forwarded address, as express reads it", async () => {
  const proxied = await startSecondServer(server, { READS_PER_MINUTE: '3', READS_FLUSH_MS: '3600000', TRUST_PROXY: '1' });
  try {
    const a = await f.article({ categoryId });
    const from = (address: string) => beacon(JSON.stringify({ articleId: a.id }), { 'x-forwarded-for': address }, `http://127.0.0.1:${proxied.port}`);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await from('203.0.113.7')).status);
    statuses.push((await from('203.0.113.8')).status, (await from('198.51.100.1, 203.0.113.8')).status);
    expect(statuses).toEqual([204, 204, 204, 429, 204, 204]);
  } finally {
    await proxied.stop();
  }
});

it('two processes each write their own increments: the counts add up, and a stopping process writes what it holds', async () => {
  const second = await startSecondServer(server, { READS_FLUSH_MS: '3600000', READS_PER_MINUTE: '1000' });
  const a = await f.article({ categoryId });
  const body = JSON.stringify({ articleId: a.id });
  await Promise.all([
    ...Array.from({ length: 15 }, () => beacon(body)),
    ...Array.from({ length: 25 }, () => beacon(body, {}, `http://127.0.0.1:${second.port}`)),
  ]);
  await Promise.all([server.services.insight.reads.flush(), second.services.insight.reads.flush()]);
  expect(await reads(a.id)).toEqual([{ language: 'en', day: today(), count: 40 }]);
  for (let i = 0; i < 7; i++) await beacon(body, {}, `http://127.0.0.1:${second.port}`);
  await second.stop(); // writes its 7 on the way out
  expect(await reads(a.id)).toEqual([{ language: 'en', day: today(), count: 47 }]);
});

describe('most read', () => {
  const put = (articleId: number, language: string, daysAgo: number, count: number) =>
    server.database.dataSource.query(
      `INSERT INTO article_reads ("articleId", language, day, count) VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date - $3::int, $4)
       ON CONFLICT ("articleId", language, day) DO UPDATE SET count = EXCLUDED.count`,
      [articleId, language, daysAgo, count],
    );
  const query = `query($language: String, $days: Int, $limit: Int) { mostRead(language: $language, days: $days, limit: $limit) { id title language } }`;

  it('lists the most read public articles of the last 7 days, per language, most read first', async () => {
    await server.database.dataSource.query(`DELETE FROM article_reads`);
    const [a, b, c] = [await f.article({ categoryId }), await f.article({ categoryId }), await f.article({ categoryId })];
    const old = await f.article({ categoryId, daysAgo: 40 });
    const draft = await f.article({ categoryId, status: 'draft' });
    const id = await f.article({ categoryId, language: 'id' });
    await put(a.id, 'en', 0, 5);
    await put(a.id, 'en', 6, 5); // 10 in the week
    await put(b.id, 'en', 1, 30);
    await put(c.id, 'en', 2, 3);
    await put(old.id, 'en', 8, 500); // eight days ago: not this week
    await put(draft.id, 'en', 0, 900); // not public
    await put(id.id, 'id', 0, 7);
    const en = await server.client().gql(query, { language: 'en' });
    expect(en.errors).toBeUndefined();
    expect(en.data.mostRead.map((x: { id: number }) => x.id)).toEqual([b.id, a.id, c.id]);
    const idList = await server.client().gql(query, { language: 'id' });
    expect(idList.data.mostRead.map((x: { id: number }) => x.id)).toEqual([id.id]);
    const all = await server.client().gql(query, { limit: 2 });
    expect(all.data.mostRead.map((x: { id: number }) => x.id)).toEqual([b.id, a.id]);
    const month = await server.client().gql(query, { language: 'en', days: 30 });
    expect(month.data.mostRead[0].id).toBe(old.id);
  });

  it('refuses a bad language, days or limit', async () => {
    for (const variables of [{ language: 'fr' }, { days: 0 }, { days: 91 }, { limit: 0 }, { limit: 21 }]) {
      const res = await server.client().gql(query, variables);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
