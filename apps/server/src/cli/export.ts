import 'reflect-metadata';
import fs from 'node:fs';
import { runCli } from './run';

// `npm run export -- out.tar.gz`: the whole site (docs/export-format.md).
runCli(async (services) => {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run export -- <out.tar.gz>');
  await services.exports.export(fs.createWriteStream(file));
  console.log(`Export written: ${file} (${fs.statSync(file).size} bytes)`);
});
