import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ImportReport } from '../modules/moving/import.types';
import { runCli } from './run';

// `npm run import -- --from wordpress|blogger|ghost <file> [--language en|id|detect] [--dry-run]`
const USAGE = 'Usage: npm run import -- --from wordpress|blogger|ghost <file> [--language en|id|detect] [--dry-run]';

function bar(done: number, total: number): void {
  if (!process.stderr.isTTY) return;
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : width;
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
  if (done === total) process.stderr.write('\n');
}

function summary(r: ImportReport): string {
  const lines = [
    `${r.dryRun ? 'Dry run' : 'Import'} of ${r.posts} posts from ${r.source}: ${r.created} ${r.dryRun ? 'to create' : 'created'}, ${r.alreadyImported} already imported`,
    `  statuses: ${r.byStatus.published} published, ${r.byStatus.draft} drafts, ${r.byStatus.scheduled} scheduled; languages: ${r.languages.en} en, ${r.languages.id} id`,
    `  categories: ${r.categories.created} new, ${r.categories.existing} existing; tags: ${r.tags.created} new, ${r.tags.existing} existing; authors: ${r.authors.created} new, ${r.authors.existing} existing`,
    `  images: ${r.images.found} found${r.dryRun ? '' : `, ${r.images.imported} imported, ${r.images.failed.length} failed`}; redirects: ${r.redirects}`,
    ...r.renamed.map((x) => `  renamed: "${x.title}" ${x.from} -> ${x.to}`),
    ...Object.entries(r.converted).map(([k, n]) => `  converted: ${k} x${n}`),
    ...Object.entries(r.unsupported).map(([k, n]) => `  unsupported (left as text): ${k} x${n}`),
    ...Object.entries(r.skipped).map(([k, n]) => `  not imported: ${k} x${n}`),
    ...r.images.failed.map((f) => `  image failed: ${f.url} (${f.reason})`),
    ...r.problems.map((p) => `  problem: ${p.title ? `"${p.title}": ` : ''}${p.message}`),
  ];
  return lines.join('\n');
}

runCli(async (services) => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' }, language: { type: 'string', default: 'detect' }, 'dry-run': { type: 'boolean', default: false } },
  });
  const file = positionals[0];
  if (!values.from || !file) throw new Error(USAGE);
  if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
  const run = await services.imports.upload(fs.createReadStream(file), { from: values.from, language: values.language, fileName: path.basename(file) });
  if (values['dry-run']) {
    await services.imports.cancel(run.id);
    console.log(summary(run.report!));
    return;
  }
  await services.db.query(`UPDATE import_runs SET status = 'queued' WHERE id = $1`, [run.id]);
  const result = await services.imports.execute(run.id, bar);
  if (result.status !== 'done') throw new Error(result.error ?? `The import ${result.status}`);
  console.log(summary(result.report!));
});
