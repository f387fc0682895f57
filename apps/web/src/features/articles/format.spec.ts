import { ARTICLE_DATE_FORMAT, formatArticleDate } from './format';

describe('article formats', () => {
  it("writes the original 'MMMM d, yyyy' in dayjs tokens", () => {
    expect(ARTICLE_DATE_FORMAT.en).toBe('MMMM D, YYYY');
    expect(formatArticleDate('2024-03-05T12:00:00.000Z')).toBe('March 5, 2024');
    expect(formatArticleDate('2023-12-25T12:00:00Z')).toBe('December 25, 2023');
  });

  it('writes Indonesian dates day first with Indonesian month names', () => {
    expect(formatArticleDate('2026-11-10T12:00:00Z', 'id')).toBe('10 November 2026');
    expect(formatArticleDate('2024-03-05T12:00:00Z', 'id')).toBe('5 Maret 2024');
    // The English default is not changed by the Indonesian locale having been loaded.
    expect(formatArticleDate('2024-03-05T12:00:00Z')).toBe('March 5, 2024');
  });
});
