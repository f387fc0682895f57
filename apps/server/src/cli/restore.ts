import 'reflect-metadata';
import fs from 'node:fs';
import { runCli } from './run';

// `npm run restore -- <file.tar.gz>`: into an EMPTY site only (refused otherwise).
runCli(async (services) => {
  const file = process.argv[2];
  if (!file || !fs.existsSync(file)) throw new Error('Usage: npm run restore -- <export.tar.gz>');
  const result = await services.exports.restore(fs.createReadStream(file));
  console.log(`Restored ${Object.entries(result.tables).map(([t, n]) => `${n} ${t}`).join(', ')}; ${result.images} image files.`);
});
