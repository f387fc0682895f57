import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError, DATA_EXCEPTION_MESSAGE, isDatabaseDown, isDataException } from '../errors';

/** Maps thrown errors to GraphQL errors with extensions.code; unknown errors get a generic message. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: original.code, ...(original.errors ? { errors: original.errors } : {}) },
    };
  }
  if (original instanceof ArgumentValidationError) {
    return { message: 'Argument validation error', path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (isDataException(original)) {
    return { message: DATA_EXCEPTION_MESSAGE, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (isDatabaseDown(original)) {
    return { message: 'The service is temporarily unavailable', path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
  }
  const code = formatted.extensions?.code;
  if (original instanceof GraphQLError || (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR')) {
    // Parse, validation and bad-input errors from graphql-js and Apollo: safe to show.
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code: code ?? 'BAD_USER_INPUT' } };
  }
  console.error('Unexpected GraphQL error:', original);
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
