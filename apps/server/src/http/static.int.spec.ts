/** The built client: precompressed hashed assets, immutable caching, index.html for client routes. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { rawGet, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let dist: string;
const script = 'console.log("' + 'tumbuh '.repeat(400) + '");\n';

beforeAll(async () => {
  // In a folder of its own: the server looks for the server bundle beside the client (../dist-ssr).
  dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-dist-')), 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tumbuh</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-def456.css'), 'a{}');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dist, 'icons'));
  fs.writeFileSync(path.join(dist, 'icons', 'app.svg'), '<svg xmlns="http://www.w3.org/2000/svg" id="app"/>');
  execFileSync(process.execPath, [path.resolve(__dirname, '../../../../scripts/compress-assets.mjs'), path.join(dist, 'assets')]);
  server = await startTestServer({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(path.dirname(dist), { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => rawGet(`http://127.0.0.1:${server.port}${pathname}`, headers);

it('writes .br and .gz files only where they are smaller', () => {
  const files = fs.readdirSync(path.join(dist, 'assets')).sort();
  expect(files).toEqual(['index-abc123.js', 'index-abc123.js.br', 'index-abc123.js.gz', 'tiny-def456.css']);
});

it('sends the brotli file to a browser that accepts it, gzip to one that accepts only gzip, and the file to others', async () => {
  const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toContain('Accept-Encoding');
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

  const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

  const plain = await get('/assets/index-abc123.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(script);
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const tiny = await get('/assets/tiny-def456.css', { 'accept-encoding': 'br' });
  expect(tiny.headers['content-encoding']).toBeUndefined();
  expect(tiny.body.toString()).toBe('a{}');
});

it("sends the client's other files, in folders too, for an hour", async () => {
  const icon = await get('/favicon.svg');
  expect(icon.status).toBe(200);
  expect(icon.headers['content-type']).toMatch(/svg/);
  expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  expect((await get('/icons/app.svg')).body.toString()).toContain('id="app"');
  expect((await get('/icons/nope.svg')).status).toBe(404);
});

it('answers 404 for a missing asset and index.html for client routes', async () => {
  expect((await get('/assets/nope.js', { 'accept-encoding': 'br' })).status).toBe(404);
  const page = await get('/article/anything', { 'accept-encoding': 'br' });
  expect(page.status).toBe(200);
  expect(page.body.toString()).toContain('<div id="root">');
  expect((await get('/age/0-6-months')).status).toBe(200);
  expect((await get('/no/such/page')).status).toBe(404);
  const preview = await get('/preview/12?token=abc');
  expect(preview.status).toBe(200);
  expect(preview.headers['cache-control']).toBe('private, no-store');
  expect(preview.headers['x-robots-tag']).toBe('noindex');
  expect((await get('/preview/not-a-number')).status).toBe(404);
});
