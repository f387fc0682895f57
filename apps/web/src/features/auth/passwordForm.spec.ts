import { MESSAGES, PASSWORD_MESSAGES } from '@tumbuh/shared';
import { codeError, emailError } from './fieldRules';
import { validateNewPassword } from './passwordForm';
import type { PasswordScorer } from './usePasswordStrength';

const accepts: PasswordScorer = () => ({ score: 4, ok: true, message: null });
const refuses: PasswordScorer = () => ({ score: 1, ok: false, message: 'Common password' });

it('asks for a password, 12 characters at least, and the same one twice', () => {
  expect(validateNewPassword({ password: '', confirm: '' }, [], accepts)).toEqual({ password: PASSWORD_MESSAGES.required, confirm: expect.any(String) });
  expect(validateNewPassword({ password: 'short', confirm: 'short' }, [], accepts)).toEqual({ password: PASSWORD_MESSAGES.tooShort });
  expect(validateNewPassword({ password: 'river otter lamp 42', confirm: 'river otter lamp 4' }, [], accepts)).toEqual({ confirm: 'The passwords do not match' });
  expect(validateNewPassword({ password: 'river otter lamp 42', confirm: 'river otter lamp 42' }, [], accepts)).toEqual({});
});

it('refuses what the strength rule refuses, once its estimator has loaded', () => {
  expect(validateNewPassword({ password: 'password1234', confirm: 'password1234' }, [], refuses)).toEqual({ password: PASSWORD_MESSAGES.tooWeak });
  // Before it loads only the length is checked here (the server checks everything).
  expect(validateNewPassword({ password: 'password1234', confirm: 'password1234' }, [], null)).toEqual({});
});

it('scores with the shared rule: a common password is refused, a long unusual one accepted', async () => {
  const { scorePassword } = await import('./passwordScore');
  expect(scorePassword('password1234').ok).toBe(false);
  expect(scorePassword('correct horse battery staple jam').ok).toBe(true);
  expect(scorePassword('anna.writer.2024', ['anna.writer']).score).toBeLessThan(3);
});

it('checks email addresses and two-step codes', () => {
  expect(emailError('')).toBe(MESSAGES.emailRequiredDescription);
  expect(emailError('nope')).toBe(MESSAGES.emailInvalid);
  expect(emailError(' writer@example.com ')).toBeUndefined();
  expect(codeError('')).toMatch(/Enter the code/);
  expect(codeError('12345')).toBe('The code has 6 digits');
  expect(codeError('123 456')).toBeUndefined();
  expect(codeError('abcd-efgh-1234')).toBeUndefined();
  expect(codeError('<script>')).toMatch(/recovery code/);
});
