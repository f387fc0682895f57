import { SITE_DESCRIPTION, SITE_NAME } from '@tumbuh/shared';
import { useEffect } from 'react';
import { useServerHead, type PageHead } from '../../app/server-context';
import { useLanguage } from '../../i18n';


/** "{title} · Tumbuh", or the bare site name. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

export interface PageMeta extends Omit<PageHead, 'title' | 'description' | 'lang'> {
  /** The page's own title; the site name is appended. */
  title?: string | null;
  description?: string | null;
  /** The language of the page's content (an article in Indonesian sets <html lang="id">). */
  lang?: string | null;
}

/**
 * Writes only what differs. The page the server rendered already has its title, description and
 * language, and setting <html lang>, even to the value it has, makes the browser work out the
 * style of every element again (on a phone, tens of milliseconds as the page is hydrated).
 */
function setLanguage(language: string) {
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}
function setDescription(text: string) {
  const tag = descriptionTag();
  if (tag.content !== text) tag.content = text;
}

/**
 * Sets the document title, the meta description and <html lang> for the current page, and puts the
 * defaults back when the page goes away.
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, lang } = meta;
  useServerHead(meta);
  useEffect(() => {
    const text = documentTitle(title);
    if (document.title !== text) document.title = text;
  }, [title]);
  // Indonesian for the Indonesian interface (/id) and for Indonesian content, as the server renders it (pages/page-renderer.ts).
  const language = useLanguage();
  const pageLanguage = lang === 'id' || language === 'id' ? 'id' : 'en';
  useEffect(() => {
    setDescription(description || SITE_DESCRIPTION[pageLanguage]);
    return () => setDescription(SITE_DESCRIPTION[pageLanguage]);
  }, [description, pageLanguage]);
  useEffect(() => {
    setLanguage(pageLanguage);
    return () => setLanguage('en');
  }, [pageLanguage]);
}
