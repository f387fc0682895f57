/**
 * The admin in Indonesian (issue 33): the switch beside Logout turns the dashboard, its tabs and the
 * data grid's own texts Indonesian, the choice is remembered for the person (a new sign-in finds
 * it), and English comes back word for word. Every tab the admin sees is then opened in Indonesian:
 * a few of its Indonesian texts show and none of the known English labels is left; a dialog's
 * validation message, its toast and its delete confirmation are Indonesian. Screenshots of several
 * tabs at 1280 and 375 px (admin-id-<tab>-<width>.png), and nothing wider than a phone at 375 px. The
 * server's own English messages (a taken slug's 409) show in Indonesian too.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { OUTPUT_DIR } from './support/app';
import { useAdminE2E } from './support/admin';

jest.setTimeout(240_000);

const e2e = useAdminE2E();

it('switches the admin to Indonesian, remembers it per person, and back to English', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await e2e.signIn(page);
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
  const phone = await e2e.browser.newContext({ viewport: { width: 375, height: 812 } });
  const mobile = await phone.newPage();
  mobile.setDefaultTimeout(15_000);
  await e2e.signIn(mobile);
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

type Check = { text: string } | { columnheader: string } | { button: string } | { heading: string } | { label: string };

/** Each tab the admin sees (Articles is another suite's), with a few of its Indonesian texts. */
const TABS: [key: string, checks: Check[]][] = [
  ['overview', [{ heading: 'Ikhtisar' }, { heading: 'Pembacaan per hari' }, { button: '30 hari' }, { text: 'Rasio klik buletin' }]],
  ['authors', [{ button: 'Penulis Baru' }, { columnheader: 'Nama' }, { columnheader: 'Tindakan' }]],
  ['tools', [{ button: 'Tambah Alat Baru' }, { columnheader: 'Deskripsi' }, { text: 'Alat pengasuhan di halaman utama dan di footer' }]],
  ['categories', [{ button: 'Kategori Baru' }, { columnheader: 'Artikel dalam Kategori' }, { columnheader: 'Nama bahasa Indonesia' }]],
  ['tags', [{ button: 'Tag Baru' }, { columnheader: 'Artikel dengan Tag Ini' }]],
  ['subscribers', [{ button: 'Ekspor CSV' }, { button: 'Impor CSV' }, { label: 'Cari berdasarkan email' }, { columnheader: 'Tanggal Berlangganan' }]],
  ['age-groups', [{ button: 'Kelompok Usia Baru' }, { columnheader: 'Urutan' }]],
  ['newsletter', [{ heading: 'Edisi berikutnya' }, { button: 'Kirim uji ke saya' }, { heading: 'Riwayat' }, { button: 'Kirim sekarang' }]],
  ['stories', [{ heading: 'Cerita komunitas' }]],
  ['moving', [{ button: 'Uji coba' }, { button: 'Tambah pengalihan' }, { columnheader: 'Alamat lama' }]],
  ['people', [{ button: 'Undang' }, { columnheader: 'Nama pengguna' }, { columnheader: 'Terakhir masuk' }, { text: 'Wajibkan masuk dua langkah untuk admin dan editor' }]],
  ['activity', [{ heading: 'Aktivitas' }, { button: 'Hapus filter' }, { columnheader: 'Waktu' }]],
  ['account', [{ heading: 'Masuk dua langkah' }, { heading: 'Sesi yang sedang masuk' }, { button: 'Ubah kata sandi' }]],
];

/** The tabs shown in screenshots at both widths. */
const SCREENSHOT_TABS = ['overview', 'authors', 'subscribers', 'newsletter', 'people', 'activity', 'moving', 'account'];

/**
 * English labels of the admin as they are in English (words that read the same in Indonesian, like
 * Email, Slug, Status, Bio or Total, are left out): none may be the whole text of a heading, button,
 * label, column header, chip, tab or accessible name once the admin is Indonesian.
 */
const ENGLISH_LABELS = [
  'Admin Dashboard', 'Logout', 'Overview', 'Articles', 'Authors', 'Tools', 'Categories', 'Tags', 'Subscribers', 'Age Groups', 'Newsletter',
  'Stories', 'Moving', 'People', 'Activity', 'My account', 'Rows per page:', 'Try Again', 'Cancel', 'Delete', 'Close', 'Actions',
  'Name', 'Description', 'Order', 'Indonesian name', 'Active', 'Inactive', 'New Author', 'Add New Tool', 'New Category', 'New Tag',
  'New Age Group', 'Articles in Category', 'Articles Using This Tag', 'Export CSV', 'Import CSV', 'Search by email', 'Date Subscribed',
  'Child Birth Month', 'Language', 'State', 'Next issue', 'Send now', 'Send test to me', 'Send a test to', 'History', 'Subject', 'Kind',
  'Details', 'Sent', 'Failed', 'Pending', 'Invite', 'Username', 'Role', 'Last sign-in', 'Two-step', 'Pending invitations', 'When',
  'Person', 'Action', 'Type', 'What', 'Clear', 'From', 'To', 'Everyone', 'All types', 'Import', 'Dry run', 'Redirects', 'Old address',
  'New address', 'Add redirect', 'Source', 'Choose export file', 'Reads per day', 'Subscribers over time', 'Reads by language',
  'Newsletter click rate', 'Show the figures', 'Password', 'Change password', 'Change email', 'Current password', 'New password',
  'Repeat the password', 'New email address', 'Signed-in sessions', 'Sign out everywhere else', 'Enable two-step sign-in',
  'Two-step sign-in', 'This browser', 'Community stories', 'Waiting', 'Approved', 'Rejected', 'Title', 'Submitter', 'Open',
  'Bio is required', 'Name is required', 'Create Author', 'Author Photo', 'Upload image',
];

/** The admin's own texts on screen (not the content it lists): what ENGLISH_LABELS is checked against. */
async function adminLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const roots = [...document.querySelectorAll('[role="tablist"], [role="tabpanel"], [role="dialog"], .MuiSnackbar-root')];
    const chrome = 'h1, h2, h3, h4, h5, h6, button, label, legend, summary, [role="columnheader"], .MuiDataGrid-columnHeaderTitle, [role="tab"], .MuiChip-label, .MuiFormHelperText-root, .MuiTablePagination-selectLabel, .MuiAlert-message, th';
    const texts = new Set<string>();
    for (const root of roots) {
      for (const el of root.querySelectorAll<HTMLElement>(chrome)) {
        const text = (el.innerText ?? el.textContent ?? '').trim();
        if (text) texts.add(text);
      }
      for (const el of root.querySelectorAll<HTMLElement>('[aria-label], [placeholder]')) {
        for (const attr of ['aria-label', 'placeholder']) {
          const value = el.getAttribute(attr)?.trim();
          if (value) texts.add(value);
        }
      }
    }
    return [...texts];
  });
}

async function englishLeft(page: Page): Promise<string[]> {
  const labels = await adminLabels(page);
  return labels.filter((text) => ENGLISH_LABELS.includes(text));
}

async function see(page: Page, check: Check) {
  const panel = page.locator('[role="tabpanel"]');
  if ('text' in check) await panel.getByText(check.text, { exact: true }).first().waitFor();
  else if ('columnheader' in check) await panel.locator('[role="columnheader"]').getByText(check.columnheader, { exact: true }).first().waitFor();
  else if ('button' in check) await panel.getByRole('button', { name: check.button, exact: true }).first().waitFor();
  else if ('heading' in check) await panel.getByRole('heading', { name: check.heading, exact: true }).first().waitFor();
  else await panel.getByLabel(check.label, { exact: true }).first().waitFor();
}

async function openTab(page: Page, key: string, checks: Check[]) {
  await page.goto(`${e2e.app.url}/admin/${key}`);
  await page.getByRole('heading', { name: 'Dasbor Admin' }).waitFor();
  for (const check of checks) await see(page, check);
  // Loading skeletons and lazy parts (My account's password meter) settle.
  await page.waitForTimeout(500);
}

it('every tab the admin sees is Indonesian, with no known English label left, at 1280 and 375 px', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await e2e.signIn(page);
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await page.getByRole('heading', { name: 'Dasbor Admin' }).waitFor();
  const left: Record<string, string[]> = {};
  for (const [key, checks] of TABS) {
    await openTab(page, key, checks);
    const english = await englishLeft(page);
    if (english.length) left[key] = english;
    if (SCREENSHOT_TABS.includes(key)) await page.screenshot({ path: path.join(OUTPUT_DIR, `admin-id-${key}-1280.png`), fullPage: false });
  }
  expect(left).toEqual({});

  // On a phone: the same texts, nothing wider than the screen.
  const phone = await e2e.browser.newContext({ viewport: { width: 375, height: 812 } });
  const mobile = await phone.newPage();
  mobile.setDefaultTimeout(15_000);
  await e2e.signIn(mobile);
  const tooWide: Record<string, number> = {};
  for (const [key, checks] of TABS.filter(([k]) => SCREENSHOT_TABS.includes(k))) {
    await openTab(mobile, key, checks);
    const width = await mobile.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) tooWide[key] = width;
    await mobile.screenshot({ path: path.join(OUTPUT_DIR, `admin-id-${key}-375.png`), fullPage: false });
  }
  expect(tooWide).toEqual({});
  await phone.close();
  await context.close();
});

it("in Indonesian a dialog's validation message, its toast and the delete confirmation are Indonesian; then English again", async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await e2e.signIn(page);
  await page.goto(`${e2e.app.url}/admin/authors`);
  await page.getByRole('heading', { name: 'Dasbor Admin' }).waitFor();

  await page.getByRole('button', { name: 'Penulis Baru', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Penulis Baru' });
  await dialog.getByText('Foto Penulis', { exact: true }).waitFor();
  // Saved empty: the shared rule's messages, in Indonesian.
  await dialog.getByRole('button', { name: 'Buat Penulis' }).click();
  await dialog.getByText('Nama wajib diisi').waitFor();
  await dialog.getByText('Bio wajib diisi').waitFor();
  await dialog.getByRole('button', { name: 'Batal' }).waitFor();
  expect(await englishLeft(page)).toEqual([]);
  await page.screenshot({ path: path.join(OUTPUT_DIR, 'admin-id-author-dialog-1280.png'), fullPage: false });

  await dialog.getByLabel('Nama').fill('Penulis Uji i18n');
  await dialog.getByLabel('Bio').fill('Penulis untuk uji bahasa admin.');
  await dialog.getByRole('button', { name: 'Buat Penulis' }).click();
  await page.locator('.MuiSnackbar-root').filter({ hasText: 'Penulis berhasil dibuat' }).waitFor();
  await dialog.waitFor({ state: 'detached' });

  // Deleted again: the confirmation and its toast.
  await page.getByRole('menuitem', { name: 'Hapus Penulis Uji i18n' }).or(page.getByRole('button', { name: 'Hapus Penulis Uji i18n' })).first().click();
  const confirm = page.getByRole('dialog', { name: 'Hapus penulis' });
  await confirm.getByText('Penulis yang masih memiliki artikel tidak dapat dihapus', { exact: false }).waitFor();
  expect(await englishLeft(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Hapus', exact: true }).click();
  await page.locator('.MuiSnackbar-root').filter({ hasText: 'Penulis berhasil dihapus' }).waitFor();

  // Back to English for the other suites of this person.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'New Author', exact: true }).waitFor();
  await context.close();
});

it("in Indonesian the server's own message (a category whose slug is taken) shows in Indonesian, in the toast and under the field", async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await e2e.signIn(page);
  await page.goto(`${e2e.app.url}/admin/categories`);
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await page.getByRole('heading', { name: 'Dasbor Admin' }).waitFor();

  const create = async (name: string, slug?: string) => {
    await page.getByRole('button', { name: 'Kategori Baru', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Kategori Baru' });
    await dialog.getByRole('textbox', { name: /^Nama\s*\*?$/ }).fill(name);
    if (slug) await dialog.getByRole('textbox', { name: /^Slug\s*\*?$/ }).fill(slug);
    await dialog.getByRole('button', { name: 'Buat Kategori' }).click();
    return dialog;
  };
  const first = await create('Uji Slug i18n');
  await page.locator('.MuiSnackbar-root').filter({ hasText: 'Kategori berhasil dibuat' }).waitFor();
  await first.waitFor({ state: 'detached' });

  // Another name, the same slug: the server's 409 "A category with this slug already exists".
  const second = await create('Uji Slug i18n Kedua', 'uji-slug-i18n');
  await page.locator('.MuiSnackbar-root').filter({ hasText: 'Gagal membuat kategori' }).filter({ hasText: 'Kategori dengan slug ini sudah ada' }).waitFor();
  await second.locator('.MuiFormHelperText-root').getByText('Kategori dengan slug ini sudah ada', { exact: true }).waitFor();
  expect(await page.getByText('A category with this slug already exists').count()).toBe(0);
  await page.screenshot({ path: path.join(OUTPUT_DIR, 'admin-id-server-conflict-1280.png'), fullPage: false });
  await second.getByRole('button', { name: 'Batal' }).click();
  await second.waitFor({ state: 'detached' });

  // Cleaned up, then English again for the other suites of this person.
  await page.getByRole('menuitem', { name: 'Hapus Uji Slug i18n' }).or(page.getByRole('button', { name: 'Hapus Uji Slug i18n' })).first().click();
  const confirm = page.getByRole('dialog', { name: 'Hapus kategori' });
  await confirm.getByRole('button', { name: 'Hapus', exact: true }).click();
  await page.locator('.MuiSnackbar-root').filter({ hasText: 'Kategori berhasil dihapus' }).waitFor();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'New Category', exact: true }).waitFor();
  await context.close();
});
