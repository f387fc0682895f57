/** The server render's state (issue 28) is what Apollo's cache, with no type policies, holds after the same writes. */
import { InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { parse } from 'graphql';
import { normalizeInto, readFrom } from './normalize';
import { documentToExecute } from './server-queries';

const ARTICLE = documentToExecute(
  parse(`
  query Article($slug: String!, $withTags: Boolean!, $limit: Int) {
    article(slug: $slug) {
      id
      headline: title
      author { id name }
      ...Byline
      tags @include(if: $withTags) { id name }
      seo { description image { url width } }
      related(limit: $limit) { id title author { id avatar } }
      ... on Story { storyOnly }
    }
    site { name menu { label to } }
  }
  fragment Byline on Article { author { id avatar } seo { image { height } } }
`),
);
const LIST = documentToExecute(parse('query List($page: Int) { articles(page: $page, filter: { language: "en", tags: ["a", "b"] }) { id title } article(slug: "a") { id title } }'));

const article = (title: string) => ({
  article: {
    __typename: 'Article',
    id: 1,
    headline: title,
    author: { __typename: 'Author', id: '7', name: 'Dewi', avatar: '/a.png' },
    tags: [{ __typename: 'Tag', id: 3, name: 'Naps' }],
    seo: { __typename: 'Seo', description: 'About naps', image: { __typename: 'Image', url: '/n.png', width: 800, height: 600 } },
    related: [
      { __typename: 'Article', id: 2, title: 'Two', author: { __typename: 'Author', id: '7', avatar: '/a.png' } },
      { __typename: 'Article', id: 1, title, author: { __typename: 'Author', id: '7', avatar: '/a.png' } },
    ],
  },
  site: { __typename: 'Site', name: 'Tumbuh', menu: [{ __typename: 'MenuItem', label: 'Home', to: '/' }] },
});

function both(writes: { query: typeof ARTICLE; variables: Record<string, unknown>; data: Record<string, unknown> }[]) {
  const apollo = new InMemoryCache({ resultCaching: false });
  const ours: NormalizedCacheObject = {};
  for (const { query, variables, data } of writes) {
    apollo.writeQuery({ query, variables, data });
    normalizeInto(ours, query, variables, data);
  }
  return { ours, apollo: apollo.extract() };
}

it('normalises objects with ids, keeps others inside their parent, names fields by their arguments and merges one answer deeply', () => {
  const { ours, apollo } = both([{ query: ARTICLE, variables: { slug: 'naps', withTags: true, limit: 3 }, data: article('Naps') }]);
  expect(ours).toEqual(apollo);
  expect(Object.keys(ours).sort()).toEqual(['Article:1', 'Article:2', 'Author:7', 'ROOT_QUERY', 'Tag:3']);
  expect(ours['Article:1']).toHaveProperty(['related({"limit":3})']);
});

it('a later answer replaces the fields it holds and keeps the others; skipped fields are not written', () => {
  const { ours, apollo } = both([
    { query: ARTICLE, variables: { slug: 'naps', withTags: true, limit: 3 }, data: article('Naps') },
    { query: LIST, variables: { page: 2 }, data: { articles: [{ __typename: 'Article', id: 1, title: 'Naps, again' }], article: null } },
    { query: ARTICLE, variables: { slug: 'naps', withTags: false }, data: article('Naps, third') },
  ]);
  expect(ours).toEqual(apollo);
  expect(ours.ROOT_QUERY).toHaveProperty(['articles({"filter":{"language":"en","tags":["a","b"]},"page":2})']);
});

describe('readFrom', () => {
  const writes = [
    { query: ARTICLE, variables: { slug: 'naps', withTags: true, limit: 3 }, data: article('Naps') },
    { query: LIST, variables: { page: 2 }, data: { articles: [{ __typename: 'Article', id: 1, title: 'Naps, again' }], article: null } },
  ];
  const reads: [string, string, Record<string, unknown>, boolean][] = [
    ['the whole query written', `query Article($slug: String!, $withTags: Boolean!, $limit: Int) { article(slug: $slug) { id headline: title author { id name } ...Byline tags @include(if: $withTags) { id name } seo { description image { url width } } related(limit: $limit) { id title author { id avatar } } ... on Story { storyOnly } } site { name menu { label to } } } fragment Byline on Article { author { id avatar } seo { image { height } } }`, { slug: 'naps', withTags: true, limit: 3 }, true],
    ['part of one answer (the language switch asking the article page\'s)', 'query V($slug: String!) { article(slug: $slug) { id title author { avatar } related(limit: 3) { id title } } }', { slug: 'naps' }, true],
    ['from two answers', 'query { articles(page: 2, filter: { language: "en", tags: ["a", "b"] }) { id title author { name } } site { name } }', {}, true],
    ['a null answer', 'query { article(slug: "a") { id title } }', {}, true],
    ['a field never written', 'query V($slug: String!) { article(slug: $slug) { id excerpt } }', { slug: 'naps' }, false],
    ['arguments never asked', 'query { articles(page: 3) { id } }', {}, false],
    ['an object never written', 'query { author(id: 7) { id } }', {}, false],
    ['a skipped field', 'query V($slug: String!, $no: Boolean!) { article(slug: $slug) { id excerpt @skip(if: $no) } }', { slug: 'naps', no: true }, true],
  ];
  it.each(reads)('reads %s as Apollo does', (_what, text, variables, complete) => {
    const apollo = new InMemoryCache({ resultCaching: false });
    const ours: NormalizedCacheObject = {};
    for (const { query, variables: v, data } of writes) {
      apollo.writeQuery({ query, variables: v, data });
      normalizeInto(ours, query, v, data);
    }
    const query = documentToExecute(parse(text));
    const diff = apollo.diff({ query, variables, returnPartialData: false, optimistic: false });
    expect(diff.complete).toBe(complete);
    expect(readFrom(ours, query, variables)).toEqual(diff.complete ? diff.result : undefined);
  });
});
