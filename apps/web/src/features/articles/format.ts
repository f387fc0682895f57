import type { LanguageCode } from '@tumbuh/shared';
import { MONTH_NAMES } from '../../i18n/months';

/**
 * An article's (or a story's) date as the reader pages write it: 'March 5, 2024' (the original
 * 'MMMM d, yyyy'); in Indonesian (issue 15) the day first: '5 Maret 2024'.
 *
 * The date is the UTC day, on the server and in every reader's browser alike (dates are ISO 8601
 * in UTC, and read counts are by UTC day: docs/decisions.md). Written in the browser's own time
 * zone, the page a phone hydrates disagreed with the server's HTML whenever the two days differ
 * (an article published at 20:30 UTC is the next day in Jakarta): React then threw the server's
 * HTML away and rendered the whole page again, and the date changed under the reader's eyes.
 */
export function formatArticleDate(iso: string, language: LanguageCode = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.getUTCDate();
  const month = MONTH_NAMES[language][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return language === 'id' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}
