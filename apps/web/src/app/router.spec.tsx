/** The route tables (issue 28): an address is matched against the table of its language, and finds there what one table used to give it. */
import { matchRoutes } from 'react-router-dom';
import { ROUTE_TABLES, routeLanguageOf, routeTableFor } from './router';

const matched = (pathname: string) => matchRoutes(routeTableFor(pathname), pathname)?.at(-1)?.route.path;

it('matches Indonesian addresses, in any case as react-router does, against the Indonesian pages', () => {
  expect(matched('/id')).toBe('/id');
  expect(matched('/id/article/tidur-siang')).toBe('/id/article/:slug');
  expect(matched('/ID/blog')).toBe('/id/blog');
  expect(matched('/id/stories/new')).toBe('/id/stories/new');
  expect(matched('/id/no-such')).toBe('*');
});

it('matches every other address against the English pages, the sign-in, preview and admin', () => {
  expect(matched('/')).toBe('/');
  expect(matched('/article/better-naps')).toBe('/article/:slug');
  expect(matched('/idea')).toBe('*');
  expect(matched('/auth/reset')).toBe('/auth/reset');
  expect(matched('/preview/7')).toBe('/preview/:id');
  expect(matched('/admin/authors')).toBe('/admin/:tab?');
  expect(matched('/id-ish/blog')).toBe('*');
});

it('matches an address against the routes of its first segment, and an encoded one against its whole table', () => {
  expect(routeTableFor('/article/x')[0].children!.map((route) => route.path)).toEqual(['/article/:slug', '*']);
  expect(routeTableFor('/id/stories/x')[0].children!.map((route) => route.path)).toEqual(['/id/stories', '/id/stories/new', '/id/stories/:slug', '*']);
  expect(routeTableFor('/nothing/here')[0].children!.map((route) => route.path)).toEqual(['*']);
  // Whatever the address, the route its narrowed table gives is the one its whole table gives.
  const addresses = ['/', '/ID', '/id/', '/Article/Better-Naps', '/article/better-naps/', '/article', '//article/x', '/%61rticle/x', '/id/%62log', '/auth', '/auth/invite', '/admin', '/id/article', '/blog/extra', '/id/stories/new/', '/STORIES/NEW', '/a%2Fb', '/id//blog'];
  for (const address of addresses) {
    const whole = ROUTE_TABLES[routeLanguageOf(address)];
    expect([address, matched(address)]).toEqual([address, matchRoutes(whole, address)?.at(-1)?.route.path]);
  }
  expect(matched('/Article/Better-Naps')).toBe('/article/:slug');
  expect(matched('/%61rticle/x')).toBe('/article/:slug');
});
