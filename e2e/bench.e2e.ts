/**
 * The benchmark is not part of `npm test`, but this makes sure `npm run bench` still runs end to end:
 * its smoke mode (tiny dataset, 1 s load runs) on the built app, in a temporary folder, and a results
 * file that carries every figure of issue 8's table.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const READS = ['recent', 'article', 'search', 'homeGraphql', 'articleGraphql', 'html', 'htmlHomeUncached', 'htmlArticleUncached'];

interface Figure {
  figure: string;
  measured: string | number;
  target: string;
  met: boolean | null;
}

let tmp: string;
let stdout = '';
let stderr = '';
let exitCode: number | null;
let results: any;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-bench-smoke-'));
  fs.chmodSync(tmp, 0o755); // as root, the embedded PostgreSQL runs as another user and must reach its folder
  const out = path.join(tmp, 'results.json');
  const child = spawn(process.execPath, ['bench/run.mjs', '--smoke', '--no-build', '--clean', '--out', out, '--data-dir', path.join(tmp, 'data')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  exitCode = await new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  if (fs.existsSync(out)) results = JSON.parse(fs.readFileSync(out, 'utf8'));
}, 240_000);

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

it('runs to the end and prints the table of figures', () => {
  if (exitCode !== 0) throw new Error(`bench --smoke exited with ${exitCode}:\n${stderr.slice(-3000)}`);
  expect(stdout).toMatch(/\| figure\s+\| measured\s+\| target\s+\| met\? \|/);
  expect(stdout).toMatch(/figures meet their target/);
});

it('writes every figure to the results file', () => {
  expect(results).toBeDefined();
  expect(results.dataset.articles).toBeGreaterThan(0);
  expect(results.dataset.translations).toBeGreaterThan(0);

  expect(results.reads.map((r: any) => r.key).sort()).toEqual([...READS].sort());
  for (const read of results.reads) {
    expect(read.bytes.wire).toBeGreaterThan(0);
    expect(read.baseline.rps).toBeGreaterThan(0);
    expect(typeof read.server.rps).toBe('number');
    expect(typeof read.ratio).toBe('number');
    expect(read.problems).toEqual([]); // every measured request got a good answer
    expect(typeof read.sql.perRequest).toBe('number'); // pg_stat_statements counted it
    // Loaded again with RESPONSE_CACHE=false (the reads that bypass the cache already are not).
    if (/Uncached$/.test(read.key)) expect(read.uncached).toBeNull();
    else expect(typeof read.uncached.rps).toBe('number');
  }
  expect(results.reads.find((r: any) => r.key === 'homeGraphql').ops.length).toBeGreaterThan(0);

  expect(results.searchLatency.p50Ms).toBeGreaterThan(0);
  expect(results.searchLatency.p95Ms).toBeGreaterThanOrEqual(results.searchLatency.p50Ms);
  expect(results.searchLatency.queriesWithResults).toBeGreaterThan(0);
  expect(results.peakRss.mb).toBeGreaterThan(0);
  expect(results.coldStart.medianMs).toBeGreaterThan(0);
  for (const page of ['home', 'article']) {
    // The heading is in the server's HTML and the script is asked for after it: no JS before it renders.
    expect(results.bundle.pages[page].gzip).toBe(0);
    expect(results.bundle.pages[page].interactive.gzip).toBeGreaterThan(0);
  }
  expect(results.bundle.admin.roots.length).toBeGreaterThan(0);

  const figures: Figure[] = results.figures;
  const names = figures.map((f) => f.figure).join('\n');
  for (const part of ['req/s vs baseline', 'req/s without the response cache', 'search p95', 'SQL statements/request', 'p99 latency', 'peak RSS', 'cold start', 'reader JS before first render: /', 'reader JS before first render: /article/{slug}', 'reader JS before interactive: /', 'reader JS before interactive: /article/{slug}', 'admin (data grid)']) {
    expect(names).toContain(part);
  }
  for (const f of figures) {
    expect(f.measured).not.toBe('n/a');
    expect(typeof f.met).toBe('boolean');
  }
});

it('leaves no process behind', () => {
  // The embedded PostgreSQL carries the data folder in its command line, the server in its environment.
  const left: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (cmd.includes(tmp) || env.includes(`DATA_DIR=${path.join(tmp, 'data')}`)) left.push(`${pid}: ${cmd}`);
    } catch {
      /* gone meanwhile */
    }
  }
  expect(left).toEqual([]);
  expect(stderr).not.toMatch(/did not stop within/);
});
