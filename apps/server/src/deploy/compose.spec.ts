/**
 * The deployment files, checked without Docker (not available where the tests run): the topology
 * docker-compose.yml promises (docs/decisions.md#deployment) and the image's safety rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig, parseTrustProxy } from '../config/env';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the scripts' CommonJS helper
const { npmStart } = require('../../../../scripts/npm-start.cjs') as { npmStart(root: string): { env: Record<string, string>; nodeArgs: string[] } };

const root = path.resolve(__dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  ports?: unknown[];
  expose?: unknown[];
  deploy?: { replicas?: number };
  environment?: Record<string, string | number | boolean | null> | string[];
  env_file?: unknown;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  depends_on?: Record<string, { condition: string }> | string[];
  networks?: string[] | Record<string, unknown>;
  volumes?: string[];
  command?: unknown;
  restart?: string;
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service>; networks?: Record<string, { internal?: boolean } | null> };
const services = compose.services;
const envOf = (s: Service): Record<string, string> =>
  Array.isArray(s.environment)
    ? Object.fromEntries(s.environment.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]))
    : Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]));
const networksOf = (s: Service): string[] => (Array.isArray(s.networks) ? s.networks : Object.keys(s.networks ?? {}));
const serviceWith = (pattern: RegExp) => Object.entries(services).find(([, s]) => pattern.test(s.image ?? ''));

const [proxyName, proxy] = serviceWith(/^(caddy|nginx)[:@]/) ?? [];
const [dbName] = serviceWith(/^postgres[:@]/) ?? [];
const [storeName] = serviceWith(/^minio\/minio[:@]/) ?? [];
const appEntry = Object.entries(services).find(([, s]) => s.build !== undefined);
const [appName, app] = appEntry ?? [];

/** The compose file's ${NAME}, ${NAME:-default}, ${NAME:?message} references. */
const interpolated = (text: string) => new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
/** Replaces ${...} references by the .env.example values (or the default), as docker compose would. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z][A-Z0-9_]*)(?::?([-?])([^}]*))?\}/g, (_m, name: string, kind?: string, rest?: string) => {
    const v = env[name];
    if (v !== undefined && v !== '') return v;
    if (kind === '-') return rest ?? '';
    return `<${name}>`;
  });
}
const example = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .filter((l) => /^[A-Z0-9_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
);

describe('docker-compose.yml', () => {
  it('has a reverse proxy, an app built from the Dockerfile, PostgreSQL and an S3-compatible object store', () => {
    expect(proxyName).toBeDefined();
    expect(appName).toBeDefined();
    expect(dbName).toBeDefined();
    expect(storeName).toBeDefined();
  });

  it('publishes a port on the proxy only', () => {
    for (const [name, s] of Object.entries(services)) {
      if (name === proxyName) expect(s.ports?.length).toBeGreaterThan(0);
      else expect([name, s.ports ?? []]).toEqual([name, []]);
    }
  });

  it('runs two app replicas (one service scaled, or two services from the same build)', () => {
    const builds = Object.values(services).filter((s) => s.build !== undefined);
    const replicas = builds.reduce((n, s) => n + (s.deploy?.replicas ?? 1), 0);
    expect(replicas).toBeGreaterThanOrEqual(2);
  });

  it('trusts exactly the proxy hop for X-Forwarded-For, never every hop', () => {
    for (const s of Object.values(services).filter((x) => x.build !== undefined)) {
      const trust = envOf(s).TRUST_PROXY;
      expect(trust).toBeDefined();
      expect(trust.trim().toLowerCase()).not.toBe('true');
      // A value the app accepts, that trusts something: one hop, or the proxy's addresses.
      const parsed = parseTrustProxy(trust);
      expect(parsed).not.toBe(false);
      if (typeof parsed === 'number') expect(parsed).toBe(1);
    }
  });

  it('points the app at its own PostgreSQL and, for uploads, at the object store through the S3 settings', () => {
    const env = envOf(app!);
    expect(env.DATABASE_URL).toMatch(new RegExp(`^postgres(ql)?://[^@]+@${dbName}:5432/`));
    expect(env.S3_ENDPOINT).toMatch(new RegExp(`^https?://${storeName}:\\d+/?$`));
    expect(env.S3_BUCKET).toBeTruthy();
    expect(env.S3_ACCESS_KEY_ID).toBeTruthy();
    expect(env.S3_SECRET_ACCESS_KEY).toBeTruthy();
  });

  it('gives every long-running service a health check, and the proxy and app wait for healthy dependencies', () => {
    for (const [name, s] of Object.entries(services)) {
      if (s.restart === 'no') continue; // one-shot set-up jobs
      expect([name, Boolean(s.healthcheck?.test) && !s.healthcheck?.disable]).toEqual([name, true]);
    }
    const waitsOn = (s: Service) => (Array.isArray(s.depends_on) ? {} : (s.depends_on ?? {}));
    expect(waitsOn(app!)[dbName!]?.condition).toBe('service_healthy');
    expect(waitsOn(proxy!)[appName!]?.condition).toBe('service_healthy');
    expect(JSON.stringify(app!.healthcheck?.test)).toContain('/healthz');
  });

  it('takes secrets from the .env file, never from the compose file itself', () => {
    expect(app!.env_file).toBeDefined();
    const secretish = /PASSWORD|SECRET|_KEY/;
    for (const [name, s] of Object.entries(services)) {
      for (const [key, value] of Object.entries(envOf(s))) {
        if (!secretish.test(key) && !/:\/\/[^/@]+:[^/@]+@/.test(value)) continue;
        // Every secret (or URL with a password) is a ${VARIABLE} reference, required or from .env.
        expect([name, key, /\$\{[A-Z0-9_]+(:\?[^}]*)?\}/.test(value)]).toEqual([name, key, true]);
      }
    }
  });

  it('keeps the database and the object store off the proxy network', () => {
    for (const name of [dbName!, storeName!]) expect(networksOf(services[name])).not.toEqual(expect.arrayContaining(networksOf(proxy!)));
  });

  it('names in .env.example every variable it reads from .env', () => {
    for (const name of interpolated(read('docker-compose.yml'))) expect([name, name in example]).toEqual([name, true]);
  });

  it('gives the app a configuration it accepts, with .env.example filled in', () => {
    const filled = Object.fromEntries(Object.entries(example).map(([k, v]) => [k, v === '' && /PASSWORD|SECRET/.test(k) ? 'a-long-enough-secret-value' : v]));
    const fromFile = Object.fromEntries(Object.entries(filled).filter(([, v]) => v !== ''));
    const fromCompose = Object.fromEntries(Object.entries(envOf(app!)).map(([k, v]) => [k, interpolate(v, filled)]));
    const config = loadConfig({ ...fromFile, ...fromCompose });
    expect(config.isProduction).toBe(true);
    expect(config.trustProxy).toBe(1);
    expect(config.s3?.endpoint).toBe(`http://${storeName}:9000`);
  });
});

describe('Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');
  it('is mounted by the proxy and balances every replica of the app', () => {
    expect(proxy!.volumes?.some((v) => v.startsWith('./deploy/Caddyfile:'))).toBe(true);
    expect(caddyfile).toMatch(new RegExp(`dynamic a \\{\\s*name ${appName}\\s*port 3000`));
    expect(caddyfile).toMatch(/lb_policy round_robin/);
  });
  it('trusts no proxy before it (so a client cannot pass its own X-Forwarded-For through)', () => {
    expect(caddyfile).not.toMatch(/^\s*trusted_proxies/m);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const last = stages[stages.length - 1];
  it('builds in one stage and runs from another with production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(last).toMatch(/npm ci [^\n]*--omit=dev/);
    expect(last).toMatch(/COPY --from=build /);
  });
  it('runs as a non-root user and declares a health check', () => {
    const user = /^USER (\S+)/m.exec(last)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(last.indexOf('USER ')).toBeLessThan(last.indexOf('CMD '));
    expect(last).toMatch(/^HEALTHCHECK [^\n]*(\\\n[^\n]*)*\/healthz/m);
  });
  it('starts the server as `npm start` does: the same node flags and environment', () => {
    const start = npmStart(path.resolve(__dirname, '../../../..'));
    expect(JSON.parse(/^CMD (\[.*\])$/m.exec(last)![1])).toEqual(['node', ...start.nodeArgs, 'apps/server/dist/main.js']);
    const env = [...last.matchAll(/^ENV (.*)$/gm)].flatMap((m) => m[1].trim().split(/\s+/));
    for (const [name, value] of Object.entries(start.env)) if (name !== 'NODE_ENV') expect(env).toContain(`${name}=${value}`);
  });
  it('keeps local state and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', '.data', 'node_modules', '.git']) expect(ignored).toContain(entry);
  });
});
