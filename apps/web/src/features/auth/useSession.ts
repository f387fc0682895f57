import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAfterPageLoad } from '../../app/deferred';
import { useToast } from '../../app/toast';
import { LoginDocument, LogoutDocument, MeDocument } from '../../generated/graphql';
import { errorCode, serverMessage } from '../../graphql/errors';

export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

/**
 * The signed-in user (docs/decisions.md#states): loading first, then the user or null. A failed check
 * (401, network) counts as nobody signed in. Login and logout write the answer into the cache,
 * so every reader of this hook updates at once.
 */
export function useSession({ afterPageLoad = false } = {}): { user: SessionUser | null; loading: boolean } {
  // The reader pages' header asks only once the page has loaded (app/deferred.tsx): nobody is signed in until then.
  const loaded = useAfterPageLoad();
  const { data, loading, error } = useQuery(MeDocument, { fetchPolicy: 'cache-first', errorPolicy: 'all', ssr: false, skip: afterPageLoad && !loaded });
  if (error) return { user: null, loading: false };
  const me = data?.me;
  return { user: me ? { id: me.id, username: me.username, isAdmin: me.isAdmin } : null, loading: loading && !data };
}

/** Admin-only root fields: forgotten on logout so nothing private stays in memory. */
const ADMIN_FIELDS = ['adminArticles', 'allTools', 'subscribers', 'articleById', 'articleImages'];

/** Logs out, clears the user, toasts (docs/decisions.md#errors) and goes to /. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [logout] = useMutation(LogoutDocument);
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      toast({ title: 'Logout failed', description: 'Failed to log out. Please try again.', variant: 'destructive' });
      return;
    }
    await navigate('/');
    client.writeQuery({ query: MeDocument, data: { me: null } });
    for (const fieldName of ADMIN_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
    toast({ title: 'Logged out', description: 'You have been successfully logged out' });
  }, [client, logout, navigate, toast]);
}

/** Signs in; on success the user is in the cache and the toast greets them. Rethrows on failure. */
export function useLogin(): [(username: string, password: string) => Promise<SessionUser>, { loading: boolean }] {
  const client = useApolloClient();
  const toast = useToast();
  const [login, { loading }] = useMutation(LoginDocument);
  const run = useCallback(
    async (username: string, password: string) => {
      try {
        const { data } = await login({ variables: { username, password } });
        if (!data) throw new Error('Login failed');
        const user = data.login;
        client.writeQuery({ query: MeDocument, data: { me: user } });
        toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
        return user;
      } catch (error) {
        // Too many attempts has its own message (with the wait); everything else reads as bad credentials.
        const description = errorCode(error) === 'TOO_MANY_REQUESTS' ? serverMessage(error, 'Invalid username or password') : 'Invalid username or password';
        toast({ title: 'Login failed', description, variant: 'destructive' });
        throw error;
      }
    },
    [client, login, toast],
  );
  return [run, { loading }];
}
