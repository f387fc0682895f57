import { revisionDiff, type RevisionTexts } from './revisionDiff';

const current: RevisionTexts = { title: 'Sleep at six months', slug: 'sleep', excerpt: 'Short', content: '<p>Babies nap twice a day.</p>', metaTitle: null, metaDescription: null };

describe('revisionDiff (issue 16)', () => {
  it('lists only the changed fields, word by word, content as text', () => {
    const diffs = revisionDiff(current, { ...current, title: 'Sleep at five months', content: '<p>Babies nap <strong>three times</strong> a day.</p>' });
    expect(diffs.map((d) => d.label)).toEqual(['Title', 'Content']);
    const title = diffs[0].parts;
    expect(title.filter((p) => p.removed).map((p) => p.value.trim())).toEqual(['six']);
    expect(title.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['five']);
    const content = diffs[1].parts;
    expect(content.map((p) => p.value).join('')).not.toContain('<');
    expect(content.filter((p) => p.added).map((p) => p.value.trim()).join(' ')).toBe('three times');
    expect(content.filter((p) => p.removed).map((p) => p.value.trim()).join(' ')).toBe('twice');
  });

  it('shows a change of markup alone, and nothing for the same text', () => {
    expect(revisionDiff(current, { ...current })).toEqual([]);
    const markup = revisionDiff(current, { ...current, content: '<p>Babies nap <a href="/a">twice</a> a day.</p>' });
    expect(markup.map((d) => d.label)).toEqual(['Content (markup)']);
    expect(revisionDiff(current, { ...current, metaDescription: 'For search' }).map((d) => d.label)).toEqual(['Meta description']);
  });
});
