/**
 * The real start-up of the built server as a child process: embedded PostgreSQL in a fresh
 * DATA_DIR, migrations, first admin, demo content, restart after kill -9, clear failure lines.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { spawnServer, type ServerProcess } from '../test/process';

jest.setTimeout(180_000);

const made: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-start-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});
const local = (url: string) => url.replace('localhost', '127.0.0.1');

async function gql(url: string, query: string) {
  const res = await fetch(`${local(url)}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  return (await res.json()) as { data?: any; errors?: unknown[] };
}

/** Connects to the embedded cluster of a DATA_DIR, reading its port and password from disk. */
async function embeddedClient(dataDir: string): Promise<Client> {
  const pid = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const { password } = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'));
  const client = new Client({ host: '127.0.0.1', port: Number(pid[3]), user: 'postgres', password, database: 'tumbuh' });
  await client.connect();
  return client;
}

const stopped = async (s: ServerProcess) => {
  if (s.proc.exitCode === null) {
    s.proc.kill('SIGTERM');
    await s.exited;
  }
};

const noStackTrace = (out: string) => expect(out).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);

describe('first start on an embedded database', () => {
  const dataDir = freshDir();
  let first: ServerProcess;
  afterAll(async () => {
    if (first) await stopped(first);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, creates the admin with a printed password, seeds bilingual demo content and serves GraphQL', async () => {
    first = spawnServer({ DATA_DIR: dataDir, PORT: '0' });
    const url = await first.ready;
    const out = first.output();
    expect(out).toMatch(/Applied \d+ migration\(s\)/);
    expect(out).toMatch(/username: admin\s+password: \S{16,}/);
    expect(out).toMatch(/Demo content: \d+ article\(s\) added/);

    const { data } = await gql(url, '{ categories { name slug } }');
    expect(data.categories.map((c: { slug: string }) => c.slug).sort()).toEqual(
      ['development', 'health', 'nutrition', 'parenting', 'play-and-learning', 'sleep-training'].sort(),
    );

    const health = await fetch(`${local(url)}/healthz`);
    expect(health.status).toBe(200);

    const db = await embeddedClient(dataDir);
    try {
      const byLang = await db.query(`SELECT language, count(*)::int AS n FROM articles GROUP BY language ORDER BY language`);
      const counts = Object.fromEntries(byLang.rows.map((r) => [r.language, r.n]));
      expect(counts.en).toBeGreaterThanOrEqual(16);
      expect(counts.id).toBeGreaterThanOrEqual(8);
      expect(counts.en + counts.id).toBeGreaterThanOrEqual(24);
      const linked = await db.query(
        `SELECT t.language AS tl, o.language AS ol FROM articles t JOIN articles o ON o.id = t."parentArticleId"`,
      );
      expect(linked.rowCount).toBeGreaterThanOrEqual(5);
      for (const r of linked.rows) expect(r.tl).not.toBe(r.ol);
      const admins = await db.query(`SELECT username, "isAdmin", password FROM users`);
      expect(admins.rows).toHaveLength(1);
      expect(admins.rows[0]).toMatchObject({ username: 'admin', isAdmin: true });
      expect(admins.rows[0].password).toMatch(/^\$2[aby]\$/);
      const images = await db.query(`SELECT url FROM uploaded_images`);
      expect(images.rowCount).toBeGreaterThan(24);
      const cover = await fetch(local(url) + images.rows[0].url);
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toBe('image/png');
      const ageGroups = await db.query(`SELECT count(*)::int AS n FROM age_groups`);
      expect(ageGroups.rows[0].n).toBe(4);
    } finally {
      await db.end();
    }
  });

  it('refuses a second server on the same DATA_DIR with one clear line', async () => {
    const second = spawnServer({ DATA_DIR: dataDir, PORT: '0' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Tumbuh server \(pid \d+\) is already running on DATA_DIR/);
    noStackTrace(second.output());
  });

  it('comes back with all data after kill -9, without seeding again or recreating the admin', async () => {
    const db = await embeddedClient(dataDir);
    const before = (await db.query(`SELECT count(*)::int AS n FROM articles`)).rows[0].n;
    await db.end();

    first.proc.kill('SIGKILL');
    await first.exited;
    const again = spawnServer({ DATA_DIR: dataDir, PORT: '0' });
    first = again;
    const url = await again.ready;
    expect(again.output()).toMatch(/left running by an earlier server|Starting the embedded PostgreSQL/);
    expect(again.output()).not.toMatch(/password:/);
    expect(again.output()).toMatch(/already has content/);
    const { data } = await gql(url, '{ categories { slug } }');
    expect(data.categories).toHaveLength(6);

    const db2 = await embeddedClient(dataDir);
    expect((await db2.query(`SELECT count(*)::int AS n FROM articles`)).rows[0].n).toBe(before);
    await db2.end();
  });

  it('shuts down gracefully on SIGTERM and stops its PostgreSQL', async () => {
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  });
});

describe('start-up failures end with one clear line', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['a bad PORT', { PORT: 'abc' }, /^Configuration error: PORT must be a port number/m],
    ['a malformed DATABASE_URL', { DATABASE_URL: 'not a url' }, /^Configuration error: DATABASE_URL is not a valid URL/m],
    ['an unreachable DATABASE_URL', { DATABASE_URL: 'postgres://u:p@127.0.0.1:1/none', SESSION_SECRET: 'x'.repeat(32) }, /^Cannot start: Cannot reach the database at 127\.0\.0\.1:1\/none/m],
    ['an unwritable DATA_DIR', { DATA_DIR: '/dev/null/tumbuh' }, /^Cannot start: DATA_DIR \/dev\/null\/tumbuh cannot be written/m],
    ['a bad SEED_DEMO', { SEED_DEMO: 'maybe' }, /^Configuration error: SEED_DEMO must be true or false/m],
  ];
  it.each(cases)('%s', async (_name, env, expected) => {
    const s = spawnServer({ DATA_DIR: freshDir(), PORT: '0', ...env });
    expect(await s.exited).toBe(1);
    expect(s.output()).toMatch(expected);
    noStackTrace(s.output());
  });

  it('a port in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as net.AddressInfo).port;
    const dir = freshDir();
    try {
      const s = spawnServer({ DATA_DIR: dir, PORT: String(port), SEED_DEMO: 'false' });
      expect(await s.exited).toBe(1);
      expect(s.output()).toMatch(new RegExp(`^Cannot start: Port ${port} is already in use`, 'm'));
      noStackTrace(s.output());
      // It stopped the embedded PostgreSQL it had started.
      expect(fs.existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      blocker.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('as an ordinary user', () => {
  const canSwitch = os.userInfo().uid === 0 && (() => {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
      execFileSync('which', ['runuser'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  // As root this runs the server as the (unprivileged) postgres user; as a non-root user the whole
  // suite already is that case.
  (canSwitch ? it : it.skip)('starts the embedded PostgreSQL without root', async () => {
    const dataDir = freshDir();
    fs.chownSync(dataDir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
    // One process: runuser sends SIGKILL 2 s after passing SIGTERM on, and a cluster's primary
    // (cluster.ts) waits for its workers to drain before it stops PostgreSQL, which takes longer
    // than that on a busy machine.
    const s = spawnServer({ DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', HOME: dataDir, WEB_CONCURRENCY: '1' }, 'postgres');
    try {
      const url = await s.ready;
      const { data } = await gql(url, '{ categories { slug } }');
      expect(data.categories).toEqual([]);
    } finally {
      await stopped(s);
    }
    // runuser passes SIGTERM on and ends by it; the server under it shut down cleanly.
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});
