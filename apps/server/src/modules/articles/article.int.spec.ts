/** Public reads of issue 3: REST facade and GraphQL over the same services, on PostgreSQL. */
import { countQueries, factories } from '../../test/factories';
import { startTestServer, type HttpClient, type TestServer } from '../../test/harness';

let server: TestServer;
let http: HttpClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  http = server.client();
  const f = factories(server.database.dataSource);
  const sleep = await f.category({ name: 'Sleep Training', slug: 'sleep-training' });
  const food = await f.category({ name: 'Nutrition', slug: 'nutrition' });
  await f.category({ name: 'Empty', slug: 'empty' });
  const tSleep = await f.tag({ name: 'Sleep', slug: 'sleep' });
  const tFood = await f.tag({ name: 'Solid Foods', slug: 'solid-foods' });
  const g1 = await f.ageGroup({ name: '0-6 months', slug: '0-6-months', order: 1 });
  const g2 = await f.ageGroup({ name: '6-12 months', slug: '6-12-months', order: 2 });
  const author = await f.author({ name: 'Sari Wulandari', imageUrl: '/uploads/author.png' });
  await f.tool({ name: 'Growth Charts', isActive: true });
  await f.tool({ name: 'Hidden Tool', isActive: false });

  const en1 = await f.article({
    title: 'Gentle sleep routines for babies',
    slug: 'gentle-sleep-routines',
    excerpt: 'A calm bedtime helps everyone.',
    content: '<p>Start a <strong>bedtime</strong> routine with a warm bath.</p><script>x</script>',
    categoryId: sleep.id,
    authorId: author.id,
    tagIds: [tSleep.id],
    ageGroupIds: [g1.id, g2.id],
    isFeatured: true,
    daysAgo: 1,
  });
  const id1 = await f.article({
    title: 'Rutinitas tidur yang lembut',
    slug: 'rutinitas-tidur-lembut',
    excerpt: 'Waktu tidur yang tenang.',
    content: '<p>Mandi air hangat sebelum tidur.</p>',
    categoryId: sleep.id,
    authorId: author.id,
    language: 'id',
    parentArticleId: en1.id,
    isEditorsPick: true,
    tagIds: [tSleep.id],
    daysAgo: 2,
  });
  const id2 = await f.article({
    title: 'Cara mudah untuk bayi',
    slug: 'cara-mudah-bayi',
    excerpt: 'Tips dari para ibu.',
    content: '<p>Ibu bisa menidurkan bayi dengan lagu.</p>',
    categoryId: sleep.id,
    language: 'id',
    daysAgo: 3,
  });
  const en2 = await f.article({
    title: 'Introducing solid foods',
    slug: 'introducing-solid-foods',
    excerpt: 'First tastes at six months.',
    content: '<p>Offer iron-rich foods first.</p>',
    categoryId: food.id,
    authorId: author.id,
    tagIds: [tFood.id, tSleep.id],
    isEditorsPick: true,
    daysAgo: 4,
  });
  const en3 = await f.article({
    title: 'Weekend picnic ideas',
    slug: 'weekend-picnic-ideas',
    excerpt: 'Outdoor fun for toddlers.',
    content: '<p>Fresh air in the afternoon can help sleep at night.</p>',
    categoryId: food.id,
    daysAgo: 5,
  });
  const scheduled = await f.article({
    title: 'Scheduled sleep article',
    slug: 'scheduled-sleep-article',
    categoryId: sleep.id,
    tagIds: [tSleep.id],
    isFeatured: true,
    isEditorsPick: true,
    daysAgo: -3,
  });
  Object.assign(ids, { en1: en1.id, id1: id1.id, id2: id2.id, en2: en2.id, en3: en3.id, scheduled: scheduled.id });
});
afterAll(() => server?.close());

const slugs = (list: { slug: string }[]) => list.map((a) => a.slug);

describe('REST facade', () => {
  it('GET /api/articles lists published articles newest first with their relations', async () => {
    const res = await http.get('/api/articles');
    expect(res.status).toBe(200);
    expect(slugs(res.body)).toEqual(['gentle-sleep-routines', 'rutinitas-tidur-lembut', 'cara-mudah-bayi', 'introducing-solid-foods', 'weekend-picnic-ideas']);
    const a = res.body[0];
    expect(a).toMatchObject({
      id: ids.en1,
      title: 'Gentle sleep routines for babies',
      slug: 'gentle-sleep-routines',
      excerpt: 'A calm bedtime helps everyone.',
      readTime: 5,
      isFeatured: true,
      isEditorsPick: false,
      language: 'en',
      parentArticleId: null,
      author: { name: 'Sari Wulandari', imageUrl: '/uploads/author.png' },
      category: { name: 'Sleep Training', slug: 'sleep-training' },
      tags: [{ id: expect.any(Number), name: 'Sleep', slug: 'sleep' }],
    });
    expect(a.ageGroups.map((g: { slug: string }) => g.slug)).toEqual(['0-6-months', '6-12-months']);
    expect(a.ageGroupIds).toHaveLength(2);
    expect(new Date(a.publishDate).toISOString()).toBe(a.publishDate);
    expect(res.body.find((x: { slug: string }) => x.slug === 'cara-mudah-bayi').author).toBeNull();
  });

  it('featured, editors-picks and recent leave out scheduled articles', async () => {
    expect(slugs((await http.get('/api/articles/featured')).body)).toEqual(['gentle-sleep-routines']);
    expect(slugs((await http.get('/api/articles/editors-picks')).body)).toEqual(['rutinitas-tidur-lembut', 'introducing-solid-foods']);
    expect(slugs((await http.get('/api/articles/recent?limit=2')).body)).toEqual(['gentle-sleep-routines', 'rutinitas-tidur-lembut']);
    expect((await http.get('/api/articles/scheduled-sleep-article')).status).toBe(404);
  });

  it.each(['0', '101', '-1', 'abc', '1.5', '1e2', '99999999999'])('recent?limit=%s is a 400 with a message', async (limit) => {
    const res = await http.get(`/api/articles/recent?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/limit must be a whole number from 1 to 100/);
  });

  it('GET /api/articles/{slug} carries translations both ways', async () => {
    const original = await http.get('/api/articles/gentle-sleep-routines');
    expect(original.status).toBe(200);
    expect(original.body.translations).toEqual([{ language: 'id', slug: 'rutinitas-tidur-lembut' }]);
    expect(original.body.content).toContain('<strong>bedtime</strong>');
    const translation = await http.get('/api/articles/rutinitas-tidur-lembut');
    expect(translation.body.translations).toEqual([{ language: 'en', slug: 'gentle-sleep-routines' }]);
    expect(translation.body.parentArticleId).toBe(ids.en1);
    expect((await http.get('/api/articles/cara-mudah-bayi')).body.translations).toEqual([]);
  });

  it('unknown slugs answer 404 with a message', async () => {
    for (const path of ['/api/articles/nope', '/api/articles/category/nope', '/api/articles/tag/nope', '/api/articles/age-group/nope', '/api/categories/nope', '/api/tags/nope', '/api/age-groups/nope']) {
      const res = await http.get(path);
      expect(res.status).toBe(404);
      expect(typeof res.body.message).toBe('string');
    }
    const traversal = await http.get('/api/articles/..%2F..%2Fetc%2Fpasswd');
    expect(traversal.status).toBe(404);
  });

  it('lists by category and tag', async () => {
    expect(slugs((await http.get('/api/articles/category/nutrition')).body)).toEqual(['introducing-solid-foods', 'weekend-picnic-ideas']);
    expect(slugs((await http.get('/api/articles/tag/sleep')).body)).toEqual(['gentle-sleep-routines', 'rutinitas-tidur-lembut', 'introducing-solid-foods']);
    expect((await http.get('/api/articles/category/empty')).body).toEqual([]);
  });

  it('lists by age group (issue 19): newest first, published only, the same shape as the category call', async () => {
    const res = await http.get('/api/articles/age-group/6-12-months');
    expect(res.status).toBe(200);
    expect(slugs(res.body)).toEqual(['gentle-sleep-routines']);
    const byCategory = (await http.get('/api/articles/category/sleep-training')).body;
    const same = byCategory.find((a: { slug: string }) => a.slug === 'gentle-sleep-routines');
    expect(res.body[0]).toEqual(same);
    expect(res.body[0].ageGroups.map((g: { slug: string }) => g.slug)).toEqual(['0-6-months', '6-12-months']);
    expect((await http.get('/api/age-groups/6-12-months')).body).toMatchObject({ name: '6-12 months', slug: '6-12-months' });
  });

  it('categories, tags, authors, age groups and tools', async () => {
    const cats = (await http.get('/api/categories')).body;
    expect(cats.map((c: { slug: string }) => c.slug)).toEqual(['empty', 'nutrition', 'sleep-training']);
    expect(Object.keys(cats[0]).sort()).toEqual(['id', 'name', 'slug']);
    const withCount = (await http.get('/api/categories/with-count')).body;
    expect(withCount.map((c: { slug: string; count: number }) => [c.slug, c.count])).toEqual([
      ['empty', 0],
      ['nutrition', 2],
      ['sleep-training', 3],
    ]);
    expect((await http.get('/api/categories/nutrition')).body).toMatchObject({ name: 'Nutrition', slug: 'nutrition' });
    const tags = (await http.get('/api/tags/with-count')).body;
    expect(tags.map((t: { slug: string; count: number }) => [t.slug, t.count])).toEqual([
      ['sleep', 3],
      ['solid-foods', 1],
    ]);
    expect((await http.get('/api/tags')).body).toHaveLength(2);
    expect((await http.get('/api/tags/solid-foods')).body).toMatchObject({ name: 'Solid Foods' });
    expect((await http.get('/api/authors')).body).toEqual([{ id: expect.any(Number), name: 'Sari Wulandari', bio: 'Writes things.', imageUrl: '/uploads/author.png' }]);
    expect((await http.get('/api/age-groups')).body.map((g: { slug: string }) => g.slug)).toEqual(['0-6-months', '6-12-months']);
    const tools = (await http.get('/api/tools')).body;
    expect(tools).toEqual([{ id: expect.any(Number), name: 'Growth Charts', url: expect.stringMatching(/^https:/), logoUrl: null, description: 'Useful.', isActive: true }]);
    expect((await http.get('/api/tools?includeInactive=true')).status).toBe(401);
  });

  it('GET /api/user is 401 when nobody is signed in', async () => {
    const res = await http.get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBeDefined();
  });
});

describe('search', () => {
  const search = async (q: string) => {
    const res = await http.get(`/api/articles/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    return slugs(res.body);
  };

  it('ranks a title hit before a body hit and leaves out scheduled articles', async () => {
    const found = await search('sleep');
    expect(found[0]).toBe('gentle-sleep-routines');
    expect(found).toContain('weekend-picnic-ideas');
    expect(found).not.toContain('scheduled-sleep-article');
  });

  it('ranks title matches, then excerpt matches, then body matches; newest first within each', async () => {
    const f = factories(server.database.dataSource);
    const categoryId = (await f.category()).id;
    const make = (slug: string, where: 'title' | 'excerpt' | 'body', daysAgo: number) =>
      f.article({
        slug,
        categoryId,
        daysAgo,
        title: where === 'title' ? 'Quokka facts' : 'Animal facts',
        excerpt: where === 'excerpt' ? 'All about the quokka.' : 'All about animals.',
        content: where === 'body' ? '<p>The quokka smiles.</p>' : '<p>Animals smile.</p>',
      });
    await make('body-new', 'body', 1);
    await make('excerpt-old', 'excerpt', 9);
    await make('title-old', 'title', 8);
    await make('body-old', 'body', 7);
    await make('title-new', 'title', 2);
    await make('excerpt-new', 'excerpt', 3);
    try {
      expect(await search('quokka')).toEqual(['title-new', 'title-old', 'excerpt-new', 'excerpt-old', 'body-new', 'body-old']);
      // Every word must be in the title for the first tier: "facts" alone is, "quokka" is not.
      expect(await search('quokka facts')).toEqual(['title-new', 'title-old', 'excerpt-new', 'excerpt-old', 'body-new', 'body-old']);
      // Title or excerpt: every word in one of them puts the title articles in the second tier too.
      expect(await search('animal quokka')).toEqual(['title-new', 'excerpt-new', 'title-old', 'excerpt-old', 'body-new', 'body-old']);
    } finally {
      await server.database.dataSource.query(`DELETE FROM articles WHERE "categoryId" = $1`, [categoryId]);
      await server.database.dataSource.query(`DELETE FROM categories WHERE id = $1`, [categoryId]);
    }
  });

  it('stems English words and matches a partly typed last word', async () => {
    expect(await search('sleeping')).toContain('gentle-sleep-routines');
    expect(await search('introduc')).toEqual(['introducing-solid-foods']);
    expect(await search('solid foo')).toEqual(['introducing-solid-foods']);
  });

  it('stems Indonesian: "tidur" and "menidurkan" find the same article', async () => {
    const a = await search('tidur');
    const b = await search('menidurkan');
    expect(a).toContain('cara-mudah-bayi');
    expect(b).toContain('cara-mudah-bayi');
    expect(b).toContain('rutinitas-tidur-lembut');
  });

  it('searches text without its HTML tags', async () => {
    expect(await search('strong')).toEqual([]);
    expect(await search('bedtime')).toContain('gentle-sleep-routines');
  });

  it.each([
    '',
    '   ',
    "'; DROP TABLE articles; --",
    '" OR 1=1 --',
    'sleep & | ! ( ) : * <->',
    '\\',
    '%_',
    '😀🍼',
    'x'.repeat(1000),
    'sleep '.repeat(200),
    '\u202Esleep\u202C',
    'a\u0000b',
  ])('answers a list for %j', async (q) => {
    await search(q);
  });

  it('answers [] for blank or missing q', async () => {
    expect(await search('  ')).toEqual([]);
    expect((await http.get('/api/articles/search')).body).toEqual([]);
  });
});

describe('GraphQL', () => {
  it('resolves an article with every relation, translations and related articles', async () => {
    const { data, errors } = await http.gql(`{
      article(slug: "rutinitas-tidur-lembut") {
        id title language parentArticleId
        author { name imageUrl } category { name slug } tags { name slug } ageGroups { slug }
        translations { language slug }
        related { slug language }
      }
    }`);
    expect(errors).toBeUndefined();
    expect(data.article).toMatchObject({
      title: 'Rutinitas tidur yang lembut',
      language: 'id',
      parentArticleId: ids.en1,
      author: { name: 'Sari Wulandari' },
      category: { slug: 'sleep-training' },
      tags: [{ slug: 'sleep' }],
      ageGroups: [],
      translations: [{ language: 'en', slug: 'gentle-sleep-routines' }],
    });
    // Same category, not itself, same language first; never the scheduled one.
    expect(data.article.related).toEqual([
      { slug: 'cara-mudah-bayi', language: 'id' },
      { slug: 'gentle-sleep-routines', language: 'en' },
    ]);
  });

  it("a list's related articles (one statement for all) are each article's own (one prepared statement each)", async () => {
    const list = await http.gql(`{ articles(limit: 50) { slug related { slug } } }`);
    expect(list.errors).toBeUndefined();
    expect(list.data.articles.length).toBeGreaterThan(2);
    for (const { slug, related } of list.data.articles) {
      const one = await http.gql(`query($slug: String!) { article(slug: $slug) { related { slug } } }`, { slug });
      expect(one.data.article.related).toEqual(related);
    }
    expect(list.data.articles.some((a: { related: unknown[] }) => a.related.length > 0)).toBe(true);
  });

  it('answers null for an unknown or scheduled article', async () => {
    const { data } = await http.gql(`{ a: article(slug: "nope") { id } b: article(slug: "scheduled-sleep-article") { id } }`);
    expect(data).toEqual({ a: null, b: null });
  });

  it('lists: featured, picks, recent, by category/tag/age group, search, paged', async () => {
    const { data, errors } = await http.gql(`{
      featuredArticles { slug }
      editorsPicks { slug }
      recentArticles(limit: 3) { slug }
      recentId: recentArticles(limit: 10, language: "id") { slug }
      articleCount
      idCount: articleCount(language: "id")
      articlesByCategory(slug: "nutrition") { slug }
      articlesByTag(slug: "solid-foods") { slug }
      articlesByAgeGroup(slug: "6-12-months") { slug }
      searchArticles(q: "picnic") { slug }
      articles { slug }
      articlesPage(page: 2, pageSize: 2) { total page pageSize totalPages items { slug } }
    }`);
    expect(errors).toBeUndefined();
    expect(slugs(data.featuredArticles)).toEqual(['gentle-sleep-routines']);
    expect(slugs(data.editorsPicks)).toEqual(['rutinitas-tidur-lembut', 'introducing-solid-foods']);
    expect(slugs(data.recentArticles)).toEqual(['gentle-sleep-routines', 'rutinitas-tidur-lembut', 'cara-mudah-bayi']);
    expect(slugs(data.recentId)).toEqual(['rutinitas-tidur-lembut', 'cara-mudah-bayi']);
    expect(data.articleCount).toBe(5);
    expect(data.idCount).toBe(2);
    expect(slugs(data.articlesByCategory)).toEqual(['introducing-solid-foods', 'weekend-picnic-ideas']);
    expect(slugs(data.articlesByTag)).toEqual(['introducing-solid-foods']);
    expect(slugs(data.articlesByAgeGroup)).toEqual(['gentle-sleep-routines']);
    expect(slugs(data.searchArticles)).toEqual(['weekend-picnic-ideas']);
    expect(data.articles).toHaveLength(5);
    expect(data.articlesPage).toEqual({ total: 5, page: 2, pageSize: 2, totalPages: 3, items: [{ slug: 'cara-mudah-bayi' }, { slug: 'introducing-solid-foods' }] });
  });

  it('taxonomy, authors, tools and me', async () => {
    const { data, errors } = await http.gql(`{
      categories { slug articleCount }
      category(slug: "nutrition") { name }
      missing: category(slug: "nope") { name }
      tags { slug }
      popularTags { slug articleCount }
      topTag: popularTags(limit: 1) { slug }
      tag(slug: "sleep") { name articleCount }
      ageGroups { slug order articleCount }
      authors { name }
      tools { name isActive }
      me { username }
    }`);
    expect(errors).toBeUndefined();
    expect(data.categories).toEqual([
      { slug: 'empty', articleCount: 0 },
      { slug: 'nutrition', articleCount: 2 },
      { slug: 'sleep-training', articleCount: 3 },
    ]);
    expect(data.category).toEqual({ name: 'Nutrition' });
    expect(data.missing).toBeNull();
    expect(data.popularTags).toEqual([
      { slug: 'sleep', articleCount: 3 },
      { slug: 'solid-foods', articleCount: 1 },
    ]);
    expect(data.topTag).toEqual([{ slug: 'sleep' }]);
    expect(data.tag).toEqual({ name: 'Sleep', articleCount: 3 });
    expect(data.ageGroups).toEqual([
      { slug: '0-6-months', order: 1, articleCount: 1 },
      { slug: '6-12-months', order: 2, articleCount: 1 },
    ]);
    expect(data.tools).toEqual([{ name: 'Growth Charts', isActive: true }]);
    expect(data.me).toBeNull();
  });

  it('unknown category slug in a list is NOT_FOUND; bad limits are BAD_USER_INPUT', async () => {
    const notFound = await http.gql(`{ articlesByCategory(slug: "nope") { id } }`);
    expect(notFound.errors![0].extensions!.code).toBe('NOT_FOUND');
    const noAge = await http.gql(`{ articlesByAgeGroup(slug: "nope") { id } }`);
    expect(noAge.errors![0].extensions!.code).toBe('NOT_FOUND');
    const ageLookup = await http.gql(`{ a: ageGroup(slug: "0-6-months") { name } b: ageGroup(slug: "nope") { name } }`);
    expect(ageLookup.data).toEqual({ a: { name: '0-6 months' }, b: null });
    const bad = await http.gql(`{ recentArticles(limit: 0) { id } }`);
    expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const badTags = await http.gql(`{ popularTags(limit: -3) { id } }`);
    expect(badTags.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const admin = await http.gql(`{ allTools { name } }`);
    expect(admin.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('SQL statements per request', () => {
  const HOME = `{
    featuredArticles { id title slug excerpt imageUrl publishDate readTime author { name imageUrl } category { name slug } tags { id name slug } }
    recentArticles(limit: 100) { id title slug excerpt imageUrl publishDate readTime language author { name imageUrl } category { name slug } tags { id name slug } ageGroups { id } }
    editorsPicks(limit: 6) { id title slug excerpt publishDate category { name slug } }
    categories { id name slug articleCount }
    popularTags { id name slug articleCount }
    tools { id name url logoUrl description }
  }`;
  const ARTICLE = `query($slug: String!) { article(slug: $slug) { id title content author { name } category { slug } tags { slug } ageGroups { slug } translations { language slug } related { slug title imageUrl category { slug } author { name } } } }`;

  it('does not grow with the number of articles (home and article page)', async () => {
    const f = factories(server.database.dataSource);
    const cat = await f.category();
    const tag = await f.tag();
    const group = await f.ageGroup();
    const measure = async () => {
      const home = await countQueries(() => http.gql(HOME));
      expect(home.result.errors).toBeUndefined();
      const article = await countQueries(() => http.gql(ARTICLE, { slug: 'gentle-sleep-routines' }));
      expect(article.result.errors).toBeUndefined();
      return { home: home.count, article: article.count, recent: home.result.data.recentArticles.length };
    };
    const addArticles = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const author = await f.author();
        await f.article({ categoryId: cat.id, authorId: author.id, tagIds: [tag.id], ageGroupIds: [group.id], isFeatured: i % 3 === 0, isEditorsPick: i % 4 === 0, daysAgo: 10 + i });
      }
    };
    await addArticles(10);
    const small = await measure();
    await addArticles(40);
    const large = await measure();
    expect(large.recent).toBeGreaterThanOrEqual(50);
    // One statement per list and per relation batch: DataLoader batches per tick, so how the
    // lists' answers interleave can split a batch in two, but never per article (that would be
    // 200+ statements here).
    expect(large.home).toBeLessThanOrEqual(24);
    expect(large.article).toBeLessThanOrEqual(8);
    expect(Math.abs(large.home - small.home)).toBeLessThanOrEqual(6);
  });

  it("answers each of the reader pages' article operations in at most 2 statements", async () => {
    const CARD = `id title slug excerpt imageUrl publishDate readTime language isFeatured author { id name imageUrl } category { id name slug } tags { id name slug }`;
    const ops: [string, string, Record<string, unknown>, number][] = [
      ['RecentArticles', `query($limit: Int!) { recentArticles(limit: $limit) { ${CARD} } articleCount }`, { limit: 12 }, 2],
      ['FeaturedArticle', `{ english: featuredArticles(limit: 1, language: "en") { ${CARD} } featuredArticles(limit: 1) { ${CARD} } }`, {}, 2],
      ['EditorsPicks', `{ editorsPicks(limit: 6) { ${CARD} } }`, {}, 1],
      ['ArticlesPage', `{ articlesPage(page: 1, pageSize: 8) { items { ${CARD} } total totalPages } }`, {}, 1],
      // The matches, then their articles (prepared): article.search.int.spec.ts.
      ['Search', `{ searchArticles(q: "sleep") { ${CARD} } }`, {}, 2],
      [
        'ArticleBySlug',
        `query($slug: String!) { article(slug: $slug) { ${CARD} content author { id name imageUrl bio } ageGroups { id name } translations { id language slug } related { ${CARD} } } }`,
        { slug: 'gentle-sleep-routines' },
        2,
      ],
    ];
    for (const [name, query, variables, most] of ops) {
      const { result, count } = await countQueries(() => http.gql(query, variables));
      expect(result.errors).toBeUndefined();
      expect({ name, count }).toEqual({ name, count: Math.min(count, most) });
    }
    const article = (await http.gql(ops[5][1], ops[5][2])).data.article;
    expect(article.author).toEqual({ id: expect.any(Number), name: 'Sari Wulandari', imageUrl: '/uploads/author.png', bio: 'Writes things.' });
    expect(article.translations).toEqual([{ id: ids.id1, language: 'id', slug: 'rutinitas-tidur-lembut' }]);
    expect(article.tags.map((t: { slug: string }) => t.slug)).toEqual(['sleep']);
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related[0].category.slug).toBeTruthy();
  });

  it("reads the authors' photos of the article page (its own and its related cards') with the articles", async () => {
    const db = server.database.dataSource;
    await db.query(
      `INSERT INTO uploaded_images (url, filename, type, size, width, height, variants) VALUES ('/uploads/author.png', 'author.png', 'image/png', 10, 400, 400, $1)`,
      [JSON.stringify([{ url: '/uploads/author-w160.webp', width: 160, height: 160, kind: 'w' }])],
    );
    try {
      const PHOTO = `author { name image { url width srcset } }`;
      const query = `query($slug: String!) { article(slug: $slug) { image { url } ${PHOTO} related { slug ${PHOTO} } } }`;
      const { result, count } = await countQueries(() => http.gql(query, { slug: 'gentle-sleep-routines' }));
      expect(result.errors).toBeUndefined();
      // The article with its photos, then its related cards with theirs: no statement per photo batch.
      expect(count).toBe(2);
      const photo = { url: '/uploads/author.png', width: 400, srcset: '/uploads/author-w160.webp 160w, /uploads/author.png 400w' };
      expect(result.data.article.author).toEqual({ name: 'Sari Wulandari', image: photo });
      const related = result.data.article.related as { author: { name: string; image: unknown } | null }[];
      expect(related.length).toBeGreaterThan(0);
      for (const r of related) if (r.author?.name === 'Sari Wulandari') expect(r.author.image).toEqual(photo);
      // The photo is not an author field of the REST answer.
      expect((await http.get('/api/articles/gentle-sleep-routines')).body.author).toEqual({ id: expect.any(Number), name: 'Sari Wulandari', imageUrl: '/uploads/author.png' });
    } finally {
      await db.query(`DELETE FROM uploaded_images WHERE url = '/uploads/author.png'`);
    }
  });

  it('answers each REST list in one statement', async () => {
    const { count } = await countQueries(() => http.get('/api/articles/recent?limit=50'));
    expect(count).toBe(1);
  });
});
