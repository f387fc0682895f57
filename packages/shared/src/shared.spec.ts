import {
  checkImageFile,
  formatFileSize,
  isHttpUrl,
  LIMITS,
  MESSAGES,
  normalizeEmail,
  slugify,
  validateArticle,
  validateAuthor,
  validateEmail,
  validateLogin,
  validateSlug,
  validateTaxonomy,
  validateTool,
} from './index';

describe('slugify (tag and category dialogs)', () => {
  it.each([
    ['Sleep Training', 'sleep-training'],
    ['  Play & Learning!  ', 'play-learning'],
    ['--Hello---World--', 'hello-world'],
    ['Café Crème', 'cafe-creme'],
    ['MPASI 6 Bulan', 'mpasi-6-bulan'],
    ['!!!', ''],
  ])('%s → %s', (input, expected) => expect(slugify(input)).toBe(expected));
});

describe('article rules', () => {
  const valid = { title: 'T', slug: 'a-b-1', content: '<p>x</p>', excerpt: 'e', authorId: 1, categoryId: '2', readTime: 5, language: 'id' };
  it('accepts a valid article', () => expect(validateArticle(valid)).toEqual({}));
  it('gives every message of docs/decisions.md#validation', () => {
    expect(validateArticle({ readTime: 0 })).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      content: 'Content is required',
      excerpt: 'Excerpt is required',
      authorId: 'Author is required',
      categoryId: 'Category is required',
      readTime: 'Read time is required',
    });
  });
  it('checks the slug format', () => {
    expect(validateSlug('Bad Slug')).toBe('Slug must contain only lowercase letters, numbers, and hyphens');
    expect(validateSlug('../../etc/passwd')).toBe(MESSAGES.slugFormat);
    expect(validateSlug('ok-slug-2')).toBeUndefined();
  });
  it('refuses wrong types and blank strings', () => {
    expect(validateArticle({ ...valid, title: '   ' }).title).toBe('Title is required');
    expect(validateArticle({ ...valid, title: 42 }).title).toBe('Title is required');
    expect(validateArticle({ ...valid, authorId: 1.5 }).authorId).toBe('Author is required');
    expect(validateArticle({ ...valid, language: 'fr' }).language).toBeDefined();
    expect(validateArticle({ ...valid, title: 'x'.repeat(301) }).title).toMatch(/at most 300/);
  });
});

describe('other forms', () => {
  it('author', () => expect(validateAuthor({})).toEqual({ name: 'Name is required', bio: 'Bio is required' }));
  it('tag and category', () => expect(validateTaxonomy({ name: ' ' })).toEqual({ name: 'Name is required', slug: 'Slug is required' }));
  it('login', () => expect(validateLogin({})).toEqual({ username: 'Username is required', password: 'Password is required' }));
  it('tool', () => {
    expect(validateTool({ name: 'n', description: 'd', url: 'javascript:alert(1)' })).toEqual({ url: 'Please enter a valid URL' });
    expect(validateTool({ name: 'n', description: 'd', url: 'https://who.int/x' })).toEqual({});
    expect(isHttpUrl('ftp://x.org')).toBe(false);
  });
});

describe('emails', () => {
  it('normalises', () => expect(normalizeEmail('  Ibu.Sari@Example.COM ')).toBe('ibu.sari@example.com'));
  it.each(['a@b.co', ' X@Y.org '])('accepts %s', (e) => expect(validateEmail(e)).toBeUndefined());
  it.each(['', '   ', 'no-at', 'a@b', 'a b@c.de', 'a@b.c', 'x'.repeat(250) + '@b.com'])('refuses %j', (e) => expect(validateEmail(e)).toBeDefined());
});

describe('files', () => {
  it('formats sizes with 2 decimals', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.00 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
  });
  it('checks images before upload', () => {
    expect(checkImageFile({ size: LIMITS.maxImageBytes + 1, type: 'image/png' })).toEqual({ title: 'File too large', description: 'The maximum file size is 5MB.' });
    expect(checkImageFile({ size: 10, type: 'image/svg+xml' })).toEqual({ title: 'Invalid file type', description: 'Only JPEG, PNG, GIF, and WebP images are allowed.' });
    expect(checkImageFile({ size: 10, type: 'image/webp' })).toBeUndefined();
  });
});
