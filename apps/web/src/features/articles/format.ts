import type { LanguageCode } from '@tumbuh/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/id';

/**
 * The original 'MMMM d, yyyy' (date-fns) written in dayjs tokens: 'March 5, 2024'; in Indonesian
 * (issue 15) the day comes first: '5 Maret 2024'.
 */
export const ARTICLE_DATE_FORMAT: Record<LanguageCode, string> = { en: 'MMMM D, YYYY', id: 'D MMMM YYYY' };

/** Dates already written, by language and date: a page shows dozens, and a server renders thousands of pages. */
const written = new Map<string, string>();
const MAX_WRITTEN = 5000;

export function formatArticleDate(iso: string, language: LanguageCode = 'en'): string {
  const key = `${language}|${iso}`;
  let text = written.get(key);
  if (text === undefined) {
    if (written.size >= MAX_WRITTEN) written.clear();
    written.set(key, (text = dayjs(iso).locale(language).format(ARTICLE_DATE_FORMAT[language])));
  }
  return text;
}
