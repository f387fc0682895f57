/**
 * A tiny reverse proxy for tests of the deployment topology: it takes turns between its targets
 * (round robin, like the compose file's proxy) and appends the address it sees to X-Forwarded-For,
 * as nginx's $proxy_add_x_forwarded_for and Caddy do. A client's own X-Forwarded-For stays in front.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestProxy {
  url: string;
  /** How many requests each target received, in target order. */
  counts: number[];
  close(): Promise<void>;
}

export async function startProxy(targets: string[]): Promise<TestProxy> {
  const counts = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    counts[index]++;
    const target = new URL(targets[index]);
    const seen = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-forwarded-for'];
    const headers = { ...req.headers, host: target.host, 'x-forwarded-for': forwarded ? `${String(forwarded)}, ${seen}` : seen };
    const upstream = http.request({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
