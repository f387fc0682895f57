/**
 * Starts the built app (production mode) on a free port with a fresh DATA_DIR and the embedded
 * PostgreSQL, as `npm start` would, and stops it afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const E2E_ADMIN = { username: 'editor', password: 'e2e-admin-password' };
export const OUTPUT_DIR = path.resolve(__dirname, '../../test-output/e2e');

export interface E2EApp {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startApp(env: Record<string, string> = {}): Promise<E2EApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-e2e-'));
  const main = path.resolve(__dirname, '../../apps/server/dist/main.js');
  const clean: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/^(DATABASE_URL|ADMIN_|SESSION_SECRET|SEED_DEMO|PORT|DATA_DIR)/.test(k)) clean[k] = v;
  const proc: ChildProcess = spawn(process.execPath, [main], {
    env: { ...clean, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => proc.on('exit', () => r()));
  const url = await new Promise<string>((resolve, reject) => {
    proc.stdout!.on('data', () => {
      const m = /ready at http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    void exited.then(() => reject(new Error(`the app exited before it was ready:\n${out}`)));
  });
  return {
    url,
    dataDir,
    stop: async () => {
      proc.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
