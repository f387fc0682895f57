import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAfterPageLoad } from '../../app/deferred';
import { useToast } from '../../app/toast';
// The documents' own module, not the generated/graphql index: the start-up's shell (vite.config.ts) takes no other document in.
import { LogoutDocument, MeDocument, SignInDocument, SignInTwoStepDocument } from '../../generated/documents/auth';
import { errorCode, serverMessage } from '../../graphql/errors';
import { asRole, type UserRole } from './permissions';

export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
  /** What the admin shows this person (features/auth/permissions.ts); null grants nothing. */
  role: UserRole | null;
}

/** The session user from a Me/Login answer; an answer without a role is an admin when isAdmin. */
export const toSessionUser = (me: { id: number; username: string; isAdmin: boolean; role?: string | null }): SessionUser => ({
  id: me.id,
  username: me.username,
  isAdmin: me.isAdmin,
  role: asRole(me.role) ?? (me.isAdmin ? 'ADMIN' : null),
});

/**
 * The signed-in user (docs/decisions.md#states): loading first, then the user or null. A failed check
 * (401, network) counts as nobody signed in. Login and logout write the answer into the cache,
 * so every reader of this hook updates at once.
 */
export function useSession(): { user: SessionUser | null; loading: boolean } {
  const { data, loading, error } = useQuery(MeDocument, { fetchPolicy: 'cache-first', errorPolicy: 'all', ssr: false });
  if (error) return { user: null, loading: false };
  const me = data?.me;
  return { user: me ? toSessionUser(me) : null, loading: loading && !data };
}

/**
 * The signed-in user for the reader pages' header: nobody until the page has loaded and gone idle
 * (app/deferred.tsx), then the same answer as useSession's, kept current by the cache (login and
 * logout write it). Nothing of Apollo's runs for it while the page hydrates: a query hook, even a
 * skipped one, sets up a watched query on a slow phone (issue 28).
 */
export function useSignedInAfterPageLoad(): SessionUser | null {
  const loaded = useAfterPageLoad();
  const client = useApolloClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const subscription = client.watchQuery({ query: MeDocument, fetchPolicy: 'cache-first', errorPolicy: 'all' }).subscribe({
      next: (result) => {
        const me = !result.error && result.dataState === 'complete' ? result.data.me : null;
        setUser(me ? toSessionUser(me) : null);
      },
      error: () => setUser(null),
    });
    return () => subscription.unsubscribe();
  }, [client, loaded]);
  return user;
}

/** Admin-only root fields: forgotten on logout so nothing private stays in memory. */
const ADMIN_FIELDS = ['adminArticles', 'articlesAdminPage', 'articleReads', 'allTools', 'subscribers', 'articleById', 'articleImages', 'people', 'myAccount', 'mySessions', 'activity', 'securitySettings'];

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

/** What a correct password answers: the signed-in user, or (two-step on) the challenge for the code. */
export type SignInOutcome = { user: SessionUser; challenge?: undefined } | { user?: undefined; challenge: string };

/**
 * Signs in with a password, then (two-step sign-in on) with a code: on success the user is in the
 * cache and the toast greets them. Rethrows on failure, after the toast.
 */
export function useLogin(): {
  signIn: (username: string, password: string) => Promise<SignInOutcome>;
  verify: (challenge: string, code: string) => Promise<SessionUser>;
  loading: boolean;
} {
  const client = useApolloClient();
  const toast = useToast();
  const [signInMutation, first] = useMutation(SignInDocument);
  const [twoStepMutation, second] = useMutation(SignInTwoStepDocument);
  const welcome = useCallback(
    (user: { id: number; username: string; isAdmin: boolean; role: string }) => {
      client.writeQuery({ query: MeDocument, data: { me: user } });
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
      return toSessionUser(user);
    },
    [client, toast],
  );
  const failed = useCallback(
    (error: unknown, fallback: string) => {
      // Too many attempts has its own message (with the wait); everything else reads as the fallback.
      const description = errorCode(error) === 'TOO_MANY_REQUESTS' ? serverMessage(error, fallback) : fallback;
      toast({ title: 'Login failed', description, variant: 'destructive' });
    },
    [toast],
  );
  const signIn = useCallback(
    async (username: string, password: string): Promise<SignInOutcome> => {
      try {
        const { data } = await signInMutation({ variables: { username, password } });
        if (!data) throw new Error('Login failed');
        const result = data.signIn;
        if (result.twoStepRequired && result.challenge) return { challenge: result.challenge };
        if (!result.user) throw new Error('Login failed');
        return { user: welcome(result.user) };
      } catch (error) {
        failed(error, 'Invalid username or password');
        throw error;
      }
    },
    [failed, signInMutation, welcome],
  );
  const verify = useCallback(
    async (challenge: string, code: string) => {
      try {
        const { data } = await twoStepMutation({ variables: { challenge, code } });
        if (!data) throw new Error('Login failed');
        return welcome(data.signInTwoStep);
      } catch (error) {
        failed(error, serverMessage(error, 'That code is not right'));
        throw error;
      }
    },
    [failed, twoStepMutation, welcome],
  );
  return { signIn, verify, loading: first.loading || second.loading };
}
