/** Tool writes (issue 4): REST and GraphQL, side effects in the database, rules and bad input. */
import { factories } from '../../test/factories';
import { startTestServer, tableCounts, type HttpClient, type HttpResult, type TestServer } from '../../test/harness';

// testTimeout in a jest project config is not applied (it is a global option): set it here.

let server: TestServer;
let admin: HttpClient;
let reader: HttpClient;
let f: ReturnType<typeof factories>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.asAdmin();
  reader = await server.asReader();
  f = factories(server.database.dataSource);
});
afterAll(() => server?.close());

const q = (sql: string, params: unknown[] = []) => server.database.dataSource.query(sql, params);
const toolRow = async (id: number) => (await q(`SELECT id, name, url, "logoUrl", description, "isActive" FROM tools WHERE id = $1`, [id]))[0];
const state = async () => ({ counts: await tableCounts(server), tools: await q(`SELECT * FROM tools ORDER BY id`) });

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

const valid = { name: 'Sleep Tracker', description: 'Log naps and nights.', url: 'https://sleep.example.org', logoUrl: '/uploads/logo.png' };

describe('REST', () => {
  it('POST /api/tools answers 201 with the tool; isActive defaults to true', async () => {
    const res = await admin.post('/api/tools', { ...valid, name: ' Sleep Tracker ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), ...valid, isActive: true });
    expect(await toolRow(res.body.id)).toEqual(res.body);
    expect((await server.client().get('/api/tools')).body).toContainEqual(res.body);
  });

  it('an inactive tool is stored but not listed publicly', async () => {
    const res = await admin.post('/api/tools', { ...valid, name: 'Hidden', url: 'http://hidden.example.org', logoUrl: '', isActive: false });
    expect(res.status).toBe(201);
    expect(await toolRow(res.body.id)).toMatchObject({ name: 'Hidden', logoUrl: null, isActive: false });
    expect((await server.client().get('/api/tools')).body.map((t: { id: number }) => t.id)).not.toContain(res.body.id);
    expect((await admin.get('/api/tools?includeInactive=true')).body.map((t: { id: number }) => t.id)).toContain(res.body.id);
  });

  it('PATCH /api/tools/:id changes only the fields sent (e.g. only isActive)', async () => {
    const tool = await f.tool({ name: 'Growth Charts', logoUrl: '/uploads/g.png' });
    const res = await admin.patch(`/api/tools/${tool.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...(await toolRow(tool.id)), isActive: false });
    expect(await toolRow(tool.id)).toMatchObject({ name: 'Growth Charts', url: tool.url, description: tool.description, logoUrl: '/uploads/g.png', isActive: false });

    const full = await admin.patch(`/api/tools/${tool.id}`, { ...valid, name: 'Growth Charts 2', isActive: true });
    expect(full.status).toBe(200);
    expect(await toolRow(tool.id)).toEqual({ id: tool.id, ...valid, name: 'Growth Charts 2', isActive: true });

    expect((await admin.patch(`/api/tools/${tool.id}`, { logoUrl: null })).status).toBe(200);
    expect((await toolRow(tool.id)).logoUrl).toBeNull();
  });

  it('DELETE /api/tools/:id answers 204 and removes the tool', async () => {
    const tool = await f.tool();
    const res = await admin.delete(`/api/tools/${tool.id}`);
    expect(res.status).toBe(204);
    expect(await toolRow(tool.id)).toBeUndefined();
  });

  it('validation errors answer 400 with the messages of docs/decisions.md#validation', async () => {
    const res = await refused(() => admin.post('/api/tools', {}), 400);
    expect(res.body).toEqual({
      message: 'Name is required',
      errors: { name: 'Name is required', description: 'Description is required', url: 'URL is required' },
    });
    for (const url of ['javascript:alert(1)', 'ftp://files.example.org', 'not a url', 'https://', 'data:text/html,<script>x</script>', `https://x.org/${'a'.repeat(2100)}`]) {
      const bad = await refused(() => admin.post('/api/tools', { ...valid, url }), 400);
      expect(bad.body.errors).toEqual({ url: 'Please enter a valid URL' });
    }
    const logo = await refused(() => admin.post('/api/tools', { ...valid, logoUrl: 'javascript:alert(1)' }), 400);
    expect(logo.body.errors).toEqual({ logoUrl: 'Must be an http(s) URL or an uploaded image' });
    const long = await refused(() => admin.post('/api/tools', { ...valid, description: 'x'.repeat(5001) }), 400);
    expect(long.body.errors).toEqual({ description: 'Must be at most 5000 characters' });
  });

  it('validates the merged tool on PATCH', async () => {
    const tool = await f.tool();
    expect((await refused(() => admin.patch(`/api/tools/${tool.id}`, { url: 'javascript:alert(1)' }), 400)).body.errors).toEqual({ url: 'Please enter a valid URL' });
    expect((await refused(() => admin.patch(`/api/tools/${tool.id}`, { description: '  ' }), 400)).body.errors).toEqual({ description: 'Description is required' });
    expect((await refused(() => admin.patch(`/api/tools/${tool.id}`, { name: null }), 400)).body.errors).toEqual({ name: 'Name is required' });
  });

  it('wrong types answer 400 naming the field', async () => {
    const tool = await f.tool();
    for (const [field, value] of [
      ['name', 123],
      ['description', ['d']],
      ['url', { href: 'https://x.org' }],
      ['logoUrl', 5],
      ['isActive', 'yes'],
      ['isActive', 1],
    ] as const) {
      const res = await refused(() => admin.post('/api/tools', { ...valid, [field]: value }), 400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
      await refused(() => admin.patch(`/api/tools/${tool.id}`, { [field]: value }), 400);
    }
    expect((await refused(() => admin.post('/api/tools', { ...valid, isActive: 'yes' }), 400)).body.errors).toEqual({ isActive: 'isActive must be true or false' });
  });

  it('bad bodies answer 4xx, never 500, and change nothing', async () => {
    const tool = await f.tool();
    for (const [method, path] of [
      ['POST', '/api/tools'],
      ['PATCH', `/api/tools/${tool.id}`],
    ]) {
      await refused(() => admin.request(method, path), 400);
      await refused(() => admin.request(method, path, { json: [valid] }), 400);
      await refused(() => raw(admin, method, path, 'null'), 400);
      await refused(() => raw(admin, method, path, '42'), 400);
      await refused(() => raw(admin, method, path, '{"name": '), 400);
      await refused(() => admin.request(method, path, { json: { ...valid, description: 'x'.repeat(1024 * 1024) } }), [413, 400]);
      await refused(() => admin.request(method, path, { json: { ...valid, description: 'x'.repeat(700_000) } }), 400);
    }
    const proto = await refused(() => raw(admin, 'POST', '/api/tools', `{"__proto__": ${JSON.stringify(valid)}}`), 400);
    expect(proto.body.errors).toEqual({ name: 'Name is required', description: 'Description is required', url: 'URL is required' });
    const ok = await raw(admin, 'POST', '/api/tools', JSON.stringify({ ...valid, name: 'Proto' }).replace('{', '{"__proto__": {"isActive": false}, '));
    expect(ok.status).toBe(201);
    expect(ok.body.isActive).toBe(true);
    expect(({} as Record<string, unknown>).isActive).toBeUndefined();
  });

  it('unknown ids answer 404 and bad ids 400', async () => {
    await refused(() => admin.patch('/api/tools/999999', { name: 'A' }), 404);
    await refused(() => admin.delete('/api/tools/999999'), 404);
    for (const id of ['abc', '-1', '0', '99999999999', '2.5']) {
      await refused(() => admin.patch(`/api/tools/${id}`, { name: 'A' }), 400);
      await refused(() => admin.delete(`/api/tools/${id}`), 400);
    }
  });

  it('only admins write: 401 anonymous, 403 for a non-admin user', async () => {
    const tool = await f.tool();
    const writes = [
      (c: HttpClient) => c.post('/api/tools', valid),
      (c: HttpClient) => c.patch(`/api/tools/${tool.id}`, { isActive: false }),
      (c: HttpClient) => c.delete(`/api/tools/${tool.id}`),
    ];
    for (const write of writes) {
      await refused(() => write(server.client()), 401);
      await refused(() => write(reader), 403);
    }
    expect((await server.client().get('/api/tools')).status).toBe(200);
    expect((await reader.get('/api/tools?includeInactive=true')).status).toBe(403);
  });
});

describe('GraphQL', () => {
  const FIELDS = 'id name description url logoUrl isActive';
  const CREATE = `mutation($input: ToolInput!) { createTool(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: Int!, $input: ToolInput!) { updateTool(id: $id, input: $input) { ${FIELDS} } }`;
  const DELETE = `mutation($id: Int!) { deleteTool(id: $id) }`;

  async function gqlRefused(client: HttpClient, query: string, variables: Record<string, unknown>, code: string) {
    const before = await state();
    const res = await client.gql(query, variables);
    expect(res.data?.createTool ?? res.data?.updateTool ?? res.data?.deleteTool ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe(code);
    expect(await state()).toEqual(before);
    return res.errors![0];
  }

  it('createTool, updateTool and deleteTool', async () => {
    const created = await admin.gql(CREATE, { input: { ...valid, name: 'Feeding Log' } });
    expect(created.errors).toBeUndefined();
    const id = created.data.createTool.id;
    expect(await toolRow(id)).toEqual({ id, ...valid, name: 'Feeding Log', isActive: true });

    const updated = await admin.gql(UPDATE, { id, input: { isActive: false } });
    expect(updated.data.updateTool).toEqual({ id, ...valid, name: 'Feeding Log', isActive: false });
    expect((await toolRow(id)).isActive).toBe(false);
    expect((await admin.gql('{ allTools { id } }')).data.allTools).toContainEqual({ id });
    expect((await server.client().gql('{ tools { id } }')).data.tools).not.toContainEqual({ id });

    expect(await admin.gql(DELETE, { id })).toEqual({ status: 200, data: { deleteTool: true } });
    expect(await toolRow(id)).toBeUndefined();
  });

  it('answers BAD_USER_INPUT with the same field messages, NOT_FOUND for unknown ids', async () => {
    const err = await gqlRefused(admin, CREATE, { input: { name: 'n', description: 'd', url: 'javascript:alert(1)' } }, 'BAD_USER_INPUT');
    expect(err.extensions!.errors).toEqual({ url: 'Please enter a valid URL' });
    const empty = await gqlRefused(admin, CREATE, { input: {} }, 'BAD_USER_INPUT');
    expect(empty.extensions!.errors).toEqual({ name: 'Name is required', description: 'Description is required', url: 'URL is required' });
    await gqlRefused(admin, CREATE, { input: { ...valid, isActive: 'yes' } }, 'BAD_USER_INPUT');
    await gqlRefused(admin, UPDATE, { id: -5, input: { name: 'A' } }, 'BAD_USER_INPUT');
    await gqlRefused(admin, UPDATE, { id: 999999, input: { name: 'A' } }, 'NOT_FOUND');
    await gqlRefused(admin, DELETE, { id: 999999 }, 'NOT_FOUND');
  });

  it('UNAUTHENTICATED anonymous, FORBIDDEN for a non-admin user', async () => {
    const tool = await f.tool();
    for (const [query, variables] of [
      [CREATE, { input: valid }],
      [UPDATE, { id: tool.id, input: { isActive: false } }],
      [DELETE, { id: tool.id }],
    ] as const) {
      await gqlRefused(server.client(), query, variables, 'UNAUTHENTICATED');
      await gqlRefused(reader, query, variables, 'FORBIDDEN');
    }
  });
});
