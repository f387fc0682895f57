/**
 * Issue 19 in a real browser against the real server and demo content: an age chip on a card leads to
 * the age page (name, articles, sidebar) at 1280 and 375 px; an unknown age group is the 404 screen.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';
import { gql, horizontalOverflow, screenshot } from './support/reader';

jest.setTimeout(120_000);

let app: E2EApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await app?.stop();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
  pageErrors.length = 0;
});

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return page;
}

describe('age pages', () => {
  for (const width of [1280, 375]) {
    it(`lists an age group's articles, newest first (${width} px)`, async () => {
      const data = await gql(app.url, `{ ageGroups { slug name } }`);
      const group = data.ageGroups[0] as { slug: string; name: string };
      const truth = await gql(app.url, `query($s: String!) { articlesByAgeGroup(slug: $s) { title } }`, { s: group.slug });
      const page = await newPage(width);
      await page.goto(`${app.url}/age/${group.slug}`);
      await page.getByRole('heading', { level: 1, name: group.name }).waitFor();
      await page.locator('[data-testid="article-card"]').first().waitFor();
      const titles = await page.locator('[data-testid="article-card"]').getByRole('heading').allTextContents();
      expect(titles).toEqual(truth.articlesByAgeGroup.slice(0, titles.length).map((a: { title: string }) => a.title));
      expect(titles.length).toBeGreaterThan(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `age-page-${width}`);
    });
  }

  it('an age chip on a card leads to its age page; an unknown age group is 404', async () => {
    const page = await newPage(1280);
    await page.goto(`${app.url}/articles`);
    const chip = page.locator('[data-testid="article-card"] a[href^="/age/"]').first();
    const href = await chip.getAttribute('href');
    await chip.click();
    await page.waitForURL(`${app.url}${href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${app.url}/age/no-such-age`);
    await page.getByText('Age Group Not Found').first().waitFor();
  });
});
