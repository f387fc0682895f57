/**
 * Server-rendered reader pages over HTTP (issue 14): real statuses, the page's text in the HTML,
 * a complete head (canonical, Open Graph, JSON-LD, hreflang), the Apollo state for hydration,
 * client-only /auth and /admin with noindex. Needs the built client (npm run build).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

const PUBLIC_URL = 'https://tumbuh.example.org';
const WEB_DIST_DIR = path.resolve(__dirname, '../../../../web/dist');
let server: TestServer;
let http: HttpClient;
let originalId: number;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL, WEB_DIST_DIR });
  http = server.client();
  const f = factories(server.database.dataSource);
  const [author, cat, tag] = await Promise.all([f.author({ name: 'Dewi' }), f.category({ slug: 'sleep', name: 'Sleep' }), f.tag({ slug: 'naps', name: 'Naps' })]);
  const original = await f.article({
    categoryId: cat.id,
    authorId: author.id,
    tagIds: [tag.id],
    slug: 'better-naps',
    title: 'Better naps <for> everyone',
    excerpt: 'How to help a baby nap.',
    content: '<p>Naps matter a great deal.</p><h1>Big heading</h1>',
    imageUrl: '/uploads/naps.png',
    daysAgo: 1,
  });
  originalId = original.id;
  await f.article({ categoryId: cat.id, slug: 'tidur-siang', title: 'Tidur siang', language: 'id', parentArticleId: original.id, daysAgo: 1 });
  await f.article({ categoryId: cat.id, slug: 'draft-naps', title: 'Draft naps', status: 'draft', daysAgo: 1 });
});
afterAll(() => server?.close());

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
const apolloState = (html: string) => JSON.parse(/<script type="application\/json" id="__APOLLO_STATE__">([^<]*)<\/script>/.exec(html)![1]);
const metaContent = (html: string, property: string) => [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

it("the header's language switch of a rendered article leads to its translation, or to the other language's home", async () => {
  const switchOf = (html: string) => /<a [^>]*data-testid="language-switch"[^>]*>/.exec(html)?.[0] ?? '';
  expect(switchOf((await http.get('/article/better-naps')).text)).toContain('href="/id/article/tidur-siang"');
  expect(switchOf((await http.get('/id/article/tidur-siang')).text)).toContain('href="/article/better-naps"');
  const f = factories(server.database.dataSource);
  const cat = await f.category({ slug: 'alone', name: 'Alone' });
  await f.article({ categoryId: cat.id, slug: 'only-in-english', title: 'Only in English', daysAgo: 1 });
  expect(switchOf((await http.get('/article/only-in-english')).text)).toContain('href="/id"');
});

it("a page rendered without a session cookie tells the browser nobody is signed in; with one, the browser asks", async () => {
  for (const address of ['/article/better-naps', '/id', '/subscribe']) {
    const anonymous = apolloState((await http.get(address)).text);
    expect({ address, me: anonymous.ROOT_QUERY.me }).toEqual({ address, me: null });
    const admin = await server.asAdmin();
    const signedIn = apolloState((await admin.get(address)).text);
    expect({ address, asked: 'me' in (signedIn.ROOT_QUERY ?? {}) }).toEqual({ address, asked: false });
  }
});

it('an article page carries its text, a complete head and the data for hydration', async () => {
  const res = await http.get('/article/better-naps');
  expect(res.status).toBe(200);
  const html = res.text;
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('Naps matter a great deal.');
  expect(html).toContain('<h2>Big heading</h2>');
  const head = headOf(html);
  expect(head).toContain('<title>Better naps &lt;for&gt; everyone · Tumbuh</title>');
  expect(head).toContain('<meta name="description" content="How to help a baby nap." />');
  expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/article/better-naps" />`);
  expect(metaContent(head, 'og:type')).toEqual(['article']);
  expect(metaContent(head, 'og:url')).toEqual([`${PUBLIC_URL}/article/better-naps`]);
  expect(metaContent(head, 'og:image')).toEqual([`${PUBLIC_URL}/uploads/naps.png`]);
  expect(metaContent(head, 'og:locale')).toEqual(['en_US']);
  expect(metaContent(head, 'og:locale:alternate')).toEqual(['id_ID']);
  expect(metaContent(head, 'article:section')).toEqual(['Sleep']);
  expect(metaContent(head, 'article:tag')).toEqual(['Naps']);
  expect(metaContent(head, 'article:published_time')[0]).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(head).toContain(`<link rel="alternate" hreflang="id" href="${PUBLIC_URL}/id/article/tidur-siang" />`);
  expect(head).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/article/better-naps" />`);
  expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/article/better-naps" />`);
  expect(head).toContain(`<link rel="alternate" type="application/rss+xml" title="Tumbuh" href="${PUBLIC_URL}/rss.xml" />`);
  const [posting, crumbs] = jsonLd(html);
  expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: 'Better naps <for> everyone', inLanguage: 'en', author: { name: 'Dewi' }, image: [`${PUBLIC_URL}/uploads/naps.png`] });
  expect(crumbs['@type']).toBe('BreadcrumbList');
  expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/category/sleep`, `${PUBLIC_URL}/article/better-naps`]);
  // No "</script>" can leave the state script early; the state parses and holds the article.
  expect(JSON.stringify(apolloState(html))).toContain('Better naps <for> everyone');
});

it('the Indonesian version answers at its /id address in Indonesian', async () => {
  const res = await http.get('/id/article/tidur-siang');
  expect(res.status).toBe(200);
  expect(res.text).toContain('<html lang="id">');
  expect(metaContent(headOf(res.text), 'og:locale')).toEqual(['id_ID']);
  expect(headOf(res.text)).toContain(`href="${PUBLIC_URL}/id/rss.xml"`);
});

it('an article at the other language\'s address answers 301 to its own (issue 15), keeping the query', async () => {
  const indonesian = await http.get('/article/tidur-siang?utm_source=wa');
  expect(indonesian.status).toBe(301);
  expect(indonesian.headers.get('location')).toBe('/id/article/tidur-siang?utm_source=wa');
  const english = await http.get('/id/article/better-naps');
  expect(english.status).toBe(301);
  expect(english.headers.get('location')).toBe('/article/better-naps');
});

it('the featured article is one in the page\'s language: English on /, Indonesian on /id', async () => {
  const f = factories(server.database.dataSource);
  const cat = await f.category({ slug: 'featured-test', name: 'Featured test' });
  await f.article({ categoryId: cat.id, slug: 'featured-en', title: 'Featured in English', isFeatured: true, daysAgo: 3 });
  await f.article({ categoryId: cat.id, slug: 'featured-id', title: 'Pilihan dalam bahasa Indonesia', language: 'id', isFeatured: true, daysAgo: 2 });
  const featuredTitle = (html: string) => /id="featured-heading"[\s\S]*?<h3[^>]*>(?:<a[^>]*>)?([^<]+)</.exec(html)?.[1];
  expect(featuredTitle((await http.get('/')).text)).toBe('Featured in English');
  expect(featuredTitle((await http.get('/id')).text)).toBe('Pilihan dalam bahasa Indonesia');
});

it('the home page has the WebSite search action; search results are noindex,follow, the search page is not', async () => {
  const home = await http.get('/');
  expect(home.status).toBe(200);
  expect(home.headers.get('vary')).toMatch(/Cookie/); // the language cookie can send / to /id
  expect(jsonLd(home.text)[0]).toMatchObject({ '@type': 'WebSite', potentialAction: { '@type': 'SearchAction', target: `${PUBLIC_URL}/search?q={search_term_string}` } });
  expect(home.text).toContain('Better naps &lt;for&gt; everyone');
  const search = await http.get('/search?q=naps');
  expect(search.status).toBe(200);
  expect(headOf(search.text)).toContain('<meta name="robots" content="noindex,follow" />');
  expect(search.text).toContain('/article/better-naps');
  // The search page without a term is a page like any other.
  const searchPage = await http.get('/search');
  expect(searchPage.status).toBe(200);
  expect(headOf(searchPage.text)).not.toContain('noindex');
});

it.each([
  ['/article/no-such-article', 'Article Not Found'],
  ['/article/draft-naps', 'Article Not Found'],
  ['/category/no-such', 'Category Not Found'],
  ['/tag/no-such', 'Tag Not Found'],
  ['/no/such/page', 'Page Not Found'],
])('%s answers 404 with the not-found screen', async (pathname, text) => {
  const res = await http.get(pathname);
  expect(res.status).toBe(404);
  expect(res.text).toContain(text);
});

it('/auth and /admin stay client-rendered and carry noindex', async () => {
  for (const pathname of ['/auth', '/admin/articles']) {
    const res = await http.get(pathname);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    // No server HTML to show first: the entry loads at once, as a module script.
    expect(res.text).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
  }
});

it('a rendered page asks for its JavaScript after its text: one inline loader, allowed by its hash and no other inline script', async () => {
  const res = await http.get('/article/better-naps');
  expect(res.text).not.toContain('<script type="module"');
  expect(res.text).not.toContain('<link rel="modulepreload"');
  const loaders = [...res.text.matchAll(/<script data-entry="(\/assets\/index-[^"]+\.js)" data-preload="([^"]+)">([^<]+)<\/script>/g)];
  expect(loaders).toHaveLength(1);
  const [, entry, preloads, code] = loaders[0];
  expect((await http.get(entry)).status).toBe(200);
  // What the entry loads next, preloaded with it: its imports and its start-up steps (main.tsx).
  // A language's catalogue is written `lang:file`: the loader preloads the address's language's only (i18n/catalogues.ts).
  const files = preloads.split(' ').map((file) => file.replace(/^(en|id):/, ''));
  expect(files.map((file) => /^\/assets\/([a-z]+)-/.exec(file)?.[1])).toEqual(expect.arrayContaining(['react', 'apollo', 'shell']));
  expect(preloads.split(' ').filter((file) => /^(en|id):/.test(file)).sort()).toEqual([expect.stringMatching(/^en:\/assets\/texts-en-[\w-]+\.js$/), expect.stringMatching(/^id:\/assets\/texts-id-[\w-]+\.js$/)]);
  // MUI's styling (emotion, its system, the theme) is not part of a reader page's start-up: it loads
  // with the first part that uses MUI's components (app/muiLazy.tsx).
  expect(files.filter((file) => /^\/assets\/mui-/.test(file))).toEqual([]);
  for (const file of files) expect((await http.get(file)).status).toBe(200);
  // No emotion style tag at all (not even an empty one): the browser's emotion cache would move it, restyling the page.
  expect(res.text).not.toContain('data-emotion');
  const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  const scriptSrc = /script-src ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')![1].split(' ');
  expect(scriptSrc).toEqual(["'self'", hash]);
});

it("the start-up's files carry V8's compile hint, the admin's do not; the page's icon is a PNG", async () => {
  const res = await http.get('/article/better-naps');
  const [, entry, preloads] = /<script data-entry="([^"]+)" data-preload="([^"]+)">/.exec(res.text)!;
  const startup = [entry, ...preloads.split(' ').filter((file) => /^\/assets\/(react|apollo|shell)-/.test(file))];
  expect(startup).toHaveLength(4);
  // The readers' shared file, which a page's own file imports, too.
  const assets = fs.readdirSync(path.join(WEB_DIST_DIR, 'assets'));
  const reader = assets.find((name) => /^reader-.*\.js$/.test(name))!;
  for (const file of [...startup, `/assets/${reader}`]) expect((await http.get(file)).text.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  const admin = assets.find((name) => /^AdminPage-.*\.js$/.test(name))!;
  expect((await http.get(`/assets/${admin}`)).text).not.toContain('allFunctionsCalledOnLoad');
  // The bundler's runtime wraps each CommonJS module (React's, a few of MUI's) in a function that
  // V8 compiles eagerly: a parenthesised `function`, never an arrow (compiled on the main thread
  // when first called). Checked in the two files that have such modules (elsewhere a
  // minified local name can shadow the runtime's and look like a wrapper): React's start-up file and
  // MUI's styling file (loaded with the first part that uses MUI, without the compile hint).
  const wrappers = (code: string, form: string) => {
    const helpers = /import\{([^}]*)\}from"\.\/rolldown-runtime-[\w-]+\.js"/.exec(code)![1].split(',').map((name) => name.trim().split(/\s+as\s+/).pop()!.replace(/\$/g, '\\$'));
    return helpers.reduce((n, name) => n + (code.match(new RegExp(`(?<![\\w$])${name}\\(${form}`, 'g'))?.length ?? 0), 0);
  };
  const mui = `/assets/${assets.find((name) => /^mui-.*\.js$/.test(name))!}`;
  expect((await http.get(mui)).text).not.toContain('allFunctionsCalledOnLoad');
  for (const [file, least] of [[startup.find((f) => f.startsWith('/assets/react-'))!, 5], [mui, 3]] as const) {
    const code = (await http.get(file)).text;
    expect(wrappers(code, '\\(function\\(')).toBeGreaterThanOrEqual(least);
    expect(wrappers(code, '\\(\\(?[\\w$,]*\\)?=>')).toBe(0);
  }
  const icon = /<link rel="icon" type="image\/png" sizes="48x48" href="([^"]+)" \/>/.exec(res.text)![1];
  const png = await http.get(icon);
  expect(png.status).toBe(200);
  expect(png.headers.get('content-type')).toBe('image/png');
});

it('a page rendered again from the queries it asked for last time is the same page, with the latest data', async () => {
  const first = await http.get('/tag/naps');
  const again = await http.get('/tag/naps');
  // The same markup and data (the critical CSS differs: the first render's loading pass added the
  // skeleton's keyframes; the state's keys come in the order the answers came).
  const markup = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  expect(markup(again.text)).toBe(markup(first.text));
  expect(apolloState(again.text)).toEqual(apolloState(first.text));
  expect(first.text).toContain('Better naps &lt;for&gt; everyone');
  const admin = await server.asAdmin();
  expect((await admin.patch(`/api/articles/${originalId}`, { title: 'Longer naps' })).status).toBe(200);
  const changed = await http.get('/tag/naps');
  expect(changed.text).toContain('Longer naps');
  expect(changed.text).not.toContain('Better naps &lt;for&gt; everyone');
  expect((await admin.patch(`/api/articles/${originalId}`, { title: 'Better naps <for> everyone' })).status).toBe(200);
});

it('an article never rendered is rendered once when two other articles taught the page type its queries (render plans)', async () => {
  const f = factories(server.database.dataSource);
  const category = await f.category({ slug: 'plans', name: 'Plans' });
  const slugs = ['plan-one', 'plan-two', 'plan-three'];
  for (const [i, slug] of slugs.entries()) await f.article({ categoryId: category.id, slug, title: `Planned article ${i + 1}`, daysAgo: 1 });
  // The server bundle itself (its plans are its own), reading through the server's real GraphQL.
  const bundle = createRequire(__filename)(path.resolve(WEB_DIST_DIR, '../dist-ssr/entry-server.cjs')) as {
    render(url: string, o: { execute: (op: unknown) => Promise<unknown>; origin: string }): Promise<{ status: number; html: string; passes: number }>;
  };
  const execute = async (op: unknown) => (await http.post('/graphql', op, { 'apollo-require-preflight': '1' })).body;
  const passes: number[] = [];
  // A page type no other test renders: articles with a `ref` parameter.
  for (const [i, slug] of slugs.entries()) {
    const page = await bundle.render(`/article/${slug}?ref=plans`, { execute, origin: PUBLIC_URL });
    expect([page.status, page.html.includes(`Planned article ${i + 1}`)]).toEqual([200, true]);
    passes.push(page.passes);
  }
  expect(passes[0]).toBeGreaterThan(1);
  expect(passes[2]).toBe(1);
});

it("an unknown category's page carries its answer, errors and all, for the browser to hydrate without asking again (errorPolicy 'all')", async () => {
  const res = await http.get('/category/no-such');
  expect(res.status).toBe(404);
  const root = (apolloState(res.text) as { ROOT_QUERY: Record<string, unknown> }).ROOT_QUERY;
  expect(Object.keys(root)).toEqual(expect.arrayContaining(['category({"slug":"no-such"})', expect.stringMatching(/^articlesPageIn\(/)]));
  expect(root['category({"slug":"no-such"})']).toBeNull();
});

it("a page's Apollo state is what Apollo's own cache holds after writing the render's answers (app/normalize.ts)", async () => {
  const { InMemoryCache } = createRequire(__filename)('@apollo/client') as typeof import('@apollo/client');
  const { parse } = createRequire(__filename)('graphql') as typeof import('graphql');
  const bundle = createRequire(__filename)(path.resolve(WEB_DIST_DIR, '../dist-ssr/entry-server.cjs')) as {
    render(url: string, o: { execute: (op: { query: string; variables: Record<string, unknown> }) => Promise<unknown>; origin: string }): Promise<{ status: number; state: unknown }>;
  };
  for (const url of ['/article/better-naps', '/id/article/tidur-siang', '/', '/id', '/category/sleep', '/tag/naps', '/blog', '/search?q=naps', '/category/no-such', '/article/no-such']) {
    const answers: { query: string; variables: Record<string, unknown>; body: { data?: Record<string, unknown>; errors?: unknown[] } }[] = [];
    const execute = async (op: { query: string; variables: Record<string, unknown> }) => {
      const body = (await http.post('/graphql', op, { 'apollo-require-preflight': '1' })).body as (typeof answers)[number]['body'];
      answers.push({ ...op, body });
      return body;
    };
    const page = await bundle.render(url, { execute, origin: PUBLIC_URL });
    const apollo = new InMemoryCache({ resultCaching: false });
    // Every answer with data is written: a render keeps data that came with errors only for a query
    // whose errorPolicy keeps it, and these pages' such queries answer null with their error.
    for (const { query, variables, body } of answers) if (body.data) apollo.writeQuery({ query: parse(query), variables, data: body.data });
    expect({ url, answers: answers.length > 0, state: page.state }).toEqual({ url, answers: true, state: apollo.extract() });
  }
});

it('a page whose code is loading renders the same as once it has loaded (a prerender, then a string render)', async () => {
  const bundle = createRequire(__filename)(path.resolve(WEB_DIST_DIR, '../dist-ssr/entry-server.cjs')) as {
    render(url: string, o: { execute: (op: unknown) => Promise<unknown>; origin: string }): Promise<{ status: number; html: string; state: unknown }>;
  };
  const execute = async (op: unknown) => (await http.post('/graphql', op, { 'apollo-require-preflight': '1' })).body;
  // No other test of this file renders the subscribe page: its code loads during the first render.
  const first = await bundle.render('/id/subscribe', { execute, origin: PUBLIC_URL });
  const second = await bundle.render('/id/subscribe', { execute, origin: PUBLIC_URL });
  expect(first.status).toBe(200);
  expect(first.html).toContain('<form');
  expect(first.html).not.toContain('<!--$!-->');
  expect(second.html).toBe(first.html);
  expect(second.state).toEqual(first.state);
});
