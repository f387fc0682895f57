/**
 * The authorization matrix (issue 4): every admin operation, REST and GraphQL, as anonymous (401 /
 * UNAUTHENTICATED), as a signed-in user without isAdmin (403 / FORBIDDEN) and as admin (allowed).
 * GraphQL mutations are read from the schema itself, so a new mutation is covered automatically.
 */
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

let server: TestServer;
let anon: HttpClient;
let reader: HttpClient;
let admin: HttpClient;

/** Mutations anyone may call; every other mutation is admin-only. */
const PUBLIC_MUTATIONS = new Set(['login', 'logout', 'subscribe', 'confirmSubscription', 'unsubscribe']);
/** Queries only admins may run. */
const ADMIN_QUERIES = ['adminArticles', 'articleById', 'allTools', 'subscribers', 'articleImages', 'newsletterPreview', 'newsletterIssues', 'newsletterIssue', 'articleRevisions', 'redirects', 'importRun', 'articlesAdminPage'];

beforeAll(async () => {
  server = await startTestServer();
  anon = server.client();
  admin = await server.asAdmin();
  reader = await server.asReader();
});
afterAll(() => server?.close());

const REST: [string, string, unknown?][] = [
  ['POST', '/api/articles', {}],
  ['PATCH', '/api/articles/1', { isFeatured: true }],
  ['DELETE', '/api/articles/1'],
  ['POST', '/api/authors', {}],
  ['PATCH', '/api/authors/1', {}],
  ['DELETE', '/api/authors/1'],
  ['POST', '/api/tools', {}],
  ['PATCH', '/api/tools/1', {}],
  ['DELETE', '/api/tools/1'],
  ['POST', '/api/categories', {}],
  ['PATCH', '/api/categories/1', {}],
  ['DELETE', '/api/categories/1'],
  ['POST', '/api/tags', {}],
  ['PATCH', '/api/tags/1', {}],
  ['DELETE', '/api/tags/1'],
  ['POST', '/api/age-groups', {}],
  ['PATCH', '/api/age-groups/1', {}],
  ['DELETE', '/api/age-groups/1'],
  ['GET', '/api/subscribers'],
  ['DELETE', '/api/subscribers/1'],
  ['POST', '/api/upload/image'],
  ['GET', '/api/article/1/images'],
  ['DELETE', '/api/upload/image', { url: '/uploads/x.png' }],
  ['GET', '/api/tools?includeInactive=true'],
];

describe.each(REST)('%s %s', (method, path, body) => {
  const call = (c: HttpClient) => c.request(method, path, body === undefined ? {} : { json: body });
  it('is 401 for anonymous, 403 for a non-admin, allowed for an admin', async () => {
    expect((await call(anon)).status).toBe(401);
    expect((await call(reader)).status).toBe(403);
    expect([401, 403]).not.toContain((await call(admin)).status);
  });
});

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface FieldInfo {
  name: string;
  args: { name: string; type: TypeRef }[];
  type: TypeRef;
}

const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
const required = (t: TypeRef) => t.kind === 'NON_NULL';
function dummy(t: TypeRef): string {
  const n = named(t);
  const list = (t.kind === 'NON_NULL' ? t.ofType! : t).kind === 'LIST';
  const value = n.kind === 'INPUT_OBJECT' ? '{}' : n.name === 'Int' || n.name === 'Float' ? '1' : n.name === 'Boolean' ? 'true' : '"x"';
  return list ? `[${value}]` : value;
}
async function operations(kind: 'mutationType' | 'queryType'): Promise<{ name: string; doc: string }[]> {
  const res = await admin.gql(`{ __schema { ${kind} { fields { name args { name type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }
    type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }`);
  const fields: FieldInfo[] = res.data.__schema[kind].fields;
  return fields
    .filter((f) => !f.args.some((a) => named(a.type).name === 'Upload'))
    .map((f) => {
      const args = f.args.filter((a) => required(a.type)).map((a) => `${a.name}: ${dummy(a.type)}`);
      const selection = ['OBJECT', 'INTERFACE'].includes(named(f.type).kind) ? ' { __typename }' : '';
      return { name: f.name, doc: `${kind === 'mutationType' ? 'mutation' : 'query'} { ${f.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }` };
    });
}
const codes = async (c: HttpClient, doc: string) => ((await c.gql(doc)).errors ?? []).map((e) => e.extensions?.code);

it('every GraphQL mutation but the public ones is admin-only', async () => {
  const mutations = (await operations('mutationType')).filter((m) => !PUBLIC_MUTATIONS.has(m.name));
  expect(mutations.length).toBeGreaterThan(15);
  for (const m of mutations) {
    expect([m.name, await codes(anon, m.doc)]).toEqual([m.name, ['UNAUTHENTICATED']]);
    expect([m.name, await codes(reader, m.doc)]).toEqual([m.name, ['FORBIDDEN']]);
    const asAdmin = await codes(admin, m.doc);
    expect([m.name, asAdmin.filter((c) => c === 'UNAUTHENTICATED' || c === 'FORBIDDEN')]).toEqual([m.name, []]);
  }
});

it('admin queries are refused to anonymous and non-admin users; every other query is public', async () => {
  const queries = await operations('queryType');
  for (const q of queries) {
    const adminOnly = ADMIN_QUERIES.includes(q.name);
    const anonCodes = await codes(anon, q.doc);
    if (adminOnly) {
      expect([q.name, anonCodes]).toEqual([q.name, ['UNAUTHENTICATED']]);
      expect([q.name, await codes(reader, q.doc)]).toEqual([q.name, ['FORBIDDEN']]);
    } else {
      expect([q.name, anonCodes.filter((c) => c === 'UNAUTHENTICATED' || c === 'FORBIDDEN')]).toEqual([q.name, []]);
    }
    expect([q.name, (await codes(admin, q.doc)).filter((c) => c === 'UNAUTHENTICATED' || c === 'FORBIDDEN')]).toEqual([q.name, []]);
  }
});

it('uploadImage (multipart) is admin-only too', async () => {
  const form = () => {
    const f = new FormData();
    f.append('operations', JSON.stringify({ query: 'mutation($file: Upload!) { uploadImage(file: $file) { url } }', variables: { file: null } }));
    f.append('map', JSON.stringify({ 0: ['variables.file'] }));
    f.append('0', new Blob([Buffer.from('GIF89a')], { type: 'image/gif' }), 'x.gif');
    return f;
  };
  for (const [client, code] of [
    [anon, 'UNAUTHENTICATED'],
    [reader, 'FORBIDDEN'],
  ] as const) {
    const res = await client.request('POST', '/graphql', { body: form(), headers: { 'apollo-require-preflight': 'true' } });
    expect(res.body.errors[0].extensions.code).toBe(code);
  }
});
