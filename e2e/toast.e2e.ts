/**
 * Toasts cover no action (issue 33): while a toast shows over an open dialog, every button of the
 * dialog is still the element under its own centre, and a click on it works, at 1280 and at 375
 * px. The toast is the article dialog's "Draft saved": the dialog stays open under it.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { OUTPUT_DIR } from './support/app';
import { useAdminE2E } from './support/admin';

jest.setTimeout(120_000);

const e2e = useAdminE2E();

/**
 * The buttons of the dialog on screen (inside the window and every scrolling box around them) whose
 * centre is covered by something else: the toast.
 */
async function coveredButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const onScreen = (el: HTMLElement, x: number, y: number) => {
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
      for (let box = el.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowY === 'visible' && getComputedStyle(box).overflowX === 'visible') continue;
        const r = box.getBoundingClientRect();
        if (x < r.left || x > r.right || y < r.top || y > r.bottom) return false;
      }
      return true;
    };
    return [...document.querySelectorAll<HTMLElement>('[role="dialog"] button')]
      .filter((b) => b.offsetParent !== null)
      .filter((b) => {
        const r = b.getBoundingClientRect();
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        if (!onScreen(b, x, y)) return false;
        const top = document.elementFromPoint(x, y);
        return !top || !b.contains(top);
      })
      .map((b) => b.textContent?.trim() || b.getAttribute('aria-label') || '?');
  });
}

async function overlaps(page: Page, a: string, b: string): Promise<boolean> {
  const [ra, rb] = await Promise.all([page.locator(a).first().boundingBox(), page.locator(b).first().boundingBox()]);
  if (!ra || !rb) return false;
  return ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height;
}

it.each([
  [1280, 900],
  [375, 812],
])('at %i px the buttons of an open dialog stay clickable while a toast shows', async (width, height) => {
  // Opened on a wide window (a phone's grid scrolls its Edit buttons out of reach), then shown at the width.
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    await e2e.signIn(page);
    // The article dialog: as wide as the window allows (the whole screen on a phone), its buttons at the bottom right.
    await page.getByRole('button', { name: /^Edit / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await dialog.getByRole('button', { name: 'Save draft' }).waitFor();
    await page.setViewportSize({ width, height });
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    // "Save draft" keeps the dialog open under its toast.
    const snack = page.locator('.MuiSnackbar-root').filter({ hasText: 'Draft saved' });
    await snack.waitFor();
    await page.waitForTimeout(400); // the toast's entrance
    await page.screenshot({ path: path.join(OUTPUT_DIR, `toast-over-dialog-${width}.png`) });
    expect(await coveredButtons(page)).toEqual([]);
    // Announced over the dialog: the dialog hides the page's other content from assistive
    // technology, and the toast is not inside what it hides.
    expect(await snack.evaluate((el) => el.closest('[aria-hidden="true"]') === null)).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor({ timeout: 2000 });
    expect(await overlaps(page, '.MuiSnackbar-root', '.MuiDialogActions-root')).toBe(false);
    // A click on the dialog's own button does what it says while the toast is still there.
    await dialog.getByRole('button', { name: 'Cancel' }).click({ timeout: 2000 });
    await dialog.waitFor({ state: 'detached' });
    expect(await snack.isVisible()).toBe(true);

    // Without a dialog, on a wide window: bottom right, beside the page (a phone's is at the top: ToastSnackbar.spec.tsx).
    if (width >= 600) {
      await page.getByRole('switch', { name: /^Featured: / }).first().click();
      const plain = page.locator('.MuiSnackbar-root').filter({ hasText: 'Article updated successfully' });
      await plain.waitFor();
      const box = (await plain.boundingBox())!;
      expect(box.y + box.height).toBeGreaterThan(height / 2);
      expect(box.x).toBeGreaterThan(width / 2);
    }
  } finally {
    await context.close();
  }
});
