/**
 * Start-up under an advisory lock (issue 18): three server processes started at once on one empty
 * database take turns: one runs the migrations, makes the first admin and adds the demo content;
 * the others find it done. All three then answer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createTestDatabase } from '../test/harness';
import { spawnServer, type ServerProcess } from '../test/process';

jest.setTimeout(180_000);

let db: Awaited<ReturnType<typeof createTestDatabase>>;
const servers: ServerProcess[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const s of servers) if (s.proc.exitCode === null) s.proc.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await db?.drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

it('three processes starting at once on an empty database make one admin and one copy of the demo content', async () => {
  for (let i = 0; i < 3; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-lock-'));
    dirs.push(dataDir);
    servers.push(
      spawnServer({ DATABASE_URL: db.url, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'true', ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password-123', SESSION_SECRET: 'lock-test-secret-0123456789', NEWSLETTER_WORKER: 'false' }),
    );
  }
  const urls = await Promise.all(servers.map((s) => s.ready));
  for (const url of urls) expect((await fetch(`${url.replace('localhost', '127.0.0.1')}/healthz`)).status).toBe(200);

  const client = new Client({ connectionString: db.url });
  await client.connect();
  try {
    expect((await client.query(`SELECT username FROM users`)).rows).toEqual([{ username: 'chief' }]);
    const { rows } = await client.query(`SELECT count(*)::int AS n, count(DISTINCT slug)::int AS distinct FROM articles`);
    expect(rows[0].n).toBeGreaterThan(10);
    expect(rows[0].n).toBe(rows[0].distinct);
    const categories = (await client.query(`SELECT count(*)::int AS n, count(DISTINCT slug)::int AS distinct FROM categories`)).rows[0];
    expect(categories.n).toBe(categories.distinct);
  } finally {
    await client.end();
  }
  const seeded = servers.filter((s) => /Demo content: \d+ article\(s\) added/.test(s.output()));
  expect(seeded).toHaveLength(1);
  expect(servers.filter((s) => /already has content/.test(s.output()))).toHaveLength(2);
});
