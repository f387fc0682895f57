#!/usr/bin/env node
// Uncached render cost per page type, on its own (issue 28): `node bench/render-cost.mjs
// [--articles 1500] [--data-dir DIR] [--pages 100] [--profile]`. Starts the built server on a data
// folder (generating the bench dataset on first use), then renders distinct pages of each type one
// at a time (see lib/render-cost.mjs). With --profile the server runs under `node --cpu-prof` and
// the profile is written to bench/results/profiles/ on stop. Used to profile; `npm run bench`
// measures the same figures in its run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateDataset, SIZES } from './lib/dataset.mjs';
import { cleanupAll, freePort, installSignalHandlers, startServer, stopStalePostgres } from './lib/procs.mjs';
import { connectToBenchCluster } from './lib/sql-counter.mjs';
import { measureRenderCosts, renderPages } from './lib/render-cost.mjs';
import { log } from './lib/util.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const articles = Number(arg('--articles', 1500));
const dataDir = path.resolve(arg('--data-dir', path.join(ROOT, '.tmp/render-data')));
const perType = Number(arg('--pages', 100));
const profile = args.includes('--profile');
const only = arg('--only', 'article,home,category,search').split(',');

installSignalHandlers();
try {
  const port = await freePort();
  const passwordFile = path.join(dataDir, 'bench-admin-password');
  await stopStalePostgres(dataDir);
  const fresh = !fs.existsSync(passwordFile);
  if (fresh) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(passwordFile, crypto.randomBytes(12).toString('hex'));
  }
  const adminPassword = fs.readFileSync(passwordFile, 'utf8');
  if (fresh) {
    const setup = await startServer({ root: ROOT, dataDir, port, adminPassword, label: 'setup' });
    const db = await connectToBenchCluster(dataDir);
    try {
      await generateDataset(db, { ...SIZES.full, articles }, log);
    } finally {
      await db.end();
    }
    await setup.stop();
  }
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, 'bench/results/profiles')}`] : [];
  const server = await startServer({ root: ROOT, dataDir, port, adminPassword, label: 'render', nodeArgs, env: { WEB_CONCURRENCY: arg('--workers', ''), ...(args.includes('--web-dist') && { WEB_DIST_DIR: path.resolve(arg('--web-dist')) }) } });
  const db = await connectToBenchCluster(dataDir);
  let pages;
  try {
    pages = await renderPages(db, perType);
  } finally {
    await db.end();
  }
  const costs = await measureRenderCosts({ url: server.url, pid: server.pid, pages, only });
  console.table(costs);
  await server.stop();
} finally {
  await cleanupAll();
}
