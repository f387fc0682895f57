/**
 * Secrets of people's accounts (issue 29): random single-use tokens stored as sha256 hashes, the
 * TOTP secret sealed with AES-256-GCM under a key derived from the session secret, and short-lived
 * signed challenges (HMAC) between the password and the two-step code.
 */
import crypto from 'node:crypto';

/** A random token for a link (32 bytes, base64url). */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** What the database keeps of a token: its sha256, hex. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** A token read from input: a string of sane length, or undefined (answered like an unknown token). */
export function tokenOf(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.length >= 16 && raw.length <= 200 && /^[A-Za-z0-9_\-.]+$/.test(raw) ? raw : undefined;
}

const keyFrom = (secret: string, purpose: string) => crypto.createHash('sha256').update(`tumbuh:${purpose}:${secret}`).digest();

export class AccountSecrets {
  private readonly sealKey: Buffer;
  private readonly signKey: Buffer;

  constructor(sessionSecret: string) {
    this.sealKey = keyFrom(sessionSecret, 'totp-seal');
    this.signKey = keyFrom(sessionSecret, 'two-step-challenge');
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.sealKey, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${data.toString('base64url')}`;
  }

  unseal(sealed: string): string | null {
    const [v, iv, tag, data] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.sealKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** A challenge for `userId`, valid `ttlMs`; `stamp` (e.g. password change time) voids it when it changes. */
  challenge(userId: number, stamp: string, ttlMs: number, now = Date.now()): string {
    const payload = `${userId}.${now + ttlMs}`;
    return `${payload}.${this.mac(`${payload}.${stamp}`)}`;
  }

  /** The user id of a valid, unexpired challenge, else null. `stampOf` gives the current stamp. */
  async readChallenge(raw: unknown, stampOf: (userId: number) => Promise<string | null>, now = Date.now()): Promise<number | null> {
    if (typeof raw !== 'string' || raw.length > 200) return null;
    const m = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(raw);
    if (!m) return null;
    const userId = Number(m[1]);
    if (Number(m[2]) < now) return null;
    const stamp = await stampOf(userId);
    if (stamp === null) return null;
    const expected = this.mac(`${m[1]}.${m[2]}.${stamp}`);
    const a = Buffer.from(expected);
    const b = Buffer.from(m[3]);
    return a.length === b.length && crypto.timingSafeEqual(a, b) ? userId : null;
  }

  private mac(text: string): string {
    return crypto.createHmac('sha256', this.signKey).update(text).digest('base64url');
  }
}
