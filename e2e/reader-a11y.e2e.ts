/**
 * Accessibility and looks of every reader page (issue 5): an axe-core pass with 0 violations at
 * 1280 px and 375 px, no horizontal overflow at 375 px, and full-page screenshots at both widths in
 * OUTPUT_DIR (reader-{page}-{width}.png) for a person to look at.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { OUTPUT_DIR, startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';
import { gql, horizontalOverflow, overflowingElements, screenshot } from './support/reader';

jest.setTimeout(180_000);

let app: E2EApp;
let browser: Browser;
let pages: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[];

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  const { articles, popularTags } = await gql(app.url, '{ articles(language: "en", limit: 100) { slug title translations { language } } popularTags { slug name } }');
  const article = articles.find((a: { translations: unknown[] }) => a.translations.length > 0) ?? articles[0];
  const card = (page: Page) => page.locator('main [data-testid="article-card"]').first().waitFor();
  const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();
  pages = [
    { name: 'home', path: '/', ready: async (p) => Promise.all([card(p), p.locator('#tools a').first().waitFor()]) },
    { name: 'blog', path: '/blog', ready: card },
    { name: 'article', path: `/article/${article.slug}`, ready: h1(article.title) },
    { name: 'article-not-found', path: '/article/no-such-article', ready: h1('Article Not Found') },
    { name: 'category', path: '/category/sleep-training', ready: card },
    { name: 'tag', path: `/tag/${popularTags[0].slug}`, ready: card },
    { name: 'search', path: '/search?q=sleep', ready: (p) => p.getByText(/results? for "sleep"/).waitFor() },
    { name: 'search-empty', path: '/search', ready: (p) => p.getByText('Enter a search term').waitFor() },
    { name: 'articles', path: '/articles', ready: card },
    { name: 'subscribe', path: '/subscribe', ready: h1('Join Our Parenting Community') },
    { name: 'auth', path: '/auth', ready: (p) => p.getByRole('button', { name: 'Login' }).waitFor() },
    { name: '404', path: '/no-such-page', ready: h1('Page Not Found') },
  ];
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const describeViolations = (violations: Result[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`).join('\n');

for (const width of [1280, 375]) {
  it(`every reader page at ${width} px: axe finds 0 violations${width === 375 ? ', nothing overflows' : ''}, screenshots saved`, async () => {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
    const failures: string[] = [];
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      for (const p of pages) {
        await page.goto(app.url + p.path);
        await p.ready(page);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `reader-${p.name}-${width}`);
        const { violations } = await new AxeBuilder({ page }).analyze();
        if (violations.length) failures.push(`${p.path}:\n${describeViolations(violations)}`);
        if (width === 375) {
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) failures.push(`${p.path} overflows by ${overflow}px: ${(await overflowingElements(page)).join(', ')}`);
        }
      }
      // The open palette and drawer are pages of their own for keyboard and screen-reader users.
      await page.goto(app.url + '/');
      await page.locator('main [data-testid="article-card"]').first().waitFor();
      if (width === 1280) {
        await page.getByRole('button', { name: /Search articles\.\.\./ }).click();
        await page.getByRole('dialog').getByRole('combobox').fill('sleep');
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' }).waitFor();
      }
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUTPUT_DIR}/reader-${width === 1280 ? 'palette' : 'drawer-open'}-${width}.png` });
      const { violations } = await new AxeBuilder({ page }).analyze();
      if (violations.length) failures.push(`${width === 1280 ? 'search palette' : 'drawer'}:\n${describeViolations(violations)}`);
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
    expect(failures.join('\n\n')).toBe('');
  });
}
