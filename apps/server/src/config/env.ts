/**
 * The only reader of process.env (DESIGN.md rule 7). Every value is validated here; a bad value
 * stops the start with one clear line.
 */
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
  trustProxy: boolean | number | string;
  webDistDir: string;
  logLevel: 'silent' | 'info';
  s3: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string } | undefined;
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

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '') return false;
  const v = raw.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return raw; // an express trust-proxy list such as "loopback, 10.0.0.0/8"
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
    s3: bucket
      ? {
          bucket,
          endpoint: parseUrl(env, 'S3_ENDPOINT', ['http:', 'https:']),
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
  };
}
