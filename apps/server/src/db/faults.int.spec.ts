/**
 * Promise 6 of issue 9: no data lost on faults. kill -9 during a burst of writes loses nothing that
 * was answered 2xx and leaves nothing half-written; a PostgreSQL restart under a running server
 * gives clean 503s and then service again, without restarting the app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { HttpClient } from '../test/harness';
import { spawnPostgres, spawnServer } from '../test/process';

jest.setTimeout(180_000);

const dirs: string[] = [];
const freshDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-faults-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const ADMIN = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'faults-admin-password', SEED_DEMO: 'false', PORT: '0' };
const local = (url: string) => url.replace('localhost', '127.0.0.1');
// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

it('kill -9 in the middle of creates and uploads loses no answered write and leaves nothing half-written', async () => {
  const dataDir = freshDir();
  let server = spawnServer({ ...ADMIN, DATA_DIR: dataDir, ORPHAN_UPLOAD_MIN_AGE_SECONDS: '0' });
  let url = local(await server.ready);
  const admin = new HttpClient(url);
  const origin = { origin: url };
  expect((await admin.post('/api/login', { username: 'admin', password: 'faults-admin-password' }, origin)).status).toBe(200);
  const category = (await admin.post('/api/categories', { name: 'C', slug: 'c' }, origin)).body;
  const author = (await admin.post('/api/authors', { name: 'A', bio: 'B' }, origin)).body;
  const tags = [(await admin.post('/api/tags', { name: 'T1', slug: 't1' }, origin)).body, (await admin.post('/api/tags', { name: 'T2', slug: 't2' }, origin)).body];
  const group = (await admin.post('/api/age-groups', { name: 'G', slug: 'g', order: 1 }, origin)).body;

  const created: string[] = [];
  const uploaded: string[] = [];
  const writes: Promise<unknown>[] = [];
  for (let i = 0; i < 60; i++) {
    writes.push(
      admin
        .post(
          '/api/articles',
          { title: `Burst ${i}`, slug: `burst-${i}`, content: '<p>x</p>', excerpt: 'x', authorId: author.id, categoryId: category.id, tagIds: tags.map((t: { id: number }) => t.id), ageGroupIds: [group.id] },
          origin,
        )
        .then((r) => r.status === 201 && created.push(`burst-${i}`))
        .catch(() => undefined),
    );
    if (i % 3 === 0) {
      const form = new FormData();
      form.append('uploadType', 'general');
      form.append('image', new Blob([PNG], { type: 'image/png' }), 'x.png');
      writes.push(
        admin
          .request('POST', '/api/upload/image', { body: form, headers: origin })
          .then((r) => r.status === 201 && uploaded.push(r.body.file.url))
          .catch(() => undefined),
      );
    }
  }
  // Kill once some writes have been answered, while others are still in flight.
  const deadline = Date.now() + 20_000;
  while (created.length < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  server.proc.kill('SIGKILL');
  await Promise.all(writes);
  await server.exited;
  expect(created.length).toBeGreaterThanOrEqual(5);

  server = spawnServer({ ...ADMIN, DATA_DIR: dataDir, ORPHAN_UPLOAD_MIN_AGE_SECONDS: '0' });
  url = local(await server.ready);
  try {
    const after = new HttpClient(url);
    await after.post('/api/login', { username: 'admin', password: 'faults-admin-password' }, { origin: url });
    const all = (await after.gql(`{ adminArticles { slug tags { id } ageGroups { id } } }`)).data.adminArticles as { slug: string; tags: unknown[]; ageGroups: unknown[] }[];
    const present = new Set(all.map((a) => a.slug));
    for (const slug of created) expect(present.has(slug)).toBe(true);
    // Every article that exists is complete: never one without its links.
    for (const a of all) {
      expect(a.tags).toHaveLength(2);
      expect(a.ageGroups).toHaveLength(1);
    }
    for (const u of uploaded) expect((await fetch(url + u)).status).toBe(200);
    // Give the start-up cleanup a moment, then: every file on disk has its record.
    await new Promise((r) => setTimeout(r, 500));
    const files = fs.readdirSync(path.join(dataDir, 'uploads'));
    expect(files.filter((f) => f.endsWith('.partial'))).toEqual([]);
    const images = (await after.gql(`{ __typename }`)).status;
    expect(images).toBe(200);
    const pid = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    const { password } = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'));
    const db = new Client({ host: '127.0.0.1', port: Number(pid[3]), user: 'postgres', password, database: 'tumbuh' });
    await db.connect();
    // An image's files: its own and its WebP variants' (issue 17).
    const rows = new Set(
      (await db.query(`SELECT filename FROM uploaded_images UNION SELECT v->>'key' FROM uploaded_images CROSS JOIN jsonb_array_elements(variants) v`)).rows.map((r) => r.filename),
    );
    await db.end();
    for (const f of files) expect(rows.has(f)).toBe(true);
  } finally {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
});

it('a PostgreSQL restart under a running server gives 503s, then service again', async () => {
  const pgDir = freshDir();
  let pg = await spawnPostgres(pgDir);
  const port = Number(new URL(pg.url).port);
  const server = spawnServer({ ...ADMIN, DATA_DIR: freshDir(), DATABASE_URL: pg.url, SESSION_SECRET: 'faults-session-secret-0123456789' });
  try {
    const url = local(await server.ready);
    const http = new HttpClient(url);
    expect((await http.get('/api/tags')).status).toBe(200);

    await pg.stop();
    const during = await http.get('/api/categories');
    expect(during.status).toBe(503);
    expect(during.body.message).toMatch(/temporarily unavailable/);
    expect((await http.get('/healthz')).status).toBe(503);
    const gql = await http.gql('{ categories { id } }');
    expect(gql.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');

    pg = await spawnPostgres(pgDir, port);
    let status = 0;
    const deadline = Date.now() + 20_000;
    while (status !== 200 && Date.now() < deadline) {
      status = (await http.get('/api/categories')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect(server.proc.exitCode).toBeNull();
  } finally {
    server.proc.kill('SIGTERM');
    await server.exited;
    await pg.stop();
  }
});
