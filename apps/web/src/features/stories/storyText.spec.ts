import { storyExcerpt, storyParagraphs } from './storyText';

describe('story text (issue 30)', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    expect(storyParagraphs('One\nline two\n\n\n  Two  \n \nThree')).toEqual(['One\nline two', 'Two', 'Three']);
  });

  it('cuts an excerpt at a word with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const excerpt = storyExcerpt(text, 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(storyExcerpt('short story')).toBe('short story');
  });
});
