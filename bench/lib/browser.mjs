// Opens `/` and `/article/{slug}` in headless Chromium as a first-time reader and records (1) the
// JavaScript requested before the page's main heading is rendered and (2) every GraphQL request the
// page sends, exactly as the client sends it (method, URL, headers, body), so the load test replays
// whatever the client does today (POST, or GET with automatic persisted queries).
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const KEEP_HEADERS = /^(content-type|accept|apollo-require-preflight|x-apollo-operation-name|apollographql-client-name|apollographql-client-version|origin)$/i;

export function chromiumAvailable() {
  return fs.existsSync(CHROMIUM_PATH);
}

export async function capturePages(baseUrl, pages) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const out = {};
    for (const [name, path] of Object.entries(pages)) out[name] = await capturePage(browser, baseUrl, path);
    return out;
  } finally {
    await browser.close();
  }
}

// Marks the moment the page's main heading first exists, in the page's own clock.
const MARK_RENDER = () => {
  const check = () => {
    if (window.__benchRenderedAt === undefined && document.querySelector('main h1')) window.__benchRenderedAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
};

async function capturePage(browser, baseUrl, pagePath) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  await context.addInitScript(MARK_RENDER);
  const page = await context.newPage();
  const graphql = [];
  const prefetched = new Set();
  let gqlStarted = 0;
  let gqlEnded = 0;
  let lastGql = Date.now();
  const isGql = (req) => new URL(req.url()).pathname === '/graphql';
  page.on('requestfailed', (req) => {
    if (isGql(req)) {
      gqlEnded++;
      lastGql = Date.now();
    }
  });
  page.on('request', (req) => {
    if (isGql(req)) {
      gqlStarted++;
      lastGql = Date.now();
    }
    const headers = req.headers();
    if (/prefetch/i.test(headers.purpose || headers['sec-purpose'] || '')) prefetched.add(new URL(req.url()).pathname);
  });
  const pending = [];
  page.on('requestfinished', (req) => {
    if (isGql(req)) {
      gqlEnded++;
      lastGql = Date.now();
    }
    pending.push(recordGraphql(req).catch((e) => process.env.BENCH_DEBUG && console.error('capture:', e.message))); // a page closing mid-way is fine
  });
  const recordGraphql = async (req) => {
    const url = new URL(req.url());
    if (url.origin !== baseUrl || url.pathname !== '/graphql') return;
    const entry = { method: req.method(), path: url.pathname + url.search, headers: {}, body: req.postData() ?? undefined };
    for (const [k, v] of Object.entries(await req.allHeaders())) if (KEEP_HEADERS.test(k)) entry.headers[k] = v;
    const res = await req.response();
    entry.status = res?.status();
    entry.response = res ? (await res.text().catch(() => '')).slice(0, 300) : '';
    graphql.push(entry);
  };
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(baseUrl + pagePath, { waitUntil: 'commit' });
  await page.waitForSelector('main h1', { timeout: 90_000 });
  // Hydrated, deferred parts included (router.tsx's PageReady).
  await page.waitForSelector('html[data-ready]', { timeout: 90_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // Every GraphQL request the page sent has its answer, and none came for a second.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (gqlStarted > gqlEnded || Date.now() - lastGql < 1000)) await page.waitForTimeout(100);
  const timing = await page.evaluate(() => ({
    renderedAt: window.__benchRenderedAt,
    // What loads after the deferred mark (app/deferred.tsx: load event and an idle moment) is not needed to be interactive.
    interactiveAt: performance.getEntriesByName('tumbuh:deferred')[0]?.startTime ?? performance.now(),
    resources: performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, type: e.initiatorType })),
  }));
  await Promise.allSettled(pending);
  await context.close();
  const js = timing.resources
    .filter((r) => r.name.startsWith(baseUrl) && /\.m?js$/.test(new URL(r.name).pathname))
    .map((r) => {
      const path = new URL(r.name).pathname;
      return { path, startMs: Math.round(r.start), beforeRender: r.start < timing.renderedAt, beforeInteractive: r.start < timing.interactiveAt, prefetch: prefetched.has(path) };
    });
  return { path: pagePath, status: response?.status(), renderMs: Math.round(timing.renderedAt), interactiveMs: Math.round(timing.interactiveAt), js, graphql, errors };
}
