/** Issue 19: the home's "For your child's age" row follows the age stored in this browser, and forgets it in one click. */
import { act, fireEvent, screen } from '@testing-library/react';
import { birthMonthFor } from '@tumbuh/shared';
import { makeArticle, renderWithProviders } from '../../test/testing';
import { AgeGroupsNavDocument, ChildAgeArticlesDocument } from '../../generated/graphql';
import { CHILD_AGE_KEY, forgetChildAge, setChildBirthMonth } from './childAge';
import { ChildAgeRow } from './ChildAgeRow';

const group = (id: number, slug: string, name: string) => ({ __typename: 'AgeGroup' as const, id, slug, name, nameId: null });
const infants = group(2, '6-12-months', '6-12 months');
const groups = {
  request: { query: AgeGroupsNavDocument },
  result: { data: { ageGroups: [group(1, '0-6-months', '0-6 months'), infants, group(3, '1-2-years', '1-2 years')] } },
};
const articles = {
  request: { query: ChildAgeArticlesDocument, variables: { slug: '6-12-months', language: 'en', limit: 3 } },
  result: { data: { articlesByAgeGroup: [makeArticle({ id: 7, title: 'Introducing solid foods', ageGroups: [group(1, '0-6-months', '0-6 months'), infants] })] } },
};

afterEach(() => act(() => forgetChildAge()));

it('asks for the age, then shows the articles of its age group with that chip highlighted, and forgets it', async () => {
  renderWithProviders(<ChildAgeRow />, { mocks: [groups, articles] });
  expect(screen.getByText(/Tell us how old your child is/)).toBeInTheDocument();

  act(() => setChildBirthMonth(birthMonthFor(8)));
  expect(window.localStorage.getItem(CHILD_AGE_KEY)).toBe(birthMonthFor(8));
  expect(await screen.findByText('Your child is 8 months old: 6-12 months')).toBeInTheDocument();
  expect(await screen.findByText('Introducing solid foods')).toBeInTheDocument();
  const chips = screen.getAllByRole('link', { name: /months/ });
  expect(chips.filter((c) => c.dataset.childAge === 'true').map((c) => c.textContent)).toEqual(['6-12 months']);
  expect(screen.getByRole('link', { name: 'All articles for 6-12 months' })).toHaveAttribute('href', '/age/6-12-months');

  fireEvent.click(screen.getByRole('button', { name: 'Forget' }));
  expect(await screen.findByText(/Tell us how old your child is/)).toBeInTheDocument();
  expect(screen.queryByText('Introducing solid foods')).not.toBeInTheDocument();
  expect(window.localStorage.getItem(CHILD_AGE_KEY)).toBeNull();
});

it('says so when no age group fits the age', async () => {
  act(() => setChildBirthMonth(birthMonthFor(50)));
  renderWithProviders(<ChildAgeRow />, { mocks: [groups] });
  expect(await screen.findByText('Your child is 4 years old. We have no age group for this age yet.')).toBeInTheDocument();
});
