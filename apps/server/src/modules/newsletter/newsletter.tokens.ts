/**
 * Signed unsubscribe tokens and double opt-in tokens.
 *
 * Unsubscribe: `<id base36>.<HMAC-SHA256(key, "unsubscribe:" + id), 128 bits, base64url>`. The key is
 * derived from the session secret, so no extra secret needs configuring; the token never expires
 * (an unsubscribe link must keep working) and needs no stored state. The link that forgets the
 * child's birth month (issue 19) is signed the same way for its own purpose ("clear-age:"), so
 * neither token works as the other.
 *
 * Confirmation: `<id base36>.<32 random bytes, base64url>`; only its SHA-256 is stored, with the time it
 * was issued (valid 24 hours).
 */
import crypto from 'node:crypto';

export const CONFIRM_LINK_TTL_MS = 24 * 60 * 60 * 1000;

type Purpose = 'unsubscribe' | 'clear-age';

export class NewsletterTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = crypto.createHmac('sha256', secret).update('tumbuh newsletter unsubscribe v1').digest();
  }

  unsubscribeToken(subscriberId: number): string {
    return this.sign('unsubscribe', subscriberId);
  }

  /** The subscriber id of a genuine token, or undefined for anything else. */
  verifyUnsubscribeToken(token: unknown): number | undefined {
    return this.verify('unsubscribe', token);
  }

  clearAgeToken(subscriberId: number): string {
    return this.sign('clear-age', subscriberId);
  }

  verifyClearAgeToken(token: unknown): number | undefined {
    return this.verify('clear-age', token);
  }

  private sign(purpose: Purpose, id: number): string {
    return `${id.toString(36)}.${this.mac(purpose, id)}`;
  }

  private verify(purpose: Purpose, token: unknown): number | undefined {
    const parsed = parseIdToken(token, 22);
    if (!parsed) return undefined;
    const expected = Buffer.from(this.mac(purpose, parsed.id));
    const given = Buffer.from(parsed.secret);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? parsed.id : undefined;
  }

  private mac(purpose: Purpose, id: number): string {
    return crypto.createHmac('sha256', this.key).update(`${purpose}:${id}`).digest().subarray(0, 16).toString('base64url');
  }
}

export function newConfirmToken(subscriberId: number): { token: string; hash: string } {
  const token = `${subscriberId.toString(36)}.${crypto.randomBytes(32).toString('base64url')}`;
  return { token, hash: hashConfirmToken(token) };
}

export function hashConfirmToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Splits `<id base36>.<secret>`; undefined when the shape is wrong. */
export function parseIdToken(token: unknown, secretLength?: number): { id: number; secret: string } | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const m = /^([0-9a-z]{1,7})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!m || (secretLength !== undefined && m[2].length !== secretLength)) return undefined;
  const id = parseInt(m[1], 36);
  // Canonical form only ("01" is not "1"), so each subscriber has exactly one token string.
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647 || id.toString(36) !== m[1]) return undefined;
  return { id, secret: m[2] };
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
