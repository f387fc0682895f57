import { localizedPath, type LanguageCode } from '@tumbuh/shared';

/**
 * The search page's address in a language: /search?q={term} (/id/search in Indonesian), plus t (a
 * timestamp) when the page's form submits.
 */
export function searchUrl(term: string, language: LanguageCode, withTimestamp = false): string {
  const params = new URLSearchParams({ q: term });
  if (withTimestamp) params.set('t', String(Date.now()));
  return `${localizedPath('/search', language)}?${params.toString()}`;
}
