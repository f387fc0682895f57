/**
 * `npm start` on every core (issue 28): with WEB_CONCURRENCY above 1 the started process is a small
 * primary that owns the embedded PostgreSQL (when DATABASE_URL is unset) and the session secret,
 * forks one worker per core and restarts a worker that dies. Each worker is the whole server
 * (server.ts): express, Apollo, the page renderer and its own response cache, kept in step with the
 * others by the cache bus (PostgreSQL LISTEN/NOTIFY). The workers share the listening port
 * (node:cluster hands connections round-robin). Start-up work (migrations, first admin, demo
 * content) stays under the database's advisory lock: the first worker does it, the others find it
 * done. Only the first worker works the newsletter queue.
 *
 * The primary loads none of the application (no express, React or TypeORM), so it stays at the
 * size of a bare Node process.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config/env';
import { resolveSessionSecret } from './config/session-secret';
import { lockDataDir, prepareDataDir } from './db/data-dir';
import { startEmbeddedPostgres } from './db/embedded';


/** A worker that dies this soon after a restart counts as failing; after MAX_QUICK_DEATHS in a row the primary gives up. */
const QUICK_DEATH_MS = 10_000;
const MAX_QUICK_DEATHS = 5;

interface Slot {
  index: number;
  worker?: Worker;
  ready: boolean;
  startedAt: number;
  quickDeaths: number;
}

/**
 * Node's arguments for each worker: the primary's, and V8's memory bounds of the settings unless the
 * primary's arguments already say them. A smaller young generation (WORKER_SEMI_SPACE_MB): V8's
 * default lets each worker hold tens of MB of short-lived render garbage between collections. An
 * old-generation limit (WORKER_HEAP_MB): V8 collects sooner and holds less (the bench's long tail
 * on 2 cores: the whole npm start 700 -> 415 MB at 256, for about 15% fewer renders per second).
 */
export function workerExecArgv(config: Pick<Config, 'workerSemiSpaceMb' | 'workerHeapMb'>, execArgv: readonly string[]): string[] {
  const given = (flag: string) => execArgv.some((a) => a.startsWith(flag));
  return [
    ...execArgv,
    ...(config.workerSemiSpaceMb > 0 && !given('--max-semi-space-size') ? [`--max-semi-space-size=${config.workerSemiSpaceMb}`] : []),
    ...(config.workerHeapMb > 0 && !given('--max-old-space-size') ? [`--max-old-space-size=${config.workerHeapMb}`] : []),
  ];
}

export async function runPrimary(config: Config, log: (line: string) => void = console.log): Promise<void> {
  const say = config.logLevel === 'silent' ? () => undefined : log;
  const count = config.webConcurrency;
  say(`Tumbuh starting ${count} worker processes (${config.nodeEnv}, WEB_CONCURRENCY=${count})`);
  prepareDataDir(config.dataDir);
  let databaseUrl = config.databaseUrl;
  let stopDatabase: (() => Promise<void>) | undefined;
  let releaseDataDir: (() => void) | undefined;
  if (!databaseUrl) {
    const lock = lockDataDir(config.dataDir);
    releaseDataDir = lock.release;
    try {
      say(`Starting the embedded PostgreSQL (data in ${config.dataDir})`);
      const embedded = await startEmbeddedPostgres(config.dataDir, say);
      databaseUrl = embedded.url;
      stopDatabase = () => embedded.stop();
    } catch (err) {
      lock.release();
      throw err;
    }
  }
  // Every worker signs sessions with the same secret (the generated one is kept under DATA_DIR).
  const sessionSecret = resolveSessionSecret(config);
  cluster.setupPrimary({ execArgv: workerExecArgv(config, process.execArgv) });

  const slots: Slot[] = Array.from({ length: count }, (_, index) => ({ index, ready: false, startedAt: 0, quickDeaths: 0 }));
  let stopping = false;
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));

  const fork = (slot: Slot) => {
    slot.ready = false;
    slot.startedAt = Date.now();
    const worker = cluster.fork({
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: sessionSecret,
      // One worker runs the newsletter's job queue; the others only enqueue.
      NEWSLETTER_WORKER: slot.index === 0 && config.newsletter.worker ? 'true' : 'false',
      // glibc's malloc keeps an arena per thread that ever allocated (libuv's pool compresses the
      // cached answers): two arenas keep the workers' native memory from growing with them.
      MALLOC_ARENA_MAX: '2',
    });
    slot.worker = worker;
    worker.on('listening', () => {
      slot.ready = true;
      if (slots.every((s) => s.ready)) say(`All ${count} workers are listening`);
    });
    worker.on('exit', (code, signal) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      if (stopping) {
        if (slots.every((s) => !s.worker)) resolveDone();
        return;
      }
      const quick = Date.now() - slot.startedAt < QUICK_DEATH_MS;
      slot.quickDeaths = quick ? slot.quickDeaths + 1 : 0;
      // A worker that never started (bad configuration, port taken) would fail the same way again.
      if (!slot.ready && slot.quickDeaths === 1 && slots.every((s) => !s.ready)) {
        log(`Worker ${slot.index + 1} could not start (exit ${code ?? signal}): stopping`);
        void shutdown(1);
        return;
      }
      if (slot.quickDeaths >= MAX_QUICK_DEATHS) {
        log(`Worker ${slot.index + 1} keeps failing (exit ${code ?? signal}): stopping`);
        void shutdown(1);
        return;
      }
      log(`Worker ${slot.index + 1} exited (${code ?? signal}): starting a new one`);
      setTimeout(() => !stopping && fork(slot), quick ? 1000 * slot.quickDeaths : 0);
    });
  };

  let exitCode = 0;
  const shutdown = async (code: number, signal?: string) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (signal) say(`${signal} received: stopping the workers`);
    const alive = slots.filter((s) => s.worker);
    if (alive.length === 0) resolveDone();
    for (const s of alive) s.worker!.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const s of slots) s.worker?.process.kill('SIGKILL');
    }, 15_000);
    await done;
    clearTimeout(force);
    if (stopDatabase) await stopDatabase().catch(() => undefined);
    releaseDataDir?.();
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void shutdown(0, 'SIGTERM'));
  process.on('SIGINT', () => void shutdown(0, 'SIGINT'));

  for (const slot of slots) fork(slot);
}
