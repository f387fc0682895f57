/**
 * Issue 30, community stories in Chromium: a parent writes a story on a 375 px phone, follows the
 * confirmation link from the email in the outbox, an editor approves it in the admin's Stories tab,
 * and the story is on its published page, in English and in Indonesian. The form also works
 * without JavaScript. Screenshots at 1280 and 375 px: form, list, story page, admin tab.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN, OUTPUT_DIR, startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';
import { png } from './support/png';
import { screenshot } from './support/reader';

let app: E2EApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The outbox's messages to `to`, quoted-printable undone. */
const mailsTo = (to: string) => {
  const dir = path.join(app.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((m) => new RegExp(`^To: ${to.replace(/[.]/g, '\\.')}`, 'mi').test(m));
};
async function linkFor(to: string, pathname: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    for (const mail of mailsTo(to).reverse()) {
      const m = new RegExp(`https?://[^\\s"<]+${pathname.replace(/[?]/g, '\\?')}[A-Za-z0-9._-]+`).exec(mail);
      if (m) return app.url + new URL(m[0]).pathname + new URL(m[0]).search;
    }
    if (Date.now() > deadline) throw new Error(`no ${pathname} mail to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
const ready = (page: Page) => page.waitForSelector('html[data-ready]', { timeout: 30_000 });

const CASES = [
  {
    lang: 'en',
    prefix: '',
    email: 'rina.en@example.com',
    title: 'The night our son finally slept',
    labels: { name: 'Name to show', consent: 'Tumbuh may edit and publish my story', submit: 'Send my story' },
    thanks: 'Check your email',
    confirm: 'Confirm my story',
    confirmed: 'Thank you!',
  },
  {
    lang: 'id',
    prefix: '/id',
    email: 'rina.id@example.com',
    title: 'Malam anak kami akhirnya tidur nyenyak',
    labels: { name: 'Nama yang ditampilkan', consent: 'Tumbuh boleh menyunting dan menerbitkan cerita saya', submit: 'Kirim cerita saya' },
    thanks: 'Periksa email Anda',
    confirm: 'Konfirmasi cerita saya',
    confirmed: 'Terima kasih!',
  },
] as const;

describe.each(CASES)('a story in $lang', (c) => {
  const body = `${'We tried everything for weeks: warm baths, soft songs, a darker room and a steady bedtime. '.repeat(3)}\n\nThen one night he slept until six. <Nothing> is a link here: https://example.com stays text.`;

  it('goes from the phone form through the emailed confirmation and the admin approval to its published page', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto(`${app.url}${c.prefix}/stories/new`);
    await ready(page);
    await page.getByLabel(c.labels.name).fill('Rina');
    // Required fields' labels carry MUI's asterisk: reached by their (labelled) inputs' names.
    await page.locator('input[name="email"]').fill(c.email);
    await page.locator('input[name="title"]').fill(c.title);
    await page.locator('textarea[name="body"]').fill(body.replace('<Nothing>', 'Nothing'));
    await page.locator('input[name="photo"]').setInputFiles({ name: 'night.png', mimeType: 'image/png', buffer: png(640, 480, [120, 160, 140]) });
    await page.getByLabel(c.labels.consent).check();
    await screenshot(page, `stories-form-${c.lang}-375`);
    await page.getByRole('button', { name: c.labels.submit }).click();
    await page.getByText(c.thanks).waitFor();

    // The confirmation link from the outbox: GET asks, the button confirms.
    const confirm = await linkFor(c.email, '/stories/confirm?token=');
    await page.goto(confirm);
    await page.getByRole('button', { name: c.confirm }).click();
    await page.getByRole('heading', { name: c.confirmed }).waitFor();

    // The editor approves it in the Stories tab.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await desk.newPage();
    await admin.goto(`${app.url}/auth`);
    await admin.getByLabel('Username').fill(E2E_ADMIN.username);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin.waitForURL(/\/admin/);
    await admin.goto(`${app.url}/admin/stories`);
    await admin.getByRole('grid').getByText(c.title).waitFor();
    await screenshot(admin, `stories-admin-${c.lang}-1280`);
    await admin.getByRole('button', { name: `Open: ${c.title}` }).click();
    await admin.getByRole('dialog').getByText(c.email, { exact: false }).waitFor();
    await admin.getByRole('dialog').locator('img').waitFor();
    await screenshot(admin, `stories-admin-dialog-${c.lang}-1280`);
    await admin.getByRole('button', { name: 'Approve and publish now' }).click();
    await admin.getByText('Story approved').waitFor();
    await desk.close();

    // The submitter is mailed the link; the story is listed and on its page, text kept as text.
    const published = await linkFor(c.email, `${c.prefix}/stories/`);
    await page.goto(`${app.url}${c.prefix}/stories`);
    await ready(page);
    await page.getByRole('link', { name: c.title }).waitFor();
    await screenshot(page, `stories-list-${c.lang}-375`);
    await page.getByRole('link', { name: c.title }).click();
    await page.waitForURL(published);
    await page.getByRole('heading', { level: 1, name: c.title }).waitFor();
    const paragraphs = await page.getByTestId('story-body').locator('p').allInnerTexts();
    expect(paragraphs).toHaveLength(2);
    expect(await page.getByTestId('story-body').locator('a').count()).toBe(0);
    await screenshot(page, `stories-page-${c.lang}-375`);

    // The home page's "Stories from parents" row links to it.
    await page.goto(`${app.url}${c.prefix || '/'}`);
    await page.getByTestId('stories-row').getByRole('link', { name: c.title }).waitFor();
    await page.getByTestId('stories-row').scrollIntoViewIfNeeded();
    await page.getByTestId('stories-row').screenshot({ path: path.join(OUTPUT_DIR, `stories-home-row-${c.lang}-375.png`) });

    // The published page is server-rendered with its head.
    const html = await (await fetch(published)).text();
    expect(html).toContain(`<meta property="og:title" content="${c.title}"`);
    expect(html).toContain('"@type":"BlogPosting"');
    await phone.close();

    const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const big = await wide.newPage();
    for (const [url, name] of [
      [`${c.prefix}/stories/new`, 'form'],
      [`${c.prefix}/stories`, 'list'],
      [published.slice(app.url.length), 'page'],
    ] as const) {
      await big.goto(app.url + url);
      await ready(big);
      await screenshot(big, `stories-${name}-${c.lang}-1280`);
    }
    await wide.close();
  }, 300_000);
});

it('the form works without JavaScript: the form again with its messages, then the thank-you page', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${app.url}/stories/new`);
  await page.locator('textarea[name="body"]').fill('Too short');
  await page.locator('input[name="email"]').fill('nojs@example.com');
  await page.locator('input[name="title"]').fill('Without script');
  await page.getByRole('button', { name: 'Send my story' }).click();
  await page.getByText('Your story needs at least 200 characters').waitFor();
  expect(await page.locator('input[name="email"]').inputValue()).toBe('nojs@example.com');
  await page.locator('textarea[name="body"]').fill('A story written without JavaScript. '.repeat(8));
  await page.locator('input[name="consent"]').check();
  await page.getByRole('button', { name: 'Send my story' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await linkFor('nojs@example.com', '/stories/confirm?token=');
  await context.close();
  // Not confirmed, not approved: on no public page; an unknown story is a server-rendered 404.
  for (const url of ['/stories', '/', '/sitemap.xml']) expect(await (await fetch(app.url + url)).text()).not.toContain('Without script');
  const missing = await fetch(`${app.url}/stories/no-such-story`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Story not found');
}, 120_000);
