import { LANGUAGE_CODES, type LanguageCode } from '@tumbuh/shared';
import { parsePageParam } from '../articles/pagination';

/** What the language filter of a category, tag or age page shows: one language, or all of them. */
export type ListingLanguage = LanguageCode | 'all';

/**
 * The language a listing starts on: Indonesian under /id (issue 15: "/id listings show Indonesian
 * articles by default"), every language on the English pages, whose lists the spec leaves unfiltered.
 */
export function defaultListingLanguage(interfaceLanguage: LanguageCode): ListingLanguage {
  return interfaceLanguage === 'id' ? 'id' : 'all';
}

export interface ListingParams {
  page: number;
  language: ListingLanguage;
}

/** Reads ?page= and ?language= (anything unknown is the default). */
export function parseListingParams(search: URLSearchParams, interfaceLanguage: LanguageCode): ListingParams {
  const chosen = search.get('language');
  const language = chosen === 'all' || LANGUAGE_CODES.includes(chosen ?? '') ? (chosen as ListingLanguage) : defaultListingLanguage(interfaceLanguage);
  return { page: parsePageParam(search.get('page')), language };
}

/** The address of a page of the listing: the defaults stay out of it, so each view has one address. */
export function listingHref(basePath: string, { page, language }: ListingParams, interfaceLanguage: LanguageCode): string {
  const query = new URLSearchParams();
  if (language !== defaultListingLanguage(interfaceLanguage)) query.set('language', language);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${basePath}?${text}` : basePath;
}
