import type { AuthChecker } from 'type-graphql';
import { assertAccess, type Role } from '../modules/auth/access';
import type { GraphQLContext } from './context';

/** @Authorized() → signed in; @Authorized('<Permission>') → that named check of access.ts. Throws 401/403-coded errors. */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  assertAccess(context.user, roles);
  return true;
};
