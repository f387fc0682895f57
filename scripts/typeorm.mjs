// Runs the TypeORM CLI against ormconfig.ts. Without DATABASE_URL it starts the embedded PostgreSQL
// under DATA_DIR (default ./.data) for the length of the command.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
let embedded;
let url = process.env.DATABASE_URL;
if (!url) {
  const { startEmbeddedPostgres } = require('../apps/server/dist/db/embedded.js');
  const { lockDataDir } = require('../apps/server/dist/db/data-dir.js');
  const dataDir = path.resolve(process.env.DATA_DIR || './.data');
  const lock = lockDataDir(dataDir);
  embedded = await startEmbeddedPostgres(dataDir, (l) => console.log(l));
  embedded.release = lock.release;
  url = embedded.url;
}
const child = spawn('npx', ['typeorm-ts-node-commonjs', ...args, '-d', 'ormconfig.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
child.on('exit', async (code) => {
  if (embedded) {
    await embedded.stop();
    embedded.release();
  }
  process.exit(code ?? 1);
});
