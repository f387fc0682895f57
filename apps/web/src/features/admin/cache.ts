import type { ApolloCache } from '@apollo/client';

/**
 * What an admin write does to the client's cache, in one place.
 *
 * Edited rows need nothing: every admin row is a normalised object (`__typename` + `id`, Apollo's
 * default type policy) and each mutation answers the row's fragment, so the row changes in place in
 * every list and page that holds it; a root read of one object (`me`, `article(slug)`, the open
 * editor's `articleById`) is a reference to such an object and stays. What normalisation cannot
 * know is which lists a write adds to, removes from or reorders, and the counts it changes (articles
 * per category, popular tags, the footer's tools, a page of articles...). Rather than a hand-kept
 * list of those root fields, a write forgets every root read that is not a single object: mounted
 * queries (the admin tab's own list among them) ask the server again at once, the other pages when
 * they next render. New queries are covered without touching this file.
 */
export function forgetPublicLists(cache: ApolloCache): void {
  if (onOptimisticLayer(cache)) return;
  cache.modify({ id: 'ROOT_QUERY', fields: (value: unknown, { fieldName, DELETE, isReference }) => (fieldName === '__typename' || isReference(value) ? value : DELETE) });
  cache.gc();
}

/**
 * A deleted object (a tag, a subscriber...) leaves the cache; lists holding it skip the dangling
 * reference by themselves (Apollo drops unreadable references from lists).
 */
export function forgetObject(cache: ApolloCache, typename: string, id: number): void {
  const cacheId = cache.identify({ __typename: typename, id });
  if (cacheId) cache.evict({ id: cacheId });
  cache.gc();
}

/**
 * Apollo runs a mutation's `update` twice when it has an optimistic answer (the admin's flag
 * switches): on a temporary layer, then for real. Forgetting on the temporary layer blanks the
 * mounted lists at once, and when the real pass forgets the same fields Apollo sees no change and
 * never asks for them again ('No articles found' until a reload). So only the real pass forgets.
 * InMemoryCache keeps the layer being written in `data`; only optimistic layers have a parent.
 */
function onOptimisticLayer(cache: ApolloCache): boolean {
  const data = (cache as unknown as { data?: { parent?: unknown } }).data;
  return data?.parent !== undefined;
}
