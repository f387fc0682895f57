#!/usr/bin/env node
// `npm run bench:reads` (issue 31): what counting reads costs.
//  1. Starts the built production server on a fresh DATA_DIR with the demo content (response cache on,
//     READS_PER_MINUTE raised so one bench address is not flood-limited).
//  2. The beacon endpoint alone: autocannon POST /api/reads (text/plain, as navigator.sendBeacon
//     sends) for 10 s: beacons/s and latency (median, p99); the server's own time is read from the
//     answers' timing under a single connection.
//  3. The cached reader page (an article) for 10 s without, then with, a beacon load of 2,000/s
//     running beside it: the page's requests/s in both and the slowdown.
// Needs `npm run build` first. Prints a table; writes bench/results/reads.json.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cleanupAll, freePort, installSignalHandlers, onCleanup, stopStalePostgres } from './lib/procs.mjs';
import { log, sleep } from './lib/util.mjs';
import { spawn } from 'node:child_process';
import os from 'node:os';

const ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

async function startServer(dataDir) {
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'silent', READS_PER_MINUTE: '10000000', ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-password-123' };
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

const run = (opts) =>
  new Promise((resolve, reject) => {
    const instance = autocannon({ duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });

async function main() {
  installSignalHandlers();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-bench-reads-'));
  log('starting the server with the demo content');
  const server = await startServer(dataDir);
  try {
    const home = await (await fetch(`${server.url}/`)).text();
    const article = /href="(\/article\/[^"]+)"/.exec(home)?.[1];
    if (!article) throw new Error('no article link on the home page');
    const slug = decodeURIComponent(article.slice('/article/'.length));
    const beacon = { method: 'POST', body: JSON.stringify({ slug }), headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA } };

    // Warm up: the page cached, the article list of the counter loaded.
    for (let i = 0; i < 20; i++) await fetch(`${server.url}${article}`);
    await fetch(`${server.url}/api/reads`, { method: 'POST', body: beacon.body, headers: beacon.headers });

    log('beacons alone, 1 connection (server time per beacon)');
    const single = await run({ url: `${server.url}/api/reads`, connections: 1, ...beacon });
    log(`beacons alone, 20 connections for ${DURATION} s`);
    const beacons = await run({ url: `${server.url}/api/reads`, connections: 20, pipelining: 1, ...beacon });
    if (beacons.non2xx) throw new Error(`${beacons.non2xx} of ${beacons.requests.total} beacons were not answered 204: ${JSON.stringify(beacons.statusCodeStats)}`);

    // The beacons beside the pages come from a light sender in its own process
    // (lib/beacon-sender.mjs): autocannon spends more CPU per request than the endpoint, and on
    // this machine that CPU is the server's, so the slowdown would be the load generator's.
    const pages = { url: `${server.url}${article}`, connections: 20, headers: { 'accept-encoding': 'br, gzip' } };
    log('the cached article page alone');
    const pageAlone = await run(pages);
    log('the cached article page with 2,000 beacons/s beside it');
    const port = new URL(server.url).port;
    const sender = spawn(process.execPath, [path.join(ROOT, 'bench/lib/beacon-sender.mjs'), port, '2000', String(DURATION), beacon.body], { stdio: ['ignore', 'pipe', 'inherit'] });
    let senderOutput = '';
    sender.stdout.on('data', (d) => (senderOutput += d));
    const senderDone = new Promise((resolve) => sender.on('exit', resolve));
    const pageWithBeacons = await run(pages);
    await senderDone;
    const sent = JSON.parse(senderOutput);
    if (Object.keys(sent.statuses).some((s) => s !== '204')) throw new Error(`beacons beside the pages not answered 204: ${JSON.stringify(sent.statuses)}`);
    const background = { requests: { average: sent.perSecond } };
    const slowdown = 1 - pageWithBeacons.requests.average / pageAlone.requests.average;
    const results = {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      durationSeconds: DURATION,
      beaconLatencyMs1Conn: { median: single.latency.p50, p99: single.latency.p99, average: single.latency.average },
      beaconsPerSecond20Conn: beacons.requests.average,
      beaconLatencyMs20Conn: { median: beacons.latency.p50, p99: beacons.latency.p99 },
      cachedPagePerSecond: { alone: pageAlone.requests.average, withBeacons: pageWithBeacons.requests.average, slowdown },
      backgroundBeaconsPerSecond: background.requests.average,
      // The sender's own CPU while it sent them, as a share of one core (taken from the same 2 cores).
      senderCpuShareOfOneCore: sent.cpuMs / 1000 / sent.seconds,
    };
    console.table({
      'beacon latency, 1 connection (ms, median / p99)': `${single.latency.p50} / ${single.latency.p99}`,
      'beacons/s, 20 connections': Math.round(beacons.requests.average),
      'cached article page req/s, alone': Math.round(pageAlone.requests.average),
      'cached article page req/s, with 2,000 beacons/s': Math.round(pageWithBeacons.requests.average),
      'slowdown (target at most 10%)': `${(slowdown * 100).toFixed(1)}%`,
      'beacons/s achieved beside the pages': Math.round(background.requests.average),
      "the sender's own CPU (share of one core)": `${((100 * sent.cpuMs) / 1000 / sent.seconds).toFixed(1)}%`,
    });
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench/results/reads.json'), JSON.stringify(results, null, 2) + '\n');
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  async (err) => {
    console.error(err);
    await cleanupAll();
    process.exit(1);
  },
);
