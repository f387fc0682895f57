// The baseline: a bare Node http server answering GET /b/<bytes> with a fixed JSON body of exactly
// that many bytes. What this machine can do at all for an answer of that size, measured in the same
// run as the server. Usage: node baseline-server.mjs <port> <size,size,...>
import http from 'node:http';

const [port, list] = process.argv.slice(2);

function jsonOfSize(bytes) {
  const head = '{"items":"';
  const tail = '"}';
  const fill = Math.max(0, bytes - head.length - tail.length);
  const text = 'Tumbuh baseline body. '.repeat(Math.ceil(fill / 22)).slice(0, fill);
  return Buffer.from(head + text + tail);
}

const bodies = new Map();
for (const size of (list || '').split(',').filter(Boolean)) {
  const body = jsonOfSize(Number(size));
  bodies.set(`/b/${size}`, { body, length: String(body.length) });
}

const server = http.createServer((req, res) => {
  const hit = bodies.get(req.url);
  if (!hit) {
    res.writeHead(404, { 'content-type': 'application/json', 'content-length': '2' });
    res.end('{}');
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': hit.length });
  res.end(hit.body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
