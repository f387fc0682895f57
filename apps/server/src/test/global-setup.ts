/**
 * Integration tests run on a real PostgreSQL: DATABASE_URL when set, else one embedded cluster for
 * the whole run. A migrated template database is made once; each test file clones it (fast).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../db/data-source';
import { startEmbeddedPostgres } from '../db/embedded';

export const TEMPLATE_DB = 'tumbuh_test_template';

export default async function globalSetup() {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // One cluster per test run, so runs started side by side never stop each other's database.
    const base = path.resolve(__dirname, '../../../../.tmp/test-pg');
    fs.mkdirSync(base, { recursive: true });
    for (const old of fs.readdirSync(base)) {
      const pid = Number(old);
      let alive = false;
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        /* gone */
      }
      if (alive) continue;
      // A run that was killed: stop its PostgreSQL, then remove its folder.
      try {
        const pgPid = Number(fs.readFileSync(path.join(base, old, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
        if (pgPid > 0) process.kill(pgPid, 'SIGQUIT');
      } catch {
        /* not running */
      }
      fs.rmSync(path.join(base, old), { recursive: true, force: true });
    }
    const dir = path.join(base, String(process.pid));
    fs.mkdirSync(dir, { recursive: true });
    (globalThis as Record<string, unknown>).__embeddedPgDir = dir;
    const embedded = await startEmbeddedPostgres(dir, () => undefined);
    (globalThis as Record<string, unknown>).__embeddedPg = embedded;
    adminUrl = embedded.url;
  }
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Leftover test databases of an interrupted run.
    const old = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'tumbuh_test_%'`);
    for (const { datname } of old.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const ds = createDataSource(url.toString());
  await ds.initialize();
  await ds.runMigrations();
  await ds.destroy();
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
}
