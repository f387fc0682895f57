// One autocannon run against 127.0.0.1, bounded in time.
import autocannon from 'autocannon';
import { createRequire } from 'node:module';

// autocannon keeps every answer's body as a string (`body += chunk`), decoding it as UTF-8. For a
// gzip body that decoding costs the load generator several times what the server spends on the
// answer (measured: a bare server sending 7.4 KB of gzip bytes got 3.7k requests/s, the same size
// of ASCII 18k), so the ratios would measure the client. Nothing here reads the bodies (no
// expectBody/verifyBody), so they are not kept: the byte counts come from the socket as before.
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
PipelinedRequestsQueue.prototype.addBody = function addBody() {};

/**
 * requests: [{ method, path, headers, body }]; each connection cycles through them in order.
 * Answers requests/s (mean of the per-second samples), latency percentiles in ms, and failures.
 */
export async function loadRun({ url, requests, connections, seconds }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: requests.map((r) => ({ method: r.method, path: r.path, headers: r.headers, body: r.body, ...(r.setupRequest && { setupRequest: r.setupRequest }) })),
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    throughputBytesPerSec: result.throughput.average,
  };
}
