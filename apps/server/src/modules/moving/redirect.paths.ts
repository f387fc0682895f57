/**
 * The one normalisation of old addresses (issue 32): what the redirects table stores and what an
 * incoming request is looked up by. `/2024/05/Slug/`, `/2024/05/slug.html?m=1` and
 * `https://old.example/2024/05/slug` are all `/2024/05/slug`; WordPress's `/?p=123` and
 * `/?page_id=123` keep their id (`/?p=123`); every other query is dropped.
 */
export function redirectKey(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), 'http://old.invalid');
  } catch {
    return null;
  }
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep it encoded */
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  path = path.replace(/\/index\.(html?|php)$/, '/').replace(/\.html?$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path === '/' || path === '/index.php') {
    const id = url.searchParams.get('p') ?? url.searchParams.get('page_id');
    return id && /^\d{1,12}$/.test(id) ? `/?p=${id}` : '/';
  }
  return path;
}

/** A redirect's target: a path of this site only (`/x`, not `//host` nor `https://other`). */
export function isSitePath(path: string): boolean {
  return /^\/(?![/\\])[^\s<>"\\]*$/.test(path) && path.length <= 500;
}

/** Old feed addresses of the three platforms, all answered with the site's feed. */
export const OLD_FEED_PATHS = ['/feed', '/feed/rss2', '/feed/atom', '/rss', '/atom.xml', '/feeds/posts/default', '/feeds/posts/summary', '/comments/feed'];
