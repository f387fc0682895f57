// `npm run dev`: the server recompiled by tsc --watch and restarted by node --watch, and the Vite
// dev server with hot reload (it proxies /api, /graphql and /uploads to the server).
import { spawn, execSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
execSync('npm run build -w @tumbuh/shared && npm run build -w @tumbuh/server', { cwd: root, stdio: 'inherit' });
const children = [
  spawn('npx', ['tsc', '-w', '-p', 'packages/shared/tsconfig.build.json', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['tsc', '-w', '-p', 'apps/server/tsconfig.build.json', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=apps/server/dist', '--watch-path=packages/shared/dist', 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', WEB_DIST_DIR: path.join(root, '.no-client-in-dev') },
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
console.log('Tumbuh dev: open http://localhost:5173 (API on http://localhost:3000)');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
