// `npm start` serves the production build: build first when it is missing or older than the sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) => {
  if (fs.existsSync(dir) && fs.statSync(dir).isFile()) return fs.statSync(dir).mtimeMs;
  let t = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else t = Math.max(t, fs.statSync(p).mtimeMs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return t;
};
const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);

const outputs = ['packages/shared/dist/index.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html'].map((f) => path.join(root, f));
const sources = Math.max(...['packages/shared/src', 'apps/server/src', 'apps/web/src', 'apps/web/index.html', 'apps/web/public'].map((d) => newest(path.join(root, d))));
const built = Math.min(...outputs.map(mtime));
if (!built || sources > built) {
  console.log('Building Tumbuh (first start or changed sources)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
