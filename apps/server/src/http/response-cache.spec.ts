/** The response cache on its own (no database): what it keeps, and what it evicts first. */
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ResponseCache } from './response-cache';

let server: http.Server;
let base: string;
let cache: ResponseCache;
const computed: Record<string, number> = {};

beforeAll(async () => {
  cache = new ResponseCache({ maxEntries: 2 });
  cache.setStaleAt(Infinity);
  const app = express();
  app.use(cache.capture());
  app.get('/:name', (req, res) => {
    computed[req.params.name] = (computed[req.params.name] ?? 0) + 1;
    res.json({ name: req.params.name });
  });
  server = http.createServer((req, res) => cache.handle(req, res, () => app(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (name: string) => {
  const res = await fetch(`${base}/${name}`);
  expect(await res.json()).toEqual({ name });
};

it('answers a repeated read from memory', async () => {
  await get('one');
  await get('one');
  expect(computed.one).toBe(1);
});

it('evicts the oldest entry not read since it was stored, keeping one that was read', async () => {
  cache.clear();
  for (const k of Object.keys(computed)) delete computed[k];
  await get('a');
  await get('b');
  await get('a'); // a hit: "a" gets a second chance
  await get('c'); // over the limit of 2: "b" goes, although "a" is older
  expect(cache.size).toBe(2);
  await get('a');
  expect(computed.a).toBe(1);
  await get('b');
  expect(computed.b).toBe(2);
});

it('keeps nothing while the next publication time is unknown', async () => {
  cache.suspend();
  await get('d');
  await get('d');
  expect(computed.d).toBe(2);
  cache.setStaleAt(Infinity);
});
