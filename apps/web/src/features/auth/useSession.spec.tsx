/** The reader pages' header asks who is signed in only once the page has loaded (issue 28): nothing of Apollo's runs for it during hydration. */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { MeDocument } from '../../generated/documents/auth';
import { useSignedInAfterPageLoad } from './useSession';

const EDITOR = { __typename: 'User' as const, id: 1, username: 'sari', isAdmin: false, role: 'EDITOR' };

function Who() {
  const user = useSignedInAfterPageLoad();
  return <span>{user ? `${user.username} (${user.role})` : 'nobody'}</span>;
}

it('asks once the page has loaded, then follows the cache (login and logout write it)', async () => {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '?');
        setTimeout(() => {
          observer.next({ data: { me: EDITOR } });
          observer.complete();
        }, 0);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <Who />
    </ApolloProvider>,
  );
  // Hydration: nobody, no watched query, nothing asked.
  expect(screen.getByText('nobody')).toBeInTheDocument();
  expect(client.getObservableQueries('all').size).toBe(0);
  expect(asked).toEqual([]);
  // The reader's first pointer opens app/deferred.tsx's gate, as the page's load and an idle moment do.
  await act(async () => {
    fireEvent.pointerDown(window);
  });
  expect(await screen.findByText('sari (EDITOR)')).toBeInTheDocument();
  expect(asked).toEqual(['Me']);
  await act(async () => {
    client.writeQuery({ query: MeDocument, data: { me: null } });
  });
  expect(await screen.findByText('nobody')).toBeInTheDocument();
});
