/**
 * Issue 19: /age/{slug} lists an age group's articles like the category page: count, language filter
 * (all languages on English pages, Indonesian under /id), pagination in the address; unknown is 404.
 */
import { screen } from '@testing-library/react';
import { makeArticle, renderWithProviders } from '../test/testing';
import { AgeGroupArticlesDocument } from '../generated/graphql';
import { AgePage } from './AgePage';

const group = { __typename: 'AgeGroup', id: 2, name: '6-12 months', nameId: '6-12 bulan', slug: '6-12-months', description: 'Crawling, first foods, first words.', articleCount: 14 };
const counts = [
  { __typename: 'LanguageCount', language: 'en', count: 13 },
  { __typename: 'LanguageCount', language: 'id', count: 1 },
];
const listing = (items: ReturnType<typeof makeArticle>[], page: number, total: number, totalPages: number) => ({
  __typename: 'ListingPage',
  items,
  total,
  page,
  totalPages,
  languageCounts: counts,
});
const found = {
  request: { query: AgeGroupArticlesDocument, variables: { slug: '6-12-months', page: 1, language: null } },
  result: { data: { ageGroup: group, listing: listing([makeArticle({ id: 7, title: 'Introducing solid foods' })], 1, 14, 2) } },
};
const indonesianSecondPage = {
  request: { query: AgeGroupArticlesDocument, variables: { slug: '6-12-months', page: 2, language: 'id' } },
  result: { data: { ageGroup: group, listing: listing([], 2, 1, 1) } },
};
const indonesianDefault = {
  request: { query: AgeGroupArticlesDocument, variables: { slug: '6-12-months', page: 1, language: 'id' } },
  result: { data: { ageGroup: group, listing: listing([makeArticle({ id: 9, title: 'MPASI pertama', language: 'id' })], 1, 1, 1) } },
};
const unknown = {
  request: { query: AgeGroupArticlesDocument, variables: { slug: 'nope', page: 1, language: null } },
  result: { data: { ageGroup: null, listing: null }, errors: [{ message: 'Age group not found', extensions: { code: 'NOT_FOUND' } }] },
};

describe('AgePage', () => {
  it('shows the age group name, its description, the count, the language filter, its articles and the pages', async () => {
    renderWithProviders(<AgePage />, { path: '/age/:slug', route: '/age/6-12-months', mocks: [found] });
    expect(await screen.findByRole('heading', { level: 1, name: '6-12 months' })).toBeInTheDocument();
    expect(screen.getByText('Crawling, first foods, first words.')).toBeInTheDocument();
    expect(screen.getByText('Introducing solid foods')).toBeInTheDocument();
    expect(screen.getByTestId('listing-count')).toHaveTextContent('Page 1 of 2 · 14 articles');
    const filter = screen.getByRole('navigation', { name: 'Language' });
    expect(filter).toHaveTextContent('All languages (14)');
    expect(screen.getByRole('link', { name: 'All languages (14)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'English (13)' })).toHaveAttribute('href', '/age/6-12-months?language=en');
    expect(screen.getByRole('link', { name: 'Indonesian (1)' })).toHaveAttribute('href', '/age/6-12-months?language=id');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/age/6-12-months?page=2');
  });

  it('starts on Indonesian articles under /id, where "all languages" is the choice that goes in the address', async () => {
    renderWithProviders(<AgePage />, { path: '/id/age/:slug', route: '/id/age/6-12-months', mocks: [indonesianDefault] });
    expect(await screen.findByRole('heading', { level: 1, name: '6-12 bulan' })).toBeInTheDocument();
    expect(screen.getByText('MPASI pertama')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bahasa Indonesia (1)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Semua bahasa (14)' })).toHaveAttribute('href', '/id/age/6-12-months?language=all');
    expect(screen.getByTestId('listing-count')).toHaveTextContent('1 artikel');
  });

  it('says so when a page of one language is empty', async () => {
    renderWithProviders(<AgePage />, { path: '/id/age/:slug', route: '/id/age/6-12-months?page=2', mocks: [indonesianSecondPage] });
    expect(await screen.findByText('Tidak ada artikel dalam Bahasa Indonesia')).toBeInTheDocument();
  });

  it('answers the not-found screen for an unknown age group', async () => {
    renderWithProviders(<AgePage />, { path: '/age/:slug', route: '/age/nope', mocks: [unknown] });
    expect(await screen.findByText('Age Group Not Found')).toBeInTheDocument();
  });
});
