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

/** Issue 19: the subscribe forms ask, optionally, for the child's birth month (both languages, desktop and phone). */
describe("the child's birth month on the subscribe forms", () => {
  const SCREENS = path.resolve(__dirname, '../.tmp/screens');
  const monthLabel = (iso: string, locale: string) => new Date(`${iso}-01T12:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const sevenMonthsAgo = () => {
    const d = new Date();
    d.setDate(1);
    d.setMonth(d.getMonth() - 7);
    return { year: String(d.getFullYear()), month: String(d.getMonth() + 1).padStart(2, '0') };
  };

  it.each([
    ['en', '/subscribe', 1280],
    ['en', '/subscribe', 375],
    ['id', '/id/subscribe', 1280],
    ['id', '/id/subscribe', 375],
  ] as const)('%s %s at %i px: optional month and year, no overflow, stored with the subscriber', async (language, address, width) => {
    fs.mkdirSync(SCREENS, { recursive: true });
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(app.url + address);
    const t = language === 'en'
      ? { legend: "Your child's birth month (optional)", month: 'Month', year: 'Year', email: 'Email address', button: 'Subscribe', error: 'Birth month must be a month and year (YYYY-MM)' }
      : { legend: 'Bulan lahir anakmu (opsional)', month: 'Bulan', year: 'Tahun', email: 'Alamat email', button: 'Berlangganan', error: 'Pilih bulan dan tahun lahir anakmu.' };
    const form = page.getByRole('main').getByRole('form').first();
    const group = form.getByRole('group', { name: t.legend });
    await group.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SCREENS, `subscribe-birth-month-${language}-${width}.png`), fullPage: true });

    // A month without its year: the shared rule's message, nothing sent.
    const { year, month } = sevenMonthsAgo();
    await group.getByLabel(t.month).selectOption(month);
    const email = `child.${language}.${width}@example.com`;
    await form.getByRole('textbox', { name: new RegExp(t.email, 'i') }).fill(email);
    await form.getByRole('button', { name: t.button, exact: true }).click();
    await form.getByRole('alert').filter({ hasText: t.error }).waitFor();
    await page.screenshot({ path: path.join(SCREENS, `subscribe-birth-month-error-${language}-${width}.png`) });

    await group.getByLabel(t.year).selectOption(year);
    await form.getByRole('button', { name: t.button, exact: true }).click();
    await page.getByRole('heading', { name: language === 'en' ? 'Successfully Subscribed!' : 'Berhasil Berlangganan!' }).waitFor();

    // The admin sees the month on the Subscribers grid.
    const stored = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, cookie: await adminCookie() },
      body: JSON.stringify({ query: '{ subscribers { email language childBirthMonth } }' }),
    }).then((r) => r.json() as Promise<{ data: { subscribers: { email: string; language: string; childBirthMonth: string | null }[] } }>);
    expect(stored.data.subscribers.find((s) => s.email === email)).toEqual({ email, language, childBirthMonth: `${year}-${month}` });
    await context.close();
  });

  it.each([1280, 375])('the sidebar box asks for it too, compact, at %i px', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(app.url + '/blog');
    const box = page.locator('section[aria-labelledby="newsletter-box-heading"]');
    await box.scrollIntoViewIfNeeded();
    await box.getByRole('group', { name: "Your child's birth month (optional)" }).waitFor();
    expect(await box.getByLabel('Month', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await box.screenshot({ path: path.join(SCREENS, `newsletter-box-birth-month-${width}.png`) });
    await context.close();
  });

  it("the admin's Subscribers grid shows the month", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(cookiesFrom(await adminCookie(), app.url));
    const page = await context.newPage();
    await page.goto(app.url + '/admin/subscribers');
    const { year, month } = sevenMonthsAgo();
    const row = page.getByRole('row', { name: /child\.en\.1280@example\.com/ });
    await row.getByText(monthLabel(`${year}-${month}`, 'en-US')).waitFor();
    expect(await page.getByRole('button', { name: 'Export CSV' }).isEnabled()).toBe(true);
    await page.screenshot({ path: path.join(path.resolve(__dirname, '../.tmp/screens'), 'admin-subscribers-birth-month-1280.png') });
    await context.close();
  });
});

let cookie: string | undefined;
/** The admin's session cookie, from a REST login. */
async function adminCookie(): Promise<string> {
  if (cookie) return cookie;
  const res = await fetch(`${app.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(res.status).toBe(200);
  cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return cookie;
}

function cookiesFrom(header: string, url: string) {
  return header.split('; ').map((pair) => {
    const [name, ...rest] = pair.split('=');
    return { name, value: rest.join('='), url };
  });
}
