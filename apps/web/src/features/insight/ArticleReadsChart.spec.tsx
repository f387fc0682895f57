/**
 * The article dialog's reads over time (issue 31): one line per language from articleReads (the
 * article and its other-language version), 30 or 90 days, and a table of the same figures.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { AdminI18nProvider } from '../../i18n/admin';
import { ArticleReadsChart } from './ArticleReadsChart';

beforeAll(() => {
  // The chart clones its settings with structuredClone, which this jsdom lacks (plain data here).
  globalThis.structuredClone ??= <T,>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
  // The chart measures its box; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

function days(n: number, count: (i: number) => number) {
  const today = Date.UTC(2026, 10, 25);
  return Array.from({ length: n }, (_, i) => ({ __typename: 'DayCount', day: new Date(today - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10), count: count(i) }));
}

function setup(language: 'en' | 'id' = 'en', withOther = true) {
  const asked: Record<string, unknown>[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(operation.variables);
    const n = operation.variables.days as number;
    const data = { reads: days(n, (i) => (i === n - 1 ? 12 : i === n - 2 ? 3 : 0)), ...(operation.variables.withOther ? { other: days(n, (i) => (i === n - 1 ? 5 : 0)) } : {}) };
    return new Observable((observer) => {
      setTimeout(() => {
        observer.next({ data });
        observer.complete();
      }, 0);
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <AdminI18nProvider language={language}>
        <ArticleReadsChart article={{ id: 4, language: 'en', translations: withOther ? [{ id: 9, language: 'id' }] : [] }} />
      </AdminI18nProvider>
    </ApolloProvider>,
  );
  return asked;
}

it('shows reads per day per language over 30 days with the same figures in a table, and 90 days on request', async () => {
  const asked = setup();
  await screen.findByText('20 reads in the last 30 days');
  expect(asked[0]).toEqual({ id: 4, otherId: 9, withOther: true, days: 30 });
  const table = screen.getByRole('table', { name: 'Reads per day, last 30 days' });
  expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Day', 'English', 'Indonesian']);
  // Days with a read only, newest first.
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([['12', '5'], ['3', '0']]);
  expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Nov 25, 2026');

  await userEvent.setup().click(screen.getByRole('button', { name: '90 days' }));
  await screen.findByRole('table', { name: 'Reads per day, last 90 days' });
  expect(asked[asked.length - 1]).toMatchObject({ days: 90 });
}, 60_000);

it('has one line without a translation, and speaks Indonesian', async () => {
  const asked = setup('id', false);
  await screen.findByText('15 kali dibaca dalam 30 hari terakhir');
  expect(asked[0]).toMatchObject({ withOther: false });
  const table = screen.getByRole('table', { name: 'Dibaca per hari, 30 hari terakhir' });
  expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Hari', 'Inggris']);
  await waitFor(() => expect(screen.getByRole('button', { name: '90 hari' })).toBeInTheDocument());
}, 60_000);
