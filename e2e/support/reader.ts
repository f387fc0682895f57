/** Helpers for the reader-site browser tests (reader*.e2e.ts). */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { OUTPUT_DIR } from './app';

/** Asks the app's GraphQL API directly (ground truth for what the pages should show). */
export async function gql<T = any>(baseUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

/** Scrolls through the page so lazy images load, then back to the top. */
export async function loadLazyImages(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 5000 })
    .catch(() => undefined);
}

/** A full-page screenshot in OUTPUT_DIR, lazy images loaded. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  await loadLazyImages(page);
  const file = path.join(OUTPUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** How far the page is wider than the viewport (0 means no horizontal overflow). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The elements sticking out to the right of the viewport, for a readable failure. */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 1) out.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} right=${Math.round(r.right)}`);
    }
    return out.slice(0, 10);
  });
}

/**
 * MUI's default theme's colours (its blue primary, purple secondary and black-alpha text) found in
 * the computed styles of `locator`'s element and its descendants: a part drawn with MUI's components
 * outside the site's theme (app/muiLazy.tsx) shows them. Answers "element: property value" lines.
 */
export async function muiDefaultColours(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const defaults = ['rgb(25, 118, 210)', 'rgb(21, 101, 192)', 'rgb(66, 165, 245)', 'rgb(156, 39, 176)', 'rgba(0, 0, 0, 0.87)', 'rgba(0, 0, 0, 0.6)'];
    const properties = ['color', 'background-color', 'border-top-color', 'border-bottom-color', 'outline-color', 'fill'] as const;
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(element);
      for (const property of properties) {
        const value = style.getPropertyValue(property);
        if (defaults.includes(value)) found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}: ${property} ${value}`);
      }
    }
    return found;
  });
}
