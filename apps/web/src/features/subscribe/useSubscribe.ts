import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { MESSAGES, normalizeEmail } from '@tumbuh/shared';
import { useCallback } from 'react';
import { useToast } from '../../app/toast';
import { SubscribeDocument } from '../../generated/graphql';

export const SUBSCRIBE_TOASTS = {
  /** The newsletter boxes (home, blog, sidebar). */
  box: { title: 'Subscription successful!', description: 'Thank you for subscribing to our newsletter.' },
  /** The /subscribe page. */
  page: { title: 'Thank you for subscribing!', description: "You've been added to our newsletter." },
} as const;

export const SUBSCRIBE_FAILED = 'Subscription failed';
export const SUBSCRIBE_FALLBACK = 'Please try again later.';

function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return SUBSCRIBE_FALLBACK;
}

/**
 * The newsletter form's call (spec sections 4, 5 and 8): a blank email toasts 'Email required' and
 * sends nothing; a failure toasts the server's message (e.g. already subscribed); success toasts
 * the variant's thanks. Resolves true on success.
 */
export function useSubscribe(variant: keyof typeof SUBSCRIBE_TOASTS) {
  const toast = useToast();
  const [mutate, { loading }] = useMutation(SubscribeDocument);
  const subscribe = useCallback(
    async (email: string, language: string): Promise<boolean> => {
      if (email.trim() === '') {
        toast({ title: MESSAGES.emailRequired, description: MESSAGES.emailRequiredDescription, variant: 'destructive' });
        return false;
      }
      try {
        await mutate({ variables: { email: normalizeEmail(email), language } });
        toast(SUBSCRIBE_TOASTS[variant]);
        return true;
      } catch (error) {
        toast({ title: SUBSCRIBE_FAILED, description: serverMessage(error), variant: 'destructive' });
        return false;
      }
    },
    [mutate, toast, variant],
  );
  return { subscribe, submitting: loading };
}
