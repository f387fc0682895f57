import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from '../components/Layout';
import { PageSpinner } from '../components/PageSpinner';
import { ProtectedRoute } from '../features/auth/ProtectedRoute';
import { ArticlePage } from '../routes/ArticlePage';
import { ArticlesPage } from '../routes/ArticlesPage';
import { AuthPage } from '../routes/AuthPage';
import { BlogPage } from '../routes/BlogPage';
import { CategoryPage } from '../routes/CategoryPage';
import { HomePage } from '../routes/HomePage';
import { NotFoundPage } from '../routes/NotFoundPage';
import { SearchPage } from '../routes/SearchPage';
import { SubscribePage } from '../routes/SubscribePage';
import { TagPage } from '../routes/TagPage';

// The admin (and the data grid) is its own chunk: readers never download it (DESIGN.md rule 11).
const AdminPage = lazy(() => import('../routes/AdminPage'));

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/blog', element: <BlogPage /> },
      { path: '/article/:slug', element: <ArticlePage /> },
      { path: '/category/:slug', element: <CategoryPage /> },
      { path: '/tag/:slug', element: <TagPage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/subscribe', element: <SubscribePage /> },
      { path: '/articles', element: <ArticlesPage /> },
      {
        // The selected tab is in the address (/admin/authors ...), so reload and back keep it.
        path: '/admin/:tab?',
        element: (
          <ProtectedRoute>
            <Suspense fallback={<PageSpinner />}>
              <AdminPage />
            </Suspense>
          </ProtectedRoute>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
