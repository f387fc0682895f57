/** The route tables (issue 28): an address is matched against the table of its language, and finds there what one table used to give it. */
import { matchRoutes } from 'react-router-dom';
import { routeTableFor } from './router';

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
