/**
 * The shared password rule (packages/shared password-rules: zxcvbn-ts and its dictionaries) in a
 * chunk of its own, loaded by usePasswordStrength when a password form opens.
 */
import { passwordStrength } from './passwordRules';
import type { PasswordScorer } from './usePasswordStrength';

export const scorePassword: PasswordScorer = (password, userInputs = []) => {
  const { score, problem, suggestion } = passwordStrength(password, userInputs);
  return { score, ok: !problem, message: problem ?? suggestion ?? null };
};
