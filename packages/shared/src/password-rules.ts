/**
 * The password rule of people's accounts (issue 29), run by the server on every new password and by
 * the forms' strength meter: at least 12 characters, at most 200, and not guessable (zxcvbn-ts with
 * its common-password and English dictionaries: score 3 of 4 or better). The dictionaries are set up
 * on the first check, not when this module loads.
 */
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

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

let ready = false;
function setUp(): void {
  if (ready) return;
  zxcvbnOptions.setOptions({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  ready = true;
}

/**
 * Scores a password; `userInputs` (username, name, email) count as guessable words. Length is
 * checked before the dictionaries, so a short password answers at once.
 */
export function passwordStrength(password: unknown, userInputs: readonly string[] = []): PasswordStrength {
  if (typeof password !== 'string' || password === '') return { score: 0, problem: PASSWORD_MESSAGES.required };
  if (password.length > PASSWORD_MAX_LENGTH) return { score: 0, problem: PASSWORD_MESSAGES.tooLong };
  setUp();
  const result = zxcvbn(password, userInputs.filter((s) => typeof s === 'string' && s !== ''));
  const score = result.score;
  const suggestion = result.feedback.warning || result.feedback.suggestions[0] || undefined;
  if (password.length < PASSWORD_MIN_LENGTH) return { score, problem: PASSWORD_MESSAGES.tooShort, suggestion };
  if (score < PASSWORD_MIN_SCORE) return { score, problem: PASSWORD_MESSAGES.tooWeak, suggestion };
  return { score, suggestion };
}

/** The rule's message for a new password, or undefined when it is accepted. */
export function validateNewPassword(password: unknown, userInputs: readonly string[] = []): string | undefined {
  return passwordStrength(password, userInputs).problem;
}
