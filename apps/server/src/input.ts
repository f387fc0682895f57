/**
 * Reading untrusted input (REST JSON bodies and GraphQL input objects alike) into typed values.
 * Services call these before the shared validation rules; a wrong type is a 400 naming the field.
 */
import { isLanguageCode, LANGUAGE_CODES, LIMITS, type LanguageCode } from '@tumbuh/shared';
import { badInput, conflict } from './errors';

export type Input = Record<string, unknown>;

/** The body must be a plain JSON object (not an array, not null). */
export function asObject(body: unknown): Input {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badInput('The request body must be a JSON object');
  return body as Input;
}

const fieldError = (field: string, message: string) => badInput(message, { [field]: message });

export function optionalString(input: Input, field: string): string | undefined {
  const v = input[field];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw fieldError(field, `${field} must be a string`);
  if (v.includes('\u0000')) throw fieldError(field, `${field} must not contain NUL characters`);
  return v;
}

export function optionalNullableString(input: Input, field: string): string | null | undefined {
  if (input[field] === null) return null;
  return optionalString(input, field);
}

/** Integers arrive as numbers, or as digit strings from forms. */
export function optionalInt(input: Input, field: string, { min = -2147483648, max = 2147483647 } = {}): number | undefined {
  const v = input[field];
  if (v === undefined) return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw fieldError(field, `${field} must be a whole number from ${min} to ${max}`);
  return n;
}

export function optionalNullableInt(input: Input, field: string, range?: { min?: number; max?: number }): number | null | undefined {
  if (input[field] === null) return null;
  return optionalInt(input, field, range);
}

export function optionalBool(input: Input, field: string): boolean | undefined {
  const v = input[field];
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') throw fieldError(field, `${field} must be true or false`);
  return v;
}

/** A list of positive ids, without duplicates (at most `max`). */
export function optionalIdList(input: Input, field: string, max = 100): number[] | undefined {
  const v = input[field];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || v.length > max) throw fieldError(field, `${field} must be a list of at most ${max} ids`);
  const ids = (v as unknown[]).map((x) => (typeof x === 'string' && /^\d{1,10}$/.test(x) ? Number(x) : x));
  if (!ids.every((x) => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 2147483647)) throw fieldError(field, `${field} must be a list of ids`);
  return [...new Set(ids as number[])];
}

export function optionalDate(input: Input, field: string): Date | undefined {
  const v = input[field];
  if (v === undefined || v === null) return undefined;
  const d = typeof v === 'string' || typeof v === 'number' ? new Date(v) : v instanceof Date ? v : new Date(NaN);
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1970 || d.getUTCFullYear() > 9999) throw fieldError(field, `${field} must be a date`);
  return d;
}

/** A positive integer id from a path parameter; anything else is a 400. */
export function parseId(raw: unknown, what = 'id'): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 2147483647) throw badInput(`${what} must be a positive whole number`);
  return n;
}

const UNIQUE_FIELD = /Key \((?:lower\()?"?(\w+)"?\)?\)=/;

/**
 * Turns a PostgreSQL unique violation (23505) into a 409 naming the field; other errors pass.
 * `labels` maps column names to the words used in the message (e.g. slug → "slug").
 */
export function rethrowUnique(err: unknown, entity: string): never {
  const e = err as { code?: string; detail?: string; driverError?: { code?: string; detail?: string } };
  const code = e.code ?? e.driverError?.code;
  if (code === '23505') {
    const field = UNIQUE_FIELD.exec(e.detail ?? e.driverError?.detail ?? '')?.[1] ?? 'value';
    const message = `A ${entity} with this ${field} already exists`;
    throw conflict(message, { [field]: message });
  }
  throw err;
}

/** Validates a `limit` parameter: an integer 1..100 (anything else is a 400). */
export function parseLimit(raw: unknown, fallback?: number): number | undefined {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,4}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > LIMITS.maxListLimit) throw badInput(`limit must be a whole number from 1 to ${LIMITS.maxListLimit}`, { limit: `limit must be a whole number from 1 to ${LIMITS.maxListLimit}` });
  return n;
}

export function parseOffset(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,7}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw badInput('offset must be a whole number from 0 to 1000000', { offset: 'offset must be a whole number from 0 to 1000000' });
  return n;
}

/** A `language` filter: absent or blank = every language; anything but a known code is a 400. */
export function parseLanguage(raw: unknown, name = 'language'): LanguageCode | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (isLanguageCode(raw)) return raw;
  const message = `${name} must be ${LANGUAGE_CODES.join(' or ')}`;
  throw badInput(message, { [name]: message });
}

/** Strings are stored trimmed; null (clear the field) and undefined (not sent) pass as they are. */
export const trimmed = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : v);

/** An optional text an editor may clear: trimmed, blank is none (null), not sent is undefined. */
export function optionalText(input: Record<string, unknown>, key: string): string | null | undefined {
  const value = trimmed(optionalNullableString(input, key));
  return value === '' ? null : value;
}

/** Only the fields that were sent (a PATCH may send some): undefined ones are dropped. */
export function sentOnly<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as T;
}
