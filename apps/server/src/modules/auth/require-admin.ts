import type { RequestHandler } from 'express';
import { assertAccess } from './access';

/** Express guard for admin calls: 401 anonymous, 403 signed in without isAdmin (access.ts decides). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  assertAccess(req.session?.user, ['ADMIN']);
  next();
};

export const requireSignedIn: RequestHandler = (req, _res, next) => {
  assertAccess(req.session?.user);
  next();
};
