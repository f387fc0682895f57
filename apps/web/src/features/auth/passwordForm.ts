import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@tumbuh/shared';
import { loadedPasswordScorer, type PasswordScorer } from './usePasswordStrength';

export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/**
 * The new-password fields of every form (invitation, reset, My account): required, long enough,
 * accepted by the strength rule once its estimator has loaded (the server checks again), and typed
 * twice alike. `userInputs` (username, email, name) count as guessable.
 */
export function validateNewPassword(
  values: Partial<NewPasswordValues>,
  userInputs: readonly string[] = [],
  scorer: PasswordScorer | null = loadedPasswordScorer(),
): Partial<Record<keyof NewPasswordValues, string>> {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  const password = values.password ?? '';
  if (!password) errors.password = PASSWORD_MESSAGES.required;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_MESSAGES.tooShort;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = PASSWORD_MESSAGES.tooLong;
  else if (scorer && !scorer(password, userInputs).ok) errors.password = PASSWORD_MESSAGES.tooWeak;
  if (!values.confirm) errors.confirm = 'Please type the password again';
  else if (values.confirm !== password) errors.confirm = 'The passwords do not match';
  return errors;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailError = (email: string | undefined): string | undefined =>
  !email?.trim() ? 'Email is required' : EMAIL.test(email.trim()) ? undefined : 'Please enter a valid email address';

/** A two-step code: six digits from the app, or a recovery code (letters, digits, dashes). */
export function codeError(code: string | undefined): string | undefined {
  const c = (code ?? '').replace(/\s+/g, '');
  if (!c) return 'Enter the code from your authenticator app';
  if (/^\d+$/.test(c)) return c.length === 6 ? undefined : 'The code has 6 digits';
  return /^[a-z0-9-]{8,40}$/i.test(c) ? undefined : 'Enter the 6-digit code or a recovery code';
}
