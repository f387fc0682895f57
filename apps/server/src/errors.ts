/**
 * Typed errors thrown by services (ARCHITECTURE.md, Where each rule lives). One mapper turns them into GraphQL
 * extensions.code (graphql/errors.ts) and one into an HTTP status with {message} (http/errors.ts).
 */
import type { FieldErrors } from '@tumbuh/shared';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badInput = (message: string, errors?: FieldErrors) => new AppError('BAD_USER_INPUT', message, errors);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, errors?: FieldErrors) => new AppError('CONFLICT', message, errors);
export const unauthenticated = (message = 'Not signed in') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Admin rights are required') => new AppError('FORBIDDEN', message);

/** Throws 400 with every field message when the shared rules found any. */
export function assertValid(errors: FieldErrors): void {
  const fields = Object.keys(errors);
  if (fields.length > 0) throw badInput(errors[fields[0]], errors);
}

/** PostgreSQL errors that mean the database is unreachable (answered 503, not 500). */
export function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (e.code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004'].includes(e.code))
    return true;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(e.message ?? '');
}

/**
 * PostgreSQL data exceptions (SQLSTATE class 22: invalid byte sequence such as NUL, numeric out of
 * range, invalid text representation) are caused by the input: answered 400, never 500.
 */
export function isDataException(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } } | undefined;
  const code = e?.code ?? e?.driverError?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export const DATA_EXCEPTION_MESSAGE = 'The request contains characters or values that cannot be stored or searched';
