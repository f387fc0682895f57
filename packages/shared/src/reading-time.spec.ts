import { readingTime, wordCount } from './reading-time';

describe('reading time (issue 16)', () => {
  it('counts the words of the text, not its tags', () => {
    expect(wordCount('<h2>Why routines</h2><p>help <strong>babies</strong></p>')).toBe(4);
    expect(wordCount('<img src="/a.png" alt="x">')).toBe(0);
  });

  it('is 200 words a minute, rounded, and at least one minute', () => {
    expect(readingTime('')).toBe(1);
    expect(readingTime(`<p>${'word '.repeat(299)}</p>`)).toBe(1);
    expect(readingTime(`<p>${'word '.repeat(300)}</p>`)).toBe(2);
    expect(readingTime(`<p>${'word '.repeat(1300)}</p>`)).toBe(7);
  });
});
