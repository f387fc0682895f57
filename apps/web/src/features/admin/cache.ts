import type { ApolloCache } from '@apollo/client';

/**
 * Root fields the public pages read (home featured and picks, recent lists, filter bar counts,
 * popular tags, the footer's tools, article pages...). After an admin write they are forgotten, so
 * every page that shows them asks the server again the next time it renders: no stale counts or
 * flags without a reload. The admin lists themselves are refetched by their mutations.
 */
const PUBLIC_FIELDS = [
  'articles',
  'articleCount',
  'articlesPage',
  'recentArticles',
  'featuredArticles',
  'editorsPicks',
  'articlesByCategory',
  'articlesByTag',
  'articlesByAgeGroup',
  'searchArticles',
  'article',
  'category',
  'tag',
  'ageGroup',
  'popularTags',
  'tools',
  // Their article counts change with every article write (filter bar, tag lists).
  'categories',
  'tags',
  'ageGroups',
] as const;

export function forgetPublicLists(cache: ApolloCache, extra: readonly string[] = []): void {
  for (const fieldName of [...PUBLIC_FIELDS, ...extra]) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Removes one object (a deleted tag, subscriber...) from every list that holds it. */
export function forgetObject(cache: ApolloCache, typename: string, id: number): void {
  const cacheId = cache.identify({ __typename: typename, id });
  if (cacheId) cache.evict({ id: cacheId });
  cache.gc();
}
