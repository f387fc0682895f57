/** Issue 31: the server-paged subscribers grid and the CSV import (preview, errors, limits, cancel). */
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

jest.setTimeout(90_000);

let server: TestServer;
let admin: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
});
afterAll(() => server.close());

const count = async () => (await server.database.dataSource.query(`SELECT count(*)::int AS n FROM subscribers`))[0].n as number;
const csv = (client: HttpClient, path: string, body: string, type = 'text/csv') => client.request('POST', path, { body, headers: { 'content-type': type } });
const HEADER = 'email,language,childBirthMonth,consentDate';

describe('import', () => {
  it('is for MANAGE_SUBSCRIBERS only', async () => {
    const body = `${HEADER}\na@example.com,en,,2025-01-02\n`;
    expect((await csv(server.client(), '/api/subscribers/import/preview', body)).status).toBe(401);
    expect((await csv(server.client(), '/api/subscribers/import', body)).status).toBe(401);
    const reader = await server.asReader();
    expect((await csv(reader, '/api/subscribers/import/preview', body)).status).toBe(403);
    expect((await csv(reader, '/api/subscribers/import', body)).status).toBe(403);
    expect(await count()).toBe(0);
  });

  it('previews per-line errors, duplicates merged and addresses already listed, writing nothing', async () => {
    await server.database.dataSource.query(`INSERT INTO subscribers (email, language, status) VALUES ('old@example.com', 'en', 'unsubscribed')`);
    const body = [
      HEADER,
      'ani@example.com,en,2025-03,2025-01-02',
      'not-an-email,en,,2025-01-02',
      'budi@example.com,fr,,2025-01-02',
      'citra@example.com,id,2025-13,2025-01-02',
      'dewi@example.com,id,,2099-01-01',
      'ANI@example.com,id,,2025-02-02',
      'old@example.com,en,,2025-01-02',
      'short@example.com,en',
    ].join('\r\n');
    const res = await csv(admin, '/api/subscribers/import/preview', body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lines: 8, valid: 2, toAdd: 1, existing: 1, duplicates: 1, errorCount: 5 });
    expect(res.body.errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5, 6, 9]);
    expect(res.body.errors[0].message).toMatch(/^Email: /);
    expect(await count()).toBe(1);
    // With errors, the import itself refuses the file and writes nothing.
    const run = await csv(admin, '/api/subscribers/import', body);
    expect(run.status).toBe(400);
    expect(run.body.message).toContain('nothing was imported');
    expect(await count()).toBe(1);
  });

  it('refuses a wrong delimiter, a missing header, a file that is not CSV, an empty file and more than 100,000 lines', async () => {
    const cases: [string, string, number, RegExp][] = [
      ['email;language;childBirthMonth;consentDate\na@example.com;en;;2025-01-02', 'text/csv', 400, /comma-separated.*";"/],
      ['email\tlanguage\tconsentDate\na@example.com\ten\t2025-01-02', 'text/csv', 400, /tabs/],
      ['name,phone\nAni,123', 'text/csv', 400, /header/],
      ['', 'text/csv', 400, /CSV/],
      ['\u0089PNG\r\n\u001a\n\u0000\u0000', 'text/csv', 415, /not a CSV/],
      [`${HEADER}\na@example.com,en,,2025-01-02`, 'image/png', 415, /CSV/],
      [`${HEADER}\n${'x@example.com,en,,2025-01-02\n'.repeat(100_001)}`, 'text/csv', 413, /100,000/],
    ];
    for (const [body, type, status, message] of cases) {
      for (const path of ['/api/subscribers/import/preview', '/api/subscribers/import']) {
        const res = await csv(admin, path, body, type);
        expect([path, body.slice(0, 20), res.status]).toEqual([path, body.slice(0, 20), status]);
        expect(res.body.message).toMatch(message);
      }
    }
    expect(await count()).toBe(1);
  });

  it('imports the new addresses as active subscribers dated by their consent, reporting progress, and leaves listed ones as they are', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `reader${i}@example.com,${i % 3 ? 'en' : 'id'},${i % 2 ? '2025-06' : ''},2025-05-0${(i % 9) + 1}`);
    const res = await csv(admin, '/api/subscribers/import', [HEADER, ...rows, 'old@example.com,id,,2025-01-02'].join('\n'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = res.text.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({ done: 2000, total: 5001 });
    expect(lines.at(-1)).toEqual({ finished: true, added: 5000, existing: 1 });
    expect(await count()).toBe(5001);
    const [one] = await server.database.dataSource.query(`SELECT status, language, "childBirthMonth"::text AS m, ("subscribeDate" AT TIME ZONE 'UTC')::date::text AS d FROM subscribers WHERE email = 'reader1@example.com'`);
    expect(one).toEqual({ status: 'active', language: 'en', m: '2025-06-01', d: '2025-05-02' });
    const [old] = await server.database.dataSource.query(`SELECT status, language FROM subscribers WHERE email = 'old@example.com'`);
    expect(old).toEqual({ status: 'unsubscribed', language: 'en' }); // an import never re-subscribes
  });

  it('a cancelled import (the request closed before the end) writes nothing', async () => {
    const before = await count();
    const rows = Array.from({ length: 90_000 }, (_, i) => `cancel${i}@example.com,en,,2025-01-02`);
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/subscribers/import`, {
      method: 'POST',
      body: [HEADER, ...rows].join('\n'),
      headers: { 'content-type': 'text/csv', cookie: (await admin.request('GET', '/api/user')).headers.get('set-cookie') ?? cookieOf(admin) },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read(); // the first progress line: the transaction is under way
    controller.abort();
    await new Promise((r) => setTimeout(r, 3000));
    expect(await count()).toBe(before);
    expect((await server.database.dataSource.query(`SELECT count(*)::int AS n FROM subscribers WHERE email LIKE 'cancel%'`))[0].n).toBe(0);
  });
});

function cookieOf(client: HttpClient): string {
  return [...(client as unknown as { cookies: Map<string, string> }).cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

describe('subscribersPage', () => {
  const PAGE = `query($page: Int!, $pageSize: Int!, $sort: String, $search: String, $language: String, $state: String) {
    subscribersPage(page: $page, pageSize: $pageSize, sort: $sort, search: $search, language: $language, state: $state) { total items { email language status } } }`;

  it('pages, sorts, searches and filters on the server', async () => {
    const all = await admin.gql(PAGE, { page: 1, pageSize: 10 });
    expect(all.errors).toBeUndefined();
    expect(all.data.subscribersPage.total).toBe(5001);
    expect(all.data.subscribersPage.items).toHaveLength(10);
    const byEmail = await admin.gql(PAGE, { page: 2, pageSize: 3, sort: 'email:asc', search: 'READER1', language: 'en' });
    const expected = await server.database.dataSource.query(
      `SELECT email FROM subscribers WHERE email LIKE '%reader1%' AND language = 'en' ORDER BY email, id LIMIT 3 OFFSET 3`,
    );
    expect(byEmail.data.subscribersPage.items.map((s: { email: string }) => s.email)).toEqual(expected.map((r: { email: string }) => r.email));
    expect(byEmail.data.subscribersPage.total).toBe(
      (await server.database.dataSource.query(`SELECT count(*)::int AS n FROM subscribers WHERE email LIKE '%reader1%' AND language = 'en'`))[0].n,
    );
    const gone = await admin.gql(PAGE, { page: 1, pageSize: 10, state: 'unsubscribed' });
    expect(gone.data.subscribersPage).toEqual({ total: 1, items: [{ email: 'old@example.com', language: 'en', status: 'unsubscribed' }] });
    const like = await admin.gql(PAGE, { page: 1, pageSize: 10, search: '%' });
    expect(like.data.subscribersPage.total).toBe(0); // % is a character, not a wildcard
  });

  it('refuses bad paging, sorting and filters, and callers without the permission', async () => {
    for (const v of [{ page: 0, pageSize: 10 }, { page: 1, pageSize: 101 }, { page: 1, pageSize: 10, sort: 'password:asc' }, { page: 1, pageSize: 10, sort: 'email:up' }, { page: 1, pageSize: 10, language: 'fr' }, { page: 1, pageSize: 10, state: 'gone' }]) {
      expect((await admin.gql(PAGE, v)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await server.client().gql(PAGE, { page: 1, pageSize: 10 })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await (await server.asReader()).gql(PAGE, { page: 1, pageSize: 10 })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
