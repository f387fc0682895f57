import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from '../components/Layout';
import { PageSpinner } from '../components/PageSpinner';
import { ProtectedRoute } from '../features/auth/ProtectedRoute';

/**
 * Every page is its own chunk, so a reader downloads the shell and the page at hand only; the admin
 * (and the data grid) never reaches readers (DESIGN.md rule 11).
 */
const page = (component: LazyExoticComponent<ComponentType>) => {
  const Page = component;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
};
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

const HomePage = named(() => import('../routes/HomePage'), 'HomePage');
const BlogPage = named(() => import('../routes/BlogPage'), 'BlogPage');
const ArticlePage = named(() => import('../routes/ArticlePage'), 'ArticlePage');
const CategoryPage = named(() => import('../routes/CategoryPage'), 'CategoryPage');
const TagPage = named(() => import('../routes/TagPage'), 'TagPage');
const SearchPage = named(() => import('../routes/SearchPage'), 'SearchPage');
const AuthPage = named(() => import('../routes/AuthPage'), 'AuthPage');
const SubscribePage = named(() => import('../routes/SubscribePage'), 'SubscribePage');
const ArticlesPage = named(() => import('../routes/ArticlesPage'), 'ArticlesPage');
const NotFoundPage = named(() => import('../routes/NotFoundPage'), 'NotFoundPage');
const AdminPage = lazy(() => import('../routes/AdminPage'));

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: page(HomePage) },
      { path: '/blog', element: page(BlogPage) },
      { path: '/article/:slug', element: page(ArticlePage) },
      { path: '/category/:slug', element: page(CategoryPage) },
      { path: '/tag/:slug', element: page(TagPage) },
      { path: '/search', element: page(SearchPage) },
      { path: '/auth', element: page(AuthPage) },
      { path: '/subscribe', element: page(SubscribePage) },
      { path: '/articles', element: page(ArticlesPage) },
      {
        // The selected tab is in the address (/admin/authors ...), so reload and back keep it.
        path: '/admin/:tab?',
        element: <ProtectedRoute>{page(AdminPage)}</ProtectedRoute>,
      },
      { path: '*', element: page(NotFoundPage) },
    ],
  },
]);
