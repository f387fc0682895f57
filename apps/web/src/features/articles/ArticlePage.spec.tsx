import { screen } from '@testing-library/react';
import { ArticleBySlugDocument } from '../../generated/graphql';
import { ArticlePage } from '../../routes/ArticlePage';
import { makeArticle, renderWithProviders } from '../../test/testing';

const query = (slug: string, article: unknown) => ({
  request: { query: ArticleBySlugDocument, variables: { slug } },
  result: { data: { article } },
});

describe('ArticlePage', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('shows a skeleton, then the article with its title, <html lang> and switcher', async () => {
    const base = makeArticle({ id: 40, title: 'Tidur siang', slug: 'tidur-siang', language: 'id' });
    const article = {
      ...base,
      content: '<p>Isi <a href="https://www.idai.or.id/">IDAI</a></p>',
      author: { __typename: 'Author', id: 1, name: 'Sari Wulandari', imageUrl: null, bio: null },
      translations: [{ __typename: 'ArticleTranslation', id: 41, language: 'en', slug: 'naps' }],
      related: [],
    };
    renderWithProviders(<ArticlePage />, { path: '/id/article/:slug', route: '/id/article/tidur-siang', mocks: [query('tidur-siang', article)] });
    expect(screen.getByTestId('article-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidur siang' })).toBeInTheDocument();
    expect(document.title).toBe('Tidur siang · Tumbuh');
    expect(document.documentElement.lang).toBe('id');
    expect(screen.getByRole('link', { name: /IDAI/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('idai.or.id')).toHaveClass('link-domain');
    // The Indonesian interface around it (issue 15).
    // The switcher loads after the article (app/deferred.tsx).
    expect(await screen.findByRole('group', { name: 'Baca dalam' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bahasa Indonesia' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves an article to its own language\'s address', async () => {
    const article = { ...makeArticle({ id: 40, title: 'Tidur siang', slug: 'tidur-siang', language: 'id' }), content: '<p>Isi</p>', author: null, translations: [], related: [] };
    renderWithProviders(<ArticlePage />, { path: '/article/:slug', route: '/article/tidur-siang', mocks: [query('tidur-siang', article)] });
    expect(await screen.findByText('/id/article/tidur-siang')).toBeInTheDocument();
  });

  it("shows 'Article Not Found' for an unknown slug", async () => {
    renderWithProviders(<ArticlePage />, { path: '/article/:slug', route: '/article/nope', mocks: [query('nope', null)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, the article you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Article Not Found · Tumbuh');
  });
});
