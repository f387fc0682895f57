import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RecentArticlesDocument } from '../../generated/graphql';
import { makeArticle, renderWithProviders } from '../../test/testing';
import { RecentArticles } from './RecentArticles';

const english = Array.from({ length: 10 }, (_, i) => makeArticle({ id: 100 + i, title: `English ${i + 1}` }));
const recent = (limit: number, language: string, articles: ReturnType<typeof makeArticle>[], count: number) => ({
  request: { query: RecentArticlesDocument, variables: { limit, language } },
  result: { data: { recentArticles: articles.slice(0, limit), articleCount: count } },
});

const cards = () => screen.getAllByTestId('article-card');

describe('RecentArticles', () => {
  it('starts with 4 English articles and loads 8 more after 300 ms, then hides the button', async () => {
    renderWithProviders(<RecentArticles />, { mocks: [recent(4, 'en', english, 10), recent(12, 'en', english, 10)] });
    expect(await screen.findByText('English 1')).toBeInTheDocument();
    expect(cards()).toHaveLength(4);
    // The dropdown loads after the list (app/deferred.tsx).
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveDisplayValue('English');

    const started = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Load more articles' }));
    expect(screen.getByRole('button', { name: 'Loading articles...' })).toBeInTheDocument();
    // The four already loaded stay while the next ones come.
    expect(cards()).toHaveLength(4);
    await screen.findByText('English 10');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(cards()).toHaveLength(10);
    // All 10 loaded: no button.
    expect(screen.queryByRole('button', { name: /Load more articles|Loading articles/ })).toBeNull();
  });

  it('filters by language and says when a language has none', async () => {
    const indonesian = [makeArticle({ id: 200, title: 'Tidur nyenyak', language: 'id' })];
    renderWithProviders(<RecentArticles />, {
      mocks: [recent(4, 'en', english, 10), recent(4, 'id', indonesian, 1)],
    });
    await screen.findByText('English 1');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), { target: { value: 'id' } });
    expect(await screen.findByText('Tidur nyenyak')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.queryByText('English 1')).toBeNull();
    // 1 of 1 loaded: no button.
    expect(screen.queryByRole('button', { name: 'Load more articles' })).toBeNull();
  });

  it("shows 'No articles found in {language}' when the language has none", async () => {
    renderWithProviders(<RecentArticles />, { mocks: [recent(4, 'en', english, 10), recent(4, 'id', [], 0)] });
    await screen.findByText('English 1');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), { target: { value: 'id' } });
    expect(await screen.findByText('No articles found in Indonesian')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('article-card')).toHaveLength(0));
  });

  it('shows skeletons while the first page loads', async () => {
    renderWithProviders(<RecentArticles />, { mocks: [recent(4, 'en', english, 10)] });
    expect(await screen.findAllByTestId('article-card-skeleton')).toHaveLength(4);
    await screen.findByText('English 1');
  });
});
