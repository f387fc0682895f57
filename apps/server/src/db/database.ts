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
  close(): Promise<void>;
}

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
      stopEmbedded = embedded.stop;
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
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    log(ran.length ? `Applied ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}` : 'Database schema is up to date');
  } catch (err) {
    await cleanup();
    throw new StartupError(`Database migration failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  }
  return { dataSource, url, embedded: !config.databaseUrl, close: cleanup };
}
