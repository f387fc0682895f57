import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './passwordRules';
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
