import type { RequestHandler } from 'express';
import type { RedirectService } from './redirect.service';

/** Paths that are never old addresses: the API, GraphQL, files and assets. */
const NOT_OLD = /^\/(api|graphql|uploads|assets|healthz)(\/|$)/i;

/**
 * Early in the express app, before the page renderer: a known old address answers 301 to its new
 * one (issue 32). An in-memory map lookup; nothing else is read on a request's path.
 */
export function redirectOldAddresses(redirects: RedirectService): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_OLD.test(req.path)) return next();
    redirects.lookup(req.originalUrl).then(
      (to) => {
        if (!to) return next();
        res.set('Cache-Control', 'public, max-age=3600');
        res.redirect(301, to);
      },
      () => next(),
    );
  };
}
