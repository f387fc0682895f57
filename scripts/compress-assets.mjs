// Precompresses the built client's hashed assets once, at build time: a .br (brotli, best quality)
// and a .gz (gzip -9) next to each text file, kept only when smaller. The server sends them to
// browsers that accept the encoding (apps/server/src/http/static.ts). Usage: node scripts/compress-assets.mjs [dir]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist/assets'));
const TEXT = /\.(js|mjs|css|svg|json|html|txt|map)$/;
let files = 0;
let raw = 0;
let br = 0;
for (const name of fs.readdirSync(dir)) {
  const file = path.join(dir, name);
  if (!TEXT.test(name) || !fs.statSync(file).isFile()) continue;
  const body = fs.readFileSync(file);
  const variants = {
    '.br': zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    '.gz': zlib.gzipSync(body, { level: 9 }),
  };
  for (const [ext, bytes] of Object.entries(variants)) {
    if (bytes.length < body.length) fs.writeFileSync(file + ext, bytes);
    else fs.rmSync(file + ext, { force: true });
  }
  files++;
  raw += body.length;
  br += Math.min(body.length, variants['.br'].length);
}
console.log(`precompressed ${files} assets: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`);
