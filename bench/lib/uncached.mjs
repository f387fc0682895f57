// The same reads on a server without its response cache (RESPONSE_CACHE=false): every request is
// routed, read from PostgreSQL and serialised, so the figures show the engine's own speed beside
// the cached ones (which mostly measure the cache).
import { loadRun } from './load.mjs';
import { startServer } from './procs.mjs';
import { log, median, round } from './util.mjs';

/** Adds read.uncached = { rps, p99Ms, failures, ratio (to the read's baseline), runs } to each cached read. */
export async function measureUncached({ root, dataDir, port, adminPassword, reads, opts }) {
  const server = await startServer({ root, dataDir, port, adminPassword, label: 'uncached', env: { RESPONSE_CACHE: 'false' } });
  try {
    // The server-render reads sent with a session cookie bypass the cache already.
    for (const read of reads.filter((r) => !/Uncached$/.test(r.key))) {
      const requests = read.variants.map((v) => v.request);
      log(`load without the response cache: ${read.label}`);
      await loadRun({ url: server.url, requests, connections: opts.connections, seconds: opts.warmup });
      const runs = [];
      for (let i = 0; i < opts.runs; i++) {
        const run = await loadRun({ url: server.url, requests, connections: opts.connections, seconds: opts.seconds });
        runs.push(run);
        log(`  run ${i + 1}: uncached ${Math.round(run.rps)} req/s p99 ${run.p99} ms${run.non2xx || run.errors ? ` (${run.non2xx} non-2xx, ${run.errors} errors)` : ''}`);
      }
      const rps = round(median(runs.map((r) => r.rps)));
      read.uncached = {
        rps,
        p99Ms: median(runs.map((r) => r.p99)),
        failures: runs.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts + (r.total === 0 ? 1 : 0), 0),
        ratio: read.baseline?.rps ? round(rps / read.baseline.rps, 3) : null,
        runs,
      };
    }
  } finally {
    await server.stop();
  }
}
