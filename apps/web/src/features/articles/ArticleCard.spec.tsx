import { screen, within } from '@testing-library/react';
import { renderWithProviders, makeArticle } from '../../test/testing';
import { ArticleCard } from './ArticleCard';

describe('ArticleCard', () => {
  it('shows everything the spec lists, with links', async () => {
    const article = makeArticle({
      id: 7,
      title: 'Gentle bedtime routines',
      slug: 'gentle-bedtime-routines',
      excerpt: 'Small steps toward calmer nights.',
      readTime: 7,
      publishDate: '2024-03-05T12:00:00.000Z',
      tags: [
        { __typename: 'Tag', id: 1, name: 'Bedtime', slug: 'bedtime' },
        { __typename: 'Tag', id: 2, name: 'Routines', slug: 'routines' },
      ] as never,
    });
    renderWithProviders(<ArticleCard article={article} />);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('img', { name: 'Gentle bedtime routines' })).toHaveAttribute('src', article.imageUrl);
    expect(within(card).getByRole('link', { name: 'Sleep Training' })).toHaveAttribute('href', '/category/sleep-training');
    expect(within(card).getByRole('link', { name: 'Bedtime' })).toHaveAttribute('href', '/tag/bedtime');
    expect(within(card).getByRole('link', { name: 'Routines' })).toHaveAttribute('href', '/tag/routines');
    expect(within(card).getByRole('heading', { level: 3, name: 'Gentle bedtime routines' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Gentle bedtime routines' })).toHaveAttribute('href', '/article/gentle-bedtime-routines');
    expect(within(card).getByText('Small steps toward calmer nights.')).toBeInTheDocument();
    expect(within(card).getByText('Sari Wulandari')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Sari Wulandari' })).toBeInTheDocument();
    expect(within(card).getByText('March 5, 2024')).toBeInTheDocument();
    expect(within(card).getByText('7 min read')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Read more/ })).toHaveAttribute('href', '/article/gentle-bedtime-routines');
    expect(within(card).queryByText('FEATURED')).toBeNull();
  });

  it("falls back to 'Anonymous' without an author and lazy-loads its image", async () => {
    renderWithProviders(<ArticleCard article={makeArticle({ author: null, title: 'No author' })} />);
    expect(await screen.findByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No author' })).toHaveAttribute('loading', 'lazy');
  });

  it('featured variant shows the FEATURED badge and loads its image at once', async () => {
    renderWithProviders(<ArticleCard article={makeArticle({ title: 'Top story' })} featured eagerImage />);
    expect(await screen.findByText('FEATURED')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Top story' })).toHaveAttribute('loading', 'eager');
  });

  it('links its age groups to their age pages (issue 19)', async () => {
    const ageGroups = [{ __typename: 'AgeGroup', id: 2, name: '6-12 months', slug: '6-12-months' }] as never;
    renderWithProviders(<ArticleCard article={makeArticle({ title: 'Solids', ageGroups })} />);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: '6-12 months' })).toHaveAttribute('href', '/age/6-12-months');
  });

  it('uses the heading level it is given', async () => {
    renderWithProviders(<ArticleCard article={makeArticle({ title: 'Level two' })} headingLevel={2} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Level two' })).toBeInTheDocument();
  });
});
