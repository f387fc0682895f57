/**
 * The password rule of people's accounts (issue 29), run by the server on every new password and by
 * the forms' strength meter: at least 12 characters, at most 200, and not guessable (zxcvbn-ts with
 * its common-password and English dictionaries: score 3 of 4 or better). The dictionaries are set up
 * on the first check, not when this module loads. The shared index exports only the rule's limits
 * and messages (password-messages.ts): the estimator (about 20 MB in a process) is loaded by who
 * checks a password (the server's people service on the first check, the browser's password forms).
 */
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE, type PasswordStrength } from './password-messages';

export * from './password-messages';

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
