/**
 * Boot sequence shared by `npm start`, `npm run dev` and the tests:
 * config → database (embedded or DATABASE_URL) → migrations → first admin → demo content → http.
 */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from './config/env';
import { resolveSessionSecret } from './config/session-secret';
import { openDatabase, type Database } from './db/database';
import { prepareDataDir } from './db/data-dir';
import { createApp, type App } from './http/app';
import { startNewsletterWorker, type NewsletterWorker } from './modules/newsletter/newsletter.worker';
import { createServices, type Services } from './services';
import { StartupError } from './startup-error';

export interface RunningServer {
  config: Config;
  url: string;
  port: number;
  database: Database;
  services: Services;
  app: App;
  stop(): Promise<void>;
}

export async function startServer(config: Config = loadConfig(), log: (line: string) => void = console.log): Promise<RunningServer> {
  const say = config.logLevel === 'silent' ? () => undefined : log;
  say(`Tumbuh starting (${config.nodeEnv})`);
  prepareDataDir(config.dataDir);
  const database = await openDatabase(config, say);
  let app: App | undefined;
  let newsletterWorker: NewsletterWorker | undefined;
  let services: Services | undefined;
  try {
    services = createServices(database.dataSource, config);
    const admin = await services.auth.ensureFirstAdmin(config.adminUsername, config.adminPassword);
    if (admin.created && admin.generatedPassword) {
      log('First start: created the admin user. These credentials are printed only once:');
      log(`  username: ${admin.username}`);
      log(`  password: ${admin.generatedPassword}`);
    } else if (admin.created) {
      say(`First start: created the admin user "${admin.username}" from ADMIN_USERNAME / ADMIN_PASSWORD`);
    }
    if (config.seedDemo) {
      // Loaded only when needed: the demo texts and image generator stay out of ordinary starts' memory.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load in this CommonJS build
      const { seedDemoContent } = require('./db/seed/seed') as typeof import('./db/seed/seed');
      const seeded = await seedDemoContent(services, say);
      if (!seeded) say('Demo content: the database already has content, nothing to add');
    }
    // The newsletter's job queue (pg-boss) and, unless NEWSLETTER_WORKER=false, its worker and schedule
    // (≈ 80 ms of database round trips; ≈ 300 ms once, when it creates its schema). Awaited before the
    // app starts: pg-boss creating its schema beside the session table's creation could deadlock.
    const newsletterStart = startNewsletterWorker(services.newsletter, database.url, config.newsletter, say).then((w) => (newsletterWorker = w));
    newsletterStart.catch(() => undefined); // awaited below; this only keeps Node from calling it unhandled meanwhile
    // Files a crash left without a record (in the background: start-up does not wait for it).
    void services.uploads.removeOrphans(config.orphanUploadMinAgeMs).then(
      (removed) => removed.length && say(`Removed ${removed.length} upload(s) without a record`),
      () => undefined,
    );
    await newsletterStart;
    services.insight.reads.start(); // writes the reading counts every few seconds
    app = await createApp({ services, sessionSecret: resolveSessionSecret(config), databaseUrl: database.url });
    // Migrations, first admin, demo content, the job queue's schema and the session table are in
    // place: the next process starting on this database may go ahead.
    await database.releaseStartupLock();
    const port = await listen(app, config);
    const url = `http://localhost:${port}`;
    say(`Tumbuh is ready at ${url}`);
    let stopping: Promise<void> | undefined;
    const running: RunningServer = {
      config,
      url,
      port,
      database,
      services,
      app,
      stop: () =>
        (stopping ??= (async () => {
          await app!.apollo.stop().catch(() => undefined); // drains open HTTP connections
          await app!.cacheBus?.stop();
          if (app!.server.listening) await new Promise<void>((r) => app!.server.close(() => r()));
          await app!.renderPool?.close();
          await services!.insight.reads.stop(); // writes the reads still in memory
          // After the last request (a sign-up queues its email): the job at hand hands back its unsent deliveries.
          await newsletterWorker!.stop().catch(() => undefined);
          services!.newsletter.close();
          await database.close();
        })()),
    };
    return running;
  } catch (err) {
    await services?.insight.reads.stop();
    await newsletterWorker?.stop().catch(() => undefined);
    services?.newsletter.close();
    await app?.cacheBus?.stop();
    if (app?.server.listening) app.server.close();
    await app?.renderPool?.close();
    await database.close();
    throw err;
  }
}

function listen({ server }: App, config: Config): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') reject(new StartupError(`Port ${config.port} is already in use: stop the other program or set PORT to another port`));
      else if (err.code === 'EACCES') reject(new StartupError(`Port ${config.port} needs more privileges: set PORT to a port above 1024`));
      else reject(new StartupError(`Cannot listen on port ${config.port}: ${err.message}`));
    };
    server.once('error', onError);
    server.listen(config.port, config.host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export { describeStartupFailure } from './startup-error';
