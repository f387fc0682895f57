/**
 * Two `npm start`s at once on a fresh clone (issue 33): the start-up build (scripts/ensure-build.mjs,
 * npm's prestart) runs once under a lock, the other start waits and reuses it, both succeed, and the
 * start after them does not build again (generated files keep their times when their text is the
 * same). The fresh clone is a copy of what git would commit, in a temporary folder, its
 * node_modules entries linked to this checkout's: one real build, a few minutes on a busy machine.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');
let clone: string;

/** A folder whose entries are links to `from`'s, but for `skip` (caches the build writes into). */
function linkEntries(from: string, to: string, skip: string[] = []) {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) if (!skip.includes(name)) fs.symlinkSync(path.join(from, name), path.join(to, name));
}

function freshClone(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-two-starts-'));
  const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(path.join(root, file))) continue; // deleted in the work tree, not committed yet
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  // node_modules: this checkout's packages, the workspaces' own links pointing into the clone.
  linkEntries(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), ['@tumbuh', '.cache', '.vite']);
  fs.mkdirSync(path.join(dir, 'node_modules/@tumbuh'));
  for (const [name, where] of [['shared', 'packages/shared'], ['server', 'apps/server'], ['web', 'apps/web']]) {
    fs.symlinkSync(path.join(dir, where), path.join(dir, 'node_modules/@tumbuh', name));
    linkEntries(path.join(root, where, 'node_modules'), path.join(dir, where, 'node_modules'), ['.cache', '.vite']);
  }
  return dir;
}

interface Run {
  code: number | null;
  output: string;
}

function start(): Promise<Run> {
  // As `npm start` runs it; NODE_ENV=test (set by jest) would make Vite build for development.
  const env = { ...process.env };
  delete env.NODE_ENV;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/ensure-build.mjs'], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const builds = (run: Run) => (run.output.match(/^Building Tumbuh/gm) ?? []).length;
const mtimes = (dir: string) => {
  const out: Record<string, number> = {};
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[path.relative(clone, p)] = fs.statSync(p).mtimeMs;
    }
  };
  walk(dir);
  return out;
};

beforeAll(() => {
  clone = freshClone();
});
afterAll(() => {
  if (clone) fs.rmSync(clone, { recursive: true, force: true });
});

it('two starts at once build once, both succeed, and the next start builds nothing', async () => {
  const generatedBefore = { ...mtimes(path.join(clone, 'apps/web/src/generated')), 'apps/server/schema.graphql': fs.statSync(path.join(clone, 'apps/server/schema.graphql')).mtimeMs };

  const [first, second] = await Promise.all([start(), start()]);
  const report = `--- first ---\n${first.output.slice(-3000)}\n--- second ---\n${second.output.slice(-3000)}`;
  expect({ first: first.code, second: second.code, report }).toEqual({ first: 0, second: 0, report });
  expect(builds(first) + builds(second)).toBe(1);
  // The one that did not build waited for the other's build and used it.
  expect(first.output + second.output).toMatch(/Another start is building Tumbuh \(pid \d+\): waiting for it/);
  expect(first.output + second.output).toContain('The other start built Tumbuh: using its build.');
  for (const built of ['packages/shared/dist/index.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.cjs']) {
    expect(fs.existsSync(path.join(clone, built))).toBe(true);
  }
  expect(fs.existsSync(path.join(clone, '.tmp/build.lock'))).toBe(false);

  // The generated files were written only where their text changed: here, nowhere.
  const generatedAfter = { ...mtimes(path.join(clone, 'apps/web/src/generated')), 'apps/server/schema.graphql': fs.statSync(path.join(clone, 'apps/server/schema.graphql')).mtimeMs };
  expect(generatedAfter).toEqual(generatedBefore);

  const next = await start();
  expect(next.code).toBe(0);
  expect(builds(next)).toBe(0);
}, 15 * 60_000);

it('a lock left by a stopped start is taken over', async () => {
  // A pid no process has: the start that held it was killed mid-build.
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
  fs.writeFileSync(path.join(clone, '.tmp/build.lock'), JSON.stringify({ pid: Number(gone), since: new Date().toISOString() }));
  const run = await start();
  expect(run.code).toBe(0);
  expect(run.output).toContain(`A build lock of a stopped start (pid ${gone}) is left: taking over.`);
  expect(builds(run)).toBe(0);
  expect(fs.existsSync(path.join(clone, '.tmp/build.lock'))).toBe(false);
}, 60_000);
