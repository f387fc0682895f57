// One autocannon run against 127.0.0.1, bounded in time.
import autocannon from 'autocannon';

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
    requests: requests.map((r) => ({ method: r.method, path: r.path, headers: r.headers, body: r.body })),
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
