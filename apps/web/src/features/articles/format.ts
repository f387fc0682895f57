import type { LanguageCode } from '@tumbuh/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/id';

/**
 * The original 'MMMM d, yyyy' (date-fns) written in dayjs tokens: 'March 5, 2024'; in Indonesian
 * (issue 15) the day comes first: '5 Maret 2024'.
 */
export const ARTICLE_DATE_FORMAT: Record<LanguageCode, string> = { en: 'MMMM D, YYYY', id: 'D MMMM YYYY' };

export function formatArticleDate(iso: string, language: LanguageCode = 'en'): string {
  return dayjs(iso).locale(language).format(ARTICLE_DATE_FORMAT[language]);
}
