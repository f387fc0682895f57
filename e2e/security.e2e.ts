/**
 * Issue 9, promise 5: the client works under the Content-Security-Policy (no inline script) and
 * the browser reports no violation on the reader pages or the admin.
 */
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN, startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';

let app: E2EApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function watch(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ((window as unknown as { __csp: string[] }).__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => [...violations, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

it('reports no CSP violation on the reader pages', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations = await watch(page);
  const res = await page.goto(app.url + '/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByRole('heading', { name: 'Recent Articles' }).waitFor();
  const href = await page.locator('a[href^="/article/"]').first().getAttribute('href');
  for (const path of [href!, '/blog', '/articles', '/search?q=sleep', '/subscribe', '/category/nutrition', '/no-such-page']) {
    await page.goto(app.url + path);
    await page.waitForLoadState('networkidle');
  }
  expect(await violations()).toEqual([]);
  await context.close();
});

it('reports no CSP violation in the admin', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations = await watch(page);
  await page.goto(app.url + '/auth');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin/);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  await context.close();
});
