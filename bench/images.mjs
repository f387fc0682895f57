#!/usr/bin/env node
// `npm run bench:images` (issue 17): what images cost a reader, and what an upload costs the server.
//  1. Starts the built production server on a fresh DATA_DIR with the demo content (its images are
//     processed at seed like uploads), opens the home page and an article page in headless Chromium
//     at 375 px (1x and 2x pixel density) and 1280 px, scrolls to the end so every lazy image loads,
//     and sums the image bytes the browser downloaded ("after": the variants srcset/sizes chose) against
//     the bytes of every shown image's original, its src ("before": what the pages sent until then).
//  2. Uploads a 12 megapixel JPEG (4000x3000, photo-like detail) through POST /api/upload/image and
//     times the answer; times WebP against AVIF for the variant widths on the same photo.
// Needs `npm run build` first (or pass --build). Prints a table; writes bench/results/images.json.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CHROMIUM_PATH } from './lib/browser.mjs';
import { cleanupAll, freePort, installSignalHandlers, onCleanup, stopStalePostgres } from './lib/procs.mjs';
import { log, median, sleep } from './lib/util.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const sharp = require('sharp');
const VIEWPORTS = [
  { name: '375 px', width: 375, height: 812, scale: 1, mobile: true },
  { name: '375 px @2x', width: 375, height: 812, scale: 2, mobile: true },
  { name: '1280 px', width: 1280, height: 800, scale: 1, mobile: false },
];
const TARGET_SAVING = 0.7;
const TARGET_UPLOAD_MS = 2000;

async function startServer(dataDir, adminPassword) {
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true', ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'silent' };
  for (const k of Object.keys(env)) if (/^(DATABASE_URL|S3_|SMTP_URL|WEB_DIST_DIR)/.test(k)) delete env[k];
  const proc = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((r) => proc.on('exit', r));
  const stop = async () => {
    proc.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
    await stopStalePostgres(dataDir);
  };
  const unregister = onCleanup(`server (pid ${proc.pid})`, stop);
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await sleep(100)) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}`);
    if ((await fetch(`${url}/healthz`).catch(() => null))?.status === 200) return { url, stop: async () => (await stop(), unregister()) };
  }
  throw new Error('the server did not start within 180 s');
}

/** Bytes of images one page costs a first-time reader who scrolls to its end. */
async function measurePage(browser, baseUrl, pagePath, vp) {
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, deviceScaleFactor: vp.scale, isMobile: vp.mobile, hasTouch: vp.mobile });
  const page = await context.newPage();
  const downloaded = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'image' || res.status() !== 200) return;
    const body = await res.body().catch(() => null);
    if (body) downloaded.set(new URL(res.url()).pathname, body.length);
  });
  await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
  // Read to the end: every lazy image comes into view once.
  for (let y = 0, end = 1; y < end; y += vp.height / 2) {
    end = await page.evaluate((top) => (window.scrollTo(0, top), document.documentElement.scrollHeight), y);
    await sleep(60);
  }
  await page.waitForLoadState('networkidle');
  const shown = await page.$$eval('img', (imgs) =>
    imgs.filter((i) => i.currentSrc || i.src).map((i) => ({ src: new URL(i.getAttribute('src'), location.href).pathname, current: new URL(i.currentSrc || i.src).pathname, srcset: !!i.srcset, width: i.getAttribute('width'), height: i.getAttribute('height'), loading: i.loading })),
  );
  await context.close();
  return { downloaded, shown };
}

async function fileSize(baseUrl, p, cache) {
  if (!cache.has(p)) cache.set(p, Number((await fetch(baseUrl + p)).headers.get('content-length')) || (await (await fetch(baseUrl + p)).arrayBuffer()).byteLength);
  return cache.get(p);
}

async function imageBytes(browser, baseUrl, pages) {
  const sizes = new Map();
  const rows = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    for (const vp of VIEWPORTS) {
      const { downloaded, shown } = await measurePage(browser, baseUrl, pagePath, vp);
      const uploads = [...downloaded].filter(([p]) => p.startsWith('/uploads/'));
      const after = uploads.reduce((n, [, b]) => n + b, 0);
      // Before: each distinct image shown, by its original (its src).
      const originals = [...new Set(shown.filter((s) => s.src.startsWith('/uploads/')).map((s) => s.src))];
      let before = 0;
      for (const p of originals) before += await fileSize(baseUrl, p, sizes);
      const missingSize = shown.filter((s) => !s.width || !s.height).length;
      rows.push({ page: name, viewport: vp.name, images: originals.length, before, after, files: Object.fromEntries(uploads.map(([p, b]) => [p.slice('/uploads/'.length), b])), saving: before ? 1 - after / before : 0, withoutSize: missingSize, withoutSrcset: shown.filter((s) => s.src.startsWith('/uploads/') && !s.srcset).map((s) => s.src) });
      log(`${name} at ${vp.name}: ${originals.length} images, ${kb(before)} -> ${kb(after)}`);
    }
  }
  return rows;
}

async function twelveMegapixel() {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(3)
    .jpeg({ quality: 90 })
    .withMetadata({ exif: { IFD0: { Make: 'BenchPhone' } } })
    .toBuffer();
}

async function uploadTimes(baseUrl, password, photo, runs = 3) {
  const login = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench', password }) });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const times = [];
  for (let i = 0; i < runs; i++) {
    const fd = new FormData();
    fd.append('image', new Blob([photo], { type: 'image/jpeg' }), 'IMG_1200.jpg');
    fd.append('uploadType', 'article-thumbnail');
    const t = performance.now();
    const res = await fetch(`${baseUrl}/api/upload/image`, { method: 'POST', headers: { cookie }, body: fd });
    times.push(performance.now() - t);
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  }
  return times;
}

async function avifVersusWebp(photo) {
  const rows = [];
  for (const width of [400, 800, 1200]) {
    const time = async (encode) => {
      const t = performance.now();
      const out = await encode(sharp(photo).rotate().resize({ width })).toBuffer();
      return { ms: performance.now() - t, bytes: out.length };
    };
    rows.push({
      width,
      webp: await time((s) => s.webp({ quality: 78 })),
      avifEffort4: await time((s) => s.avif({ quality: 50, effort: 4 })),
      avifEffort2: await time((s) => s.avif({ quality: 50, effort: 2 })),
    });
  }
  return rows;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;

async function main() {
  installSignalHandlers();
  const args = process.argv.slice(2);
  if (args.includes('--build')) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  for (const f of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) if (!fs.existsSync(path.join(ROOT, f))) throw new Error(`${f} is missing: run npm run build (or pass --build)`);
  const dataDir = path.join(ROOT, '.tmp/bench-images');
  await stopStalePostgres(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const password = crypto.randomBytes(12).toString('hex');
  log('starting the server with the demo content');
  const server = await startServer(dataDir, password);
  try {
    const articles = await (await fetch(`${server.url}/api/articles?limit=50`)).json();
    const list = Array.isArray(articles) ? articles : (articles.articles ?? articles.items ?? []);
    const article = list.find((a) => a.imageUrl && a.language === 'en') ?? list[0];
    const pages = { home: '/', article: `/article/${article.slug}` };
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    let bytes;
    try {
      bytes = await imageBytes(browser, server.url, pages);
    } finally {
      await browser.close();
    }
    log('timing 12 MP uploads');
    const photo = await twelveMegapixel();
    const uploads = await uploadTimes(server.url, password, photo);
    log('timing WebP against AVIF');
    const avif = await avifVersusWebp(photo);

    const result = { date: new Date().toISOString(), pages, bytes, upload: { photoBytes: photo.length, megapixels: 12, timesMs: uploads, medianMs: median(uploads) }, avif };
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench/results/images.json'), JSON.stringify(result, null, 2));

    const out = [];
    out.push('| page | viewport | images | before (originals) | after (srcset) | saved | target |');
    out.push('|---|---|---|---|---|---|---|');
    for (const r of bytes) out.push(`| ${r.page} | ${r.viewport} | ${r.images} | ${kb(r.before)} | ${kb(r.after)} | ${Math.round(r.saving * 100)}% | ≥ ${TARGET_SAVING * 100}% ${r.saving >= TARGET_SAVING ? 'met' : 'NOT met'} |`);
    out.push('');
    const noSize = bytes.reduce((n, r) => n + r.withoutSize, 0);
    const noSrcset = [...new Set(bytes.flatMap((r) => r.withoutSrcset))];
    out.push(`<img> without width/height: ${noSize}; uploaded images shown without srcset: ${noSrcset.length ? noSrcset.join(', ') : 'none'}`);
    out.push(`12 MP JPEG upload (${kb(photo.length)}), POST /api/upload/image with variants and link-preview crop: median ${ms(median(uploads))} (${uploads.map(ms).join(', ')}); target < ${TARGET_UPLOAD_MS} ms ${median(uploads) < TARGET_UPLOAD_MS ? 'met' : 'NOT met'}`);
    out.push('');
    out.push('| width | WebP q78 | AVIF q50 effort 4 | AVIF q50 effort 2 |');
    out.push('|---|---|---|---|');
    for (const r of avif) out.push(`| ${r.width} | ${ms(r.webp.ms)}, ${kb(r.webp.bytes)} | ${ms(r.avifEffort4.ms)}, ${kb(r.avifEffort4.bytes)} | ${ms(r.avifEffort2.ms)}, ${kb(r.avifEffort2.bytes)} |`);
    console.log(out.join('\n'));
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  async (err) => {
    console.error(err?.stack ?? err);
    await cleanupAll();
    process.exit(1);
  },
);
