/** The placeholder of every search field (header, palette, search page). */
export const SEARCH_PLACEHOLDER = 'Search articles...';

/** The search page's address: /search?q={term}, plus t (a timestamp) when the page's form submits. */
export function searchUrl(term: string, withTimestamp = false): string {
  const params = new URLSearchParams({ q: term });
  if (withTimestamp) params.set('t', String(Date.now()));
  return `/search?${params.toString()}`;
}
