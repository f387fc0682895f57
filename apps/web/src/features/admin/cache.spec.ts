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
