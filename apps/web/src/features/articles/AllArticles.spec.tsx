import { fireEvent, screen, within } from '@testing-library/react';
import { ArticlesPageDocument } from '../../generated/graphql';
import { makeArticle, renderWithProviders } from '../../test/testing';
import { AllArticles } from './AllArticles';

const page = (n: number, totalPages: number, count = 8) => ({
  request: { query: ArticlesPageDocument, variables: { page: n, pageSize: 8 } },
  result: {
    data: {
      articlesPage: {
        __typename: 'ArticlePage',
        items: Array.from({ length: count }, (_, i) => makeArticle({ id: n * 100 + i, title: `Page ${n} item ${i + 1}` })),
        total: totalPages * 8,
        page: n,
        pageSize: 8,
        totalPages,
      },
    },
  },
});

beforeAll(() => {
  window.scrollTo = jest.fn() as never;
});

describe('AllArticles', () => {
  it('shows 8 per page, skeletons first, and pagination with ellipses kept in the address', async () => {
    renderWithProviders(<AllArticles />, { path: '/articles', route: '/articles?page=5', mocks: [page(5, 10), page(6, 10)] });
    expect(screen.getAllByTestId('article-card-skeleton')).toHaveLength(8);
    expect(await screen.findByText('Page 5 item 1')).toBeInTheDocument();
    expect(screen.getAllByTestId('article-card')).toHaveLength(8);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav)
      .getAllByRole('link', { name: /^Page \d+$/ })
      .map((a) => a.textContent);
    expect(numbers).toEqual(['1', '4', '5', '6', '10']);
    expect(within(nav).getAllByTestId('pagination-ellipsis')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(within(nav).getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Page 6 item 1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/articles?page=6');
  });

  it('disables Previous on the first page and shows every number up to 5 pages', async () => {
    renderWithProviders(<AllArticles />, { path: '/articles', route: '/articles', mocks: [page(1, 3)] });
    await screen.findByText('Page 1 item 1');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(within(nav).getAllByRole('link', { name: /^Page \d+$/ }).map((a) => a.textContent)).toEqual(['1', '2', '3']);
    expect(within(nav).queryByTestId('pagination-ellipsis')).toBeNull();
  });

  it("says 'No articles found.' when there are none", async () => {
    renderWithProviders(<AllArticles />, { path: '/articles', route: '/articles', mocks: [page(1, 0, 0)] });
    expect(await screen.findByText('No articles found.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
