import { CombinedGraphQLErrors } from '@apollo/client';

// How the admin and the forms read a failed GraphQL call: generic, so no feature owns it.

/** The server's own message for a failed call (the first GraphQL error), or the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) return error.errors[0].message || fallback;
  return fallback;
}

/** The `extensions.code` of the first GraphQL error (NOT_FOUND, CONFLICT, BAD_USER_INPUT, ...). */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Field messages the server sent with a validation or conflict error (`extensions.errors`). */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const errors = error.errors[0]?.extensions?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors as Record<string, unknown>)) if (typeof message === 'string') out[field] = message;
  return Object.keys(out).length ? out : undefined;
}
