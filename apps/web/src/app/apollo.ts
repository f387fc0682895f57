import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { typePolicies } from './typePolicies';


export function createApolloClient(state?: NormalizedCacheObject) {
  const cache = new InMemoryCache({ typePolicies });
  if (state) cache.restore(state);
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      // Queries go as GET so the server's cache of anonymous reads (and the browser's ETags) apply;
      // the header satisfies Apollo Server's CSRF prevention. Mutations stay POST.
      useGETForQueries: true,
      headers: { 'apollo-require-preflight': 'true' },
    }),
    cache,
    // Queries of the first render answer from the server render's data, even network-only ones.
    // (the page's chunk loads first, so the window must outlast a slow phone's download).
    ssrForceFetchDelay: state ? 3000 : 0,
  });
}
