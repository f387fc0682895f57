/**
 * Server rendering in a real browser (issue 14): reader pages arrive with their content in the
 * HTML, hydrate without console errors or warnings and without asking again for the data already
 * in the page; with JavaScript off the article, listings and search still read; not-found pages
 * answer 404 with the not-found screen.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN, startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';
import { gql, screenshot } from './support/reader';

jest.setTimeout(120_000);

let app: E2EApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
type Listed = { slug: string; title: string; category: { slug: string }; tags: { slug: string }[] };
let article: Listed;
let articleId: Listed;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  const data = await gql(app.url, `{ recentArticles(limit: 1, language: "en") { slug title category { slug } tags { slug } } }`);
  article = data.recentArticles[0];
  articleId = (await gql(app.url, `{ recentArticles(limit: 1, language: "id") { slug title category { slug } tags { slug } } }`)).recentArticles[0];
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await app?.stop();
});

async function newPage(options: { javaScriptEnabled?: boolean; width?: number; timezoneId?: string } = {}) {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, javaScriptEnabled: options.javaScriptEnabled ?? true, timezoneId: options.timezoneId });
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  const graphql: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql') graphql.push(new URL(r.url()).searchParams.get('operationName') ?? r.postDataJSON()?.operationName ?? '?');
  });
  return { page, problems, graphql };
}

/** Waits until React has hydrated the page (a hydrated root carries React's internal keys). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector<Element & Record<string, unknown>>('#root header');
    return !!header && Object.keys(header).some((k) => k.startsWith('__reactFiber'));
  });
  await page.waitForLoadState('networkidle');
}

it.each([
  ['home', () => '/'],
  ['article', () => `/article/${article.slug}`],
  ['category', () => `/category/${article.category.slug}`],
  ['tag', () => `/tag/${article.tags[0].slug}`],
  ['search', () => '/search?q=sleep'],
  ['articles', () => '/articles'],
  ['home (id)', () => '/id'],
  ['article (id)', () => `/id/article/${articleId.slug}`],
  ['category (id)', () => `/id/category/${articleId.category.slug}`],
  ['tag (id)', () => `/id/tag/${articleId.tags[0].slug}`],
  ['search (id)', () => '/id/search?q=tidur'],
])('%s hydrates without errors or warnings and without fetching its data again', async (name, path) => {
  const { page, problems, graphql } = await newPage();
  const res = await page.goto(app.url + path());
  expect(res?.status()).toBe(200);
  await hydrated(page);
  expect(problems).toEqual([]);
  // Only the signed-in check (kept out of the server render) may go to the network.
  expect(graphql.filter((op) => op !== 'Me')).toEqual([]);
  await screenshot(page, `ssr-${name.replace(/\W+/g, '-')}-1280`);
});

it('the article reads without JavaScript: text, links and head are in the HTML', async () => {
  const { page } = await newPage({ javaScriptEnabled: false, width: 375 });
  const res = await page.goto(`${app.url}/article/${article.slug}`);
  expect(res?.status()).toBe(200);
  await expect(page.locator('h1').first().textContent()).resolves.toBe(article.title);
  expect(await page.locator('[data-testid="article-body"] p').count()).toBeGreaterThan(0);
  expect(await page.locator(`a[href="/category/${article.category.slug}"]`).count()).toBeGreaterThan(0);
  expect(await page.title()).toBe(`${article.title} · Tumbuh`);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((t) => JSON.parse(t)['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
  await screenshot(page, 'ssr-article-nojs-375');
});

it('without JavaScript the home lists articles and search answers ?q=', async () => {
  const { page } = await newPage({ javaScriptEnabled: false });
  await page.goto(`${app.url}/`);
  expect(await page.locator('a[href^="/article/"]').count()).toBeGreaterThan(3);
  await page.goto(`${app.url}/search?q=sleep`);
  expect(await page.locator('a[href^="/article/"]').count()).toBeGreaterThan(0);
  // Pagination is made of plain links: page 2 of all articles opens without JavaScript.
  await page.goto(`${app.url}/articles`);
  const next = page.locator('a[rel="next"]');
  expect(await next.getAttribute('href')).toMatch(/page=2/);
  const firstPage = await page.locator('a[href^="/article/"]').allTextContents();
  await next.click();
  await page.waitForURL(/page=2/);
  const secondPage = await page.locator('a[href^="/article/"]').allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage).not.toEqual(firstPage);
});

it('unknown articles, categories and addresses answer 404 with the not-found screen', async () => {
  const { page } = await newPage({ javaScriptEnabled: false });
  for (const [path, text] of [
    ['/article/no-such-article', 'Article Not Found'],
    ['/category/no-such-category', 'Category Not Found'],
    ['/tag/no-such-tag', 'Tag Not Found'],
    ['/no/such/page', 'Page Not Found'],
  ]) {
    const res = await page.goto(app.url + path);
    expect([path, res?.status()]).toEqual([path, 404]);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(text);
  }
});

it("a touch screen's scroll bar is hidden until the page is hydrated, and a mouse's always shows", async () => {
  const scrollbar = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);
  const phone = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };
  // Without JavaScript the page never hydrates: the phone's overlay scroll bar stays hidden...
  const still = await browser.newContext({ ...phone, javaScriptEnabled: false });
  contexts.push(still);
  const stillPage = await still.newPage();
  await stillPage.goto(`${app.url}/article/${article.slug}`);
  expect(await stillPage.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  expect(await scrollbar(stillPage)).toBe('none');
  // ...and it shows once the page is hydrated.
  const live = await browser.newContext(phone);
  contexts.push(live);
  const livePage = await live.newPage();
  await livePage.goto(`${app.url}/article/${article.slug}`);
  await livePage.waitForSelector('html[data-ready]');
  expect(await scrollbar(livePage)).toBe('auto');
  // A mouse's scroll bar takes room: it shows from the first paint, so nothing moves.
  const { page: desktop } = await newPage({ javaScriptEnabled: false });
  await desktop.goto(`${app.url}/article/${article.slug}`);
  expect(await desktop.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(false);
  expect(await scrollbar(desktop)).toBe('auto');
});

it("a date is the UTC day in every reader's time zone: an article published late in the UTC day hydrates in Jakarta and in Los Angeles", async () => {
  const login = await fetch(`${app.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.url }, body: JSON.stringify(E2E_ADMIN) });
  expect(login.status).toBe(200);
  const headers = { 'content-type': 'application/json', origin: app.url, cookie: login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
  const [author] = await (await fetch(`${app.url}/api/authors`)).json();
  const [category] = await (await fetch(`${app.url}/api/categories`)).json();
  const slug = `late-evening-article-${Date.now()}`;
  const created = await fetch(`${app.url}/api/articles`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'A late evening article', slug, content: '<p>Published at half past eight, UTC.</p>', excerpt: 'Late in the UTC day.', authorId: author.id, categoryId: category.id, readTime: 3, status: 'published' }),
  });
  expect(created.status).toBe(201);
  const { id } = await created.json();
  try {
    // 20:30 UTC on 5 March: 03:30 on 6 March in Jakarta, 12:30 on 5 March in Los Angeles.
    const moved = await fetch(`${app.url}/api/articles/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ publishDate: '2026-03-05T20:30:00.000Z' }) });
    expect(moved.status).toBe(200);
    for (const timezoneId of ['Asia/Jakarta', 'America/Los_Angeles']) {
      const { page, problems } = await newPage({ timezoneId, width: 375 });
      await page.goto(`${app.url}/article/${slug}`);
      await hydrated(page);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      // The server's HTML was kept: no hydration mismatch (React's error #418), the same date shown.
      expect([timezoneId, problems]).toEqual([timezoneId, []]);
      await expect(page.locator('article time').first().textContent()).resolves.toBe('March 5, 2026');
    }
  } finally {
    await fetch(`${app.url}/api/articles/${id}`, { method: 'DELETE', headers });
  }
});

it("a page downloads its own language's texts only; the language switch fetches the other's and the next page reads in it (issue 28)", async () => {
  const { page, problems } = await newPage({ width: 1280 });
  const texts: string[] = [];
  page.on('request', (r) => {
    const file = /\/assets\/texts-(en|id)-[\w-]+\.js$/.exec(new URL(r.url()).pathname);
    if (file) texts.push(file[1]);
  });
  await page.goto(`${app.url}/id/article/${articleId.slug}`);
  await hydrated(page);
  expect(texts).toEqual(['id']);
  await expect(page.locator('header nav a').first().textContent()).resolves.toBe('Beranda');
  const other = page.getByTestId('language-switch');
  await other.hover();
  await page.waitForResponse((r) => /\/assets\/texts-en-/.test(r.url()));
  await other.click();
  await page.waitForURL((u) => !u.pathname.startsWith('/id'));
  await page.locator('header nav a', { hasText: 'Home' }).first().waitFor();
  expect(texts).toEqual(['id', 'en']);
  // Back to the Indonesian page: its texts are in already.
  await page.goBack();
  await page.locator('header nav a', { hasText: 'Beranda' }).first().waitFor();
  expect(texts).toEqual(['id', 'en']);
  expect(problems).toEqual([]);
});

it("a page whose texts cannot download stays as the server wrote it, and does not ask for them again and again", async () => {
  const { page } = await newPage();
  let asked = 0;
  await page.route('**/assets/texts-id-*.js', (route) => {
    asked++;
    return route.abort();
  });
  await page.goto(`${app.url}/id/article/${articleId.slug}`);
  await page.waitForTimeout(3000);
  // Readable: the server's text and links are there; React never took the page over.
  await expect(page.locator('h1').textContent()).resolves.toBe(articleId.title);
  await expect(page.locator('header nav a').first().textContent()).resolves.toBe('Beranda');
  expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
  // The loader's preload and the start-up's import: nothing more (a retry on every render asked about twenty times a second).
  expect(asked).toBeLessThanOrEqual(2);
});
