/**
 * The admin in Indonesian (issue 33): the switch beside Logout turns the dashboard, its tabs and the
 * data grid's own texts Indonesian, the choice is remembered for the person (a new sign-in finds
 * it), and English comes back word for word. Screenshots at 1280 and 375 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN, OUTPUT_DIR, startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';

jest.setTimeout(120_000);

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

async function signIn(page: Page) {
  await page.goto(app.url + '/auth');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin$/);
}

it('switches the admin to Indonesian, remembers it per person, and back to English', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signIn(page);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await page.getByRole('heading', { name: 'Dasbor Admin' }).waitFor();
  await page.getByRole('tab', { name: 'Artikel', selected: true }).waitFor();
  await page.getByRole('tab', { name: 'Kelompok Usia' }).waitFor();
  // The data grid's own texts through its Indonesian locale.
  await page.getByText('Baris per halaman:').first().waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUTPUT_DIR, 'admin-id-1280.png'), fullPage: false });

  // Remembered for the person: a new sign-in in another browser finds the admin in Indonesian.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const mobile = await phone.newPage();
  mobile.setDefaultTimeout(15_000);
  await signIn(mobile);
  await mobile.getByRole('heading', { name: 'Dasbor Admin' }).waitFor();
  await mobile.getByRole('tab', { name: 'Artikel', selected: true }).waitFor();
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await mobile.waitForTimeout(400);
  await mobile.screenshot({ path: path.join(OUTPUT_DIR, 'admin-id-375.png'), fullPage: false });
  await phone.close();

  // English again, the spec's words as they were.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.getByRole('tab', { name: 'Articles', selected: true }).waitFor();
  await page.getByRole('tab', { name: 'Age Groups' }).waitFor();
  await page.getByText('Rows per page:').first().waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await context.close();
});
