/**
 * Tells a CDN in front which cached answers a write changed (issue 28): after each write that
 * changed something public, a POST of `{ "tags": [...] }` (JSON) to CDN_PURGE_URL, with
 * `Authorization: Bearer <CDN_PURGE_TOKEN>` when set. The tags are the keys the answers carry in
 * their Cache-Tag header; a write of everything purges `frame`, which every cached answer carries.
 * The call has a bounded time; a failure is logged and never fails the write.
 */
import { FRAME } from './cache-keys';

export interface CdnPurgeOptions {
  url: string;
  token?: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}

export class CdnPurge {
  constructor(private readonly options: CdnPurgeOptions) {}

  async purge(written: ReadonlySet<string> | '*'): Promise<void> {
    const tags = written === '*' || written.has(FRAME) ? [FRAME] : [...written];
    if (!tags.length) return;
    const { url, token, timeoutMs = 3000, log = console.error } = this.options;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) log(`CDN purge of ${tags.length} tag(s) answered ${res.status}`);
    } catch (err) {
      log(`CDN purge of ${tags.length} tag(s) failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
