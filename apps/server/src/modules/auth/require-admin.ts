import type { RequestHandler } from 'express';
import { assertAccess, type Permission } from './access';

/** Express guard: 401 anonymous, 403 signed in without the permission (access.ts decides). */
export const requirePermission =
  (...permissions: Permission[]): RequestHandler =>
  (req, _res, next) => {
    assertAccess(req.session?.user, permissions);
    next();
  };

/** Admin-only calls. */
export const requireAdmin: RequestHandler = requirePermission('ADMIN');

export const requireSignedIn: RequestHandler = (req, _res, next) => {
  assertAccess(req.session?.user);
  next();
};
