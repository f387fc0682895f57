import { articlePath, agePath, chosenLanguage, localizedPath, prefersIndonesian, splitLanguagePath } from './reader-paths';

describe('reader paths', () => {
  it('keeps English at the root and puts Indonesian under /id', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/', 'id')).toBe('/id');
    expect(localizedPath('/blog', 'id')).toBe('/id/blog');
    expect(articlePath('tidur-bayi', 'id')).toBe('/id/article/tidur-bayi');
    expect(articlePath('baby-sleep', 'en')).toBe('/article/baby-sleep');
    expect(agePath('0-6-months', 'id')).toBe('/id/age/0-6-months');
  });
  it('splits a path into its language and the rest', () => {
    expect(splitLanguagePath('/id')).toEqual({ language: 'id', path: '/' });
    expect(splitLanguagePath('/id/article/x')).toEqual({ language: 'id', path: '/article/x' });
    expect(splitLanguagePath('/idea')).toEqual({ language: 'en', path: '/idea' });
    expect(splitLanguagePath('/blog')).toEqual({ language: 'en', path: '/blog' });
  });
});

describe('the language choice', () => {
  it('reads the lang cookie among others, and only a known language', () => {
    expect(chosenLanguage('a=1; lang=id; b=2')).toBe('id');
    expect(chosenLanguage('lang=en')).toBe('en');
    expect(chosenLanguage('lang=fr')).toBeNull();
    expect(chosenLanguage('slang=id')).toBeNull();
    expect(chosenLanguage(undefined)).toBeNull();
  });
  it('prefers Indonesian when it comes before English', () => {
    expect(prefersIndonesian(['id-ID', 'en-US'])).toBe(true);
    expect(prefersIndonesian(['fr', 'id'])).toBe(true);
    expect(prefersIndonesian(['en-US', 'id'])).toBe(false);
    expect(prefersIndonesian([])).toBe(false);
  });
});
