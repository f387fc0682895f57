import { MESSAGES } from '@tumbuh/shared';
import type { MessageKey } from '../../i18n';

/**
 * The shared rule's messages (validateBirthMonth, the same the server answers) as catalogue keys,
 * so an Indonesian page shows them in Indonesian; the English catalogue holds the shared texts
 * word for word (NewsletterForm.spec.tsx checks).
 */
export const BIRTH_MONTH_MESSAGE_KEYS: Record<string, MessageKey> = {
  [MESSAGES.birthMonthInvalid]: 'subscribe.childMonth.invalid',
  [MESSAGES.birthMonthFuture]: 'subscribe.childMonth.future',
  [MESSAGES.birthMonthTooOld]: 'subscribe.childMonth.tooOld',
};
