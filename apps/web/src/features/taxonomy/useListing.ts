import { localizedPath, type LanguageCode } from '@tumbuh/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../layout/usePageMeta';
import { useLanguage, useT } from '../../i18n';
import { listingHref, parseListingParams, type ListingParams } from './listingParams';

/** The page and language filter of a category, tag or age page, from the address. */
export function useListingParams(): ListingParams {
  const [search] = useSearchParams();
  const language = useLanguage();
  return useMemo(() => parseListingParams(search, language), [search, language]);
}

/** The variables of a listing query (CategoryArticles, TagArticles, AgeGroupArticles). */
export function listingVariables(slug: string, { page, language }: ListingParams) {
  return { slug, page, language: language === 'all' ? null : language };
}

interface ListingMeta {
  /** The heading (null: not found, or still loading). */
  name: string | null;
  busy: boolean;
  intro: string;
  notFoundTitle: string;
  /** The listing's address in an interface language (one slug in both). */
  pathFor: (language: LanguageCode) => string;
  params: ListingParams;
}

/**
 * The head of a category, tag or age page: title, description, breadcrumbs, the same listing in the
 * other language as hreflang alternates, and the canonical address of this page of it.
 */
export function useListingMeta({ name, busy, intro, notFoundTitle, pathFor, params }: ListingMeta): void {
  const t = useT();
  const language = useLanguage();
  const found = name !== null;
  usePageMeta({
    title: name ?? (busy ? null : notFoundTitle),
    description: found ? intro : null,
    breadcrumbs: found ? [{ name: t('nav.home'), path: localizedPath('/', language) }, { name, path: pathFor(language) }] : undefined,
    alternates: found ? (['en', 'id'] as const).map((lang) => ({ lang, path: pathFor(lang) })) : undefined,
    canonicalPath: found ? listingHref(pathFor(language), params, language) : undefined,
  });
}
