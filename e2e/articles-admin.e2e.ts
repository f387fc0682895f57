/**
 * Admin › Articles in Indonesian (issues 32, 31, 33): the grid a page at a time from the server (the
 * requests it makes), its texts, filters and the article dialog with its reads chart, at 1280 and
 * 375 px (screenshots under test-output/e2e/articles-id-*.png).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { OUTPUT_DIR } from './support/app';
import { useAdminE2E } from './support/admin';

jest.setTimeout(150_000);

const e2e = useAdminE2E();

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUTPUT_DIR, `articles-id-${name}.png`), fullPage: false });
};

it('pages, filters and edits articles in Indonesian, with the reads of a published article, at 1280 and 375 px', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const asked: Record<string, unknown>[] = [];
  // The grid's page requests (POST bodies or GET parameters, persisted queries included).
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('/graphql')) return;
    let body: { operationName?: string; variables?: { input?: Record<string, unknown> } } | null = null;
    try {
      body = request.method() === 'GET' ? { operationName: url.searchParams.get('operationName') ?? undefined, variables: JSON.parse(url.searchParams.get('variables') ?? '{}') } : request.postDataJSON();
    } catch {
      return;
    }
    if (body?.operationName === 'AdminArticlesPage') asked.push(body.variables?.input ?? {});
  });
  await e2e.signIn(page);
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await page.getByRole('tab', { name: 'Artikel', selected: true }).waitFor();
  await page.getByRole('button', { name: 'Artikel Baru' }).waitFor();
  await page.getByRole('columnheader', { name: 'Judul' }).waitFor();
  await page.locator('.MuiDataGrid-row').first().waitFor();
  for (let i = 0; i < 50 && asked.length === 0; i++) await page.waitForTimeout(100);
  expect(asked[asked.length - 1]).toMatchObject({ page: 0, pageSize: 25, sort: 'publishDate:desc' });
  await shot(page, '1280');

  // A filter goes to the server; only that status comes back.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Terbit' }).click();
  await page.waitForTimeout(300);
  await page.locator('.MuiDataGrid-row').first().waitFor();
  expect(asked[asked.length - 1]).toMatchObject({ status: 'published', page: 0 });
  const rows = page.locator('.MuiDataGrid-row');
  expect(await rows.filter({ hasNotText: 'Terbit' }).count()).toBe(0);

  // The first published article's dialog: its fields and its reads in Indonesian.
  await rows.first().getByRole('button', { name: /^Ubah / }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Artikel' });
  await dialog.getByRole('textbox', { name: 'Judul', exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Perbarui Artikel' }).waitFor();
  const reads = dialog.getByRole('region', { name: 'Dibaca', exact: true });
  await reads.getByText(/dalam 30 hari terakhir/).waitFor();
  await reads.scrollIntoViewIfNeeded();
  await shot(page, 'dialog-1280');
  await reads.getByRole('button', { name: '90 hari' }).click();
  await reads.getByText(/dalam 90 hari terakhir/).waitFor();
  await dialog.getByRole('button', { name: 'Batal', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  const phone = await e2e.browser.newContext({ viewport: { width: 375, height: 812 } });
  const mobile = await phone.newPage();
  mobile.setDefaultTimeout(20_000);
  await e2e.signIn(mobile);
  await mobile.getByRole('button', { name: 'Artikel Baru' }).waitFor();
  await mobile.locator('.MuiDataGrid-row').first().waitFor();
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(mobile, '375');
  await mobile.getByRole('button', { name: 'Artikel Baru' }).click();
  const create = mobile.getByRole('dialog', { name: 'Buat Artikel Baru' });
  await create.getByRole('textbox', { name: 'Judul', exact: true }).waitFor();
  await create.getByRole('checkbox', { name: 'Ini adalah terjemahan dari artikel yang sudah ada' }).check();
  await create.getByRole('combobox', { name: /^Artikel Asli/ }).click();
  await mobile.getByRole('listbox').getByRole('option').first().waitFor();
  await shot(mobile, 'dialog-375');
  await phone.close();

  // English again for the person.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'New Article' }).waitFor();
  await context.close();
});
