import type { DataSource } from 'typeorm';
import type { Config } from '../config/env';
import { StartupError } from '../startup-error';
import { createDataSource } from './data-source';
import { lockDataDir } from './data-dir';
import { startEmbeddedPostgres } from './embedded';

export interface Database {
  dataSource: DataSource;
  /** The URL in use (embedded or DATABASE_URL). */
  url: string;
  embedded: boolean;
  /**
   * Ends the start-up's critical section (migrations, first admin, demo content), held under a
   * PostgreSQL advisory lock so that processes starting at once on one database take turns: the
   * first does the work, the others find it done. Call it once start-up has written what it writes.
   */
  releaseStartupLock(): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock key of the start-up (any 64-bit number no other code uses: "tumbuh" in ASCII). */
export const STARTUP_LOCK_KEY = 0x74756d627568;

function describe(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR. Migrations run here. */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let releaseLock: (() => void) | undefined;
  if (!url) {
    const lock = lockDataDir(config.dataDir);
    releaseLock = lock.release;
    try {
      log(`Starting the embedded PostgreSQL (data in ${config.dataDir})`);
      const embedded = await startEmbeddedPostgres(config.dataDir, log);
      url = embedded.url;
      stopEmbedded = () => embedded.stop();
    } catch (err) {
      lock.release();
      throw err;
    }
  } else {
    log(`Connecting to PostgreSQL at ${describe(url)}`);
  }

  const dataSource = createDataSource(url);
  const cleanup = async () => {
    if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
    if (stopEmbedded) await stopEmbedded().catch(() => undefined);
    releaseLock?.();
  };
  try {
    await dataSource.initialize();
  } catch (err) {
    await cleanup();
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new StartupError(`Cannot reach the database at ${describe(url)}: ${reason}`);
  }
  // One connection holds the lock for the whole start-up; the others wait on it here.
  const lockRunner = dataSource.createQueryRunner();
  let locked = false;
  const releaseStartupLock = async () => {
    if (!locked) return;
    locked = false;
    await lockRunner.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await lockRunner.release().catch(() => undefined);
  };
  try {
    await lockRunner.connect();
    await lockRunner.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    locked = true;
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    log(ran.length ? `Applied ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}` : 'Database schema is up to date');
  } catch (err) {
    await releaseStartupLock();
    await cleanup();
    throw new StartupError(`Database migration failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  }
  return {
    dataSource,
    url,
    embedded: !config.databaseUrl,
    releaseStartupLock,
    close: async () => {
      await releaseStartupLock();
      await cleanup();
    },
  };
}
