import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { createRoutesFromElements, Route, useLocation, useRoutes, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { Layout } from '../features/layout/Layout';
import { LinkNavigation } from '../components/AppLink';
import { PageSpinner } from '../components/PageSpinner';
import { whenDeferredSettled } from './deferred';
import { markPageReady } from './pageReady';
import { muiLazy } from './muiLazy';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Every page is its own chunk, so a reader downloads the shell and the page at hand only; the admin
 * (and the data grid) never reaches readers (ARCHITECTURE.md, Web). The routes are plain <Routes> under
 * a <BrowserRouter> (App.tsx): no page uses loaders or actions, and the data router would add about
 * 17 KB gzip to what every reader downloads first. Layout restores scroll positions itself.
 */
const page = (component: LazyExoticComponent<ComponentType> | ComponentType) => {
  const Page = component;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
      <PageReady />
    </Suspense>
  );
};

/**
 * Marks <html data-ready> (pageReady.ts) once the page's code has loaded and its server-rendered
 * HTML is hydrated (effects run only then), parts deferred until then included (deferred.tsx).
 */
function PageReady() {
  useEffect(() => {
    whenDeferredSettled(markPageReady);
  }, []);
  return null;
}
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

const HomePage = named(() => import('../routes/HomePage'), 'HomePage');
const BlogPage = named(() => import('../routes/BlogPage'), 'BlogPage');
const ArticlePage = named(() => import('../routes/ArticlePage'), 'ArticlePage');
const CategoryPage = named(() => import('../routes/CategoryPage'), 'CategoryPage');
const TagPage = named(() => import('../routes/TagPage'), 'TagPage');
const AgePage = named(() => import('../routes/AgePage'), 'AgePage');
const SearchPage = named(() => import('../routes/SearchPage'), 'SearchPage');
// Pages with MUI's components (forms, cards) load with MUI's theme (app/muiLazy.tsx); the reader's pages have none.
const AuthPage = muiLazy(() => import('../routes/AuthPage').then((m) => m.AuthPage));
const InvitePage = muiLazy(() => import('../routes/InvitePage').then((m) => m.InvitePage));
const ResetPasswordPage = muiLazy(() => import('../routes/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const SubscribePage = named(() => import('../routes/SubscribePage'), 'SubscribePage');
const StoriesPage = named(() => import('../routes/StoriesPage'), 'StoriesPage');
const StoryPage = named(() => import('../routes/StoryPage'), 'StoryPage');
const NewStoryPage = muiLazy(() => import('../routes/NewStoryPage').then((m) => m.NewStoryPage));
const ArticlesPage = named(() => import('../routes/ArticlesPage'), 'ArticlesPage');
const PreviewPage = named(() => import('../routes/PreviewPage'), 'PreviewPage');
const NotFoundPage = named(() => import('../routes/NotFoundPage'), 'NotFoundPage');
const AdminPage = muiLazy(() => import('../routes/AdminPage').then((m) => m.default));
// The admin's guard loads with the admin too: readers never need it (nor the Alert it can show).
const ProtectedRoute = muiLazy(() => import('../features/auth/ProtectedRoute').then((m) => m.ProtectedRoute));

/** The reader's pages, at the root (English) or under a language prefix. */
function readerRoutes(prefix: string) {
  return [
    <Route key={`${prefix}/`} path={prefix || '/'} element={page(HomePage)} />,
    <Route key={`${prefix}/blog`} path={`${prefix}/blog`} element={page(BlogPage)} />,
    <Route key={`${prefix}/article`} path={`${prefix}/article/:slug`} element={page(ArticlePage)} />,
    <Route key={`${prefix}/category`} path={`${prefix}/category/:slug`} element={page(CategoryPage)} />,
    <Route key={`${prefix}/tag`} path={`${prefix}/tag/:slug`} element={page(TagPage)} />,
    <Route key={`${prefix}/age`} path={`${prefix}/age/:slug`} element={page(AgePage)} />,
    <Route key={`${prefix}/search`} path={`${prefix}/search`} element={page(SearchPage)} />,
    <Route key={`${prefix}/subscribe`} path={`${prefix}/subscribe`} element={page(SubscribePage)} />,
    <Route key={`${prefix}/articles`} path={`${prefix}/articles`} element={page(ArticlesPage)} />,
    // Community stories (issue 30): the list, the form, one story.
    <Route key={`${prefix}/stories`} path={`${prefix}/stories`} element={page(StoriesPage)} />,
    <Route key={`${prefix}/stories/new`} path={`${prefix}/stories/new`} element={page(NewStoryPage)} />,
    <Route key={`${prefix}/stories/slug`} path={`${prefix}/stories/:slug`} element={page(StoryPage)} />,
  ];
}

/**
 * The route tables, made once: <Routes> turned its children into a table and ranked every route
 * in it on each render (react-router matches by flattening and ranking the whole table each time).
 * An Indonesian address (/id, /id/...; matched without case, as react-router matches) needs only the
 * Indonesian reader pages, any other address the rest.
 */
const tableOf = (routes: ReactElement[]): RouteObject[] =>
  createRoutesFromElements(
    <Route element={<Layout />}>
      {routes}
      <Route path="*" element={page(NotFoundPage)} />
    </Route>,
  );
export const ROUTE_TABLES = {
  en: tableOf([
    ...readerRoutes(''),
    <Route key="/auth" path="/auth" element={page(AuthPage)} />,
    // Links from the invitation and reset emails (issue 29): client-rendered like /auth.
    <Route key="/auth/invite" path="/auth/invite" element={page(InvitePage)} />,
    <Route key="/auth/reset" path="/auth/reset" element={page(ResetPasswordPage)} />,
    <Route key="/preview" path="/preview/:id" element={page(PreviewPage)} />,
    // The selected tab is in the address (/admin/authors ...), so reload and back keep it.
    <Route
      key="/admin"
      path="/admin/:tab?"
      element={
        <Suspense fallback={<PageSpinner />}>
          <ProtectedRoute>{page(AdminPage)}</ProtectedRoute>
        </Suspense>
      }
    />,
  ]),
  // The Indonesian addresses (issue 15): the same pages under /id.
  id: tableOf(readerRoutes('/id')),
};
/**
 * Each table again by the first segment of its routes' paths (none has a parameter there), each with
 * the catch-all: react-router still flattens, ranks and compiles to a RegExp every route of the
 * table it is given on each render (a twelfth of an article's render on the server), so an address
 * is matched against the few routes that can match it. An address whose first segment no route has
 * gets the catch-all alone.
 */
const firstSegment = (pathname: string) => (pathname.split('/').find(Boolean) ?? '').toLowerCase();
function bySegment(table: RouteObject[], prefix: string) {
  const layout = table[0] as NonIndexRouteObject;
  const catchAll = layout.children!.filter((route) => route.path === '*');
  const groups = new Map<string, RouteObject[]>();
  for (const route of layout.children!) {
    if (route.path === '*') continue;
    const segment = firstSegment(route.path!.slice(prefix.length));
    groups.set(segment, [...(groups.get(segment) ?? []), route]);
  }
  const tableWith = (routes: RouteObject[]): RouteObject[] => [{ ...layout, children: [...routes, ...catchAll] }];
  return { bySegment: new Map([...groups].map(([segment, routes]) => [segment, tableWith(routes)])), none: tableWith([]) };
}
const NARROWED = { en: bySegment(ROUTE_TABLES.en, ''), id: bySegment(ROUTE_TABLES.id, '/id') };

/** The table an address belongs to: /id and /id/… (in any case, as react-router matches) are the Indonesian pages. */
export const routeLanguageOf = (pathname: string): keyof typeof ROUTE_TABLES => (/^\/id(\/|$)/i.test(pathname) ? 'id' : 'en');

/** The route table an address is matched against: its language's, narrowed to its first segment. */
export function routeTableFor(pathname: string): RouteObject[] {
  const language = routeLanguageOf(pathname);
  // react-router decodes an address before matching it: an encoded one gets the whole table.
  if (pathname.includes('%')) return ROUTE_TABLES[language];
  const tables = NARROWED[language];
  return tables.bySegment.get(firstSegment(language === 'id' ? pathname.slice(3) : pathname)) ?? tables.none;
}

export function AppRoutes() {
  const location = useLocation();
  const routes = useRoutes(routeTableFor(location.pathname), location);
  return (
    <LinkNavigation>
      <RouteErrorBoundary location={location}>{routes}</RouteErrorBoundary>
    </LinkNavigation>
  );
}
