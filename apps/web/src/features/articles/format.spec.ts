import { formatArticleDate } from './format';

describe('article dates', () => {
  it("writes English dates as the original 'MMMM d, yyyy'", () => {
    expect(formatArticleDate('2024-03-05T12:00:00.000Z')).toBe('March 5, 2024');
    expect(formatArticleDate('2023-12-25T12:00:00Z')).toBe('December 25, 2023');
  });

  it('writes Indonesian dates day first with Indonesian month names', () => {
    expect(formatArticleDate('2026-11-10T12:00:00Z', 'id')).toBe('10 November 2026');
    expect(formatArticleDate('2024-03-05T12:00:00Z', 'id')).toBe('5 Maret 2024');
    expect(formatArticleDate('2024-03-05T12:00:00Z')).toBe('March 5, 2024');
  });

  it("writes the UTC day, never the local one (the server's HTML and every reader's browser agree)", () => {
    // The browser's own day differs from the server's whenever the two time zones are on different
    // days (e2e/ssr.e2e.ts loads a page in Jakarta and in Los Angeles); here any read of a local
    // part of a date fails the test.
    const local = (['getDate', 'getDay', 'getMonth', 'getFullYear', 'getHours', 'getTimezoneOffset'] as const).map((name) =>
      jest.spyOn(Date.prototype, name).mockImplementation(() => {
        throw new Error(`read the local ${name}`);
      }),
    );
    try {
      expect(formatArticleDate('2026-03-05T20:30:00.000Z')).toBe('March 5, 2026');
      expect(formatArticleDate('2026-03-05T20:30:00.000Z', 'id')).toBe('5 Maret 2026');
      expect(formatArticleDate('2026-03-06T03:30:00+07:00', 'id')).toBe('5 Maret 2026');
      expect(formatArticleDate('2025-12-31T23:59:59.999Z')).toBe('December 31, 2025');
      expect(formatArticleDate('2026-01-01T00:00:00.000Z')).toBe('January 1, 2026');
    } finally {
      local.forEach((spy) => spy.mockRestore());
    }
  });

  it('leaves a string that is not a date as it is', () => {
    expect(formatArticleDate('not a date')).toBe('not a date');
  });
});
