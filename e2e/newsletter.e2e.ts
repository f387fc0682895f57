/** Issue 7: the admin 'Newsletter' tab — preview of the next issue, test send and send now. */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { E2E_ADMIN, OUTPUT_DIR, startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';

let app: E2EApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  // A reader signs up, so the English issue has a recipient.
  const res = await fetch(`${app.url}/api/subscribers`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.url }, body: JSON.stringify({ email: 'parent@example.com', language: 'en' }) });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const outbox = () => {
  const dir = path.join(app.dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
};
async function waitFor(check: () => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  return check();
}

it('previews the next issue, sends a test and sends the issue now', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(app.url + '/auth');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin/);
  await page.getByRole('tab', { name: 'Newsletter' }).click();
  await page.waitForURL(/\/admin\/newsletter/);

  // The preview is the rendered issue, in a sandboxed frame.
  const frame = page.frameLocator('iframe[title^="Preview of the next English issue"]');
  await frame.locator('a').first().waitFor();
  const titles = await frame.locator('a').allInnerTexts();
  expect(titles.join(' ')).toMatch(/\w/);
  await page.screenshot({ path: path.join(OUTPUT_DIR, 'admin-newsletter-1280.png'), fullPage: true });

  // Send test to me.
  await page.getByLabel('Test email address').fill('editor@example.com');
  await page.getByRole('button', { name: 'Send test to me' }).click();
  await page.getByText('Test email sent').waitFor();
  expect(await waitFor(() => outbox().some((m) => /To: editor@example\.com/i.test(m)))).toBe(true);

  // Send now (after the confirmation).
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  await page.getByText('Newsletter is on its way').waitFor();
  expect(await waitFor(() => outbox().some((m) => /To: parent@example\.com/i.test(m) && /List-Unsubscribe:/i.test(m)))).toBe(true);
  await page.getByRole('grid', { name: 'Newsletter issues' }).getByText(/English/).first().waitFor();
  await context.close();
});
