/**
 * Preview links (issue 16): a signed, expiring address that shows a draft or scheduled article as
 * readers will see it, without signing in. The token binds the article id and the expiry time with
 * an HMAC under a key derived from the session secret; nothing is stored, so a link cannot be
 * revoked before it expires except by changing the secret.
 */
import crypto from 'node:crypto';

export const PREVIEW_TTL_MS = 7 * 24 * 3600_000;

export interface PreviewLink {
  url: string;
  path: string;
  expiresAt: Date;
}

/** The reader address of a preview (the page at /preview/{id} reads the article with its token). */
export const previewPath = (id: number, token: string) => `/preview/${id}?token=${encodeURIComponent(token)}`;

export class PreviewTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = crypto.createHmac('sha256', secret).update('tumbuh article preview v1').digest();
  }

  private mac(id: number, expires: number): string {
    return crypto.createHmac('sha256', this.key).update(`${id}.${expires}`).digest('base64url');
  }

  link(id: number, publicUrl: string, now = Date.now()): PreviewLink {
    const expires = now + PREVIEW_TTL_MS;
    const path = previewPath(id, `${expires.toString(36)}.${this.mac(id, expires)}`);
    return { url: new URL(path, publicUrl).toString(), path, expiresAt: new Date(expires) };
  }

  /** True when the token was made for this article and has not expired. */
  valid(id: number, token: unknown, now = Date.now()): boolean {
    if (typeof token !== 'string' || token.length > 100) return false;
    const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const expires = parseInt(match[1], 36);
    if (!(expires > now)) return false;
    const expected = Buffer.from(this.mac(id, expires));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}
