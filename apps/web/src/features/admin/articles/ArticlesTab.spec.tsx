/**
 * The Articles grid in server mode (issue 32): it asks the server for one page at a time with the
 * grid's paging, sort, quick filter (search by title) and the status, language, category and author
 * filters, and shows the server's total; in Indonesian its texts come from the admin catalogue.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { theme } from '../../../app/theme';
import { ToastProvider } from '../../../app/toast';
import { AdminI18nProvider } from '../../../i18n/admin';
import { ArticlesTab } from './ArticlesTab';

type Input = { page?: number; pageSize?: number; sort?: string; search?: string; status?: string; language?: string; categoryId?: number; authorId?: number };

const TOTAL = 3000;
function row(id: number) {
  return {
    __typename: 'Article',
    id,
    title: `Article ${String(id).padStart(4, '0')}`,
    slug: `article-${id}`,
    status: 'published',
    language: id % 3 ? 'en' : 'id',
    parentArticleId: null,
    isFeatured: false,
    isEditorsPick: false,
    publishDate: new Date(Date.UTC(2026, 0, 1) - id * 3600_000).toISOString(),
    imageUrl: null,
    category: { __typename: 'Category', id: 1, name: 'Sleep', slug: 'sleep' },
    author: { __typename: 'Author', id: 7, name: 'Sari' },
    translations: [],
    createdById: 1,
    createdBy: { __typename: 'PersonRef', id: 1, displayName: 'Admin' },
    updatedBy: { __typename: 'PersonRef', id: 1, displayName: 'Admin' },
    submittedAt: null,
  };
}

function setup(language: 'en' | 'id' = 'en') {
  const pages: Input[] = [];
  const link = new ApolloLink((operation) => {
    const name = operation.operationName;
    let data: Record<string, unknown>;
    if (name === 'Me') data = { me: { __typename: 'User', id: 1, username: 'admin', isAdmin: true, role: 'ADMIN' } };
    else if (name === 'AdminCategories') data = { categories: [{ __typename: 'Category', id: 1, name: 'Sleep', slug: 'sleep', articleCount: 0 }] };
    else if (name === 'AdminAuthors') data = { authors: [{ __typename: 'Author', id: 7, name: 'Sari' }] };
    else if (name === 'AdminArticlesPage') {
      const input = (operation.variables.input ?? {}) as Input;
      pages.push(input);
      const size = input.pageSize ?? 25;
      const total = input.search ? 11 : TOTAL;
      const first = (input.page ?? 0) * size;
      const ids = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => (input.sort === 'title:asc' ? first + i + 1 : TOTAL - first - i));
      data = { articlesAdminPage: { __typename: 'ArticlesAdminPage', total, page: input.page ?? 0, pageSize: size, inReview: 2, items: ids.map(row) } };
    } else data = {};
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
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/admin']}>
            <AdminI18nProvider language={language}>
              <ArticlesTab />
            </AdminI18nProvider>
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>,
  );
  return { pages, last: () => pages[pages.length - 1] };
}

const grid = () => screen.getByRole('grid', { name: /Articles|Artikel/ });

it('shows the first page the server answers, with its total, and asks for the next page, a sort, a search and filters', async () => {
  const user = userEvent.setup({ delay: null });
  const { last } = setup();
  await screen.findByText('Article 3000');
  expect(last()).toMatchObject({ page: 0, pageSize: 25, sort: 'publishDate:desc' });
  // The grid holds only the page; the footer and subtitle show the server's count.
  expect(within(grid()).getAllByRole('row')).toHaveLength(26);
  expect(screen.getByText('3000 articles, drafts and scheduled ones included · 2 in review')).toBeInTheDocument();
  expect(screen.getByText(/1–25 of 3,000/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  await screen.findByText('Article 2975');
  expect(last()).toMatchObject({ page: 1, pageSize: 25 });

  // Sorting by title asks the server (from the first page again).
  await user.click(screen.getByRole('columnheader', { name: 'Title' }).querySelector('.MuiDataGrid-columnHeaderTitleContainer') as HTMLElement);
  await screen.findByText('Article 0001');
  expect(last()).toMatchObject({ page: 0, sort: 'title:asc' });

  // The quick filter searches titles on the server.
  await user.type(screen.getByRole('searchbox'), 'sleep');
  await waitFor(() => expect(last()).toMatchObject({ search: 'sleep', page: 0 }));
  await screen.findByText('11 matching articles');

  // Status, language, category and author filters go to the server.
  const choose = async (label: string, option: string) => {
    await user.click(screen.getByRole('combobox', { name: label }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  };
  await choose('Status', 'In review');
  await waitFor(() => expect(last()).toMatchObject({ status: 'review' }));
  await choose('Language', 'Indonesian');
  await waitFor(() => expect(last()).toMatchObject({ status: 'review', language: 'id' }));
  await choose('Category', 'Sleep');
  await waitFor(() => expect(last()).toMatchObject({ categoryId: 1 }));
  await choose('Author', 'Sari');
  await waitFor(() => expect(last()).toMatchObject({ authorId: 7, categoryId: 1, language: 'id', status: 'review', search: 'sleep' }));
}, 90_000);

it('speaks Indonesian: headers, filters, statuses and the grid’s own texts', async () => {
  setup('id');
  await screen.findByText('Article 3000');
  for (const header of ['Judul', 'Kategori', 'Penulis', 'Bahasa', 'Terbit', 'Status']) expect(screen.getAllByRole('columnheader', { name: header }).length).toBeGreaterThan(0);
  expect(screen.getByText('3000 artikel, termasuk draf dan yang terjadwal · 2 sedang ditinjau')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Artikel Baru' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Kategori' })).toBeInTheDocument();
  expect(screen.getAllByText('Terbit').length).toBeGreaterThan(1);
  expect(screen.getByText('Baris per halaman:')).toBeInTheDocument();
}, 60_000);
