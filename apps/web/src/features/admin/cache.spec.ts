import { gql, InMemoryCache } from '@apollo/client';
import { typePolicies } from '../../app/typePolicies';
import { forgetObject, forgetPublicLists } from './cache';

const READS = gql`
  query Reads {
    me { id username }
    article(slug: "naps") { id title }
    tags { id name }
    articleCount
    articlesPage(page: 1) { total items { id title } }
  }
`;

function filledCache() {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: READS,
    data: {
      me: { __typename: 'User', id: 1, username: 'editor' },
      article: { __typename: 'Article', id: 7, title: 'Naps' },
      tags: [{ __typename: 'Tag', id: 3, name: 'Sleep' }],
      articleCount: 12,
      articlesPage: { __typename: 'ArticlePage', total: 12, items: [{ __typename: 'Article', id: 7, title: 'Naps' }] },
    },
  });
  return cache;
}

describe('after an admin write', () => {
  it('forgets lists, counts and pages, and keeps single objects read from the root (the session, an open article)', () => {
    const cache = filledCache();
    forgetPublicLists(cache);
    const root = cache.extract().ROOT_QUERY ?? {};
    expect(Object.keys(root).sort()).toEqual(['__typename', 'article({"slug":"naps"})', 'me']);
    expect(cache.readFragment({ id: 'User:1', fragment: gql`fragment U on User { username }` })).toEqual({ __typename: 'User', username: 'editor' });
    // Tag:3 was held only by the forgotten list: collected.
    expect(cache.extract()['Tag:3']).toBeUndefined();
  });

  it('a deleted object leaves every list that held it', () => {
    const cache = filledCache();
    forgetObject(cache, 'Tag', 3);
    const read = cache.readQuery<{ tags: { id: number }[] }>({ query: gql`query { tags { id name } }` });
    expect(read?.tags).toEqual([]);
  });
});

describe('the type policies', () => {
  const ARTICLE = gql`
    query Article($slug: String!) {
      article(slug: $slug) { id slug title }
    }
  `;
  it('an article kept after a write misses under a slug it no longer has (the page asks the server)', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: ARTICLE, variables: { slug: 'naps' }, data: { article: { __typename: 'Article', id: 7, slug: 'naps', title: 'Naps' } } });
    expect(cache.readQuery({ query: ARTICLE, variables: { slug: 'naps' } })).toEqual({ article: { __typename: 'Article', id: 7, slug: 'naps', title: 'Naps' } });
    // An admin saves the article with a new slug: the mutation's answer updates Article:7.
    cache.writeFragment({ id: 'Article:7', fragment: gql`fragment S on Article { slug title }`, data: { __typename: 'Article', slug: 'daytime-naps', title: 'Daytime naps' } });
    forgetPublicLists(cache);
    expect(cache.readQuery({ query: ARTICLE, variables: { slug: 'naps' } })).toBeNull();
  });
});

describe('a write with an optimistic answer', () => {
  it('still has the mounted list asked for again once the real answer comes', async () => {
    const { ApolloClient, ApolloLink, Observable } = await import('@apollo/client');
    const LIST = gql`query List { adminArticles { id isFeatured } }`;
    const TOGGLE = gql`mutation Toggle { updateArticle { id isFeatured } }`;
    const asked: string[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push(operation.operationName ?? '');
          const data =
            operation.operationName === 'List'
              ? { adminArticles: [{ __typename: 'Article', id: 1, isFeatured: asked.length > 1 }] }
              : { updateArticle: { __typename: 'Article', id: 1, isFeatured: true } };
          setTimeout(() => {
            observer.next({ data });
            observer.complete();
          }, 5);
        }),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const seen: unknown[] = [];
    const sub = client.watchQuery({ query: LIST, fetchPolicy: 'cache-and-network' }).subscribe((r) => seen.push(r.data));
    await new Promise((r) => setTimeout(r, 50));
    await client.mutate({
      mutation: TOGGLE,
      optimisticResponse: { updateArticle: { __typename: 'Article', id: 1, isFeatured: true } },
      update: (cache) => forgetPublicLists(cache),
    });
    await new Promise((r) => setTimeout(r, 100));
    sub.unsubscribe();
    expect(asked).toEqual(['List', 'Toggle', 'List']);
    // The list never showed empty in between.
    expect(seen.every((d) => d === undefined || (d as { adminArticles?: unknown[] }).adminArticles?.length === 1)).toBe(true);
  });
});
