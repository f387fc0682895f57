/**
 * Issue 19 in a real browser against the real server and demo content: the age pages in both
 * languages at 1280 and 375 px, the "By age" menu and drawer, chips to age pages, 404 for an unknown
 * age group; the child's-age picker: it is kept in localStorage only (no cookie), shows the
 * "For your child's age" row on the home page without hydration warnings or layout shift, highlights
 * the fitting chip on cards and on the article page, and "Forget" removes both.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { OUTPUT_DIR, startApp, type E2EApp } from './support/app';
import { launchBrowser } from './support/browser';
import { gql, horizontalOverflow, screenshot } from './support/reader';

jest.setTimeout(180_000);

const STORAGE_KEY = 'tumbuh.childBirthMonth';

let app: E2EApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** Page errors, and console errors and warnings (hydration mismatches among them). */
const problems: string[] = [];
let groups: { slug: string; name: string; nameId: string | null }[];

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  groups = (await gql(app.url, `{ ageGroups { slug name nameId } }`)).ageGroups;
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await app?.stop();
});
afterEach(() => {
  expect(problems).toEqual([]);
  problems.length = 0;
});

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  // Every layout shift not caused by the reader's input, from the first paint on.
  await context.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  return page;
}

const ready = (page: Page) => page.waitForSelector('html[data-ready]');
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
const nameIn = (g: { name: string; nameId: string | null }, lang: 'en' | 'id') => (lang === 'id' && g.nameId) || g.name;

describe('age pages', () => {
  for (const lang of ['en', 'id'] as const) {
    for (const width of [1280, 375]) {
      it(`lists an age group's articles, newest first, in ${lang} (${width} px)`, async () => {
        const group = groups[1];
        // English pages list every language; /id starts on Indonesian articles (its language filter).
        const truth = await gql(app.url, `query($s: String!, $l: String) { articlesByAgeGroup(slug: $s, language: $l) { title } }`, { s: group.slug, l: lang === 'id' ? 'id' : null });
        const page = await newPage(width);
        const prefix = lang === 'id' ? '/id' : '';
        const res = await page.goto(`${app.url}${prefix}/age/${group.slug}`);
        expect(res?.status()).toBe(200);
        await page.getByRole('heading', { level: 1, name: nameIn(group, lang) }).waitFor();
        await ready(page);
        const titles = await page.locator('[data-testid="article-card"]').getByRole('heading').allTextContents();
        expect(titles.length).toBeGreaterThan(0);
        expect(titles).toEqual(truth.articlesByAgeGroup.slice(0, titles.length).map((a: { title: string }) => a.title));
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, `age-page-${lang}-${width}`);
        // The language filter is links with counts: every language, in the browser without a reload.
        const all = page.getByRole('navigation', { name: lang === 'id' ? 'Bahasa' : 'Language' }).getByRole('link', { name: new RegExp(`^${lang === 'id' ? 'Semua bahasa' : 'All languages'} \\(\\d+\\)$`) });
        await all.click();
        await page.waitForURL(lang === 'id' ? /\?language=all$/ : new RegExp(`/age/${group.slug}$`));
        await all.and(page.locator('[aria-current="page"]')).waitFor();
      });
    }
  }

  it('an age chip on a card leads to its age page; an unknown age group is 404 in both languages', async () => {
    const page = await newPage(1280);
    await page.goto(`${app.url}/articles`);
    await ready(page);
    const chip = page.locator('[data-testid="article-card"] a[href^="/age/"]').first();
    const href = await chip.getAttribute('href');
    await chip.click();
    await page.waitForURL(`${app.url}${href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await page.goto(`${app.url}/age/no-such-age`))?.status()).toBe(404);
    await page.getByText('Age Group Not Found').first().waitFor();
    expect((await page.goto(`${app.url}/id/age/no-such-age`))?.status()).toBe(404);
    await page.getByText('Kelompok Usia Tidak Ditemukan').first().waitFor();
    problems.length = 0; // the browser logs the 404 answers themselves
  });

  it('"By age" in the header lists the age groups and leads to one (1280 px)', async () => {
    const page = await newPage(1280);
    await page.goto(`${app.url}/id`);
    await ready(page);
    await page.getByRole('button', { name: 'Menurut Usia' }).click();
    const items = page.getByRole('menuitem');
    await items.nth(groups.length).waitFor(); // the age groups have loaded
    expect(await items.allTextContents()).toEqual([...groups.map((g) => nameIn(g, 'id')), 'Usia si Kecil']);
    await page.screenshot({ path: `${OUTPUT_DIR}/age-menu-id-1280.png` });
    await items.nth(2).click();
    await page.waitForURL(`${app.url}/id/age/${groups[2].slug}`);
    await page.getByRole('heading', { level: 1, name: nameIn(groups[2], 'id') }).waitFor();
  });

  it('the header keeps "By age" on one line and cuts nothing at 900 px, in both languages', async () => {
    const page = await newPage(900);
    for (const path of ['/', '/id']) {
      await page.goto(`${app.url}${path}`);
      await ready(page);
      const button = page.getByRole('button', { name: path === '/' ? 'By age' : 'Menurut Usia' });
      expect((await button.boundingBox())!.height).toBeLessThan(45);
      expect(await horizontalOverflow(page)).toBe(0);
      // Nothing in the bar is cut: Subscribe keeps its whole label (the search box gives way instead).
      const subscribe = page.locator('header').getByRole('link', { name: path === '/' ? 'Subscribe' : 'Berlangganan' });
      expect(await subscribe.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      expect(await page.locator('header .tb-toolbar').evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    }
    await page.screenshot({ path: `${OUTPUT_DIR}/header-id-900.png` });
  });

  it('the mobile drawer lists the age groups and opens the child\'s-age picker (375 px)', async () => {
    const page = await newPage(375);
    await page.goto(`${app.url}/`);
    await ready(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const list = page.getByRole('list', { name: 'By age' });
    await list.getByRole('link').first().waitFor();
    expect(await list.getByRole('link').allTextContents()).toEqual(groups.map((g) => g.name));
    // The picker is one tap away on a phone too: the drawer closes and the dialog opens.
    await list.getByRole('button', { name: "My child's age" }).click();
    const dialog = page.getByRole('dialog', { name: "My child's age" });
    await dialog.getByText('My child is … months / years old').waitFor();
    await page.waitForTimeout(400); // the dialog's fade-in
    await page.screenshot({ path: `${OUTPUT_DIR}/age-picker-from-drawer-375.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await list.getByRole('link', { name: groups[0].name }).click();
    await page.waitForURL(`${app.url}/age/${groups[0].slug}`);
  });
});

describe("my child's age", () => {
  const infants = () => groups.find((g) => g.slug === '6-12-months')!;

  for (const width of [1280, 375]) {
    it(`sets the row and the highlighted chip, kept in this browser only, and forgets them (${width} px)`, async () => {
      const page = await newPage(width);
      await page.goto(`${app.url}/`);
      await ready(page);
      const row = page.getByTestId('child-age-row');
      await row.getByText('Tell us how old your child is').waitFor();
      await page.waitForLoadState('networkidle');
      const shiftWithout = await layoutShift(page);
      expect(await row.locator('[data-testid="article-card"]').count()).toBe(0);

      await row.getByRole('button', { name: "Set my child's age" }).click();
      const dialog = page.getByRole('dialog', { name: "My child's age" });
      await dialog.getByText('My child is … months / years old').waitFor();
      // A future birth month is refused with a message, and nothing is stored.
      await dialog.getByLabel('Birth month').fill('2999-01');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Enter an age up to 6 years').waitFor();
      expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)).toBeNull();
      await dialog.getByTestId('child-age-amount').fill('8');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await row.getByText(`Your child is 8 months old: ${infants().name}`).waitFor();
      const cards = row.locator('[data-testid="article-card"]');
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThan(0);
      // Every article of the row carries the child's age group, highlighted; other age chips are not.
      for (const card of await cards.all()) expect(await card.locator('[data-child-age="true"]').allTextContents()).toEqual([infants().name]);
      const highlighted = await page.locator('[data-child-age="true"]').allTextContents();
      expect(new Set(highlighted)).toEqual(new Set([infants().name]));

      // Only in localStorage: no cookie, so nothing about the child reaches the server with each request.
      const stored = await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY);
      expect(stored).toMatch(/^\d{4}-\d\d$/);
      expect((await page.context().cookies()).map((c) => c.value).join(' ')).not.toContain(stored!);

      // A later visit with the age stored: the row comes after hydration, below the fold, without
      // hydration warnings and without moving what the reader sees.
      const later = await newPage(width);
      await later.addInitScript(([k, v]) => localStorage.setItem(k, v), [STORAGE_KEY, stored!] as const);
      await later.goto(`${app.url}/`);
      await ready(later);
      const laterRow = later.getByTestId('child-age-row');
      await laterRow.locator('[data-testid="article-card"]').first().waitFor();
      await later.waitForLoadState('networkidle');
      const shiftWith = await layoutShift(later);
      console.log(`layout shift of the home at ${width} px: ${shiftWithout.toFixed(4)} without the child's age, ${shiftWith.toFixed(4)} with it`);
      expect(shiftWith).toBeLessThan(shiftWithout + 0.01);
      expect(await laterRow.boundingBox().then((b) => b!.y)).toBeGreaterThan(900); // below the fold
      await laterRow.scrollIntoViewIfNeeded();
      await screenshot(later, `home-child-age-row-${width}`);
      // An article page loaded directly hydrates cleanly too, with its chip highlighted after hydration.
      const articleHref = (await laterRow.locator('[data-testid="article-card"] h3 a').first().getAttribute('href'))!;
      await later.goto(`${app.url}${articleHref}`);
      await ready(later);
      await later.locator('[data-child-age="true"]').first().waitFor();

      // The article page highlights the chip too.
      const title = (await cards.first().getByRole('heading').textContent())!;
      await cards.first().getByRole('heading').getByRole('link').click();
      await page.waitForURL(/\/article\//);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.locator('[data-child-age="true"]').first().waitFor();
      // The article's own chip (its first), and those of related cards of the same age.
      expect(new Set(await page.locator('[data-child-age="true"]').allTextContents())).toEqual(new Set([infants().name]));

      // Forget: one click, and the row and the highlight are gone.
      await page.goto(`${app.url}/`);
      await ready(page);
      await row.getByRole('button', { name: 'Forget' }).click();
      await row.getByText('Tell us how old your child is').waitFor();
      expect(await row.locator('[data-testid="article-card"]').count()).toBe(0);
      expect(await page.locator('[data-child-age="true"]').count()).toBe(0);
      expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)).toBeNull();
    });
  }

  it('speaks Indonesian on /id and changes the age in one click (375 px)', async () => {
    const page = await newPage(375);
    await page.goto(`${app.url}/id`);
    await ready(page);
    const row = page.getByTestId('child-age-row');
    await row.getByRole('button', { name: 'Atur usia si Kecil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Usia si Kecil' });
    await dialog.getByTestId('child-age-amount').fill('1');
    await page.screenshot({ path: `${OUTPUT_DIR}/child-age-dialog-id-375.png` });
    await dialog.getByTestId('child-age-unit').selectOption('years');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    const toddlers = groups.find((g) => g.slug === '1-2-years')!;
    await row.getByText(`Si Kecil berusia 12 bulan: ${nameIn(toddlers, 'id')}`).waitFor();
    await row.getByRole('button', { name: 'Ubah' }).click();
    await dialog.getByTestId('child-age-amount').fill('3');
    await dialog.getByTestId('child-age-unit').selectOption('months');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await row.getByText(`Si Kecil berusia 3 bulan: ${nameIn(groups.find((g) => g.slug === '0-6-months')!, 'id')}`).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'home-id-child-age-row-375');
  });
});
