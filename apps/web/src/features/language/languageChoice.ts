import { chosenLanguage, LANGUAGE_COOKIE, prefersIndonesian, type LanguageCode } from '@tumbuh/shared';

const A_YEAR = 365 * 24 * 60 * 60;

/** Remembers the reader's choice (the server sends `/` to `/id` when it is Indonesian). */
export function rememberLanguage(language: LanguageCode): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax`;
}

/** The reader's choice so far, if any. */
export const rememberedLanguage = (): LanguageCode | null => chosenLanguage(document.cookie);

/** Whether to offer the Indonesian site: the browser prefers Indonesian and no choice was made (the cookie, a slower read, last). */
export const shouldOfferIndonesian = (): boolean => prefersIndonesian(navigator.languages ?? [navigator.language]) && rememberedLanguage() === null;
