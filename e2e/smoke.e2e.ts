import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { OUTPUT_DIR, startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';

let app: E2EApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

it('renders the home page with demo content', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(app.url + '/');
  await page.getByRole('link', { name: 'Sleep Training' }).first().waitFor();
  expect(await page.getByRole('link', { name: 'Explore Blog' }).isVisible()).toBe(true);
  expect(await page.title()).toContain('Tumbuh');
  await page.screenshot({ path: path.join(OUTPUT_DIR, 'smoke-home-1280.png'), fullPage: true });
  expect(errors).toEqual([]);
});

it('answers an unknown path with the 404 page', async () => {
  const page = await browser.newPage();
  const res = await page.goto(app.url + '/no-such-page');
  expect(res?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
});
