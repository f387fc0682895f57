/**
 * The editorial workflow in a real browser against the real server and database (issue 16): an
 * article written in the rich-text editor with a pasted image, saved as a draft, previewed signed
 * out through its signed link (noindex, rendered like the article page), scheduled, and brought
 * back to an earlier revision. The dialog is shot at 1280 and 375 px wide.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN, OUTPUT_DIR, startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';
import { png } from './support/png';

jest.setTimeout(150_000);

let app: E2EApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

const FIRST_TITLE = 'Gentle Evening Routines E2E';
const SECOND_TITLE = 'Gentle Evening Routines for Babies E2E';
const SLUG = 'gentle-evening-routines-e2e';
let previewUrl = '';

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(app.url + '/auth');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin$/);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.stop();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});


async function shot(name: string, target: Page = page) {
  await target.waitForTimeout(400); // dialogs and toasts finish their transitions
  await target.screenshot({ path: path.join(OUTPUT_DIR, `editorial-${name}.png`) });
}

async function toast(title: string) {
  await page.locator('.MuiSnackbar-root').filter({ hasText: title }).last().waitFor();
}

const editorSurface = (scope: Page) => scope.getByRole('dialog').getByRole('textbox', { name: /^Content \(HTML\)/ });

/**
 * Hands the editor an image file as the browser would: pasted (the clipboard of a screenshot or a
 * copied image) or dropped from the desktop near the text's top left.
 */
async function giveImage(target: Page, how: 'paste' | 'drop', name: string, colour: [number, number, number]) {
  const base64 = (how === 'paste' ? png(480, 300, colour) : png(320, 200, colour)).toString('base64');
  await editorSurface(target).evaluate(
    (el, { base64, name, how }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type: 'image/png' }));
      if (how === 'paste') {
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        return;
      }
      const box = el.getBoundingClientRect();
      const at = { clientX: box.left + 20, clientY: box.top + 20, bubbles: true, cancelable: true, dataTransfer: data };
      el.dispatchEvent(new DragEvent('dragover', at));
      el.dispatchEvent(new DragEvent('drop', at));
    },
    { base64, name, how },
  );
}

async function openEdit(target: Page, title: string) {
  await target.goto(app.url + '/admin');
  await target.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const dialog = target.getByRole('dialog', { name: 'Edit Article' });
  await dialog.getByLabel(/^Title/).waitFor();
  await editorSurface(target).waitFor();
  return dialog;
}

it('writes an article in the editor, pastes an image and saves it as a draft that stays hidden', async () => {
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await dialog.getByLabel(/^Title/).fill(FIRST_TITLE);
  expect(await dialog.getByLabel(/^Slug/).inputValue()).toBe(SLUG);
  await dialog.getByRole('combobox', { name: /^Author/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Sleep Training' }).click();
  await dialog.getByLabel(/^Excerpt/).fill('A calm, predictable evening helps babies settle.');

  // Typed and formatted in the visual editor.
  const surface = editorSurface(page);
  await surface.click();
  await page.keyboard.type('Why routines help');
  await dialog.getByRole('button', { name: 'Heading 2' }).click();
  await surface.locator('h2', { hasText: 'Why routines help' }).waitFor();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Babies feel safe when the evening ');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await dialog.getByRole('button', { name: 'Bold', pressed: true }).waitFor();
  await page.keyboard.type('repeats');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await dialog.getByRole('button', { name: 'Bold', pressed: false }).waitFor();
  await page.keyboard.type(' itself.');
  await surface.locator('h2', { hasText: 'Why routines help' }).waitFor();
  await surface.locator('strong', { hasText: 'repeats' }).waitFor();

  // A new article has nowhere to keep content images yet.
  await giveImage(page, 'paste', 'before-save.png', [200, 120, 60]);
  await toast('Save the article first');

  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await toast('Draft saved');
  // The dialog stays open and becomes the draft's edit dialog.
  const edit = page.getByRole('dialog', { name: 'Edit Article' });
  await edit.getByText('Status:').locator('strong', { hasText: 'Draft' }).waitFor();

  await surface.click();
  await page.keyboard.press('Control+End');
  await giveImage(page, 'paste', 'evening.png', [47, 111, 94]);
  await toast('Image uploaded successfully');
  const img = surface.locator('img[src^="/uploads/article-content-"]');
  await img.waitFor();
  const imageUrl = await img.getAttribute('src');
  // Dropped files upload the same way, at the drop point.
  await giveImage(page, 'drop', 'dropped.png', [230, 190, 80]);
  await surface.locator('img[src^="/uploads/article-content-"]').nth(1).waitFor();
  const dropped = await surface.locator('img[src^="/uploads/article-content-"]').first().getAttribute('src');
  expect(dropped).not.toBe(imageUrl);
  await surface.locator(`img[src="${dropped}"]`).click();
  await page.keyboard.press('Delete');
  await surface.locator(`img[src="${dropped}"]`).waitFor({ state: 'detached' });
  // The toolbar's Insert image picks a file from the device, with the same upload.
  const chooser = page.waitForEvent('filechooser');
  await edit.getByRole('button', { name: 'Insert image' }).click();
  await (await chooser).setFiles({ name: 'picked.png', mimeType: 'image/png', buffer: png(300, 200, [120, 60, 200]) });
  const picked = surface.locator(`img[src^="/uploads/article-content-"]:not([src="${imageUrl}"])`);
  await picked.waitFor();
  await picked.click();
  await page.keyboard.press('Delete');
  await picked.waitFor({ state: 'detached' });
  await edit.getByLabel(/^Title/).fill(SECOND_TITLE);
  const meta = 'Evening routines for babies, step by step.';
  await edit.getByLabel('Meta description').fill(meta);
  await edit.getByText(`${meta.length}/160`, { exact: false }).waitFor();
  await shot('dialog-1280');

  await edit.getByRole('button', { name: 'Save draft' }).click();
  await toast('Draft saved');
  await edit.getByText('Unsaved changes').waitFor({ state: 'detached' });

  // The server keeps exactly what the editor wrote.
  const saved = await page.evaluate(async () => {
    const res = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ adminArticles { id title status content readTime } }' }) });
    return (await res.json()).data.adminArticles as { id: number; title: string; status: string; content: string; readTime: number }[];
  });
  const draft = saved.find((a) => a.title === SECOND_TITLE)!;
  expect(draft.status).toBe('draft');
  expect(draft.content).toContain('<h2>Why routines help</h2>');
  expect(draft.content).toContain('<strong>repeats</strong>');
  expect(draft.content).toContain(`src="${imageUrl}"`);
  // Read Time followed the text, and the server computed it (a dozen words: one minute).
  expect(draft.readTime).toBe(1);

  // Nobody else sees a draft.
  const anonymous = await browser.newContext();
  const res = await anonymous.request.get(`${app.url}/article/${SLUG}`);
  expect(res.status()).toBe(404);
  await anonymous.close();

  await edit.getByRole('button', { name: 'Copy preview link' }).click();
  await toast('Preview link copied');
  previewUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(previewUrl).toMatch(new RegExp(`/preview/${draft.id}\\?token=`));
});

it('opens the preview link signed out: rendered like the article, noindex, and 404 with a wrong token', async () => {
  const anonymous = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const reader = await anonymous.newPage();
  // The link is absolute from PUBLIC_URL; this test's server listens on a port chosen at start.
  const link = new URL(previewUrl);
  previewUrl = app.url + link.pathname + link.search;
  const res = await reader.goto(previewUrl);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['x-robots-tag']).toBe('noindex');
  await reader.getByRole('heading', { name: SECOND_TITLE, level: 1 }).waitFor();
  await reader.locator('[data-testid="article-body"] h2', { hasText: 'Why routines help' }).waitFor();
  await reader.locator('[data-testid="article-body"] img[src^="/uploads/article-content-"]').waitFor();
  expect(await reader.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
  await reader.screenshot({ path: path.join(OUTPUT_DIR, 'editorial-preview-signed-out.png') });
  const wrong = await anonymous.request.get(previewUrl.replace(/token=.{6}/, 'token=AAAAAA'));
  expect(wrong.status()).toBe(404);
  await anonymous.close();
});

it('schedules the draft in Jakarta time: Scheduled in the grid and its filter, still hidden from readers', async () => {
  const dialog = await openEdit(page, SECOND_TITLE);
  // Tomorrow at this time, as the datetime-local value of Jakarta (UTC+7).
  const at = new Date(Date.now() + 24 * 3600_000 + 7 * 3600_000).toISOString().slice(0, 16);
  await dialog.getByLabel('Publish at (Asia/Jakarta)').fill(at);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await toast('Article updated successfully');
  await dialog.waitFor({ state: 'detached' });
  const row = page.getByRole('row').filter({ hasText: SECOND_TITLE });
  await row.getByText('Scheduled', { exact: true }).waitFor();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  await row.waitFor();
  // Only scheduled rows are left (the seeded published articles are filtered out).
  const rows = page.locator('.MuiDataGrid-row');
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await rows.filter({ hasNotText: 'Scheduled' }).count()).toBe(0);
  await shot('grid-scheduled');

  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(`${app.url}/article/${SLUG}`)).status()).toBe(404);
  await anonymous.close();
});

it('lists revisions with a readable difference and restores one', async () => {
  const dialog = await openEdit(page, SECOND_TITLE);
  await dialog.getByText(/· goes public/).waitFor();
  await dialog.getByRole('button', { name: 'Revisions' }).click();
  const revisions = page.getByRole('dialog', { name: 'Revisions' });
  const versions = revisions.getByRole('list', { name: 'Saved versions' }).getByRole('button');
  // A lazy chunk and a query on a busy machine; a failure leaves a shot of what was on screen.
  await versions
    .first()
    .waitFor({ timeout: 40_000 })
    .catch(async (e: unknown) => {
      await shot('failure-revisions');
      throw e;
    });
  // The first draft save created the article; each later save kept the version it replaced.
  expect(await versions.count()).toBeGreaterThanOrEqual(2);
  await versions.last().click();
  const diff = revisions.getByRole('region', { name: 'Difference to the current text' });
  await diff.getByRole('heading', { name: 'Title' }).waitFor();
  await diff.locator('del').filter({ hasText: /^for Babies\s*$/ }).waitFor();
  await shot('revisions-1280');

  await revisions.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('dialog', { name: 'Restore revision' }).getByRole('button', { name: 'Restore' }).click();
  await toast('Revision restored');
  await revisions.waitFor({ state: 'detached' });
  await dialog.getByLabel(/^Title/).and(page.locator(`[value="${FIRST_TITLE}"]`)).waitFor();
  expect(await editorSurface(page).locator('img').count()).toBe(0);
  // Restoring text keeps the schedule.
  await dialog.getByText(/· goes public/).waitFor();

  // The restore is itself a revision: the version with the image can come back.
  await dialog.getByRole('button', { name: 'Revisions' }).click();
  await versions.first().waitFor();
  await revisions.getByRole('region', { name: 'Difference to the current text' }).getByText(/\[image: Article image\]/).waitFor();
  await revisions.getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
});

it('warns before closing with unsaved changes, and fits a 375 px screen', async () => {
  const mobile = await context.newPage();
  mobile.on('pageerror', (e) => pageErrors.push(e.message));
  // The grid's action column is out of a phone's view: the dialog opens wide, then the screen narrows.
  await mobile.setViewportSize({ width: 1280, height: 812 });
  const dialog = await openEdit(mobile, FIRST_TITLE);
  await mobile.setViewportSize({ width: 375, height: 812 });
  await mobile.getByRole('toolbar', { name: 'Formatting' }).waitFor();
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await mobile.screenshot({ path: path.join(OUTPUT_DIR, 'editorial-dialog-375.png') });
  await mobile.getByRole('toolbar', { name: 'Formatting' }).scrollIntoViewIfNeeded();
  await mobile.waitForTimeout(300);
  await mobile.screenshot({ path: path.join(OUTPUT_DIR, 'editorial-dialog-375-editor.png'), fullPage: false });

  await dialog.getByLabel(/^Excerpt/).fill('Changed but not saved.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const confirm = mobile.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByLabel(/^Excerpt/).and(mobile.locator('textarea')).first().waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await mobile.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Closing the tab or reloading with unsaved changes: the browser's own "leave site?" question.
  await mobile.setViewportSize({ width: 1280, height: 812 });
  const again = await openEdit(mobile, FIRST_TITLE);
  await again.getByLabel(/^Excerpt/).fill('Changed again, still not saved.');
  await again.getByText('Unsaved changes').waitFor();
  const asked = new Promise<string>((resolve) => mobile.once('dialog', (d) => void d.accept().then(() => resolve(d.type()))));
  await mobile.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});
