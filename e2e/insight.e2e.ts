/**
 * Issue 31 in a real browser against the built app with the demo data: an article page sends its
 * reading beacon after ~5 s on screen (not before, and after the page), and the admin's Overview
 * draws its charts with a table of the same figures, at 1280 and 375 px (screenshots in OUTPUT_DIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN, OUTPUT_DIR, startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';

jest.setTimeout(180_000);

let app: E2EApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ SEED_DEMO: 'true' }), launchBrowser()]);
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

it('an article page counts one read after about 5 seconds on screen, with a beacon answered 204', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const beacons: { at: number; status?: number; body: string | null }[] = [];
  const opened = Date.now();
  page.on('request', (r) => {
    if (r.url().endsWith('/api/reads')) beacons.push({ at: Date.now() - opened, body: r.postData() });
  });
  page.on('response', (r) => {
    if (r.url().endsWith('/api/reads')) beacons[beacons.length - 1].status = r.status();
  });
  await page.goto(`${app.url}/`);
  const href = await page.locator('main a[href^="/article/"]').first().getAttribute('href');
  await page.goto(`${app.url}${href}`);
  await page.waitForTimeout(3_000);
  expect(beacons).toEqual([]);
  await page.waitForTimeout(5_000);
  expect(beacons).toHaveLength(1);
  expect(beacons[0].status).toBe(204);
  expect(JSON.parse(beacons[0].body!)).toEqual({ articleId: expect.any(Number) });
  // The sidebar of the home page lists the week's most read.
  await page.goto(`${app.url}/`);
  await page.getByRole('heading', { name: 'Most read this week' }).waitFor();
  await page.goto(`${app.url}/id`);
  await page.getByRole('heading', { name: 'Paling banyak dibaca minggu ini' }).waitFor();
  expect(errors).toEqual([]);
  await page.close();
});

async function signIn(page: Page) {
  await page.goto(`${app.url}/auth`);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin/);
}

it('the Overview shows the demo figures as charts and tables, at 1280 and 375 px', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  await page.goto(`${app.url}/admin/overview`);
  await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
  const overview = page.getByTestId('insight-overview');
  await overview.waitFor();
  for (const title of ['Reads per day', 'Subscribers over time', 'Reads by language', 'Newsletter click rate per issue', 'Top articles of the last 30 days']) {
    await page.getByRole('heading', { name: title }).waitFor();
  }
  // Four charts drawn: three lines (two languages, subscribers) and bars.
  expect(await overview.locator('svg').count()).toBeGreaterThanOrEqual(4);
  expect(await overview.locator('svg path[d]').count()).toBeGreaterThanOrEqual(3);
  expect(await overview.locator('svg rect').count()).toBeGreaterThanOrEqual(4);
  // Each chart's figures as a table: 30 days of reads.
  await page.getByText('Show the figures').first().click();
  expect(await page.getByRole('table', { name: 'Reads per day' }).locator('tbody tr').count()).toBe(30);
  expect(await page.getByRole('table', { name: /Top articles/ }).locator('tbody tr').count()).toBe(10);
  await page.getByText('Show the figures').first().click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUTPUT_DIR, 'insight-overview-1280.png'), fullPage: true });

  await page.getByRole('button', { name: '90 days' }).click();
  await page.getByRole('heading', { name: 'Top articles of the last 90 days' }).waitFor();
  await page.getByText('Show the figures').first().click();
  await page.waitForFunction(() => document.querySelectorAll('table[aria-labelledby] tbody tr').length >= 90);
  await page.getByText('Show the figures').first().click();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: path.join(OUTPUT_DIR, 'insight-overview-375.png'), fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});
