import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { normalizeEmail } from '@tumbuh/shared';
import { useCallback } from 'react';
import { useToast } from '../../app/toast';
import { SubscribeDocument } from '../../generated/graphql';
import { useLanguage, useT, type MessageKey } from '../../i18n';
import { BIRTH_MONTH_MESSAGE_KEYS } from './birthMonthMessages';

/** The newsletter boxes (home, blog, sidebar) and the /subscribe page thank differently (docs/decisions.md#states, #validation). */
export type SubscribeVariant = 'box' | 'page';

const THANKS: Record<SubscribeVariant, { title: MessageKey; description: MessageKey }> = {
  box: { title: 'subscribe.toastBoxTitle', description: 'subscribe.toastBoxText' },
  page: { title: 'subscribe.toastPageTitle', description: 'subscribe.toastPageText' },
};

/** The GraphQL error codes a subscription can fail with that the catalogue words for the reader. */
const KNOWN_CODES = new Set(['CONFLICT', 'BAD_USER_INPUT', 'TOO_MANY_REQUESTS']);

/**
 * The newsletter form's call (docs/decisions.md#states, #validation, #errors): a blank email toasts 'Email required' and
 * sends nothing; a failure toasts the server's message (e.g. already subscribed) on English pages,
 * and on Indonesian pages the catalogue's text for the error's stable code (issue 15); success
 * toasts the variant's thanks. Resolves true on success.
 */
export function useSubscribe(variant: SubscribeVariant) {
  const toast = useToast();
  const t = useT();
  const language = useLanguage();
  const [mutate, { loading }] = useMutation(SubscribeDocument);

  const failure = useCallback(
    (error: unknown): string => {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      if (language === 'en') return first?.message || t('subscribe.fallback');
      // A birth month the server refused: the shared rule's message, in the page's language.
      const monthProblem = (first?.extensions?.errors as Record<string, string> | undefined)?.childBirthMonth;
      if (monthProblem && BIRTH_MONTH_MESSAGE_KEYS[monthProblem]) return t(BIRTH_MONTH_MESSAGE_KEYS[monthProblem]);
      const raw = first?.extensions?.code;
      const code = typeof raw === 'string' ? raw : '';
      return KNOWN_CODES.has(code) ? t(`subscribe.error.${code}` as MessageKey) : t('subscribe.fallback');
    },
    [language, t],
  );

  const subscribe = useCallback(
    async (email: string, newsletterLanguage: string, childBirthMonth?: string): Promise<boolean> => {
      if (email.trim() === '') {
        toast({ title: t('subscribe.emailRequired'), description: t('subscribe.emailRequiredText'), variant: 'destructive' });
        return false;
      }
      try {
        // The birth month is sent only when given, so the call is the original one otherwise.
        await mutate({ variables: { email: normalizeEmail(email), language: newsletterLanguage, ...(childBirthMonth ? { childBirthMonth } : {}) } });
        toast({ title: t(THANKS[variant].title), description: t(THANKS[variant].description) });
        return true;
      } catch (error) {
        toast({ title: t('subscribe.failed'), description: failure(error), variant: 'destructive' });
        return false;
      }
    },
    [mutate, toast, variant, t, failure],
  );
  return { subscribe, submitting: loading };
}
