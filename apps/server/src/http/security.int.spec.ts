/** Headers, CSRF and GraphQL abuse limits (issue 9, promises 3 and 5). */
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('headers', () => {
  it('sends documents a CSP without inline script (but the entry loader, by its hash), nosniff, a referrer policy and frame-ancestors none', async () => {
    const res = await server.client().get('/unsubscribe', { accept: 'text/html' }); // a server-rendered page
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer'); // this page's address carries a token
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
  it('sends JSON answers a policy that allows nothing, nosniff and same-origin resource policy', async () => {
    for (const path of ['/api/categories', '/API/Categories', '/healthz']) {
      const res = await server.client().get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    const gql = await server.client().get('/graphql?query=%7Bcategories%7Bslug%7D%7D', { 'apollo-require-preflight': 'true' });
    expect(gql.status).toBe(200);
    expect(gql.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
  it('relaxes the policy only for the Sandbox page at /graphql', async () => {
    const res = await server.client().get('/graphql', { accept: 'text/html' });
    expect(res.headers.get('content-security-policy')).toContain('embeddable-sandbox.cdn.apollographql.com');
  });
});

describe('cross-site writes', () => {
  it('refuses a REST write with a foreign Origin', async () => {
    const res = await server.client().post('/api/login', { username: 'x', password: 'y' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cross-site request refused');
  });
  it('refuses a REST write marked cross-site by the browser', async () => {
    const res = await server.client().post('/api/subscribers', { email: 'a@b.co' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });
  it('lets a same-origin write through', async () => {
    const res = await server.client().post('/api/login', { username: 'nobody', password: 'wrong-password' }, { origin: server.url });
    expect(res.status).not.toBe(403);
  });
  it('GraphQL keeps Apollo CSRF prevention (a simple GET query without a preflight header is refused)', async () => {
    const res = await server.client().get('/graphql?query=%7B__typename%7D', { 'content-type': 'text/plain' });
    expect(res.status).toBe(400);
  });
});

describe('GraphQL limits', () => {
  it('refuses a query deeper than 10 before it runs', async () => {
    let q = 'slug';
    for (let i = 0; i < 8; i++) q = `related { ${q} }`;
    const res = await server.client().gql(`{ articles { related { related { ${q} } } } }`);
    expect(res.errors![0].message).toMatch(/too deep/);
    expect(res.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
  it('refuses 1,000 articles × tags × translations × related', async () => {
    const res = await server.client().gql(`{ articles(limit: 100) { tags { name } translations { slug } related { tags { name } related { slug translations { slug } } } } a2: articles(limit: 100) { related { related { related { slug } } } } }`);
    expect(res.errors![0].message).toMatch(/too expensive/);
  });
  it('accepts the home page queries', async () => {
    const res = await server.client().gql(`{ featuredArticles { slug tags { slug } } recentArticles(limit: 12) { slug author { name } tags { slug } } editorsPicks(limit: 6) { slug } categories { slug articleCount } popularTags { slug } tools { name } }`);
    expect(res.errors).toBeUndefined();
  });
  it('counts a limit passed as a variable (or a variable default) as its value', async () => {
    const q = `query ($n: Int) { articles(limit: $n) { related { related { slug } } } }`;
    // 5 × (1 + 20 × (1 + 20)) = 2,105 is fine; 10,000 × 421 is not.
    expect((await server.client().gql(q, { n: 5 })).errors).toBeUndefined();
    const big = await server.client().gql(q, { n: 10_000 });
    expect(big.errors![0].message).toMatch(/too expensive: estimated cost 4210000/);
    expect(big.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const byDefault = await server.client().gql(`query ($n: Int = 5000) { articles(limit: $n) { related { slug } } }`);
    expect(byDefault.errors![0].message).toMatch(/too expensive/);
  });
  it('bounds aliases, directives and tokens', async () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `c${i}: categories { id }`).join(' ')} }`;
    expect((await server.client().gql(aliased(15))).errors).toBeUndefined();
    const aliases = await server.client().gql(aliased(16));
    expect(aliases.errors![0].message).toBe('Too many aliases: Aliases limit of 15 exceeded, found 16.');
    const directives = await server.client().gql(`{ categories { ${Array.from({ length: 21 }, () => 'id @include(if: true)').join(' ')} } }`);
    expect(directives.errors![0].message).toMatch(/^Too many directives/);
    const long = await server.client().request('POST', '/graphql', { json: { query: `{ categories { ${'id '.repeat(1000)}} }` } });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].message).toBe('Query is too long: Token limit of 1000 exceeded.');
  });
  it('answers every limit with 400, not 500', async () => {
    let q = 'slug';
    for (let i = 0; i < 12; i++) q = `related { ${q} }`;
    const deep = await server.client().request('POST', '/graphql', { json: { query: `{ articles { ${q} } }` } });
    expect(deep.status).toBe(400);
    const costly = await server.client().request('POST', '/graphql', { json: { query: `query ($n: Int) { articles(limit: $n) { related { related { slug } } } }`, variables: { n: 9999 } } });
    expect(costly.status).toBe(400);
  });
  it('refuses batched operations', async () => {
    const res = await server.client().request('POST', '/graphql', { json: [{ query: '{ categories { id } }' }, { query: '{ tags { id } }' }] });
    expect(res.status).toBe(400);
  });
});

describe('GRAPHQL_INTROSPECTION=false', () => {
  let hidden: TestServer;
  beforeAll(async () => {
    hidden = await startTestServer({ GRAPHQL_INTROSPECTION: 'false' });
  });
  afterAll(() => hidden?.close());

  it('refuses introspection and shows no Sandbox page', async () => {
    const res = await hidden.client().gql('{ __schema { types { name } } }');
    expect(res.errors![0].message).toMatch(/introspection/i);
    const page = await hidden.client().get('/graphql', { accept: 'text/html' });
    expect(page.text).not.toContain('embeddable-sandbox');
  });
  it('hides field suggestions, which would reveal the schema', async () => {
    const res = await hidden.client().gql('{ categorie { id } }');
    expect(res.errors![0].message).not.toMatch(/Did you mean/);
    expect((await server.client().gql('{ categorie { id } }')).errors![0].message).toMatch(/Did you mean "categories"/);
  });
  it('still answers ordinary queries', async () => {
    expect((await hidden.client().gql('{ categories { id } }')).errors).toBeUndefined();
  });
});

describe('introspection on by default', () => {
  it('answers the schema and serves the Sandbox page', async () => {
    const res = await server.client().gql('{ __schema { queryType { name } } }');
    expect(res.data.__schema.queryType.name).toBe('Query');
    const page = await server.client().get('/graphql', { accept: 'text/html' });
    expect(page.text).toContain('embeddable-sandbox');
  });
});
