import { listingHref, parseListingParams } from './listingParams';

describe('listing addresses (issue 19)', () => {
  it('reads the page and the language, falling back to the interface default', () => {
    expect(parseListingParams(new URLSearchParams(''), 'en')).toEqual({ page: 1, language: 'all' });
    expect(parseListingParams(new URLSearchParams(''), 'id')).toEqual({ page: 1, language: 'id' });
    expect(parseListingParams(new URLSearchParams('page=3&language=en'), 'id')).toEqual({ page: 3, language: 'en' });
    expect(parseListingParams(new URLSearchParams('page=-2&language=fr'), 'en')).toEqual({ page: 1, language: 'all' });
    expect(parseListingParams(new URLSearchParams('language=all'), 'id')).toEqual({ page: 1, language: 'all' });
  });

  it('keeps the defaults out of the address, so each view has one', () => {
    expect(listingHref('/tag/sleep', { page: 1, language: 'all' }, 'en')).toBe('/tag/sleep');
    expect(listingHref('/tag/sleep', { page: 2, language: 'all' }, 'en')).toBe('/tag/sleep?page=2');
    expect(listingHref('/id/tag/sleep', { page: 1, language: 'id' }, 'id')).toBe('/id/tag/sleep');
    expect(listingHref('/id/tag/sleep', { page: 2, language: 'en' }, 'id')).toBe('/id/tag/sleep?language=en&page=2');
  });
});
