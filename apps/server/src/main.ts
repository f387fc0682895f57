import { describeStartupFailure, startServer } from './server';

async function main() {
  const running = await startServer();
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

main().catch((err) => {
  console.error(describeStartupFailure(err));
  process.exit(1);
});
