/**
 * Issue 32 in a real browser: Admin › Moving, a WordPress export uploaded, its dry-run report, the
 * import's progress bar and final report; then an old address answers 301 to the imported article.
 * Images come from a local server (IMPORT_ALLOW_PRIVATE_NETWORK=true for this app only).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN, OUTPUT_DIR, startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';
import { png } from './support/png';

jest.setTimeout(120_000);

let app: E2EApp;
let browser: Browser;
let page: Page;
let images: http.Server;
let imagesUrl = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  const picture = png(64, 48, [80, 160, 120]);
  images = http.createServer((req, res) => {
    // A little slow, so the progress bar is seen moving.
    setTimeout(() => {
      if (req.url === '/img/moved') return void res.writeHead(302, { location: '/img/gallery-2.png' }).end();
      if (req.url === '/img/missing.png' || req.url === '/img/not-an-image.png') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    }, 250);
  });
  await new Promise<void>((r) => images.listen(0, '127.0.0.1', r));
  imagesUrl = `http://127.0.0.1:${(images.address() as { port: number }).port}`;
  [app, browser] = await Promise.all([startApp({ IMPORT_ALLOW_PRIVATE_NETWORK: 'true' }), launchBrowser()]);
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (e) => pageErrors.push(e.message));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await new Promise((r) => images?.close(r));
});

const shot = async (name: string, target: Page = page) => {
  await target.waitForTimeout(300);
  await target.screenshot({ path: path.join(OUTPUT_DIR, `moving-${name}.png`), fullPage: true });
};

it('imports a WordPress export from the admin: dry run, progress, final report, old links kept', async () => {
  const wxr = fs.readFileSync(path.resolve(__dirname, '../apps/server/src/modules/moving/fixtures/wordpress.xml'), 'utf8').replaceAll('{{IMAGES}}', imagesUrl);
  await page.goto(`${app.url}/admin/moving`);
  await page.waitForURL(/\/auth$/);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/moving$/);
  await page.getByRole('heading', { name: 'Import' }).waitFor();

  await page.getByLabel('Export file').setInputFiles({ name: 'rumahceria.WordPress.xml', mimeType: 'application/xml', buffer: Buffer.from(wxr) });
  await page.getByRole('button', { name: 'Dry run' }).click();
  const dryRun = page.getByRole('list', { name: 'Dry run report' });
  await dryRun.waitFor();
  await dryRun.getByText('5 posts in the file: 5 to import, 0 already imported').waitFor();
  await dryRun.getByText('Unsupported, left as text: [contact-form-7] × 1').waitFor();
  await shot('dry-run-1280');

  await page.getByRole('button', { name: 'Start import' }).click();
  await page.getByRole('progressbar', { name: 'Import progress' }).waitFor();
  await page.getByText(/Importing… \d+ of \d+/).waitFor();
  await shot('progress-1280');
  await page.getByText('Import finished').waitFor({ timeout: 60_000 });
  const final = page.getByRole('list', { name: 'Final report' });
  await final.getByText('5 posts in the file: 5 imported, 0 already imported').waitFor();
  await shot('final-1280');
  const mobile = await page.context().newPage();
  await mobile.setViewportSize({ width: 375, height: 812 });
  await mobile.goto(`${app.url}/admin/moving`);
  await mobile.getByRole('heading', { name: 'Redirects' }).waitFor();
  await mobile.getByText('/2024/05/rutinitas-tidur-bayi').first().waitFor();
  await shot('redirects-375', mobile);
  await mobile.close();

  // The old address goes to the imported article (301), which the reader sees.
  const res = await fetch(`${app.url}/2024/05/rutinitas-tidur-bayi/`, { redirect: 'manual' });
  expect([res.status, res.headers.get('location')]).toEqual([301, '/id/article/rutinitas-tidur-bayi']);
  await page.goto(`${app.url}/2024/05/rutinitas-tidur-bayi/`);
  await page.waitForURL(/\/id\/article\/rutinitas-tidur-bayi$/);
  await page.getByRole('heading', { name: 'Rutinitas Tidur Bayi yang Menenangkan' }).waitFor();
  await shot('imported-article-1280');
  expect(pageErrors).toEqual([]);
});

it('exports the whole site from Admin › Moving: a .tar.gz with export.json of the documented shape and the images', async () => {
  await page.goto(`${app.url}/admin/moving`);
  const panel = page.getByRole('region', { name: 'Export' });
  await panel.getByText('npm run restore -- tumbuh-export.tar.gz').waitFor();
  await panel.scrollIntoViewIfNeeded();
  await shot('export-1280');
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Export everything' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tumbuh-export-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const file = path.join(OUTPUT_DIR, 'moving-export.tar.gz');
  await download.saveAs(file);
  const entries = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
  expect(entries).toContain('export.json');
  expect(entries.some((e) => e.startsWith('uploads/'))).toBe(true);
  const exported = JSON.parse(execFileSync('tar', ['-xzOf', file, 'export.json'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })) as {
    format: string;
    version: number;
    exportedAt: string;
    tables: Record<string, Record<string, unknown>[]>;
  };
  expect([exported.format, exported.version]).toEqual(['tumbuh-export', 1]);
  expect(Number.isNaN(Date.parse(exported.exportedAt))).toBe(false);
  for (const table of ['categories', 'tags', 'age_groups', 'authors', 'articles', 'article_tags', 'article_revisions', 'tools', 'subscribers', 'uploaded_images', 'redirects']) {
    expect([table, Array.isArray(exported.tables[table])]).toEqual([table, true]);
  }
  // The article imported above and its old address are in it; no user account is.
  expect(exported.tables.articles.map((a) => a.slug)).toContain('rutinitas-tidur-bayi');
  expect(exported.tables.redirects.some((r) => String(r.fromPath).includes('rutinitas-tidur-bayi'))).toBe(true);
  expect(exported.tables.users).toBeUndefined();
  expect(pageErrors).toEqual([]);
});
