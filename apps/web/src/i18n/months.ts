import type { LanguageCode } from '@tumbuh/shared';

/**
 * The months' names in each language, as Intl's long month format writes them (a test checks): made
 * without Intl, whose date format takes milliseconds to make on a phone while the page hydrates.
 * Used by the article dates (features/articles/format.ts) and the birth month's select.
 */
export const MONTH_NAMES: Record<LanguageCode, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
};
