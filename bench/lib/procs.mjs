// The processes the benchmark starts: the production server (with its embedded PostgreSQL) and the
// bare baseline server. Every one is registered, and stopped at the end, on Ctrl-C and on errors.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { log, sleep } from './util.mjs';
import { npmStart } from '../../scripts/npm-start.cjs';

const cleanups = new Map();
let cleaning;

export function onCleanup(name, fn) {
  cleanups.set(name, fn);
  return () => cleanups.delete(name);
}

/** Stops everything still running, newest first; safe to call more than once. */
export function cleanupAll() {
  cleaning ??= (async () => {
    for (const [name, fn] of [...cleanups].reverse()) {
      try {
        await fn();
      } catch (err) {
        log(`could not stop ${name}: ${err?.message ?? err}`);
      }
      cleanups.delete(name);
    }
  })();
  return cleaning;
}

export function installSignalHandlers() {
  let exiting = false;
  const bail = (code, why) => {
    if (exiting) return;
    exiting = true;
    if (why) log(why);
    const force = setTimeout(() => process.exit(code), 30_000);
    force.unref();
    cleanupAll().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => bail(130, 'interrupted: stopping the processes the benchmark started'));
  process.on('SIGTERM', () => bail(143, 'terminated: stopping the processes the benchmark started'));
  process.on('uncaughtException', (err) => bail(1, `error: ${err?.stack ?? err}`));
  process.on('unhandledRejection', (err) => bail(1, `error: ${err?.stack ?? err}`));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

async function waitForExit(pid, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(25);
  }
  return !isAlive(pid);
}

/** The embedded PostgreSQL's pid and port, from its postmaster.pid. */
export function postmasterInfo(dataDir) {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(file)) return undefined;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** A PostgreSQL still running on the bench data folder (a server of an earlier run was killed). */
export async function stopStalePostgres(dataDir) {
  const info = postmasterInfo(dataDir);
  if (!info || !Number.isInteger(info.pid) || info.pid <= 0 || !isAlive(info.pid)) return false;
  log(`stopping the PostgreSQL (pid ${info.pid}) left running on ${dataDir}`);
  process.kill(info.pid, 'SIGINT');
  if (!(await waitForExit(info.pid, 15_000))) {
    process.kill(info.pid, 'SIGQUIT');
    await waitForExit(info.pid, 5_000);
  }
  return true;
}

function httpGetStatus(url, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

/** Reads VmHWM (peak resident set) and VmRSS of a process, in bytes. */
export function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kbOf = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { peak: kbOf('VmHWM'), rss: kbOf('VmRSS') };
  } catch {
    return { peak: NaN, rss: NaN };
  }
}

const SERVER_ENV_DROP = /^(DATABASE_URL|ADMIN_|SESSION_SECRET|SEED_DEMO|PORT$|HOST$|DATA_DIR|S3_|SMTP_URL|NODE_OPTIONS|WEB_DIST_DIR)/;

export { npmStart };

/**
 * Spawns the built production server as `npm start` does (npmStart) and waits for the first 200 from /healthz. The time from the
 * spawn to that answer is the cold start.
 */
export async function startServer({ root, dataDir, port, adminPassword, label, nodeArgs = [], timeoutMs = 180_000, env: extraEnv = {} }) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !SERVER_ENV_DROP.test(k)) env[k] = v;
  const start = npmStart(root);
  Object.assign(env, {
    ...start.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: adminPassword,
    ...extraEnv,
  });
  const logFile = path.join(dataDir, `server-${label}.log`);
  const logStream = fs.createWriteStream(logFile, { flags: 'a' });
  const main = path.join(root, 'apps/server/dist/main.js');
  const t0 = performance.now();
  const proc = spawn(process.execPath, [...start.nodeArgs, ...nodeArgs, main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Each line of the server's output with the time since the spawn: where a cold start spends its time.
  const lines = [];
  for (const stream of [proc.stdout, proc.stderr]) {
    let rest = '';
    stream.on('data', (d) => {
      const parts = (rest + d).split('\n');
      rest = parts.pop();
      for (const line of parts) {
        const ms = Math.round(performance.now() - t0);
        if (lines.length < 200) lines.push({ ms, line });
        logStream.write(`[+${ms} ms] ${line}\n`);
      }
    });
  }
  let exitCode;
  const exited = new Promise((resolve) => proc.on('exit', (code, signal) => resolve((exitCode = code ?? signal))));
  const url = `http://127.0.0.1:${port}`;
  const tail = () => lines.slice(-15).map((l) => `[+${l.ms} ms] ${l.line}`).join('\n');

  /** SIGTERM, as a process manager would; answers how long the graceful stop took and what it left. */
  let stopping;
  const stop = () => (stopping ??= stopOnce());
  const stopOnce = async () => {
    const t = performance.now();
    let killed = false;
    if (exitCode === undefined) {
      proc.kill('SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
      if (!done) {
        log(`server ${label} did not stop within 20 s: killing it`);
        killed = true;
        proc.kill('SIGKILL');
        await exited;
      }
    }
    const ms = Math.round(performance.now() - t);
    const leftPostgres = await stopStalePostgres(dataDir); // only when the server did not stop it
    return { ms, exitCode, killed, leftPostgres };
  };
  const unregister = onCleanup(`server ${label} (pid ${proc.pid})`, stop);

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined) {
      await sleep(200); // the last lines of its output
      unregister();
      await stopStalePostgres(dataDir);
      throw new Error(`the server exited (${exitCode}) before it answered /healthz; its log (${logFile}) ends with:\n${tail()}`);
    }
    if ((await httpGetStatus(`${url}/healthz`)) === 200) break;
    if (Date.now() > deadline) {
      await stop();
      unregister();
      throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s; its log ends with:\n${tail()}`);
    }
    await sleep(10);
  }
  const coldStartMs = performance.now() - t0;
  return {
    url,
    pid: proc.pid,
    logFile,
    coldStartMs,
    startLog: () => lines.filter((l) => l.ms <= coldStartMs + 50),
    memory: () => memoryOf(proc.pid),
    stop: async () => {
      const how = await stop();
      unregister();
      logStream.end();
      if (how.leftPostgres || how.exitCode !== 0) log(`server ${label}: SIGTERM → exit ${how.exitCode} after ${how.ms} ms${how.leftPostgres ? ', its PostgreSQL still running (stopped now)' : ''}`);
      return how;
    },
  };
}

/** The bare Node http baseline: answers /b/<bytes> with a fixed JSON body of that many bytes. */
export async function startBaseline({ root, sizes }) {
  const port = await freePort();
  const proc = spawn(process.execPath, [path.join(root, 'bench/lib/baseline-server.mjs'), String(port), sizes.join(',')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let exitCode;
  const exited = new Promise((resolve) => proc.on('exit', (code, signal) => resolve((exitCode = code ?? signal))));
  const stop = async () => {
    if (exitCode !== undefined) return;
    proc.kill('SIGTERM');
    if (!(await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]))) proc.kill('SIGKILL');
    await exited;
  };
  const unregister = onCleanup(`baseline (pid ${proc.pid})`, stop);
  await new Promise((resolve, reject) => {
    let buf = '';
    proc.stdout.on('data', (d) => {
      buf += d;
      if (buf.includes('ready')) resolve();
    });
    exited.then(() => reject(new Error('the baseline server exited at start')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: proc.pid,
    pathFor: (bytes) => `/b/${bytes}`,
    stop: async () => {
      await stop();
      unregister();
    },
  };
}
