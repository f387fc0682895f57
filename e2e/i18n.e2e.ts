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

/**
 * Every text a reader sees or hears on the page: lines of visible text, labels, placeholders, the
 * title. Text marked as another language (lang="en": the switcher's "English", English article
 * titles) is that language on purpose, and left out.
 */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = (el: HTMLElement) => el.innerText.split('\n').map((line) => line.trim());
    const labels = (root: ParentNode) =>
      [...root.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((el) => ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a)?.trim() ?? ''));
    const texts = [...lines(document.body), ...labels(document)];
    for (const other of document.body.querySelectorAll<HTMLElement>('[lang]:not([lang="id"])')) {
      for (const text of [...lines(other), ...labels(other), other.getAttribute('aria-label')?.trim() ?? '']) {
        const at = texts.indexOf(text);
        if (text && at >= 0) texts.splice(at, 1);
      }
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

it.each([
  ['desktop', 1280],
  ['phone', 375],
])('subscribing on /id: validation messages, toasts and the success screen are Indonesian (%s)', async (name, width) => {
  const page = await open('/id/subscribe', width);
  const leaks = async (step: string) => (await interfaceTexts(page)).filter((text) => ENGLISH_ONLY.has(text)).map((text) => `${step}: ${text}`);
  const found: string[] = [];
  const form = page.locator('main form').first();
  const submit = () => form.getByRole('button', { name: id['nav.subscribe'] }).click();
  // Nothing typed: the form says so.
  await submit();
  await page.getByText(id['subscribe.emailRequired']).first().waitFor();
  found.push(...(await leaks('empty')));
  // A malformed address: the server's BAD_USER_INPUT code, shown in Indonesian.
  await form.getByLabel(id['newsletter.email']).fill('not-an-email@');
  await submit();
  await page.getByText(id['subscribe.error.BAD_USER_INPUT']).first().waitFor();
  found.push(...(await leaks('invalid')));
  const email = `pembaca-${name}-${Date.now()}@example.com`;
  await form.getByLabel(id['newsletter.email']).fill(email);
  await submit();
  await page.getByText(id['subscribe.success']).first().waitFor();
  found.push(...(await leaks('success')));
  await screenshot(page, `i18n-subscribed-${name}`);
  expect(found).toEqual([]);
  await page.context().close();
});

describe('choosing a language (issue 15)', () => {
  const switchOf = (page: Page) => page.getByTestId('language-switch');
  const cookieOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'lang')?.value;

  it("the header's switch leads to the article's translation, is remembered, and / then answers /id", async () => {
    const { articles } = await gql(app.url, '{ articles(limit: 100) { slug language translations { slug language } } }');
    const article = articles.find((a: any) => a.language === 'en' && a.translations.some((t: any) => t.language === 'id'));
    const translation = article.translations.find((t: any) => t.language === 'id');
    const page = await open(`/article/${article.slug}`, 1280);
    expect(await switchOf(page).getAttribute('href')).toBe(`/id/article/${translation.slug}`); // in the server's HTML too (hydrated as is)
    expect(await switchOf(page).getAttribute('hreflang')).toBe('id');
    await switchOf(page).click();
    await page.waitForURL(`${app.url}/id/article/${translation.slug}`);
    expect(await cookieOf(page)).toBe('id');
    await switchOf(page).filter({ hasText: 'English' }).waitFor();
    // The link follows the page's data, which arrives after the navigation.
    await page.locator(`[data-testid="language-switch"][href="/article/${article.slug}"]`).waitFor();
    expect(await switchOf(page).getAttribute('href')).toBe(`/article/${article.slug}`);

    // The choice sends the English home to the Indonesian one; nothing else moves.
    const home = await page.goto(`${app.url}/`);
    expect(new URL(page.url()).pathname).toBe('/id');
    expect(home?.request().redirectedFrom()?.url()).toBe(`${app.url}/`);
    await page.goto(`${app.url}/blog`);
    expect(new URL(page.url()).pathname).toBe('/blog');
    await page.context().close();
  });

  it('a listing leads to the same listing; an article in one language to the other home (phone)', async () => {
    const { categories } = await gql(app.url, '{ categories { slug } }');
    const page = await open(`/id/category/${categories[0].slug}`, 375);
    const link = switchOf(page);
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(`/category/${categories[0].slug}`);
    await link.click();
    await page.waitForURL(`${app.url}/category/${categories[0].slug}`);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await cookieOf(page)).toBe('en');
    await screenshot(page, 'i18n-switch-phone');

    const { articles } = await gql(app.url, '{ articles(limit: 100) { slug language translations { slug } } }');
    const single = articles.find((a: any) => a.language === 'en' && a.translations.length === 0);
    if (single) {
      await page.goto(`${app.url}/article/${single.slug}`);
      await page.waitForSelector('html[data-ready]');
      expect(await switchOf(page).getAttribute('href')).toBe('/id');
    }
    await page.context().close();
  });

  it('a browser that prefers Indonesian is offered the Indonesian site on /, once', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'id-ID' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    const offer = page.getByTestId('language-offer');
    await offer.waitFor();
    expect(await offer.getAttribute('lang')).toBe('id');
    await offer.getByText('Tumbuh juga hadir dalam Bahasa Indonesia', { exact: false }).waitFor();
    await screenshot(page, 'i18n-offer-phone');
    await offer.getByRole('button', { name: 'Tidak, terima kasih' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await cookieOf(page)).toBe('en');
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    expect(await page.getByTestId('language-offer').count()).toBe(0);

    // Accepting it opens /id and remembers Indonesian.
    await context.clearCookies();
    await page.reload();
    await page.getByTestId('language-offer').getByRole('link', { name: 'Baca dalam Bahasa Indonesia' }).click();
    await page.waitForURL(`${app.url}/id`);
    expect(await cookieOf(page)).toBe('id');
    await context.close();

    // A browser that prefers English is never offered it.
    const english = await open('/', 1280);
    await english.waitForTimeout(300);
    expect(await english.getByTestId('language-offer').count()).toBe(0);
    await english.context().close();
  });
});
