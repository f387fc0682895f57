// What one uncached server render costs (issue 28): distinct pages of one type requested one after
// another on one keep-alive connection, each with a session cookie (not a valid session) so that the
// response cache steps aside. Wall time per request (median, p90) and CPU time of every server
// process (primary and workers, from /proc) per request: the CPU figure does not count the time a
// busy machine keeps the server waiting.
import fs from 'node:fs';
import http from 'node:http';
import { request } from './http.mjs';
import { median, percentile, round } from './util.mjs';

const HTML = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', cookie: 'tumbuh.sid=bench-uncached' };
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The node processes of a server: the process itself and its node children (cluster workers), not its PostgreSQL. */
export const nodeProcesses = (pid) => processTree(pid, /node/);

/** A process and its descendants whose command name matches `name` (a child that does not match is not followed). */
export function processTree(pid, name) {
  const out = [];
  const walk = (p) => {
    let comm;
    try {
      comm = fs.readFileSync(`/proc/${p}/comm`, 'utf8').trim();
    } catch {
      return;
    }
    if (!name.test(comm)) return;
    out.push(p);
    let children = '';
    try {
      for (const task of fs.readdirSync(`/proc/${p}/task`)) children += ' ' + fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8');
    } catch {
      /* gone */
    }
    for (const c of children.split(/\s+/).filter(Boolean)) walk(Number(c));
  };
  walk(pid);
  return out;
}

/** utime + stime in ms of the given processes. */
export function cpuMs(pids) {
  let ticks = 0;
  for (const p of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone */
    }
  }
  return ticks * TICK_MS;
}

/**
 * Sums over the given processes, bytes: VmRSS (current), VmHWM (each process's own peak) and Pss
 * (proportional set size: a page shared by n processes, such as node's own code, counts 1/n in
 * each, so the sum is the memory the processes hold together; summed RSS counts shared pages once
 * per process).
 */
export function rssOf(pids) {
  let rss = 0;
  let hwm = 0;
  let pss = 0;
  for (const p of pids) {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      rss += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024;
      hwm += Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024;
      pss += Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      /* gone */
    }
  }
  return { rss, hwm, pss };
}

/**
 * Samples the summed RSS of a server's node processes every `everyMs` until stopped; answers the
 * highest sum seen (the sum of the processes' VmHWM overstates it when their peaks differ in time).
 */
export function rssSampler(pid, everyMs = 200) {
  let peak = 0;
  let peakPss = 0;
  let processes = 0;
  const sample = () => {
    const pids = nodeProcesses(pid);
    const { rss, pss } = rssOf(pids);
    peakPss = Math.max(peakPss, pss);
    if (rss > peak) {
      peak = rss;
      processes = pids.length;
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return { bytes: peak, mb: round(peak / 1024 / 1024, 1), pssMb: round(peakPss / 1024 / 1024, 1), processes };
    },
  };
}

/**
 * paths: distinct addresses of one page type. Each is requested `repeat` times (1: every render is
 * the address's first). Answers wall ms (median, p90) and CPU ms per request (mean over the batch).
 */
export async function renderCost({ url, pid, paths, repeat = 1 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  // One request first, so the connection and the first-call work are not counted.
  await request(url + paths[0], { headers: HTML, agent });
  const pids = nodeProcesses(pid);
  const wall = [];
  const statuses = {};
  const cpu0 = cpuMs(pids);
  for (let r = 0; r < repeat; r++) {
    for (const p of paths) {
      const res = await request(url + p, { headers: HTML, agent });
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      wall.push(res.ms);
    }
  }
  const cpu = cpuMs(pids) - cpu0;
  agent.destroy();
  return {
    requests: wall.length,
    distinct: paths.length,
    wallMedianMs: round(median(wall), 1),
    wallP90Ms: round(percentile(wall, 90), 1),
    wallMinMs: round(Math.min(...wall), 1),
    cpuMsPerRequest: round(cpu / wall.length, 1),
    statuses,
  };
}

/** Distinct addresses per page type, from the bench database: `count` each (home: / and /id, repeated). */
export async function renderPages(db, count) {
  const { rows: articles } = await db.query(
    `SELECT slug, language FROM articles WHERE "publishDate" <= now() ORDER BY (id * 4241) % 10009, id LIMIT $1`,
    [count],
  );
  const { rows: categories } = await db.query(`SELECT slug FROM categories ORDER BY id`);
  const { rows: words } = await db.query(
    `SELECT w FROM (SELECT DISTINCT split_part(title, ' ', 2) AS w FROM articles WHERE length(split_part(title, ' ', 2)) > 3) x ORDER BY w LIMIT $1`,
    [count],
  );
  const both = (p) => [p, `/id${p}`];
  return {
    article: articles.map((a) => `${a.language === 'id' ? '/id' : ''}/article/${encodeURIComponent(a.slug)}`),
    home: { paths: ['/', '/id'], repeat: Math.max(1, Math.round(count / 4)) },
    category: categories.flatMap((c) => both(`/category/${encodeURIComponent(c.slug)}`)).slice(0, count),
    search: words.map((r, i) => `${i % 2 ? '/id' : ''}/search?q=${encodeURIComponent(r.w.toLowerCase())}`),
  };
}

/** renderCost for each page type of renderPages, in order. */
export async function measureRenderCosts({ url, pid, pages, only = Object.keys(pages) }) {
  const out = {};
  for (const type of only) {
    const spec = pages[type];
    if (!spec) continue;
    const { paths, repeat } = Array.isArray(spec) ? { paths: spec, repeat: 1 } : spec;
    if (paths.length) out[type] = await renderCost({ url, pid, paths, repeat });
  }
  return out;
}
