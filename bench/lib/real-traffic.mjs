// Real traffic (issue 28): readers landing on random articles (the long tail: each page read about
// once, so nearly every answer is an uncached render), compared with the cached hot page in the same
// run; and readers on the ten hottest pages with and without an editor autosaving a draft every
// second. Every figure is a ratio to a baseline measured minutes apart on the same server.
import { BROWSER_ENCODINGS, request } from './http.mjs';
import { loadRun } from './load.mjs';
import { cpuMs, nodeProcesses, processTree, rssSampler } from './render-cost.mjs';
import { log, round, sleep } from './util.mjs';

const HTML = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': BROWSER_ENCODINGS };

function shuffled(list, seed = 7) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** One request spec whose address is the next of `paths` on every request, across all connections. */
function rotating(paths) {
  let next = 0;
  return { method: 'GET', path: paths[0], headers: HTML, setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) };
}

const summary = (run) => ({ rps: round(run.rps), p50Ms: run.p50, p99Ms: run.p99, total: run.total, failures: run.non2xx + run.errors + run.timeouts });

/**
 * The long tail: `paths` (every published article page) in a random order at `connections`; the
 * hot page (one cached article) at the same connections first, as the ratio's baseline. A
 * warm-up run, then `runs` runs one after another, each on its own share of the pages (no page
 * read twice); the figure is the run of median throughput (this machine's speed drifts by a third
 * between runs minutes apart).
 * Each run also says the CPU its pages took: the server's node processes and, with
 * `postgresPid`, its PostgreSQL (the postmaster and its backends). Answers the runs, the ratio and
 * the peak summed RSS of the server's node processes during the tail.
 */
export async function longTail({ url, pid, postgresPid, paths, hotPath, connections, seconds, warmup, runs = 1 }) {
  await request(url + hotPath, { headers: HTML });
  await request(url + hotPath, { headers: HTML });
  await loadRun({ url, requests: [{ method: 'GET', path: hotPath, headers: HTML }], connections, seconds: warmup });
  const hot = await loadRun({ url, requests: [{ method: 'GET', path: hotPath, headers: HTML }], connections, seconds });
  log(`  hot cached page: ${Math.round(hot.rps)} req/s p99 ${hot.p99} ms`);
  // Addresses no earlier read asked for come first: the run should not reach the end of its share.
  const order = shuffled(paths);
  const share = Math.floor(order.length / (runs + 1));
  const rss = rssSampler(pid);
  // A warm-up run first, on a share of its own (no measured page is read in it), as every other
  // read gets one: a server just started renders its first pages with code V8 has not optimised
  // yet, and its throughput climbs for the first thousands of renders (a third from the first ten
  // seconds to the third); a server that has been up a while renders as the later runs do.
  const warm = await loadRun({ url, requests: [rotating(order.slice(runs * share))], connections, seconds });
  log(`  long tail warm-up (not counted): ${Math.round(warm.rps)} req/s p99 ${warm.p99} ms over ${warm.total} requests`);
  const tails = [];
  for (let i = 0; i < runs; i++) {
    const pages = order.slice(i * share, (i + 1) * share);
    const nodeCpu0 = cpuMs(nodeProcesses(pid));
    const postgresCpu0 = postgresPid ? cpuMs(processTree(postgresPid, /postgres/)) : 0;
    const run = await loadRun({ url, requests: [rotating(pages)], connections, seconds });
    const perPage = (ms) => round(ms / Math.max(1, run.total), 2);
    const tail = {
      ...summary(run),
      repeated: Math.max(0, run.total - pages.length),
      nodeCpuMsPerPage: perPage(cpuMs(nodeProcesses(pid)) - nodeCpu0),
      postgresCpuMsPerPage: postgresPid ? perPage(cpuMs(processTree(postgresPid, /postgres/)) - postgresCpu0) : undefined,
    };
    tails.push(tail);
    log(`  long tail ${i + 1}/${runs}: ${tail.rps} req/s p50 ${tail.p50Ms} ms p99 ${tail.p99Ms} ms over ${tail.total} requests; CPU per page: node ${tail.nodeCpuMsPerPage} ms, PostgreSQL ${tail.postgresCpuMsPerPage ?? 'n/a'} ms`);
  }
  const peak = rss.stop();
  const tail = [...tails].sort((a, b) => a.rps - b.rps)[Math.floor((tails.length - 1) / 2)];
  const total = tails.reduce((n, t) => n + t.total, 0);
  log(`  long tail (median of ${runs}): ${tail.rps} req/s p50 ${tail.p50Ms} ms p99 ${tail.p99Ms} ms (${order.length} distinct pages); peak RSS ${peak.mb} MB (PSS ${peak.pssMb} MB) in ${peak.processes} process(es)`);
  return {
    distinctPages: order.length,
    connections,
    seconds,
    hot: summary(hot),
    warmUp: summary(warm),
    tail,
    runs: tails,
    ratio: round(tail.rps / hot.rps, 4),
    repeatedShare: round(tails.reduce((n, t) => n + t.repeated, 0) / Math.max(1, total), 3),
    peakRss: peak,
  };
}

/** The median of `runs` by `figure` (the lower middle one of an even count). */
const medianOf = (runs, figure) => [...runs].map(figure).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)];

/**
 * Readers on the ten hottest pages alone, then while an editor (signed in) autosaves a draft once a
 * second, `runs` times in turn (alone, with, alone, with…): throughput and p99 ratios of the
 * medians (with / without). One pair of 10-second runs moved by a fifth either way from one bench
 * to the next on this machine; pairs taken in turn see the same drift on both sides. The draft is
 * created first, outside every run.
 */
export async function editorAtWork({ url, hotPaths, adminPassword, connections, seconds, warmup, runs = 1 }) {
  const login = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench', password: adminPassword }) });
  if (login.status !== 200) throw new Error(`editor sign-in: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const headers = { 'content-type': 'application/json', cookie };
  const [some] = await (await fetch(`${url}/api/articles/recent?limit=1`)).json();
  const draft = await fetch(`${url}/api/articles`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: `Bench draft ${Date.now()}`, slug: `bench-draft-${Date.now()}`, content: '<p>Draft.</p>', excerpt: 'Draft', authorId: some.authorId, categoryId: some.categoryId, status: 'draft' }),
  });
  if (draft.status !== 201) throw new Error(`editor draft: ${draft.status} ${await draft.text()}`);
  const { id } = await draft.json();
  const requests = hotPaths.map((p) => ({ method: 'GET', path: p, headers: HTML }));
  for (const r of requests) await request(url + r.path, { headers: HTML });
  for (const r of requests) await request(url + r.path, { headers: HTML });
  await loadRun({ url, requests, connections, seconds: warmup });
  let saves = 0;
  let n = 0;
  const saveErrors = [];
  const alones = [];
  const withEditors = [];
  for (let round = 1; round <= runs; round++) {
    const alone = summary(await loadRun({ url, requests, connections, seconds }));
    alones.push(alone);
    let editing = true;
    const editor = (async () => {
      while (editing) {
        const t0 = performance.now();
        const res = await fetch(`${url}/api/articles/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ content: `<p>Draft, autosave ${++n}.</p>`, status: 'draft' }) });
        if (res.status === 200) saves++;
        else saveErrors.push(res.status);
        await res.arrayBuffer();
        await sleep(Math.max(0, 1000 - (performance.now() - t0)));
      }
    })();
    const withEditor = summary(await loadRun({ url, requests, connections, seconds }));
    editing = false;
    await editor;
    withEditors.push(withEditor);
    log(`  hottest pages ${round}/${runs}: alone ${Math.round(alone.rps)} req/s p99 ${alone.p99Ms} ms; with the editor ${Math.round(withEditor.rps)} req/s p99 ${withEditor.p99Ms} ms`);
  }
  const alone = { rps: medianOf(alones, (r) => r.rps), p99Ms: medianOf(alones, (r) => r.p99Ms), failures: alones.reduce((f, r) => f + r.failures, 0) };
  const withEditor = { rps: medianOf(withEditors, (r) => r.rps), p99Ms: medianOf(withEditors, (r) => r.p99Ms), failures: withEditors.reduce((f, r) => f + r.failures, 0) };
  log(`  hottest pages (medians of ${runs}): alone ${alone.rps} req/s p99 ${alone.p99Ms} ms; with the editor ${withEditor.rps} req/s p99 ${withEditor.p99Ms} ms (${saves} autosaves${saveErrors.length ? `, ${saveErrors.length} failed` : ''})`);
  await fetch(`${url}/api/articles/${id}`, { method: 'DELETE', headers }).catch(() => undefined);
  return {
    pages: hotPaths,
    connections,
    seconds,
    runs: alones.map((a, i) => ({ alone: a, withEditor: withEditors[i] })),
    alone,
    withEditor,
    autosaves: saves,
    autosaveFailures: saveErrors.length,
    throughputRatio: round(withEditor.rps / alone.rps, 3),
    p99Ratio: alone.p99Ms ? round(withEditor.p99Ms / alone.p99Ms, 2) : null,
  };
}
