import { loadConfig, type Config } from '../config/env';
import { openDatabase } from '../db/database';
import { describeStartupFailure } from '../server';
import { createServices, type Services } from '../services';

/** Runs a command-line task against the configured database, with clean errors and shutdown. */
export function runCli(task: (services: Services, config: Config) => Promise<void>): void {
  (async () => {
    const config = loadConfig();
    const database = await openDatabase(config, (l) => console.log(l));
    try {
      await task(createServices(database.dataSource, config), config);
    } finally {
      await database.close();
    }
  })().then(
    () => process.exit(0),
    (err) => {
      console.error(describeStartupFailure(err));
      process.exit(1);
    },
  );
}
