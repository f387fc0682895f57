import 'reflect-metadata';
import { DataSource, type Logger } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

export interface DataSourceOptions {
  /** Extra statement listener, used by tests and the benchmark to count SQL per request. */
  logger?: Logger;
  poolSize?: number;
}

export function createDataSource(url: string, options: DataSourceOptions = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: options.logger ? ['query'] : false,
    logger: options.logger,
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      // Fail fast rather than hang when the database is gone.
      query_timeout: 30_000,
    },
  });
}
