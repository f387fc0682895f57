import fs from 'node:fs';
import { Client } from 'pg';

export default async function globalTeardown() {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (adminUrl) {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    const dbs = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'tumbuh_test_%'`);
    for (const { datname } of dbs.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
  const embedded = (globalThis as Record<string, unknown>).__embeddedPg as { stop(): Promise<void> } | undefined;
  await embedded?.stop();
  const dir = (globalThis as Record<string, unknown>).__embeddedPgDir as string | undefined;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
