import { RenderPlans } from './render-plans';

const plans = () => new RenderPlans<string>((query) => query);

describe('RenderPlans', () => {
  it('answers an address its own last plan', () => {
    const p = plans();
    p.remember('/', [{ query: 'Home', variables: { language: 'en' } }]);
    expect(p.planFor('/')).toEqual([{ query: 'Home', variables: { language: 'en' } }]);
    expect(p.planFor('/id')).toBeUndefined();
  });

  it('learns a page type from two addresses that agree, with the address parts filled in', () => {
    const p = plans();
    p.remember('/article/first-one', [
      { query: 'ArticleBySlug', variables: { slug: 'first-one', language: 'en' } },
      { query: 'Related', variables: { categoryId: 7 } },
      { query: 'Tools', variables: {} },
    ]);
    // One address is not a page type yet.
    expect(p.planFor('/article/never-seen')).toBeUndefined();
    p.remember('/article/second-one', [
      { query: 'ArticleBySlug', variables: { slug: 'second-one', language: 'en' } },
      { query: 'Related', variables: { categoryId: 9 } },
      { query: 'Tools', variables: {} },
    ]);
    // The data-derived operation (another article's category) is left out.
    expect(p.planFor('/article/never-seen')).toEqual([
      { query: 'ArticleBySlug', variables: { slug: 'never-seen', language: 'en' } },
      { query: 'Tools', variables: {} },
    ]);
    // Another shape is not this one's.
    expect(p.planFor('/article/a/b')).toBeUndefined();
    expect(p.planFor('/category/never-seen')).toBeUndefined();
    expect(p.planFor('/article/never-seen?page=2')).toBeUndefined();
  });

  it('fills query parameters and decoded segments, nested in input objects', () => {
    const p = plans();
    p.remember('/id/search?q=tidur', [{ query: 'Search', variables: { input: { q: 'tidur', language: 'id' } } }]);
    p.remember('/id/search?q=makan', [{ query: 'Search', variables: { input: { q: 'makan', language: 'id' } } }]);
    expect(p.planFor('/id/search?q=susu%20bayi')).toEqual([{ query: 'Search', variables: { input: { q: 'susu bayi', language: 'id' } } }]);
    p.remember('/tag/caf%C3%A9', [{ query: 'Tag', variables: { slug: 'café' } }]);
    p.remember('/tag/bath', [{ query: 'Tag', variables: { slug: 'bath' } }]);
    expect(p.planFor('/tag/s%C3%BCt')).toEqual([{ query: 'Tag', variables: { slug: 'süt' } }]);
  });

  it('learns nothing when two addresses of a shape share no operation', () => {
    const p = plans();
    p.remember('/article/a', [{ query: 'X', variables: { slug: 'a', n: 1 } }]);
    p.remember('/article/b', [{ query: 'X', variables: { slug: 'b', n: 2 } }]);
    expect(p.planFor('/article/c')).toBeUndefined();
  });
});
