/**
 * The password rule's limits and messages, without its strength estimator (password-rules.ts): what
 * forms and the shared index need, light enough for every page and every server process.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn score (0-4) a new password needs. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  tooWeak: 'This password is too easy to guess: add more words or characters that are not a common phrase',
} as const;

export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (very hard). */
  score: 0 | 1 | 2 | 3 | 4;
  /** The rule's message when the password is refused, else undefined. */
  problem?: string;
  /** zxcvbn's hint (English), for the meter. */
  suggestion?: string;
}
