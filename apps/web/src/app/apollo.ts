import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      // Queries go as GET so the server's cache of anonymous reads (and the browser's ETags) apply;
      // the header satisfies Apollo Server's CSRF prevention. Mutations stay POST.
      useGETForQueries: true,
      headers: { 'apollo-require-preflight': 'true' },
    }),
    cache: new InMemoryCache(),
  });
}
