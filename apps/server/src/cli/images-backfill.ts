import 'reflect-metadata';
import { backfillImages, type BackfillProgress } from '../modules/uploads/image-backfill';
import { runCli } from './run';

/** A bar on a terminal; a line per tenth otherwise (logs stay short). */
function progressPrinter(): (p: BackfillProgress) => void {
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  return ({ done, total, failed }) => {
    if (!total) return;
    const share = done / total;
    const failures = failed ? `, ${failed} failed` : '';
    if (tty) {
      const filled = Math.round(share * 30);
      process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${done}/${total} images${failures}${done === total ? '\n' : ''}`);
    } else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      process.stderr.write(`${done}/${total} images${failures}\n`);
    }
  };
}

// `npm run images:backfill`: variants and stripped originals for images stored before issue 17.
runCli(async ({ db, storage }) => {
  const result = await backfillImages(db, storage, progressPrinter());
  for (const f of result.failures) console.log(`Left as it was: ${f.url} (${f.reason})`);
  console.log(result.total ? `Images processed: ${result.total - result.failed} of ${result.total}` : 'Every image already has its variants');
  // A non-zero exit tells scripts that some images are left; running again retries them.
  if (result.failed) throw new Error(`${result.failed} image(s) could not be processed (listed above)`);
});
