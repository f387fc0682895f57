// `npm start` serves the production build: build first when it is missing or older than the sources.
//
// Two starts at once in one checkout (two instances under a process manager, a restart while the
// first still builds) must not run two builds over each other's output (issue 33): the build runs
// under a lock, an exclusive file holding the builder's pid. A second start waits for it, then
// checks again and finds the build made: it reuses it. A lock whose process is gone (killed
// mid-build) is taken over. Generated files are written only when their text changes (the server's
// schema, the client's generated documents), and src/generated is output, not a source: the start
// after a build does not build again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Node older than package.json's engines: say so in one line rather than fail somewhere in the build. */
function checkNode() {
  const wanted = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines?.node ?? '';
  const floor = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(wanted.trim());
  if (!floor) return;
  const need = floor.slice(1).map((n) => Number(n ?? 0));
  const have = process.versions.node.split('.').map(Number);
  const order = need.map((n, i) => Math.sign((have[i] ?? 0) - n)).find((d) => d !== 0) ?? 0;
  if (order < 0) {
    console.error(`Tumbuh needs Node.js ${need.join('.')} or newer (package.json "engines"); this is Node.js ${process.versions.node}. Install a maintained release (Node.js 22 LTS) and run npm start again.`);
    process.exit(1);
  }
}

const SOURCES = ['packages/shared/src', 'apps/server/src', 'apps/web/src', 'apps/web/index.html', 'apps/web/public'];
/** Written by the build itself (the code generator's output): not a reason to build. */
const GENERATED = [path.join(root, 'apps/web/src/generated')];
const OUTPUTS = ['packages/shared/dist/index.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.cjs'];

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  if (fs.statSync(target).isFile()) return fs.statSync(target).mtimeMs;
  let t = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (GENERATED.includes(p)) continue;
      if (e.isDirectory()) walk(p);
      else t = Math.max(t, fs.statSync(p).mtimeMs);
    }
  };
  walk(target);
  return t;
}
const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);

/** Whether a build is missing or older than a source. */
function needsBuild() {
  const sources = Math.max(...SOURCES.map((d) => newest(path.join(root, d))));
  const built = Math.min(...OUTPUTS.map((f) => mtime(path.join(root, f))));
  return !built || sources > built;
}

const lockFile = path.join(root, '.tmp', 'build.lock');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** Takes the lock (true), or answers who holds it. */
function tryLock() {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  try {
    const fd = fs.openSync(lockFile, 'wx');
    fs.writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
    fs.closeSync(fd);
    return true;
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
    return false;
  }
}

function holder() {
  try {
    return { text: fs.readFileSync(lockFile, 'utf8'), ...JSON.parse(fs.readFileSync(lockFile, 'utf8')) };
  } catch {
    // Being written or just removed: ask again shortly.
    return null;
  }
}

/** A lock left by a process that is gone: moved aside (one taker wins the rename), then removed. */
function removeStale(seen) {
  const aside = `${lockFile}.stale-${process.pid}`;
  try {
    fs.renameSync(lockFile, aside);
  } catch {
    return;
  }
  // Between reading and renaming, another start may have taken over and locked anew: give it back.
  if (fs.readFileSync(aside, 'utf8') !== seen.text) {
    try {
      fs.linkSync(aside, lockFile);
    } catch {
      /* a third holds it now */
    }
  }
  fs.rmSync(aside, { force: true });
}

let locked = false;
function release() {
  if (!locked) return;
  locked = false;
  const h = holder();
  if (h?.pid === process.pid) fs.rmSync(lockFile, { force: true });
}

function build() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    const stop = (signal) => child.kill(signal);
    process.on('SIGINT', stop).on('SIGTERM', stop);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      if (code === 0) resolve();
      else reject(new Error(`npm run build ${signal ? `was stopped (${signal})` : `failed (exit code ${code})`}`));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  checkNode();
  if (!needsBuild() && !fs.existsSync(lockFile)) return;
  let waiting = false;
  for (;;) {
    if (tryLock()) {
      locked = true;
      try {
        if (needsBuild()) {
          console.log(waiting ? 'Building Tumbuh (the other start did not finish the build)...' : 'Building Tumbuh (first start or changed sources)...');
          await build();
        } else if (waiting) console.log('The other start built Tumbuh: using its build.');
      } finally {
        release();
      }
      return;
    }
    const h = holder();
    if (h && !alive(h.pid)) {
      console.log(`A build lock of a stopped start (pid ${h.pid}) is left: taking over.`);
      removeStale(h);
      continue;
    }
    if (!waiting && h) console.log(`Another start is building Tumbuh (pid ${h.pid}): waiting for it...`);
    waiting ||= Boolean(h);
    await sleep(500);
  }
}

process.on('exit', release);
main().catch((err) => {
  release();
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
