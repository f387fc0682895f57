// One HTTP request, keeping both the bytes on the wire and the decoded body.
import http from 'node:http';
import zlib from 'node:zlib';

export const BROWSER_ENCODINGS = 'gzip, deflate, br';

export function request(url, { method = 'GET', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(url, { method, headers, agent: agent ?? false, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] || '').toLowerCase();
        let decoded = wire;
        try {
          if (encoding === 'gzip') decoded = zlib.gunzipSync(wire);
          else if (encoding === 'br') decoded = zlib.brotliDecompressSync(wire);
          else if (encoding === 'deflate') decoded = zlib.inflateSync(wire);
        } catch {
          /* keep the raw bytes */
        }
        resolve({ status: res.statusCode, headers: res.headers, wireBytes: wire.length, bytes: decoded.length, body: decoded.toString('utf8'), ms: performance.now() - t0 });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

export function json(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
