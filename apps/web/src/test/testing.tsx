/** Test helpers for the reader's component tests: providers, a router and article fixtures. */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { theme } from '../app/theme';
import { ToastProvider } from '../app/toast';
import { I18nProvider } from '../i18n';
import type { ArticleCardFieldsFragment } from '../generated/graphql';

// The machine is shared with other test runs: give async queries more than the default second.
configure({ asyncUtilTimeout: 4000 });

/** Shows the router's current address, so tests can read where a click went; hands out navigate. */
function LocationProbe({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  const location = useLocation();
  onNavigate(useNavigate());
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderWithProviders(
  ui: ReactElement,
  { mocks = [], path = '/', route = '/' }: { mocks?: ReadonlyArray<MockLink.MockedResponse>; path?: string; route?: string } = {},
) {
  // A plain MemoryRouter: jsdom has no fetch Request, which the data routers need.
  let navigate: NavigateFunction = () => undefined;
  const probe = <LocationProbe onNavigate={(n) => (navigate = n)} />;
  const utils = render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>
            <I18nProvider>
            <Routes>
              <Route
                path={path}
                element={
                  <>
                    {ui}
                    {probe}
                  </>
                }
              />
              <Route path="*" element={probe} />
            </Routes>
            </I18nProvider>
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
  const router = { navigate: (to: string | number) => (typeof to === 'number' ? navigate(to) : navigate(to)) };
  return { ...utils, router };
}

let nextId = 1;
export function makeArticle(overrides: Partial<ArticleCardFieldsFragment> = {}): ArticleCardFieldsFragment & { __typename: 'Article' } {
  const id = overrides.id ?? nextId++;
  return {
    __typename: 'Article',
    id,
    title: `Article ${id}`,
    slug: `article-${id}`,
    excerpt: `Excerpt of article ${id}.`,
    imageUrl: `/uploads/article-${id}.jpg`,
    image: null,
    publishDate: '2024-03-05T12:00:00.000Z',
    readTime: 6,
    language: 'en',
    isFeatured: false,
    author: { __typename: 'Author', id: 1, name: 'Sari Wulandari', imageUrl: '/uploads/sari.jpg' } as unknown as ArticleCardFieldsFragment['author'],
    category: { __typename: 'Category', id: 1, name: 'Sleep Training', slug: 'sleep-training' } as unknown as ArticleCardFieldsFragment['category'],
    tags: [{ __typename: 'Tag', id: 1, name: 'Bedtime', slug: 'bedtime' }] as unknown as ArticleCardFieldsFragment['tags'],
    ageGroups: [],
    ...overrides,
  };
}
