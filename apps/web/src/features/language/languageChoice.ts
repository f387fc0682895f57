import { chosenLanguage, LANGUAGE_COOKIE, prefersIndonesian, type LanguageCode } from '@tumbuh/shared';

const A_YEAR = 365 * 24 * 60 * 60;

/** Remembers the reader's choice (the server sends `/` to `/id` when it is Indonesian). */
export function rememberLanguage(language: LanguageCode): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax`;
}

/** The reader's choice so far, if any. */
export const rememberedLanguage = (): LanguageCode | null => chosenLanguage(document.cookie);

/** Whether to offer the Indonesian site: the browser prefers Indonesian and no choice was made. */
export const shouldOfferIndonesian = (): boolean => rememberedLanguage() === null && prefersIndonesian(navigator.languages ?? [navigator.language]);
