/** Author writes (issue 4): REST and GraphQL, side effects in the database, rules, conflicts and bad input. */
import { factories } from '../../test/factories';
import { startTestServer, tableCounts, type HttpClient, type HttpResult, type TestServer } from '../../test/harness';

// testTimeout in a jest project config is not applied (it is a global option): set it here.

let server: TestServer;
let admin: HttpClient;
let reader: HttpClient;
let f: ReturnType<typeof factories>;
let categoryId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
  reader = await server.asReader();
  f = factories(server.database.dataSource);
  categoryId = (await f.category()).id;
});
afterAll(() => server?.close());

const q = (sql: string, params: unknown[] = []) => server.database.dataSource.query(sql, params);
const authorRow = async (id: number) => (await q(`SELECT id, name, bio, "imageUrl" FROM authors WHERE id = $1`, [id]))[0];
/** Everything a rejected author write could have touched. */
const state = async () => ({ counts: await tableCounts(server), authors: await q(`SELECT * FROM authors ORDER BY id`) });

/** Sends a write that must be refused with `status`, and proves the database did not change. */
async function refused(send: () => Promise<HttpResult>, status: number | number[]): Promise<HttpResult> {
  const before = await state();
  const res = await send();
  expect([status].flat()).toContain(res.status);
  expect(typeof res.body?.message).toBe('string');
  expect(await state()).toEqual(before);
  return res;
}

const raw = (client: HttpClient, method: string, path: string, body: string) =>
  client.request(method, path, { body, headers: { 'content-type': 'application/json' } });

describe('REST', () => {
  it('POST /api/authors answers 201 with the author and stores it (trimmed)', async () => {
    const res = await admin.post('/api/authors', { name: '  Dewi Lestari ', bio: 'Midwife and mother of two.', imageUrl: '/uploads/dewi.png' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Dewi Lestari', bio: 'Midwife and mother of two.', imageUrl: '/uploads/dewi.png' });
    expect(await authorRow(res.body.id)).toEqual(res.body);
    expect((await server.client().get('/api/authors')).body).toContainEqual(res.body);
  });

  it('imageUrl is optional; an empty one is stored as null', async () => {
    const a = await admin.post('/api/authors', { name: 'No Photo', bio: 'b' });
    expect(a.status).toBe(201);
    expect(a.body.imageUrl).toBeNull();
    const b = await admin.post('/api/authors', { name: 'Empty Photo', bio: 'b', imageUrl: '' });
    expect(b.status).toBe(201);
    expect((await authorRow(b.body.id)).imageUrl).toBeNull();
  });

  it('PATCH /api/authors/:id changes only the fields sent', async () => {
    const author = await f.author({ name: 'Before', bio: 'Old bio', imageUrl: '/uploads/a.png' });
    const res = await admin.patch(`/api/authors/${author.id}`, { bio: 'New bio' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: author.id, name: 'Before', bio: 'New bio', imageUrl: '/uploads/a.png' });
    expect(await authorRow(author.id)).toEqual(res.body);

    const full = await admin.patch(`/api/authors/${author.id}`, { name: 'After', bio: 'Full', imageUrl: 'https://cdn.example.org/p.jpg' });
    expect(full.status).toBe(200);
    expect(await authorRow(author.id)).toEqual({ id: author.id, name: 'After', bio: 'Full', imageUrl: 'https://cdn.example.org/p.jpg' });

    expect((await admin.patch(`/api/authors/${author.id}`, { imageUrl: null })).status).toBe(200);
    expect((await authorRow(author.id)).imageUrl).toBeNull();
  });

  it('DELETE /api/authors/:id answers 204 and removes an unused author', async () => {
    const author = await f.author();
    const res = await admin.delete(`/api/authors/${author.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await authorRow(author.id)).toBeUndefined();
  });

  it('refuses to delete an author that articles use, saying how many (409)', async () => {
    const author = await f.author();
    for (let i = 0; i < 3; i++) await f.article({ categoryId, authorId: author.id, daysAgo: -i }); // scheduled ones count too
    const res = await refused(() => admin.delete(`/api/authors/${author.id}`), 409);
    expect(res.body.message).toBe('This author has 3 articles; reassign or delete them first.');

    const single = await f.author();
    await f.article({ categoryId, authorId: single.id });
    expect((await refused(() => admin.delete(`/api/authors/${single.id}`), 409)).body.message).toBe(
      'This author has 1 article; reassign or delete it first.',
    );
  });

  it('validation errors answer 400 with the messages of docs/decisions.md#validation', async () => {
    const res = await refused(() => admin.post('/api/authors', {}), 400);
    expect(res.body).toEqual({ message: 'Name is required', errors: { name: 'Name is required', bio: 'Bio is required' } });

    const blank = await refused(() => admin.post('/api/authors', { name: '   ', bio: 'ok' }), 400);
    expect(blank.body.errors).toEqual({ name: 'Name is required' });
    const noBio = await refused(() => admin.post('/api/authors', { name: 'A', bio: '' }), 400);
    expect(noBio.body.errors).toEqual({ bio: 'Bio is required' });

    for (const imageUrl of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', 'x'.repeat(3000)]) {
      const bad = await refused(() => admin.post('/api/authors', { name: 'A', bio: 'B', imageUrl }), 400);
      expect(bad.body.errors.imageUrl).toMatch(/^(Must be an http\(s\) URL or an uploaded image|Must be at most 2048 characters)$/);
    }
    const long = await refused(() => admin.post('/api/authors', { name: 'x'.repeat(201), bio: 'B' }), 400);
    expect(long.body.errors).toEqual({ name: 'Must be at most 200 characters' });
  });

  it('validates the merged author on PATCH', async () => {
    const author = await f.author();
    expect((await refused(() => admin.patch(`/api/authors/${author.id}`, { name: '' }), 400)).body.errors).toEqual({ name: 'Name is required' });
    expect((await refused(() => admin.patch(`/api/authors/${author.id}`, { bio: null }), 400)).body.errors).toEqual({ bio: 'Bio is required' });
    const bioless = await f.author({ bio: null });
    // The stored author has no bio (allowed by the data schema); an edit must supply one.
    expect((await refused(() => admin.patch(`/api/authors/${bioless.id}`, { name: 'Renamed' }), 400)).body.errors).toEqual({ bio: 'Bio is required' });
  });

  it('wrong types answer 400 naming the field', async () => {
    const author = await f.author();
    for (const body of [{ name: 123, bio: 'b' }, { name: 'a', bio: ['b'] }, { name: 'a', bio: 'b', imageUrl: 5 }, { name: { $ne: 1 }, bio: 'b' }]) {
      const res = await refused(() => admin.post('/api/authors', body), 400);
      expect(Object.keys(res.body.errors)).toHaveLength(1);
      await refused(() => admin.patch(`/api/authors/${author.id}`, body), 400);
    }
    expect((await refused(() => admin.post('/api/authors', { name: 123, bio: 'b' }), 400)).body.errors).toEqual({ name: 'name must be a string' });
    await refused(() => admin.post('/api/authors', { name: 'a\u0000b', bio: 'b' }), 400);
  });

  it('bad bodies answer 4xx, never 500, and change nothing', async () => {
    const author = await f.author();
    for (const [method, path] of [
      ['POST', '/api/authors'],
      ['PATCH', `/api/authors/${author.id}`],
    ]) {
      await refused(() => admin.request(method, path), 400); // no body
      await refused(() => admin.request(method, path, { json: [{ name: 'A', bio: 'B' }] }), 400);
      await refused(() => raw(admin, method, path, 'null'), 400);
      await refused(() => raw(admin, method, path, '"Dewi"'), 400);
      await refused(() => raw(admin, method, path, '{"name": "A", "bio":'), 400);
      await refused(() => admin.request(method, path, { body: 'name=A&bio=B', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 400);
      await refused(() => admin.request(method, path, { json: { name: 'A', bio: 'x'.repeat(1024 * 1024) } }), [413, 400]);
      await refused(() => admin.request(method, path, { json: { name: 'A', bio: 'x'.repeat(600_000) } }), 400);
    }
    const proto = await refused(() => raw(admin, 'POST', '/api/authors', '{"__proto__": {"name": "Sneaky", "bio": "b"}}'), 400);
    expect(proto.body.errors).toEqual({ name: 'Name is required', bio: 'Bio is required' });
  });

  it('a __proto__ key next to valid fields is ignored', async () => {
    const res = await raw(admin, 'POST', '/api/authors', '{"name": "Proto", "bio": "b", "__proto__": {"isAdmin": true, "id": 1}, "id": 1}');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Proto', bio: 'b', imageUrl: null });
    expect(res.body.id).not.toBe(1);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('unknown ids answer 404 and bad ids 400', async () => {
    await refused(() => admin.patch('/api/authors/999999', { name: 'A', bio: 'B' }), 404);
    await refused(() => admin.delete('/api/authors/999999'), 404);
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '1e3', '%20']) {
      await refused(() => admin.patch(`/api/authors/${id}`, { name: 'A', bio: 'B' }), 400);
      await refused(() => admin.delete(`/api/authors/${id}`), 400);
    }
  });

  it('only admins write: 401 anonymous, 403 for a non-admin user', async () => {
    const author = await f.author();
    const writes = [
      (c: HttpClient) => c.post('/api/authors', { name: 'A', bio: 'B' }),
      (c: HttpClient) => c.patch(`/api/authors/${author.id}`, { name: 'Hijacked' }),
      (c: HttpClient) => c.delete(`/api/authors/${author.id}`),
    ];
    for (const write of writes) {
      await refused(() => write(server.client()), 401);
      await refused(() => write(reader), 403);
    }
    // Reads stay public.
    expect((await server.client().get('/api/authors')).status).toBe(200);
  });
});

describe('GraphQL', () => {
  const FIELDS = 'id name bio imageUrl';
  const CREATE = `mutation($input: AuthorInput!) { createAuthor(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: Int!, $input: AuthorInput!) { updateAuthor(id: $id, input: $input) { ${FIELDS} } }`;
  const DELETE = `mutation($id: Int!) { deleteAuthor(id: $id) }`;

  async function gqlRefused(client: HttpClient, query: string, variables: Record<string, unknown>, code: string) {
    const before = await state();
    const res = await client.gql(query, variables);
    expect(res.data?.createAuthor ?? res.data?.updateAuthor ?? res.data?.deleteAuthor ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe(code);
    expect(await state()).toEqual(before);
    return res.errors![0];
  }

  it('createAuthor, updateAuthor and deleteAuthor write through the same service', async () => {
    const created = await admin.gql(CREATE, { input: { name: 'Putri', bio: 'Pediatric nurse.', imageUrl: '/uploads/putri.webp' } });
    expect(created.errors).toBeUndefined();
    const id = created.data.createAuthor.id;
    expect(await authorRow(id)).toEqual({ id, name: 'Putri', bio: 'Pediatric nurse.', imageUrl: '/uploads/putri.webp' });

    const updated = await admin.gql(UPDATE, { id, input: { name: 'Putri Ayu' } });
    expect(updated.data.updateAuthor).toEqual({ id, name: 'Putri Ayu', bio: 'Pediatric nurse.', imageUrl: '/uploads/putri.webp' });
    expect((await authorRow(id)).name).toBe('Putri Ayu');

    expect((await admin.gql(UPDATE, { id, input: { imageUrl: null } })).data.updateAuthor.imageUrl).toBeNull();

    expect(await admin.gql(DELETE, { id })).toEqual({ status: 200, data: { deleteAuthor: true } });
    expect(await authorRow(id)).toBeUndefined();
  });

  it('answers BAD_USER_INPUT with the same field messages', async () => {
    const err = await gqlRefused(admin, CREATE, { input: {} }, 'BAD_USER_INPUT');
    expect(err.message).toBe('Name is required');
    expect(err.extensions!.errors).toEqual({ name: 'Name is required', bio: 'Bio is required' });
    const author = await f.author();
    const upd = await gqlRefused(admin, UPDATE, { id: author.id, input: { name: ' ', imageUrl: 'javascript:x' } }, 'BAD_USER_INPUT');
    expect(upd.extensions!.errors).toEqual({ name: 'Name is required', imageUrl: 'Must be an http(s) URL or an uploaded image' });
    await gqlRefused(admin, CREATE, { input: { name: 123, bio: 'b' } }, 'BAD_USER_INPUT');
    await gqlRefused(admin, UPDATE, { id: -1, input: { name: 'A' } }, 'BAD_USER_INPUT');
    await gqlRefused(admin, DELETE, { id: 0 }, 'BAD_USER_INPUT');
    await gqlRefused(admin, DELETE, { id: 99999999999 }, 'BAD_USER_INPUT');
  });

  it('CONFLICT for an author in use, NOT_FOUND for an unknown one', async () => {
    const author = await f.author();
    await f.article({ categoryId, authorId: author.id });
    await f.article({ categoryId, authorId: author.id });
    const err = await gqlRefused(admin, DELETE, { id: author.id }, 'CONFLICT');
    expect(err.message).toBe('This author has 2 articles; reassign or delete them first.');
    await gqlRefused(admin, DELETE, { id: 999999 }, 'NOT_FOUND');
    await gqlRefused(admin, UPDATE, { id: 999999, input: { name: 'A' } }, 'NOT_FOUND');
  });

  it('UNAUTHENTICATED anonymous, FORBIDDEN for a non-admin user', async () => {
    const author = await f.author();
    for (const [query, variables] of [
      [CREATE, { input: { name: 'A', bio: 'B' } }],
      [UPDATE, { id: author.id, input: { name: 'Hijacked' } }],
      [DELETE, { id: author.id }],
    ] as const) {
      await gqlRefused(server.client(), query, variables, 'UNAUTHENTICATED');
      await gqlRefused(reader, query, variables, 'FORBIDDEN');
    }
    expect((await server.client().gql('{ authors { id } }')).errors).toBeUndefined();
  });
});
