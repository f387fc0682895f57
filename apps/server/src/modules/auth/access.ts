/**
 * The one module of named access checks (ARCHITECTURE.md, Where each rule lives). The type-graphql authChecker and the
 * express requireAdmin middleware both call these. Deny unless granted.
 */
import { forbidden, unauthenticated } from '../../errors';

export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

export type Role = 'ADMIN';

export const isSignedIn = (user: SessionUser | null | undefined): user is SessionUser => !!user && Number.isInteger(user.id);
export const isAdmin = (user: SessionUser | null | undefined): boolean => isSignedIn(user) && user.isAdmin === true;

/** Throws 401 when nobody is signed in, 403 when the user lacks a role. */
export function assertAccess(user: SessionUser | null | undefined, roles: readonly Role[] = []): asserts user is SessionUser {
  if (!isSignedIn(user)) throw unauthenticated();
  if (roles.includes('ADMIN') && !isAdmin(user)) throw forbidden();
}
