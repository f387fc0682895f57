/**
 * The only reader of process.env (ARCHITECTURE.md, Where each rule lives). Every value is validated here; a bad value
 * stops the start with one clear line.
 */
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class ConfigError extends Error {}

export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  graphqlIntrospection: boolean;
  publicUrl: string;
  /** false, a hop count, or proxy addresses (see parseTrustProxy). */
  trustProxy: false | number | string;
  webDistDir: string;
  logLevel: 'silent' | 'info';
  /** Newsletter sign-ups allowed per client address per hour (SIGNUPS_PER_HOUR, default 10). */
  signupsPerHour: number;
  /** Community stories accepted per client address per hour (STORIES_PER_HOUR, default 5). */
  storiesPerHour: number;
  /** Reading beacons counted per client address per minute (READS_PER_MINUTE, default 30; issue 31). */
  readsPerMinute: number;
  /** How often the reading counts in memory are written (READS_FLUSH_MS, default 5000). */
  readsFlushMs: number;
  /** Uploaded files without a record are removed at start once older than this (ms). */
  orphanUploadMinAgeMs: number;
  /**
   * Worker processes of `npm start` (WEB_CONCURRENCY; default 1: one process, whose page renders
   * use every core through render threads). Above 1, main.ts runs a small primary that forks them
   * (cluster.ts).
   */
  webConcurrency: number;
  /** V8's young-generation semi-space of each worker in MB (WORKER_SEMI_SPACE_MB, default 4; 0: node's default). */
  workerSemiSpaceMb: number;
  /** V8's old-generation limit of each worker in MB (WORKER_HEAP_MB, default 0: node's default). */
  workerHeapMb: number;
  /**
   * Threads that render the reader pages (RENDER_THREADS; default: one per core in production, 0
   * otherwise: renders in the server's own thread). See modules/pages/render-pool.ts.
   */
  renderThreads: number;
  /** V8's old-generation limit of each render thread in MB (RENDER_THREAD_HEAP_MB, default 64; 0: V8's default). A thread that runs out is replaced, failing only its renders in flight. */
  renderThreadHeapMb: number;
  /** In-memory cache of anonymous reads, forgotten by the writes that change them (RESPONSE_CACHE, default true). */
  responseCache: boolean;
  cache: CacheConfig;
  /** S3-compatible upload store (S3_*): see modules/uploads/s3-storage.ts; credentials fall back to the AWS chain. */
  s3: S3Config | undefined;
  newsletter: NewsletterConfig;
  /** Imports may fetch images from private, loopback and link-local addresses (IMPORT_ALLOW_PRIVATE_NETWORK, default false; tests only). */
  importAllowPrivateNetwork: boolean;
}

export interface S3Config {
  bucket: string;
  /** e.g. http://minio:9000; the SDK's own AWS endpoint for the region when unset. */
  endpoint?: string;
  region: string;
  /** Path-style addresses (${endpoint}/${bucket}/${key}): what MinIO and most other stores expect. */
  forcePathStyle?: boolean;
  /** Explicit credentials; when unset the SDK's standard provider chain finds them. */
  accessKeyId?: string;
  secretAccessKey?: string;
  sessionToken?: string;
  /** Where readers fetch objects (a CDN or a public bucket), e.g. https://media.example.org; /uploads/ through the app when unset. */
  publicUrl?: string;
  /** Attempts per request, retries included (SDK standard retry mode with backoff). */
  maxAttempts?: number;
  /** Legacy record URLs (${endpoint}/${bucket}/) written by the earlier hand-signed client, still recognised. */
  legacyPrefix?: string;
}

/** The response cache's size and what shared caches (a CDN) are told (issue 28). */
export interface CacheConfig {
  /** RESPONSE_CACHE_MB (default 32): bytes of bodies, headers and keys the cache holds at most. */
  maxBytes: number;
  /** CDN_S_MAXAGE seconds (default 86400 with CDN_PURGE_URL, else 0): how long a CDN may keep a page. */
  sMaxAge: number;
  /** CDN_STALE_WHILE_REVALIDATE seconds (default 60 with CDN_PURGE_URL, else 0). */
  staleWhileRevalidate: number;
  /** CDN_PURGE_URL: POSTed `{ "tags": [...] }` after each write that changed something public. */
  purgeUrl: string | undefined;
  /** CDN_PURGE_TOKEN: sent as `Authorization: Bearer <token>`. */
  purgeToken: string | undefined;
}

/** The weekly newsletter (issue 7). */
export interface NewsletterConfig {
  /** smtp:// or smtps:// URL; unset: mail is written as .eml files under DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The From header, `Name <address>` or a bare address. */
  mailFrom: string;
  /** Subscribers stay pending until they follow the emailed confirmation link. */
  doubleOptIn: boolean;
  /** Five-field cron expression of the weekly issue. */
  schedule: string;
  /** IANA time zone the schedule is read in. */
  timezone: string;
  /** Whether this process works the newsletter job queue (every process can still enqueue). */
  worker: boolean;
}

type Env = Record<string, string | undefined>;

function parseBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function parseCount(env: Env, name: string, fallback: number, max = 1_000_000_000): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new ConfigError(`${name} must be a whole number from 0 to ${max} (got "${raw}")`);
  return n;
}

function parsePort(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`${name} must be a port number between 0 and 65535 (got "${raw}")`);
  return n;
}

function parseUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(`${name} must start with ${protocols.map((p) => p + '//').join(' or ')}`);
  return raw;
}

/**
 * TRUST_PROXY: how many proxies stand in front (a hop count), or which addresses are proxies
 * (express's names loopback, linklocal, uniquelocal, or IP addresses and CIDR ranges, comma
 * separated). "true" is refused: trusting every hop lets any client choose the address the rate
 * limits see by sending its own X-Forwarded-For.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string {
  if (raw === undefined || raw.trim() === '') return false;
  const v = raw.trim().toLowerCase();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') {
    throw new ConfigError('TRUST_PROXY=true would trust any X-Forwarded-For a client sends: set the number of proxies in front (e.g. 1) or their addresses');
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new ConfigError('TRUST_PROXY must be a hop count from 0 to 10, or proxy addresses');
    return hops;
  }
  const names = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const entry of v.split(',').map((e) => e.trim())) {
    const [address, bits, extra] = entry.split('/');
    const ip = isIP(address);
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (ip === 6 ? 128 : 32));
    if (!(names.has(entry) || (ip && okBits && extra === undefined))) {
      throw new ConfigError(`TRUST_PROXY: "${entry}" is not a hop count, loopback/linklocal/uniquelocal, an IP address or a CIDR range`);
    }
  }
  return v;
}

const CRON_FIELDS: { name: string; min: number; max: number; names?: string[] }[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] },
  { name: 'day of week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
];

/** Why a five-field cron expression is not valid, or undefined when it is. */
export function cronProblem(expression: string): string | undefined {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return 'needs five fields (minute hour day-of-month month day-of-week)';
  for (let i = 0; i < 5; i++) {
    const spec = CRON_FIELDS[i];
    const value = (raw: string): number | undefined => {
      const named = spec.names?.indexOf(raw.toUpperCase()) ?? -1;
      if (named >= 0) return named + (spec.name === 'month' ? 1 : 0);
      if (!/^\d{1,2}$/.test(raw)) return undefined;
      const n = Number(raw);
      return n >= spec.min && n <= spec.max ? n : undefined;
    };
    for (const part of fields[i].split(',')) {
      const m = /^(\*|[A-Za-z0-9]+(?:-[A-Za-z0-9]+)?)(?:\/(\d{1,2}))?$/.exec(part);
      if (!m || (m[2] !== undefined && Number(m[2]) < 1)) return `has a bad ${spec.name} field "${fields[i]}"`;
      if (m[1] === '*') continue;
      const [from, to] = m[1].split('-');
      const a = value(from);
      const b = to === undefined ? a : value(to);
      if (a === undefined || b === undefined || b < a) return `has a bad ${spec.name} field "${fields[i]}"`;
    }
  }
  return undefined;
}

function parseNewsletter(env: Env, publicUrl: string): NewsletterConfig {
  const smtpUrl = parseUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  let mailFrom = env.MAIL_FROM?.trim() || '';
  if (mailFrom) {
    const address = /<([^<>]*)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
    if (!/^[^\s@<>"]+@[^\s@<>"]+$/.test(address)) throw new ConfigError(`MAIL_FROM must be an address or "Name <address>" (got "${env.MAIL_FROM}")`);
  } else {
    mailFrom = `Tumbuh <newsletter@${new URL(publicUrl).hostname}>`;
  }
  const schedule = env.NEWSLETTER_SCHEDULE?.trim() || '0 7 * * 1';
  const problem = cronProblem(schedule);
  if (problem) throw new ConfigError(`NEWSLETTER_SCHEDULE ${problem} (got "${env.NEWSLETTER_SCHEDULE}")`);
  const timezone = env.NEWSLETTER_TIMEZONE?.trim() || 'Asia/Jakarta';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    throw new ConfigError(`NEWSLETTER_TIMEZONE must be an IANA time zone such as Asia/Jakarta (got "${env.NEWSLETTER_TIMEZONE}")`);
  }
  return {
    smtpUrl,
    mailFrom,
    doubleOptIn: parseBool(env, 'NEWSLETTER_DOUBLE_OPT_IN', false),
    schedule,
    timezone,
    worker: parseBool(env, 'NEWSLETTER_WORKER', true),
  };
}

function parseCache(env: Env): CacheConfig {
  const purgeUrl = parseUrl(env, 'CDN_PURGE_URL', ['http:', 'https:']);
  const megabytes = parseCount(env, 'RESPONSE_CACHE_MB', 32, 65_536);
  if (megabytes < 1) throw new ConfigError('RESPONSE_CACHE_MB must be at least 1 (set RESPONSE_CACHE=false to turn the cache off)');
  return {
    maxBytes: megabytes * 1024 * 1024,
    sMaxAge: parseCount(env, 'CDN_S_MAXAGE', purgeUrl ? 86_400 : 0, 31_536_000),
    staleWhileRevalidate: parseCount(env, 'CDN_STALE_WHILE_REVALIDATE', purgeUrl ? 60 : 0, 31_536_000),
    purgeUrl,
    purgeToken: env.CDN_PURGE_TOKEN || undefined,
  };
}

export function loadConfig(env: Env = process.env): Config {
  const rawEnv = env.NODE_ENV ?? 'development';
  if (!['production', 'development', 'test'].includes(rawEnv)) throw new ConfigError(`NODE_ENV must be production, development or test (got "${rawEnv}")`);
  const nodeEnv = rawEnv as Config['nodeEnv'];
  const port = parsePort(env, 'PORT', 3000);
  const dataDir = path.resolve(env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : './.data');
  const databaseUrl = parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const sessionSecret = env.SESSION_SECRET && env.SESSION_SECRET !== '' ? env.SESSION_SECRET : undefined;
  if (sessionSecret !== undefined && sessionSecret.length < 16) throw new ConfigError('SESSION_SECRET must be at least 16 characters long');
  if (nodeEnv === 'production' && !sessionSecret && databaseUrl) {
    // With an external database the app may run as several processes: they must share one secret.
    throw new ConfigError('SESSION_SECRET is required in production when DATABASE_URL is set');
  }
  const adminUsername = env.ADMIN_USERNAME || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  const publicUrl = parseUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const bucket = env.S3_BUCKET || undefined;
  const logLevel = (env.LOG_LEVEL ?? 'info') as Config['logLevel'];
  if (!['silent', 'info'].includes(logLevel)) throw new ConfigError('LOG_LEVEL must be silent or info');
  const newsletter = parseNewsletter(env, publicUrl);
  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    sessionSecret,
    adminUsername,
    adminPassword,
    seedDemo: parseBool(env, 'SEED_DEMO', true),
    graphqlIntrospection: parseBool(env, 'GRAPHQL_INTROSPECTION', true),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(__dirname, '../../../web/dist')),
    logLevel,
    responseCache: parseBool(env, 'RESPONSE_CACHE', true),
    cache: parseCache(env),
    webConcurrency: parseCount(env, 'WEB_CONCURRENCY', 1, 64) || 1,
    workerSemiSpaceMb: parseCount(env, 'WORKER_SEMI_SPACE_MB', 4, 256),
    workerHeapMb: parseCount(env, 'WORKER_HEAP_MB', 0, 65_536),
    renderThreads: parseCount(env, 'RENDER_THREADS', nodeEnv === 'production' ? os.availableParallelism() : 0, 64),
    renderThreadHeapMb: parseCount(env, 'RENDER_THREAD_HEAP_MB', 64, 65_536),
    signupsPerHour: parseCount(env, 'SIGNUPS_PER_HOUR', 10, 1_000_000),
    storiesPerHour: parseCount(env, 'STORIES_PER_HOUR', 5, 1_000_000),
    readsPerMinute: parseCount(env, 'READS_PER_MINUTE', 30, 10_000_000),
    readsFlushMs: parseCount(env, 'READS_FLUSH_MS', 5_000, 3_600_000),
    orphanUploadMinAgeMs: parseCount(env, 'ORPHAN_UPLOAD_MIN_AGE_SECONDS', 600) * 1000,
    s3: bucket
      ? {
          bucket,
          endpoint: parseUrl(env, 'S3_ENDPOINT', ['http:', 'https:']),
          region: env.S3_REGION || 'us-east-1',
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? parseBool(env, 'S3_FORCE_PATH_STYLE', true) : undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          sessionToken: env.S3_SESSION_TOKEN || undefined,
          publicUrl: parseUrl(env, 'S3_PUBLIC_URL', ['http:', 'https:']),
          maxAttempts: parseCount(env, 'S3_MAX_ATTEMPTS', 3, 10) || 1,
        }
      : undefined,
    newsletter,
    importAllowPrivateNetwork: parseBool(env, 'IMPORT_ALLOW_PRIVATE_NETWORK', false),
  };
}
