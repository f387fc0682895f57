import { validateEmail } from '@tumbuh/shared';

/** An email address by the shared rule (the server's, word for word). */
export const emailError = (email: string | undefined): string | undefined => validateEmail(email ?? '');

/** A two-step code: six digits from the app, or a recovery code (letters, digits, a dash). */
export function codeError(code: string | undefined): string | undefined {
  const c = (code ?? '').replace(/\s+/g, '');
  if (!c) return 'Enter the code from your authenticator app';
  if (/^\d+$/.test(c)) return c.length === 6 ? undefined : 'The code has 6 digits';
  return /^[a-z0-9-]{8,40}$/i.test(c) ? undefined : 'Enter the 6-digit code or a recovery code';
}
