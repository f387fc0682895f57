import fs from 'node:fs';
import path from 'node:path';
import { assertChromium } from './browser';

export default async function globalSetup() {
  assertChromium();
  const root = path.resolve(__dirname, '../..');
  for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` before the browser tests`);
  }
}
