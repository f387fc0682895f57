import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SearchArticlesDocument } from '../../generated/graphql';
import { SearchPage } from '../../routes/SearchPage';
import { makeArticle, renderWithProviders } from '../../test/testing';

const search = (q: string, articles: ReturnType<typeof makeArticle>[]) => ({
  request: { query: SearchArticlesDocument, variables: { q } },
  result: { data: { searchArticles: articles } },
});
const location = () => screen.getByTestId('location').textContent;

describe('SearchPage', () => {
  it('asks for a term when the address has none', async () => {
    renderWithProviders(<SearchPage />, { path: '/search', route: '/search' });
    expect(await screen.findByText('Enter a search term')).toBeInTheDocument();
    expect(screen.getByText('Please enter keywords to search for relevant articles.')).toBeInTheDocument();
    expect(document.title).toBe('Search · Tumbuh');
  });

  it("shows the count with 'results' and the cards for the term in the address", async () => {
    renderWithProviders(<SearchPage />, {
      path: '/search',
      route: '/search?q=sleep',
      mocks: [search('sleep', [makeArticle({ title: 'Sleep one' }), makeArticle({ title: 'Sleep two' })])],
    });
    expect(await screen.findByText('2 results for "sleep"')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sleep one' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('sleep');
  });

  it("says 'result' for one", async () => {
    renderWithProviders(<SearchPage />, { path: '/search', route: '/search?q=nap', mocks: [search('nap', [makeArticle({ title: 'Nap' })])] });
    expect(await screen.findByText('1 result for "nap"')).toBeInTheDocument();
  });

  it('shows the no-results state', async () => {
    renderWithProviders(<SearchPage />, { path: '/search', route: '/search?q=zebra', mocks: [search('zebra', [])] });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('No articles match your search term "zebra". Try using different keywords.')).toBeInTheDocument();
  });

  it("toasts 'Search Error' and clears the results when the search fails", async () => {
    renderWithProviders(<SearchPage />, {
      path: '/search',
      route: '/search?q=boom',
      mocks: [{ request: { query: SearchArticlesDocument, variables: { q: 'boom' } }, error: new Error('500: Internal Server Error') }],
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Search Error');
    expect(toast).toHaveTextContent('Failed to search articles. Please try again.');
    expect(screen.queryAllByTestId('article-card')).toHaveLength(0);
    expect(screen.queryByTestId('search-count')).toBeNull();
  });

  it('submits a trimmed term with q and t; a blank term does nothing', async () => {
    const { router } = renderWithProviders(<SearchPage />, {
      path: '/search',
      route: '/search',
      mocks: [search('toddler meals', [makeArticle({ title: 'Meals' })])],
    });
    const box = await screen.findByRole('searchbox', { name: 'Search articles' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search');

    fireEvent.change(box, { target: { value: '  toddler meals ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toMatch(/^\/search\?q=toddler\+meals&t=\d+$/));
    expect(await screen.findByText('1 result for "toddler meals"')).toBeInTheDocument();

    // Back: the page follows the address.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Enter a search term')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
  });
});
