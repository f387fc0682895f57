/**
 * Signed newsletter links (issue 31): `/r/<issue>/<article>?sig=<HMAC>`. The key is derived from
 * the session secret for this purpose only. The redirect's target is never taken from the link: it
 * is the article's own address on this site, so a link cannot be turned into an open redirect, and
 * a forged or altered link counts nothing.
 */
import crypto from 'node:crypto';

export const CLICK_PREFIX = '/r';

export class ClickLinks {
  private key: Buffer | undefined;

  constructor(private readonly secret: () => string) {}

  private mac(issueId: number, articleId: number): string {
    this.key ??= crypto.createHmac('sha256', this.secret()).update('tumbuh newsletter click v1').digest();
    return crypto.createHmac('sha256', this.key).update(`click:${issueId}:${articleId}`).digest().subarray(0, 16).toString('base64url');
  }

  /** The site-relative signed path of one article's link in one issue. */
  path(issueId: number, articleId: number): string {
    return `${CLICK_PREFIX}/${issueId}/${articleId}?sig=${this.mac(issueId, articleId)}`;
  }

  /** True when the signature is the one this site made for that issue and article. */
  verify(issueId: number, articleId: number, sig: unknown): boolean {
    if (typeof sig !== 'string' || sig.length !== 22) return false;
    const expected = Buffer.from(this.mac(issueId, articleId));
    const given = Buffer.from(sig);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}

/** A positive int4 from a path segment in canonical form, or undefined. */
export function pathId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= 2147483647 ? n : undefined;
}
