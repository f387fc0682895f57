import { isLanguageCode, type LanguageCode } from './constants';

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
/** An article's own address, from its slug and language (as the APIs return them). */
export const articlePathOf = (article: { slug: string; language: string }): string =>
  articlePath(article.slug, isLanguageCode(article.language) ? article.language : 'en');
export const categoryPath = (slug: string, language: LanguageCode = 'en'): string =>
  localizedPath(`/category/${encodeURIComponent(slug)}`, language);
export const tagPath = (slug: string, language: LanguageCode = 'en'): string =>
  localizedPath(`/tag/${encodeURIComponent(slug)}`, language);
export const agePath = (slug: string, language: LanguageCode = 'en'): string =>
  localizedPath(`/age/${encodeURIComponent(slug)}`, language);

/**
 * The reader's choice of language, remembered by the header's language switcher: `/` with
 * `lang=id` answers 302 to `/id`; nothing else redirects by language (issue 15).
 */
export const LANGUAGE_COOKIE = 'lang';

/** The value of the language cookie in a Cookie header (or document.cookie), if it names a language. */
export function chosenLanguage(cookieHeader: string | undefined | null): LanguageCode | null {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '');
  const value = match?.[1]?.trim();
  return isLanguageCode(value) ? value : null;
}

/** Whether the first of a browser's preferred languages that the site has is Indonesian. */
export function prefersIndonesian(preferred: readonly string[]): boolean {
  for (const tag of preferred) {
    const code = tag.toLowerCase().split('-')[0];
    if (code === 'id' || code === 'in') return true;
    if (code === 'en') return false;
  }
  return false;
}

/**
 * A category's, tag's, age group's or tool's name in a language: its Indonesian name on Indonesian
 * pages and in `?lang=id` answers when it has one, else the (English) name (issue 15).
 */
export function localName(row: { name: string; nameId?: string | null }, language: string | null | undefined): string {
  return language === 'id' && row.nameId ? row.nameId : row.name;
}
