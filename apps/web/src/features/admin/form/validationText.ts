/**
 * The admin's validation messages in its language (issue 33). The rules of @tumbuh/shared give
 * English messages, which the server sends as they are; here the client maps each one it knows to
 * its catalogue key `validation.<name of the MESSAGES entry>` for display. The server's own messages
 * go on to ./serverText.ts; a message neither knows is shown as it came.
 */
import { MESSAGES } from '@tumbuh/shared';
import { useCallback } from 'react';
import { serverMessage } from '../../../graphql/errors';
import { useAdminText, type AdminTextKey } from '../../../i18n/admin';
import { serverText, type Translate } from './serverText';

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


/**
 * The strength estimator's hints (zxcvbn-ts language-en `translations`: its warnings and suggestions,
 * English), shown by the password meter (features/auth/PasswordStrengthMeter). Written out for the
 * reason above; validationText.spec.ts checks they equal the estimator's.
 */
export const PASSWORD_HINTS: Record<string, AdminTextKey> = {
  'Straight rows of keys on your keyboard are easy to guess.': 'password.warning.straightRow',
  'Short keyboard patterns are easy to guess.': 'password.warning.keyPattern',
  'Repeated characters like "aaa" are easy to guess.': 'password.warning.simpleRepeat',
  'Repeated character patterns like "abcabcabc" are easy to guess.': 'password.warning.extendedRepeat',
  'Common character sequences like "abc" are easy to guess.': 'password.warning.sequences',
  'Recent years are easy to guess.': 'password.warning.recentYears',
  'Dates are easy to guess.': 'password.warning.dates',
  'This is a heavily used password.': 'password.warning.topTen',
  'This is a frequently used password.': 'password.warning.topHundred',
  'This is a commonly used password.': 'password.warning.common',
  'This is similar to a commonly used password.': 'password.warning.similarToCommon',
  'Single words are easy to guess.': 'password.warning.wordByItself',
  'Single names or surnames are easy to guess.': 'password.warning.namesByThemselves',
  'Common names and surnames are easy to guess.': 'password.warning.commonNames',
  'There should not be any personal or page related data.': 'password.warning.userInputs',
  'Your password was exposed by a data breach on the Internet.': 'password.warning.pwned',
  "Avoid predictable letter substitutions like '@' for 'a'.": 'password.suggestion.l33t',
  'Avoid reversed spellings of common words.': 'password.suggestion.reverseWords',
  'Capitalize some, but not all letters.': 'password.suggestion.allUppercase',
  'Capitalize more than the first letter.': 'password.suggestion.capitalization',
  'Avoid dates and years that are associated with you.': 'password.suggestion.dates',
  'Avoid recent years.': 'password.suggestion.recentYears',
  'Avoid years that are associated with you.': 'password.suggestion.associatedYears',
  'Avoid common character sequences.': 'password.suggestion.sequences',
  'Avoid repeated words and characters.': 'password.suggestion.repeated',
  'Use longer keyboard patterns and change typing direction multiple times.': 'password.suggestion.longerKeyboardPattern',
  'Add more words that are less common.': 'password.suggestion.anotherWord',
  'Use multiple words, but avoid common phrases.': 'password.suggestion.useWords',
  'You can create strong passwords without using symbols, numbers, or uppercase letters.': 'password.suggestion.noNeed',
  'If you use this password elsewhere, you should change it.': 'password.suggestion.pwned',
};

const KEY_OF_TEXT = new Map<string, AdminTextKey>([...keysOf(MESSAGES, 'validation'), ...Object.entries(CLIENT_MESSAGES), ...Object.entries(PASSWORD_HINTS)]);

const TOO_LONG = /^Must be at most (\d+) characters$/;

/**
 * One message in the admin's language: a shared rule's, then the server's own (./serverText.ts);
 * unknown messages unchanged. Every admin screen shows validation and server messages through it.
 */
export function validationText(t: Translate, message: string): string {
  const key = KEY_OF_TEXT.get(message);
  if (key) return t(key);
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return t('validation.tooLong', { max: Number(tooLong[1]) });
  return serverText(t, message, (inner) => validationText(t, inner));
}

/** `(error, fallback) => text`: a failed call's server message (graphql/errors serverMessage) in the admin's language. */
export function useServerMessage(): (error: unknown, fallback: string) => string {
  const t = useAdminText();
  return useCallback((error: unknown, fallback: string) => validationText(t, serverMessage(error, fallback)), [t]);
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
