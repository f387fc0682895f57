import { ARTICLE_DATE_FORMAT, formatArticleDate, formatReadTime } from './format';

describe('article formats', () => {
  it("writes the spec's 'MMMM d, yyyy' in dayjs tokens", () => {
    expect(ARTICLE_DATE_FORMAT).toBe('MMMM D, YYYY');
    expect(formatArticleDate('2024-03-05T12:00:00.000Z')).toBe('March 5, 2024');
    expect(formatArticleDate('2023-12-25T12:00:00Z')).toBe('December 25, 2023');
  });

  it("reads '{n} min read'", () => {
    expect(formatReadTime(1)).toBe('1 min read');
    expect(formatReadTime(12)).toBe('12 min read');
  });
});
