import { ADMIN_TABS, tabsFor } from './AdminDashboard';

const keys = (role: Parameters<typeof tabsFor>[0]) => tabsFor(role).map((t) => t.key);

it('shows admins every tab', () => {
  expect(keys('ADMIN')).toEqual(ADMIN_TABS.map((t) => t.key));
  expect(keys('ADMIN')).toEqual(expect.arrayContaining(['people', 'subscribers', 'newsletter', 'activity', 'account']));
});

it('shows editors everything but people, subscribers and the newsletter', () => {
  const editor = keys('EDITOR');
  expect(editor).toEqual(expect.arrayContaining(['articles', 'authors', 'tools', 'categories', 'tags', 'age-groups', 'activity', 'account']));
  expect(editor).not.toContain('people');
  expect(editor).not.toContain('subscribers');
  expect(editor).not.toContain('newsletter');
});

it('shows writers their articles and their account only', () => {
  expect(keys('WRITER')).toEqual(['articles', 'account']);
});

it('shows nobody without a role any tab, and a tab without a permission only to admins', () => {
  expect(keys(null)).toEqual([]);
  const tabs = [{ key: 'x', label: 'tabs.articles' as const, Component: () => null }];
  expect(tabsFor('EDITOR', tabs)).toEqual([]);
  expect(tabsFor('ADMIN', tabs)).toEqual(tabs);
});
