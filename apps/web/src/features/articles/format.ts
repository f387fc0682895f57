import dayjs from 'dayjs';

/** The spec's 'MMMM d, yyyy' (date-fns) written in dayjs tokens: 'March 5, 2024'. */
export const ARTICLE_DATE_FORMAT = 'MMMM D, YYYY';

export function formatArticleDate(iso: string): string {
  return dayjs(iso).format(ARTICLE_DATE_FORMAT);
}

/** '{n} min read' */
export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
