import type { LanguageCode } from './constants';

/**
 * The reader site's addresses, in one place for the client's links, the server renderer, the feeds
 * and the sitemap. English lives at the root, Indonesian under `/id` with the same paths; an article
 * lives at the address of its own language (issue 15).
 */
export const LANGUAGE_PREFIX: Record<LanguageCode, string> = { en: '', id: '/id' };

/** `/blog` → `/id/blog` for Indonesian; `/` → `/id`. */
export function localizedPath(path: string, language: LanguageCode): string {
  const prefix = LANGUAGE_PREFIX[language];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language a reader path is in, and the path without its language prefix. */
export function splitLanguagePath(path: string): { language: LanguageCode; path: string } {
  if (path === '/id' || path.startsWith('/id/')) return { language: 'id', path: path.slice(3) || '/' };
  return { language: 'en', path };
}

export const articlePath = (slug: string, language: LanguageCode): string =>
  localizedPath(`/article/${encodeURIComponent(slug)}`, language);
export const categoryPath = (slug: string, language: LanguageCode = 'en'): string =>
  localizedPath(`/category/${encodeURIComponent(slug)}`, language);
export const tagPath = (slug: string, language: LanguageCode = 'en'): string =>
  localizedPath(`/tag/${encodeURIComponent(slug)}`, language);
export const agePath = (slug: string, language: LanguageCode = 'en'): string =>
  localizedPath(`/age/${encodeURIComponent(slug)}`, language);
