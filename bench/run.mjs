#!/usr/bin/env node
// `npm run bench`: builds, starts the production server on a generated dataset, measures the reader
// paths against a bare Node http baseline measured in the same run, prints the table of issue 8 and
// writes bench/results/latest.json. See bench/README.md.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { analyseBundle } from './lib/bundle.mjs';
import { capturePages, chromiumAvailable } from './lib/browser.mjs';
import { generateDataset, sampleSlugs, showcaseSlug, SIZES } from './lib/dataset.mjs';
import { opsFromCapture, opsFromDocuments } from './lib/graphql-ops.mjs';
import { figures, render } from './lib/report.mjs';
import { BROWSER_ENCODINGS, json, request } from './lib/http.mjs';
import { loadRun } from './lib/load.mjs';
import { measureUncached } from './lib/uncached.mjs';
import { editorAtWork, longTail } from './lib/real-traffic.mjs';
import { measureRenderCosts, renderPages, rssSampler } from './lib/render-cost.mjs';
import { cleanupAll, freePort, installSignalHandlers, startBaseline, postmasterInfo, startServer, stopStalePostgres } from './lib/procs.mjs';
import { connectToBenchCluster, createStatementCounter, enablePgStatStatements, pgStatStatementsAvailable } from './lib/sql-counter.mjs';
import { log, median, percentile, round } from './lib/util.mjs';
import { LOAD_SEARCH_TERMS, latencyQueries } from './lib/words.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

const TARGETS = {
  readRatio: 0.5,
  htmlRatio: 0.6,
  searchRatio: 0.2,
  searchP95Ms: 20,
  sqlPerRequest: 4,
  p99Ms: 25,
  peakRssMB: 300,
  longTailRps: 200,
  longTailRatio: 0.025,
  longTailP99Ms: 250,
  editorThroughputRatio: 0.9,
  editorP99Ratio: 2,
  renderCpuMs: { article: 10, home: 25 },
  coldStartMs: 3000,
  readerJsGzipKB: 170,
  homeJsInteractiveKB: 170,
  articleJsInteractiveKB: 150,
};

const MODES = {
  full: { size: SIZES.full, seconds: 10, runs: 3, warmup: 2, connections: 50, coldStarts: 3, slugs: 100, countSamples: 5, searchQueries: 200, renderPages: 200, trafficConnections: 32 },
  quick: { size: SIZES.quick, seconds: 3, runs: 1, warmup: 1, connections: 50, coldStarts: 2, slugs: 100, countSamples: 5, searchQueries: 200, renderPages: 60, trafficConnections: 32 },
  // Only checks that the harness runs end to end (the e2e smoke test): its figures mean little.
  smoke: { size: SIZES.smoke, seconds: 1, runs: 1, warmup: 0.5, connections: 10, coldStarts: 1, slugs: 30, countSamples: 3, searchQueries: 50, renderPages: 10, trafficConnections: 10 },
};

function parseArgs(argv) {
  const opts = { mode: 'full', build: true, browser: true, profile: false, clean: false, out: path.join(ROOT, 'bench/results/latest.json'), dataDir: path.join(ROOT, '.tmp/bench-data'), only: undefined };
  const over = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--quick') opts.mode = 'quick';
    else if (a === '--no-uncached') opts.noUncached = true;
    else if (a === '--smoke') opts.mode = 'smoke';
    else if (a === '--no-build') opts.build = false;
    else if (a === '--no-browser') opts.browser = false;
    else if (a === '--profile') opts.profile = true;
    else if (a === '--clean') opts.clean = true;
    else if (a === '--out') opts.out = path.resolve(value());
    else if (a === '--data-dir') opts.dataDir = path.resolve(value());
    else if (a === '--articles') over.articles = Number(value());
    else if (a === '--seconds') over.seconds = Number(value());
    else if (a === '--runs') over.runs = Number(value());
    else if (a === '--connections') over.connections = Number(value());
    else if (a === '--only') opts.only = value().split(',');
    else if (a === '--web-dist') opts.webDist = path.resolve(value());
    else if (a === '--help' || a === '-h') {
      process.stdout.write(fs.readFileSync(path.join(ROOT, 'bench/README.md'), 'utf8'));
      process.exit(0);
    } else throw new Error(`unknown option ${a} (see bench/README.md)`);
  }
  const mode = { ...MODES[opts.mode], size: { ...MODES[opts.mode].size } };
  if (over.articles) mode.size.articles = over.articles;
  for (const k of ['seconds', 'runs', 'connections']) if (over[k]) mode[k] = over[k];
  return { ...opts, ...mode };
}

function gitCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return head + (dirty ? '+changes' : '');
  } catch {
    return undefined;
  }
}

const restHeaders = { accept: 'application/json', 'accept-encoding': BROWSER_ENCODINGS };
const htmlHeaders = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': BROWSER_ENCODINGS };
const uncachedHeaders = { ...htmlHeaders, cookie: 'tumbuh.sid=bench-uncached' };
const withEncoding = (req) => ({ ...req, headers: { ...req.headers, 'accept-encoding': BROWSER_ENCODINGS } });
const get = (p, headers = restHeaders) => ({ method: 'GET', path: p, headers });

/** The measured reads: each a list of variants { request, prime? } the load cycles through. */
function defineReads({ slugs, countSlugs, pages, ops }) {
  const slugVariant = (make) => slugs.map((s) => ({ request: make(s) }));
  const countVariant = (make, pool) => pool.map((s) => ({ request: make(s) }));
  const articleOp = ops.article.find((o) => o.name === 'ArticleBySlug') ?? ops.article[0];
  const homeNames = new Set(ops.home.map((o) => o.name));
  const articleOps = ops.article.filter((o) => !homeNames.has(o.name));
  const articleVars = (slug) => ({ ...(articleOp?.variables ?? {}), slug });
  const gqlArticle = (slug) => articleOps.map((o) => ({ request: withEncoding(o.request(o === articleOp ? articleVars(slug) : o.variables)), prime: o.prime && withEncoding(o.prime(o === articleOp ? articleVars(slug) : o.variables)), op: o.name }));
  const perSlug = (n) => countSlugs.slice(n * 10, n * 10 + 10);
  return [
    { key: 'recent', label: 'REST recent?limit=10', target: TARGETS.readRatio, variants: [{ request: get('/api/articles/recent?limit=10') }] },
    { key: 'article', label: 'REST articles/{slug}', target: TARGETS.readRatio, variants: slugVariant((s) => get(`/api/articles/${s}`)), count: countVariant((s) => get(`/api/articles/${s}`), perSlug(0)) },
    {
      key: 'search',
      label: 'REST search?q=',
      target: TARGETS.searchRatio,
      variants: LOAD_SEARCH_TERMS.map((q) => ({ request: get(`/api/articles/search?q=${encodeURIComponent(q)}`), term: q })),
    },
    {
      key: 'homeGraphql',
      label: `GraphQL home (${ops.home.length} ops)`,
      target: TARGETS.readRatio,
      variants: ops.home.map((o) => ({ request: withEncoding(o.request(o.variables)), prime: o.prime && withEncoding(o.prime(o.variables)), op: o.name })),
      perOp: true,
      transport: ops.home[0]?.transport,
      ops: ops.home.map((o) => o.name),
    },
    {
      key: 'articleGraphql',
      label: `GraphQL article (${articleOps.map((o) => o.name).join(', ')})`,
      target: TARGETS.readRatio,
      variants: slugs.flatMap(gqlArticle),
      count: perSlug(1).flatMap(gqlArticle),
      transport: articleOp?.transport,
      ops: articleOps.map((o) => o.name),
    },
    { key: 'html', label: 'HTML /article/{slug}', target: TARGETS.htmlRatio, variants: slugVariant((s) => get(pages.get(s), htmlHeaders)), count: countVariant((s) => get(pages.get(s), htmlHeaders), perSlug(2)) },
    // The server render itself: a session cookie (not a valid session) makes the response cache step aside.
    { key: 'htmlHomeUncached', label: 'HTML / uncached (server render)', target: null, variants: [{ request: get('/', uncachedHeaders) }] },
    { key: 'htmlArticleUncached', label: 'HTML /article/{slug} uncached (server render)', target: null, variants: slugVariant((s) => get(pages.get(s), uncachedHeaders)) },
  ];
}

function isGood(res, variant) {
  if (res.status !== 200) return `status ${res.status}`;
  if (variant.request.path.startsWith('/graphql')) {
    const body = json(res.body);
    if (!body?.data) return `no data: ${res.body.slice(0, 160)}`;
    if (body.errors?.length) return `errors: ${JSON.stringify(body.errors).slice(0, 160)}`;
  }
  return undefined;
}

async function send(url, req, agent) {
  return request(url + req.path, { method: req.method, headers: req.headers, body: req.body, agent });
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  installSignalHandlers();
  const started = Date.now();
  const phases = {};
  let phaseStart = Date.now();
  const phase = (name) => {
    phases[name] = round((Date.now() - phaseStart) / 1000, 1);
    phaseStart = Date.now();
  };
  log(`mode ${opts.mode}: ${opts.size.articles.toLocaleString('en')} articles, ${opts.connections} connections, ${opts.runs} run(s) of ${opts.seconds} s per read`);

  if (opts.build) {
    log('building (npm run build; skip with --no-build)');
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
    if (r.status !== 0) throw new Error('npm run build failed');
  }
  phase('build');
  for (const f of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(ROOT, f))) throw new Error(`${f} is missing: run without --no-build`);
  }

  // A fresh data folder for every run.
  await stopStalePostgres(opts.dataDir);
  fs.rmSync(opts.dataDir, { recursive: true, force: true });
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const adminPassword = crypto.randomBytes(12).toString('hex');
  const result = {
    meta: { date: new Date().toISOString(), mode: opts.mode, commit: gitCommit(), node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadAverageAtStart: os.loadavg().map((x) => round(x, 2)), connections: opts.connections, seconds: opts.seconds, runs: opts.runs, acceptEncoding: BROWSER_ENCODINGS },
    targets: TARGETS,
  };

  // 1. First start (creates the cluster, runs the migrations), then the dataset, then a browser visit.
  const port = await freePort();
  log('first start: creating the embedded PostgreSQL and running the migrations');
  let setup;
  for (let attempt = 1; !setup; attempt++) {
    try {
      setup = await startServer({ root: ROOT, dataDir: opts.dataDir, port, adminPassword, label: `setup-${attempt}` });
      if (attempt === 1) result.firstStartMs = Math.round(setup.coldStartMs);
    } catch (err) {
      // Reported, then tried again on the same data, so the rest can still be measured.
      const why = String(err.message).split('\n').filter(Boolean).slice(-1)[0];
      (result.firstStartFailures ??= []).push(why);
      result.firstStartMs = null;
      // Only a lost race is worth another try (seen: pg-boss creating its schema beside the app's own DDL).
      if (attempt >= 4 || !/deadlock|40P01/i.test(why)) throw err;
      log(`start ${attempt} failed (${why}); trying again`);
    }
  }
  const db = await connectToBenchCluster(opts.dataDir);
  let slugs, countSlugs, showcase, pages;
  try {
    result.dataset = await generateDataset(db, opts.size, log);
    const pool = await sampleSlugs(db, opts.slugs + 30);
    slugs = pool.slice(0, opts.slugs).map((a) => a.slug);
    countSlugs = pool.slice(opts.slugs).map((a) => a.slug);
    pages = new Map(pool.map((a) => [a.slug, a.page]));
    showcase = (await showcaseSlug(db)) ?? slugs[0];
  } finally {
    await db.end();
  }
  phase('first start and dataset');

  let capture;
  if (opts.browser && chromiumAvailable()) {
    log(`browser: opening / and /article/${showcase}`);
    try {
      capture = await capturePages(setup.url, { home: '/', article: `/article/${showcase}` });
    } catch (err) {
      result.browserFailure = String(err.message).split('\n')[0];
      log(`browser: ${result.browserFailure}; falling back to index.html and the .graphql documents`);
    }
  }
  if (capture) {
    for (const [name, page] of Object.entries(capture)) {
      const opNames = page.graphql.map((g) => /operationName=(\w+)|"operationName":"(\w+)"|query%20(\w+)/.exec(g.path + (g.body ?? ''))?.slice(1).find(Boolean) ?? '?');
      log(`browser: ${name} rendered its heading after ${page.renderMs} ms; ${page.js.length} script(s); GraphQL: ${opNames.join(', ') || 'none'}${page.errors.length ? `; page errors: ${page.errors.join(' | ')}` : ''}`);
    }
    result.browser = Object.fromEntries(
      Object.entries(capture).map(([name, page]) => [name, { path: page.path, status: page.status, renderMs: page.renderMs, errors: page.errors, js: page.js, graphql: page.graphql.map((g) => ({ method: g.method, path: g.path.slice(0, 300), status: g.status })) }]),
    );
  } else if (!result.browserFailure) {
    log(opts.browser ? 'no Chromium: JavaScript sizes from index.html only, GraphQL reads from the .graphql documents' : 'browser skipped (--no-browser)');
  }
  // Right after the visit, so a rebuild of the client during the run cannot mix two builds.
  result.bundle = analyseBundle(path.join(ROOT, 'apps/web/dist'), capture);
  result.shutdowns = [{ server: 'setup', ...(await setup.stop()) }];
  phase('browser');

  // 2. Cold starts on the existing data; the last one stays up for the measurements.
  const countSql = pgStatStatementsAvailable(ROOT);
  if (countSql) enablePgStatStatements(opts.dataDir);
  else log('pg_stat_statements is not in the embedded PostgreSQL: no statement counts');
  const starts = [];
  const startLogs = [];
  let server;
  for (let i = 0; i < opts.coldStarts; i++) {
    const last = i === opts.coldStarts - 1;
    const nodeArgs = last && opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(path.dirname(opts.out), 'profiles')}`] : [];
    const s = await startServer({ root: ROOT, dataDir: opts.dataDir, port, adminPassword, label: `start-${i + 1}`, nodeArgs, env: opts.webDist ? { WEB_DIST_DIR: opts.webDist } : {} });
    starts.push(Math.round(s.coldStartMs));
    startLogs.push(s.startLog().map((l) => `+${l.ms} ms ${l.line}`));
    log(`cold start ${i + 1}: ${starts[i]} ms to the first 200 from /healthz`);
    if (last) server = s;
    else result.shutdowns.push({ server: `start-${i + 1}`, ...(await s.stop()) });
  }
  result.coldStart = { startsMs: starts, medianMs: median(starts), measuredAs: 'spawn of `node apps/server/dist/main.js` to the first 200 from /healthz (polled every 10 ms)', serverOutput: startLogs };
  phase('cold starts');
  result.memoryAfterStart = server.memory();

  // Server-rendered pages bring their data in the HTML: the browser then sends no GraphQL read to
  // replay, and the GraphQL figures are the reads the .graphql documents define (what the client
  // asks when it navigates).
  const captured = capture ? opsFromCapture(capture, server.url) : undefined;
  const ops = captured?.article.some((o) => o.name === 'ArticleBySlug') ? captured : opsFromDocuments(path.join(ROOT, 'apps/web/src'), showcase);
  if (captured && ops !== captured) log('browser: the pages came server-rendered without GraphQL reads; GraphQL figures from the .graphql documents');
  let reads = defineReads({ slugs, countSlugs, pages, ops });
  if (opts.only) reads = reads.filter((r) => opts.only.includes(r.key));

  // 3. Statements per request on a cold response cache: the first request of each distinct answer.
  const counter = countSql ? await createStatementCounter(opts.dataDir) : undefined;
  await send(server.url, get('/healthz'));
  await send(server.url, get(`/api/articles/${countSlugs[countSlugs.length - 1]}`)); // one-time work of the first request
  const idle = counter ? await counter.idle(1000) : undefined;
  const idlePerMs = idle ? idle.total / 1000 : 0;
  result.idleStatementsPerSecond = idle ? idle.total : null;
  for (const read of reads) {
    const samples = [];
    const problems = [];
    for (const v of read.perOp ? read.variants : (read.count ?? read.variants).slice(0, opts.countSamples)) {
      const first = v.prime ?? v.request;
      const measured = counter ? await counter.during(() => send(server.url, first)) : { result: await send(server.url, first) };
      const res = v.prime ? await send(server.url, v.request) : measured.result;
      const bad = isGood(res, v);
      if (bad) problems.push(`${v.op ?? v.request.path}: ${bad}`);
      if (counter) samples.push({ what: v.op ?? v.request.path, statements: Math.max(0, Math.round(measured.total - idlePerMs * measured.ms)), list: measured.statements });
    }
    read.sql = counter ? { samples, median: median(samples.map((s) => s.statements)), max: Math.max(...samples.map((s) => s.statements)) } : null;
    if (read.perOp && counter) read.sql.perRequest = read.sql.max; // every op is its own request: the worst counts
    else if (counter) read.sql.perRequest = read.sql.median;
    read.problems = problems;
    if (problems.length) log(`${read.label}: ${problems.length} bad answer(s), e.g. ${problems[0]}`);
  }

  phase('statement counts');
  // 4. Search latency: distinct queries, one after the other on one connection.
  const queries = latencyQueries(opts.searchQueries + LOAD_SEARCH_TERMS.length).filter((q) => !LOAD_SEARCH_TERMS.includes(q)).slice(0, opts.searchQueries);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  let hits = 0;
  const searchAll = async () => {
    for (const q of queries) {
      const res = await send(server.url, get(`/api/articles/search?q=${encodeURIComponent(q)}`), agent);
      latencies.push(res.ms);
      const list = json(res.body);
      if (res.status === 200 && Array.isArray(list) && list.length) hits++;
    }
  };
  const searchCount = counter ? await counter.during(searchAll) : (await searchAll(), undefined);
  const searchStatements = searchCount ? Math.max(0, searchCount.total - idlePerMs * searchCount.ms) : 0;
  agent.destroy();
  result.searchLatency = {
    queries: queries.length,
    articles: result.dataset.articles,
    p50Ms: round(percentile(latencies, 50), 2),
    p95Ms: round(percentile(latencies, 95), 2),
    maxMs: round(Math.max(...latencies), 2),
    queriesWithResults: hits,
    statementsPerQuery: counter ? round(searchStatements / queries.length, 2) : null,
    note: 'wall time per request measured by the client, one keep-alive connection, queries never seen before by this server process',
  };
  log(`search latency over ${queries.length} distinct queries: p50 ${result.searchLatency.p50Ms} ms, p95 ${result.searchLatency.p95Ms} ms (${hits} with results)`);

  phase('search latency');
  // 5. Answer sizes, then the load: server and baseline interleaved, medians of the runs.
  // The sizes as sent under load: a server may cache and compress an answer only once it is asked
  // for again, so each sample is requested once, then measured on a second request.
  for (const read of reads) for (const v of read.variants.slice(0, 20)) await send(server.url, v.request);
  await new Promise((r) => setTimeout(r, 300));
  for (const read of reads) for (const v of read.variants.slice(0, 20)) await send(server.url, v.request);
  await new Promise((r) => setTimeout(r, 300));
  for (const read of reads) {
    const sample = read.variants.slice(0, Math.min(read.variants.length, 20));
    const sizes = [];
    for (const v of sample) {
      const r = await send(server.url, v.request);
      sizes.push({ wire: r.wireBytes, raw: r.bytes, encoding: r.headers['content-encoding'] ?? 'identity', cache: r.headers['cache-control'], etag: Boolean(r.headers.etag) });
    }
    read.bytes = { wire: Math.round(sizes.reduce((s, x) => s + x.wire, 0) / sizes.length), raw: Math.round(sizes.reduce((s, x) => s + x.raw, 0) / sizes.length), encodings: [...new Set(sizes.map((s) => s.encoding))], cacheControl: sizes[0]?.cache ?? null, etag: sizes.some((s) => s.etag) };
  }
  const baseline = await startBaseline({ root: ROOT, sizes: [...new Set(reads.map((r) => r.bytes.wire))] });
  const allRss = rssSampler(server.pid, 500);
  try {
    for (const read of reads) {
      const requests = read.variants.map((v) => v.request);
      log(`load: ${read.label} (${requests.length} distinct request(s), ${read.bytes.wire} bytes on the wire)`);
      await loadRun({ url: server.url, requests, connections: opts.connections, seconds: opts.warmup });
      await loadRun({ url: baseline.url, requests: [get(baseline.pathFor(read.bytes.wire))], connections: opts.connections, seconds: Math.min(1, opts.warmup) });
      read.server = { runs: [] };
      read.baseline = { runs: [] };
      for (let i = 0; i < opts.runs; i++) {
        const b = await loadRun({ url: baseline.url, requests: [get(baseline.pathFor(read.bytes.wire))], connections: opts.connections, seconds: opts.seconds });
        const t0 = performance.now();
        const s = counter ? await counter.during(() => loadRun({ url: server.url, requests, connections: opts.connections, seconds: opts.seconds })) : { result: await loadRun({ url: server.url, requests, connections: opts.connections, seconds: opts.seconds }) };
        const run = s.result;
        run.sqlPerRequest = counter && run.total ? round(Math.max(0, s.total - idlePerMs * (performance.now() - t0)) / run.total, 3) : null;
        read.server.runs.push(run);
        read.baseline.runs.push(b);
        log(`  run ${i + 1}: server ${Math.round(run.rps)} req/s p99 ${run.p99} ms${run.non2xx || run.errors ? ` (${run.non2xx} non-2xx, ${run.errors} errors)` : ''} · baseline ${Math.round(b.rps)} req/s p99 ${b.p99} ms`);
      }
      for (const side of [read.server, read.baseline]) {
        side.rps = round(median(side.runs.map((r) => r.rps)));
        side.p99Ms = median(side.runs.map((r) => r.p99));
        side.failures = side.runs.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts + (r.total === 0 ? 1 : 0), 0);
        if (side.runs.every((r) => r.total === 0)) side.p99Ms = null;
      }
      const loaded = median(read.server.runs.map((r) => r.sqlPerRequest));
      read.server.sqlPerRequestUnderLoad = Number.isFinite(loaded) ? loaded : null;
      read.ratio = round(read.server.rps / read.baseline.rps, 3);
    }
  } finally {
    result.peakRss = { ...allRss.stop(), source: 'highest sum of VmRSS of the server\'s node processes (primary and cluster workers), sampled every 500 ms; the embedded PostgreSQL processes are not included' };
  }
  phase('load');

  // Issue 28: uncached render cost per page type, the long tail, the editor at work.
  const wants = (key) => !opts.only || opts.only.includes(key);
  const benchDb = await connectToBenchCluster(opts.dataDir);
  let articlePages;
  let hotPaths;
  try {
    if (wants('renderCost')) {
      log(`uncached render cost: ${opts.renderPages} distinct pages per type, one at a time`);
      result.renderCost = await measureRenderCosts({ url: server.url, pid: server.pid, pages: await renderPages(benchDb, opts.renderPages) });
      for (const [type, c] of Object.entries(result.renderCost)) log(`  ${type}: ${c.cpuMsPerRequest} ms CPU per render, wall median ${c.wallMedianMs} ms (${c.distinct} distinct)`);
    }
    const { rows } = await benchDb.query(`SELECT slug, language FROM articles WHERE "publishDate" <= now() ORDER BY id`);
    articlePages = rows.map((a) => `${a.language === 'id' ? '/id' : ''}/article/${encodeURIComponent(a.slug)}`);
    hotPaths = ['/', '/id', ...slugs.slice(0, 8).map((s) => pages.get(s))];
  } finally {
    await benchDb.end();
  }
  if (wants('longTail')) {
    log(`long tail: readers on random articles (${articlePages.length} pages), ${opts.trafficConnections} connections, ${opts.runs} run(s) of ${Math.max(10, opts.seconds)} s`);
    result.longTail = await longTail({ url: server.url, pid: server.pid, postgresPid: postmasterInfo(opts.dataDir)?.pid, paths: articlePages.filter((p) => !hotPaths.includes(p)), hotPath: hotPaths[2], connections: opts.trafficConnections, seconds: Math.max(10, opts.seconds), warmup: opts.warmup, runs: opts.runs });
  }
  if (wants('editor')) {
    log(`editor at work: readers on the ten hottest pages, ${opts.trafficConnections} connections, ${opts.runs} pair(s) of runs in turn: ${opts.seconds} s alone, ${opts.seconds} s with an autosave every second`);
    result.editorAtWork = await editorAtWork({ url: server.url, hotPaths, adminPassword, connections: opts.trafficConnections, seconds: opts.seconds, warmup: opts.warmup, runs: opts.runs });
  }
  phase('real traffic');
  await counter?.close();
  await baseline.stop();
  result.shutdowns.push({ server: 'measured', ...(await server.stop()) });
  // 6. The same reads with RESPONSE_CACHE=false, compared with the same baselines.
  if (!opts.noUncached) {
    await measureUncached({ root: ROOT, dataDir: opts.dataDir, port, adminPassword, reads, opts });
    phase('load without the response cache');
  }


  phase('stop and bundle');
  result.reads = reads.map((r) => ({
    key: r.key,
    label: r.label,
    transport: r.transport,
    ops: r.ops,
    distinctRequests: r.variants.length,
    bytes: r.bytes,
    server: r.server,
    baseline: r.baseline,
    ratio: r.ratio,
    uncached: r.uncached ?? null,
    target: r.target,
    sql: r.sql,
    problems: r.problems,
  }));
  result.figures = figures(result, TARGETS);
  result.meta.elapsedSeconds = Math.round((Date.now() - started) / 1000);
  result.meta.loadAverageAtEnd = os.loadavg().map((x) => round(x, 2));
  result.meta.phaseSeconds = phases;

  fs.mkdirSync(path.dirname(opts.out), { recursive: true });
  fs.writeFileSync(opts.out, JSON.stringify(result, null, 2) + '\n');
  process.stdout.write(render(result) + '\n');
  log(`results written to ${path.relative(process.cwd(), opts.out) || opts.out} (${result.meta.elapsedSeconds} s)`);
  if (opts.clean) fs.rmSync(opts.dataDir, { recursive: true, force: true });
}

main()
  .then(() => cleanupAll())
  .catch(async (err) => {
    log(`failed: ${err?.stack ?? err}`);
    await cleanupAll();
    process.exitCode = 1;
  })
  // Everything this run started is stopped by now; nothing left to wait for.
  .finally(() => process.exit());
