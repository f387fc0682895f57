import { demoAgeGroups, demoArticles, demoAuthors, demoCategories, demoTags, demoTools, type DemoArticle } from './demo-content';

const SLUG = /^[a-z0-9-]+$/;
const ALLOWED_TAGS = new Set(['h2', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a']);
const LINK_HOSTS = ['who.int', 'unicef.org', 'healthychildren.org', 'idai.or.id', 'cdc.gov'];

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
const wordCount = (html: string) => textOf(html).split(' ').filter(Boolean).length;
const originals = demoArticles.filter((a) => !a.translationOf);
const translations = demoArticles.filter((a) => a.translationOf);
const byKey = new Map(demoArticles.map((a) => [a.key, a]));

function expectUnique(values: string[]) {
  expect(new Set(values).size).toBe(values.length);
}

describe('demo taxonomy, authors and tools', () => {
  it('has exactly the six categories, each with its Indonesian name', () => {
    expect(demoCategories).toEqual([
      { name: 'Sleep Training', nameId: 'Pola Tidur', slug: 'sleep-training' },
      { name: 'Nutrition', nameId: 'Nutrisi', slug: 'nutrition' },
      { name: 'Development', nameId: 'Tumbuh Kembang', slug: 'development' },
      { name: 'Health', nameId: 'Kesehatan', slug: 'health' },
      { name: 'Play & Learning', nameId: 'Bermain & Belajar', slug: 'play-and-learning' },
      { name: 'Parenting', nameId: 'Pengasuhan', slug: 'parenting' },
    ]);
  });

  it('has the four age groups in order, each with a description', () => {
    expect(demoAgeGroups.map((g) => [g.name, g.slug, g.order])).toEqual([
      ['0-6 months', '0-6-months', 1],
      ['6-12 months', '6-12-months', 2],
      ['1-2 years', '1-2-years', 3],
      ['2-3 years', '2-3-years', 4],
    ]);
    for (const g of demoAgeGroups) expect(g.description.trim().length).toBeGreaterThan(10);
  });

  it('has twelve tags with unique names and valid unique slugs', () => {
    expect(demoTags).toHaveLength(12);
    expectUnique(demoTags.map((t) => t.name));
    expectUnique(demoTags.map((t) => t.slug));
    for (const t of demoTags) expect(t.slug).toMatch(SLUG);
  });

  it('has four authors with unique keys and names, bios and hues', () => {
    expect(demoAuthors).toHaveLength(4);
    expectUnique(demoAuthors.map((a) => a.key));
    expectUnique(demoAuthors.map((a) => a.name));
    for (const a of demoAuthors) {
      expect(a.name.trim()).not.toBe('');
      expect(a.bio.length).toBeGreaterThan(80);
      expect(a.hue).toBeGreaterThanOrEqual(0);
      expect(a.hue).toBeLessThan(360);
    }
  });

  it('has four tools with https URLs, one of them inactive', () => {
    expect(demoTools).toHaveLength(4);
    expectUnique(demoTools.map((t) => t.name));
    expect(demoTools.filter((t) => !t.isActive)).toHaveLength(1);
    for (const t of demoTools) {
      expect(new URL(t.url).protocol).toBe('https:');
      expect(t.description.trim()).not.toBe('');
      expect(t.hue).toBeGreaterThanOrEqual(0);
      expect(t.hue).toBeLessThan(360);
    }
  });
});

describe('demo articles', () => {
  it('has enough articles of each kind', () => {
    expect(demoArticles.length).toBeGreaterThanOrEqual(26);
    expect(originals.filter((a) => a.language === 'en').length).toBeGreaterThanOrEqual(16);
    expect(translations.filter((a) => a.language === 'id').length).toBeGreaterThanOrEqual(7);
    expect(originals.filter((a) => a.language === 'id').length).toBeGreaterThanOrEqual(3);
  });

  it('spreads English originals over all six categories, at least two each', () => {
    for (const c of demoCategories) {
      expect(originals.filter((a) => a.language === 'en' && a.category === c.slug).length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(demoArticles.map((a) => a.category))).toEqual(new Set(demoCategories.map((c) => c.slug)));
  });

  it('has unique keys and unique, valid slugs', () => {
    expectUnique(demoArticles.map((a) => a.key));
    expectUnique(demoArticles.map((a) => a.slug));
    for (const a of demoArticles) {
      expect(a.slug).toMatch(SLUG);
      expect(a.slug.length).toBeLessThanOrEqual(200);
      expect(a.title.trim()).not.toBe('');
      expect(a.title.length).toBeLessThanOrEqual(300);
    }
  });

  it('only references categories, authors, tags and age groups that exist', () => {
    const categories = new Set(demoCategories.map((c) => c.slug));
    const authors = new Set(demoAuthors.map((a) => a.key));
    const tags = new Set(demoTags.map((t) => t.slug));
    const ages = new Set(demoAgeGroups.map((g) => g.slug));
    for (const a of demoArticles) {
      expect(categories.has(a.category)).toBe(true);
      expect(authors.has(a.author)).toBe(true);
      expect(a.tags.length).toBeGreaterThanOrEqual(2);
      expect(a.tags.length).toBeLessThanOrEqual(4);
      expectUnique(a.tags);
      for (const t of a.tags) expect(tags.has(t)).toBe(true);
      expect(a.ageGroups.length).toBeGreaterThanOrEqual(1);
      expect(a.ageGroups.length).toBeLessThanOrEqual(2);
      expectUnique(a.ageGroups);
      for (const g of a.ageGroups) expect(ages.has(g)).toBe(true);
    }
  });

  it('uses every tag, author and age group at least once', () => {
    expect(new Set(demoArticles.flatMap((a) => a.tags))).toEqual(new Set(demoTags.map((t) => t.slug)));
    expect(new Set(demoArticles.map((a) => a.author))).toEqual(new Set(demoAuthors.map((a) => a.key)));
    expect(new Set(demoArticles.flatMap((a) => a.ageGroups))).toEqual(new Set(demoAgeGroups.map((g) => g.slug)));
  });

  it('links each translation to an original in the other language, with the same taxonomy', () => {
    for (const t of translations) {
      const original = byKey.get(t.translationOf!) as DemoArticle;
      expect(original).toBeDefined();
      expect(original.translationOf).toBeUndefined();
      expect(original.language).not.toBe(t.language);
      expect(t.category).toBe(original.category);
      expect([...t.tags].sort()).toEqual([...original.tags].sort());
      expect([...t.ageGroups].sort()).toEqual([...original.ageGroups].sort());
    }
  });

  it('has at most one translation per language per original', () => {
    expectUnique(translations.map((t) => `${t.translationOf}:${t.language}`));
  });

  it('has distinct publish offsets between 0 and 120 days, translations after their originals', () => {
    expectUnique(demoArticles.map((a) => String(a.daysAgo)));
    for (const a of demoArticles) {
      expect(Number.isInteger(a.daysAgo)).toBe(true);
      expect(a.daysAgo).toBeGreaterThanOrEqual(0);
      expect(a.daysAgo).toBeLessThanOrEqual(120);
    }
    for (const t of translations) expect(t.daysAgo).toBeLessThan(byKey.get(t.translationOf!)!.daysAgo);
  });

  it('has featured articles and editor\'s picks in both languages', () => {
    const featured = demoArticles.filter((a) => a.isFeatured);
    const picks = demoArticles.filter((a) => a.isEditorsPick);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(picks.length).toBeGreaterThanOrEqual(6);
    expect(new Set(featured.map((a) => a.language))).toEqual(new Set(['en', 'id']));
    expect(new Set(picks.map((a) => a.language))).toEqual(new Set(['en', 'id']));
  });

  it('has a plausible read time, a short excerpt and a cover hue', () => {
    for (const a of demoArticles) {
      const words = wordCount(a.content);
      expect(Number.isInteger(a.readTime)).toBe(true);
      expect(a.readTime).toBeGreaterThanOrEqual(Math.max(1, Math.floor(words / 250)));
      expect(a.readTime).toBeLessThanOrEqual(Math.ceil(words / 150) + 1);
      expect(a.excerpt.trim().length).toBeGreaterThan(40);
      expect(a.excerpt.length).toBeLessThanOrEqual(300);
      expect(a.excerpt).not.toMatch(/[<>]/);
      expect(a.hue).toBeGreaterThanOrEqual(0);
      expect(a.hue).toBeLessThan(360);
    }
  });

  it('has 350-700 words of clean HTML per article, with a few links to reputable sites', () => {
    for (const a of demoArticles) {
      const words = wordCount(a.content);
      expect({ key: a.key, ok: words >= 350 && words <= 700 }).toEqual({ key: a.key, ok: true });
      expect(a.content).not.toMatch(/<img|<script|style=|\son\w+=|javascript:/i);
      expect(a.content).not.toMatch(/lorem ipsum/i);
      expect(a.content).toMatch(/<h2>/);
      expect(a.content).toMatch(/<p>/);

      // Only the allowed elements, properly nested.
      const stack: string[] = [];
      for (const m of a.content.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>/gi)) {
        const [, closing, name, attrs] = m;
        expect(ALLOWED_TAGS.has(name)).toBe(true);
        if (closing) expect(stack.pop()).toBe(name);
        else {
          if (name !== 'a') expect(attrs).toBe('');
          stack.push(name);
        }
      }
      expect(stack).toEqual([]);

      const links = [...a.content.matchAll(/<a ([^>]*)>/g)].map((m) => m[1]);
      expect(links.length).toBeGreaterThanOrEqual(1);
      expect(links.length).toBeLessThanOrEqual(4);
      for (const attrs of links) {
        const href = /^href="(https:\/\/[^"]+)"$/.exec(attrs)?.[1];
        expect(href).toBeDefined();
        const host = new URL(href!).hostname;
        expect(LINK_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))).toBe(true);
      }
    }
  });

  it('has an English sleep article with "sleep" in its title', () => {
    expect(demoArticles.some((a) => a.language === 'en' && a.category === 'sleep-training' && /\bsleep\b/i.test(a.title))).toBe(true);
  });

  it('has an Indonesian sleep article that uses "tidur" and "menidurkan"', () => {
    const match = demoArticles.filter(
      (a) =>
        a.language === 'id' &&
        a.category === 'sleep-training' &&
        /\btidur\b/i.test(textOf(a.content)) &&
        /\bmenidurkan\w*/i.test(textOf(a.content)),
    );
    expect(match.length).toBeGreaterThanOrEqual(1);
  });
});
