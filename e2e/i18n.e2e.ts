/**
 * The Indonesian interface in a real browser (issue 15): every reader page under /id, at desktop
 * and phone widths, shows no text of the English catalogue that has an Indonesian translation
 * (visible text, aria labels, placeholders and the title), declares lang="id", and the same pages
 * at their English addresses keep the English texts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';
import { gql, screenshot } from './support/reader';

jest.setTimeout(180_000);

const catalogue = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../apps/web/src/i18n/${language}.json`), 'utf8'));
const en = catalogue('en');
const id = catalogue('id');
/** English texts that must not show on Indonesian pages: those without arguments whose translation differs. */
const ENGLISH_ONLY = new Set(Object.keys(en).filter((key) => !en[key].includes('{') && en[key] !== id[key]).map((key) => en[key]));

let app: E2EApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
let pages: string[] = [];

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  const data = await gql(app.url, `{ recentArticles(limit: 1, language: "id") { slug category { slug } tags { slug } } }`);
  const article = data.recentArticles[0];
  pages = ['/id', '/id/blog', '/id/articles', '/id/search?q=tidur', '/id/search', `/id/category/${article.category.slug}`, `/id/tag/${article.tags[0].slug}`, `/id/article/${article.slug}`, '/id/no-such-page', '/id/category/no-such'];
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await app?.stop();
});

async function open(pathname: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${app.url}${pathname}`);
  await page.waitForSelector('html[data-ready]');
  return page;
}

/** Every text a reader sees or hears on the page: lines of visible text, labels, placeholders, the title. */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.body.innerText.split('\n').map((line) => line.trim());
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const attribute of ['aria-label', 'placeholder', 'title']) texts.push(el.getAttribute(attribute)?.trim() ?? '');
    }
    texts.push(document.title.replace(/ · Tumbuh$/, ''));
    return texts.filter(Boolean);
  });
}

it.each([
  ['desktop', 1280],
  ['phone', 375],
])('no English interface text on the Indonesian pages (%s)', async (name, width) => {
  const leaks: string[] = [];
  for (const pathname of pages) {
    const page = await open(pathname, width);
    expect(await page.getAttribute('html', 'lang')).toBe('id');
    for (const text of await interfaceTexts(page)) if (ENGLISH_ONLY.has(text)) leaks.push(`${pathname}: ${text}`);
    if (pathname === '/id' || pathname.startsWith('/id/article/')) await screenshot(page, `i18n-${pathname === '/id' ? 'home' : 'article'}-${name}`);
    await page.context().close();
  }
  expect(leaks).toEqual([]);
});

it('the Indonesian home speaks Indonesian and links within /id; the English home stays English', async () => {
  const page = await open('/id', 1280);
  await expect(page.getByRole('heading', { name: 'Artikel Terbaru' }).count()).resolves.toBe(1);
  expect(await page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/id/blog');
  // The list of recent articles starts on Indonesian articles.
  const languages = await page.locator('section[aria-labelledby="recent-articles-heading"] [data-testid="article-card"] h3[lang]').evaluateAll((els) => els.map((el) => el.getAttribute('lang')));
  expect(languages.length).toBeGreaterThan(0);
  expect(new Set(languages)).toEqual(new Set(['id']));
  await page.context().close();

  const english = await open('/', 1280);
  expect(await english.getAttribute('html', 'lang')).toBe('en');
  await expect(english.getByRole('heading', { name: 'Recent Articles' }).count()).resolves.toBe(1);
  expect(await english.getByRole('button', { name: 'Load more articles' }).count()).toBe(1);
  await english.context().close();
});
