import cluster from 'node:cluster';
import { runPrimary } from './cluster';
import { loadConfig, type Config } from './config/env';
import { describeStartupFailure } from './startup-error';

/** The whole server in this process: `npm start` with WEB_CONCURRENCY=1, and each cluster worker. */
async function runServer(config: Config) {
  // Loaded here, not at the top: the cluster's primary never loads the application.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load in this CommonJS build
  const { startServer } = require('./server') as typeof import('./server');
  const running = await startServer(config);
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    running.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(`Shutdown error: ${err instanceof Error ? err.message : err}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.webConcurrency > 1) await runPrimary(config);
  else await runServer(config);
}

main().catch((err) => {
  console.error(describeStartupFailure(err));
  process.exit(1);
});
