import fs from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function assertChromium(): void {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}. The browser tests drive Debian's chromium: install it with \`apt-get install chromium\` (or set CHROMIUM_PATH).`,
    );
  }
}

/**
 * Reader pages arrive server-rendered: their buttons are on screen before React has hydrated them,
 * and a click then does what plain HTML does. A page loaded by goto/reload therefore waits for
 * <html data-ready> (set once the page is hydrated; apps/web/src/app/router.tsx) before the test
 * goes on, as a person would wait for a page to settle. Pages without JavaScript are left alone.
 */
function waitForReadyOnLoad(page: Page): void {
  const ready = () =>
    page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 20_000 }).catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (async (...args: Parameters<Page['goto']>) => {
    const res = await goto(...args);
    await ready();
    return res;
  });
  page.reload = (async (...args: Parameters<Page['reload']>) => {
    const res = await reload(...args);
    await ready();
    return res;
  });
}

export async function launchBrowser(): Promise<Browser> {
  assertChromium();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled === false) return context;
    const contextNewPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await contextNewPage();
      waitForReadyOnLoad(page);
      return page;
    };
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options?: BrowserContextOptions) => {
    const page = await newPage(options);
    if (options?.javaScriptEnabled !== false) waitForReadyOnLoad(page);
    return page;
  };
  return browser;
}
