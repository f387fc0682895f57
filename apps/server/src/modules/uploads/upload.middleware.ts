import { LIMITS } from '@tumbuh/shared';
import type { RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';

/**
 * GraphQL multipart requests (graphql-multipart-request-spec) for the uploadImage mutation; mount
 * before Apollo on /graphql. A multipart request without Apollo's CSRF preflight header is left to
 * Apollo, which refuses it, so its file is never read.
 */
export function graphqlUploads(): RequestHandler {
  // + 1: busboy (inside graphql-upload) refuses a file that reaches maxFileSize; exactly 5 MB is allowed.
  const upload = graphqlUploadExpress({ maxFileSize: LIMITS.maxImageBytes + 1, maxFiles: 1, maxFieldSize: 100_000 });
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    if (!req.get('apollo-require-preflight') && !req.get('x-apollo-operation-name')) return next();
    return upload(req, res, next);
  };
}
