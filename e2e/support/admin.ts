/**
 * The set-up the admin's browser tests share: one app and one Chromium for the file, and signing in
 * as the e2e admin through the sign-in form (landing on /admin).
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN, OUTPUT_DIR, startApp, type E2EApp } from './app';
import { launchBrowser } from './browser';

export interface AdminE2E {
  readonly app: E2EApp;
  readonly browser: Browser;
  /** Signs in through /auth and waits for /admin. */
  signIn(page: Page, user?: { username: string; password: string }): Promise<void>;
}

/** Call at the top of a test file: starts the app and the browser before its tests and stops them after. */
export function useAdminE2E(): AdminE2E {
  let app: E2EApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  return {
    get app() {
      if (!app) throw new Error('the app is not started (useAdminE2E registers beforeAll)');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started (useAdminE2E registers beforeAll)');
      return browser;
    },
    async signIn(page, user = E2E_ADMIN) {
      await page.goto(this.app.url + '/auth');
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/admin$/);
    },
  };
}
