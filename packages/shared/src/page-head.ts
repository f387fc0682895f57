/**
 * What a reader page tells the server render about itself, for the <head> (issue 14): the web
 * app's pages record it while they render (apps/web/src/app/server-context.tsx) and the server
 * writes the tags (apps/server/src/modules/pages/page-head.ts).
 */
import type { LanguageCode } from './constants';

/** The site's name: one word in both languages. */
export const SITE_NAME = 'Tumbuh';

/**
 * What a page without a description of its own says about the site, in the page's language (issue
 * 33): the meta description, og:description and the WebSite JSON-LD of /id pages are Indonesian.
 */
export const SITE_DESCRIPTION: Record<LanguageCode, string> = {
  en: 'Tumbuh: practical, kind advice for parents of babies and toddlers, in English and Indonesian.',
  id: 'Tumbuh: saran praktis dan hangat untuk orang tua bayi dan balita, dalam bahasa Indonesia dan Inggris.',
};
export interface PageHead {
  title?: string | null;
  description?: string | null;
  /** The language of the page's content. */
  lang?: string | null;
  /** article for an article page, website otherwise. */
  type?: 'article' | 'website';
  image?: { url: string; width?: number; height?: number; alt?: string } | null;
  publishedTime?: string | null;
  modifiedTime?: string | null;
  section?: string | null;
  tags?: string[];
  author?: string | null;
  /** Other language versions of this page: hreflang alternates. */
  alternates?: { lang: string; path: string }[];
  /** The page's own address when other addresses show it too (an article lives at its language's address). */
  canonicalPath?: string;
  /** Keep the page out of search indexes (search results, previews). */
  noindex?: boolean;
  /** Breadcrumbs for JSON-LD: name and site path, home first. */
  breadcrumbs?: { name: string; path: string }[];
}
