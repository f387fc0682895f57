/** Issue 19: /age/{slug} lists an age group's articles with the category page's listing; unknown is 404. */
import { screen } from '@testing-library/react';
import { makeArticle, renderWithProviders } from '../test/testing';
import { AgeGroupArticlesDocument } from '../generated/graphql';
import { AgePage } from './AgePage';

const found = {
  request: { query: AgeGroupArticlesDocument, variables: { slug: '6-12-months' } },
  result: {
    data: {
      ageGroup: { __typename: 'AgeGroup', id: 2, name: '6-12 months', slug: '6-12-months', description: 'Crawling, first foods, first words.', articleCount: 1 },
      articlesByAgeGroup: [makeArticle({ id: 7, title: 'Introducing solid foods' })],
    },
  },
};
const unknown = {
  request: { query: AgeGroupArticlesDocument, variables: { slug: 'nope' } },
  result: { data: { ageGroup: null, articlesByAgeGroup: null }, errors: [{ message: 'Age group not found', extensions: { code: 'NOT_FOUND' } }] },
};

describe('AgePage', () => {
  it('shows the age group name, its description and its articles', async () => {
    renderWithProviders(<AgePage />, { path: '/age/:slug', route: '/age/6-12-months', mocks: [found] });
    expect(await screen.findByRole('heading', { level: 1, name: '6-12 months' })).toBeInTheDocument();
    expect(screen.getByText('Crawling, first foods, first words.')).toBeInTheDocument();
    expect(screen.getByText('Introducing solid foods')).toBeInTheDocument();
  });

  it('answers the not-found screen for an unknown age group', async () => {
    renderWithProviders(<AgePage />, { path: '/age/:slug', route: '/age/nope', mocks: [unknown] });
    expect(await screen.findByText('Age Group Not Found')).toBeInTheDocument();
  });
});
