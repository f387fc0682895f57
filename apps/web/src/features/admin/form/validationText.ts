/**
 * The admin's validation messages in its language (issue 33). The rules of @tumbuh/shared give
 * English messages, which the server sends as they are; here the client maps each one it knows to
 * its catalogue key `validation.<name of the MESSAGES entry>` for display. A message it does not
 * know (a server's own) is shown as it came.
 */
import { MESSAGES } from '@tumbuh/shared';
import type { AdminTextKey } from '../../../i18n/admin';

type Translate = (key: AdminTextKey, values?: Record<string, string | number | Date>) => string;

/** The catalogue key of each English message of a shared rule (MESSAGES.tooLong is a function: see TOO_LONG). */
function keysOf(messages: Record<string, unknown>, prefix: string): [string, AdminTextKey][] {
  return Object.entries(messages).flatMap(([name, text]) => (typeof text === 'string' ? [[text, `${prefix}.${name}` as AdminTextKey] as [string, AdminTextKey]] : []));
}

/**
 * The password rule's messages (PASSWORD_MESSAGES, written out: importing the rule would bring its
 * strength estimator into every admin chunk; validationText.spec.ts checks they stay equal) and the
 * admin forms' own messages (account, people, two-step), checked on the client only.
 */
export const CLIENT_MESSAGES: Record<string, AdminTextKey> = {
  'Password is required': 'password.required',
  'Password must be at least 12 characters': 'password.tooShort',
  'Password must be at most 200 characters': 'password.tooLong',
  'This password is too easy to guess: add more words or characters that are not a common phrase': 'password.tooWeak',
  'Choose a role': 'people.chooseRole',
  'Please type the password again': 'password.confirmRequired',
  'The passwords do not match': 'password.mismatch',
  'Your current password is required': 'password.currentRequired',
  'The new password must differ from the current one': 'password.mustDiffer',
  'This is already your email address': 'account.sameEmail',
  'Enter the code from your authenticator app': 'twoStep.codeRequired',
  'The code has 6 digits': 'twoStep.codeDigits',
  'Enter the 6-digit code or a recovery code': 'twoStep.codeFormat',
};

const KEY_OF_TEXT = new Map<string, AdminTextKey>([...keysOf(MESSAGES, 'validation'), ...Object.entries(CLIENT_MESSAGES)]);

const TOO_LONG = /^Must be at most (\d+) characters$/;

/** One message in the admin's language; unknown messages unchanged. */
export function validationText(t: Translate, message: string): string {
  const key = KEY_OF_TEXT.get(message);
  if (key) return t(key);
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return t('validation.tooLong', { max: Number(tooLong[1]) });
  return message;
}

/** A form's field errors (react-final-form's `validate` or submit result) in the admin's language. */
export function translateErrors<E>(t: Translate, errors: E): E {
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([field, message]) => [field, typeof message === 'string' ? validationText(t, message) : message]),
  ) as E;
}

/** The names of the messages this file maps (for the test that checks every one has its key). */
export const VALIDATION_KEYS = [...KEY_OF_TEXT.values()];
