// A light sender of reading beacons at a steady rate, for `npm run bench:reads` (issue 31):
// `node bench/lib/beacon-sender.mjs <port> <per second> <seconds> <body>`. Keep-alive sockets, one
// request in flight per socket (as a browser's sendBeacon), the request's bytes built once; it
// counts the answers' status lines and prints {sent, answered, statuses, cpuMs} as JSON. A general load
// generator spends more CPU per request than the endpoint it measures, and on a 2-core machine that
// CPU is taken from the server: the slowdown it caused was the generator's.
import net from 'node:net';

const [port, rate, seconds, body] = [Number(process.argv[2]), Number(process.argv[3]), Number(process.argv[4]), process.argv[5]];
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const request = Buffer.from(
  `POST /api/reads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: text/plain;charset=UTF-8\r\nUser-Agent: ${UA}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
);
const SOCKETS = 16;
const idle = [];
const statuses = {};
let sent = 0;
let answered = 0;
for (let i = 0; i < SOCKETS; i++) {
  const socket = net.connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  socket.on('connect', () => idle.push(socket));
  socket.on('data', (chunk) => {
    const text = chunk.toString('latin1');
    for (let at = text.indexOf('HTTP/1.1 '); at !== -1; at = text.indexOf('HTTP/1.1 ', at + 9)) {
      const status = text.slice(at + 9, at + 12);
      statuses[status] = (statuses[status] ?? 0) + 1;
      answered++;
      idle.push(socket);
    }
  });
  socket.on('error', () => undefined);
}
const started = Date.now();
let due = 0;
const timer = setInterval(() => {
  const elapsed = (Date.now() - started) / 1000;
  if (elapsed >= seconds) {
    clearInterval(timer);
    setTimeout(() => {
      const cpu = process.cpuUsage();
      // The sender's own CPU (ms): on a machine shared with the server, it is taken from the pages.
      console.log(JSON.stringify({ sent, answered, seconds: elapsed, perSecond: answered / elapsed, statuses, cpuMs: (cpu.user + cpu.system) / 1000 }));
      process.exit(0);
    }, 200);
    return;
  }
  due = Math.floor(elapsed * rate) - sent;
  while (due-- > 0 && idle.length > 0) {
    idle.pop().write(request);
    sent++;
  }
}, 5);
