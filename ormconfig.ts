/**
 * The TypeORM data source used by the migration CLI (`npm run migration:generate -- <name>`,
 * `npm run migration:run`). scripts/typeorm.mjs sets DATABASE_URL (starting the embedded PostgreSQL
 * when none is given) before the CLI loads this file. The server itself runs migrations on start.
 */
import { loadConfig } from './apps/server/src/config/env';
import { createDataSource } from './apps/server/src/db/data-source';

const { databaseUrl } = loadConfig();
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run the CLI through `npm run migration:generate` or set DATABASE_URL');

export default createDataSource(databaseUrl);
