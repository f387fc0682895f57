/**
 * Integration-test helpers: a fresh database per test file (cloned from the migrated template),
 * a real server on a free port, and a small HTTP client with a cookie jar.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../config/env';
import { startServer, type RunningServer } from '../server';

export const TEST_ADMIN = { username: 'admin', password: 'test-admin-password' };
export const TEST_READER = { username: 'reader', password: 'reader-password' };
/** People with roles (issue 29), made on first use. The reader above is a writer too (no admin rights). */
export const TEST_EDITOR = { username: 'editor', password: 'editor-password-quiet-harbour', email: 'editor@example.test' };
export const TEST_WRITER = { username: 'writer', password: 'writer-password-amber-lantern', email: 'writer@example.test' };

function adminUrl(): string {
  const url = process.env.TEST_ADMIN_DATABASE_URL;
  if (!url) throw new Error('TEST_ADMIN_DATABASE_URL is not set: run integration tests through jest (global setup)');
  return url;
}

export async function createTestDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `tumbuh_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE tumbuh_test_template`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
      await c.end();
    },
  };
}

export interface TestServer extends RunningServer {
  dataDir: string;
  /** A client without a session. */
  client(): HttpClient;
  /** A client signed in as the first admin. */
  asAdmin(): Promise<HttpClient>;
  /** A signed-in user without the admin role (made on first use, a WRITER): for the 403 checks. */
  asReader(): Promise<HttpClient>;
  /** A signed-in EDITOR (made on first use, with an email). */
  asEditor(): Promise<HttpClient>;
  /** A signed-in WRITER (made on first use, with an email). */
  asWriter(): Promise<HttpClient>;
  /** Signs in as `username` (made on first use with `role`); a fresh client each call. */
  signIn(person: { username: string; password: string; email?: string }, role?: 'ADMIN' | 'EDITOR' | 'WRITER'): Promise<HttpClient>;
  close(): Promise<void>;
}

/** The configuration of a test server: quiet, on a free port, with the test admin. */
function testConfig(databaseUrl: string, dataDir: string, env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SESSION_SECRET: 'test-session-secret-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'no-client'),
    // Tests write rows straight to the database, behind the cache's back; cache tests turn it on.
    RESPONSE_CACHE: 'false',
    // The newsletter worker polls its queues; tests that count SQL statements must not see it.
    NEWSLETTER_WORKER: 'false',
    // Tests sign up many addresses from 127.0.0.1; the sign-up limit has its own test.
    SIGNUPS_PER_HOUR: '100000',
    ...env,
  });
}

/** Another server process's twin: the same database and data folder (several-servers tests). */
export async function startSecondServer(first: TestServer, env: Record<string, string> = {}): Promise<RunningServer & { client(): HttpClient }> {
  const running = await startServer(testConfig(first.database.url, first.dataDir, env), () => undefined);
  return Object.assign(running, { client: () => new HttpClient(`http://127.0.0.1:${running.port}`) });
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const db = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-test-'));
  const running = await startServer(testConfig(db.url, dataDir, env), () => undefined);
  const base = `http://127.0.0.1:${running.port}`;
  const signIn = async (person: { username: string; password: string; email?: string }, role: 'ADMIN' | 'EDITOR' | 'WRITER' = 'WRITER') => {
    const exists = await running.database.dataSource.query(`SELECT 1 FROM users WHERE username = $1`, [person.username]);
    if (!exists.length) await running.services.auth.createUser(person.username, person.password, role, { email: person.email ?? null });
    const c = new HttpClient(base);
    const res = await c.post('/api/login', { username: person.username, password: person.password });
    if (res.status !== 200 || !res.body.id) throw new Error(`${person.username} login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return c;
  };
  return Object.assign(running, {
    signIn,
    asEditor: () => signIn(TEST_EDITOR, 'EDITOR'),
    asWriter: () => signIn(TEST_WRITER, 'WRITER'),
    dataDir,
    url: base,
    client: () => new HttpClient(base),
    asAdmin: async () => {
      const c = new HttpClient(base);
      const res = await c.post('/api/login', TEST_ADMIN);
      if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return c;
    },
    asReader: async () => {
      const exists = await running.database.dataSource.query(`SELECT 1 FROM users WHERE username = $1`, [TEST_READER.username]);
      if (!exists.length) await running.services.auth.createUser(TEST_READER.username, TEST_READER.password, false);
      const c = new HttpClient(base);
      const res = await c.post('/api/login', TEST_READER);
      if (res.status !== 200) throw new Error(`reader login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return c;
    },
    close: async () => {
      await running.stop();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** A GET whose body comes back as the bytes sent (fetch would decompress it), for encoding tests. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

export interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class HttpClient {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request<T = any>(method: string, pathname: string, init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(this.base + pathname, { method, headers, body, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = any>(p: string, headers?: Record<string, string>) {
    return this.request<T>('GET', p, { headers });
  }
  post<T = any>(p: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', p, { json, headers });
  }
  patch<T = any>(p: string, json?: unknown) {
    return this.request<T>('PATCH', p, { json });
  }
  put<T = any>(p: string, json?: unknown) {
    return this.request<T>('PUT', p, { json });
  }
  delete<T = any>(p: string, json?: unknown) {
    return this.request<T>('DELETE', p, { json });
  }
  /** A GraphQL operation; answers {data, errors}. */
  async gql<T = any>(query: string, variables?: Record<string, unknown>) {
    const res = await this.request<{ data?: T; errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string> } }[] }>('POST', '/graphql', {
      json: { query, variables },
    });
    return { status: res.status, ...res.body };
  }
}

/** Row counts of every table: used to prove a rejected write changed nothing. */
export async function tableCounts(server: RunningServer): Promise<Record<string, number>> {
  const tables = ['users', 'categories', 'tags', 'age_groups', 'authors', 'articles', 'article_tags', 'article_age_groups', 'subscribers', 'tools', 'uploaded_images'];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = Number((await server.database.dataSource.query(`SELECT count(*)::int AS n FROM "${t}"`))[0].n);
  return out;
}
