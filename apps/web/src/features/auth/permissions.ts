/**
 * What each role may do, mirrored from the server's apps/server/src/modules/auth/access.ts (the same
 * permission names and the same grants). The server decides; the admin only hides what the server
 * would refuse (DESIGN.md rule 17), never the other way round.
 */
export type UserRole = 'ADMIN' | 'EDITOR' | 'WRITER';

const STAFF: readonly UserRole[] = ['ADMIN', 'EDITOR'];
const EVERYONE: readonly UserRole[] = ['ADMIN', 'EDITOR', 'WRITER'];

export const PERMISSIONS = {
  ADMIN: ['ADMIN'],
  USE_ADMIN: EVERYONE,
  WRITE_ARTICLES: EVERYONE,
  PUBLISH_ARTICLES: STAFF,
  MANAGE_CONTENT: STAFF,
  MANAGE_SUBSCRIBERS: ['ADMIN'],
  MANAGE_NEWSLETTER: ['ADMIN'],
  MANAGE_PEOPLE: ['ADMIN'],
  VIEW_ACTIVITY: STAFF,
  MODERATE_STORIES: STAFF,
  VIEW_INSIGHT: STAFF,
  MOVE_SITE: ['ADMIN'],
} as const satisfies Record<string, readonly UserRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const ROLES: readonly UserRole[] = EVERYONE;

export const ROLE_LABEL: Record<UserRole, string> = { ADMIN: 'Admin', EDITOR: 'Editor', WRITER: 'Writer' };

/** A role read from the server: anything unknown grants nothing. */
export function asRole(value: unknown): UserRole | null {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value) ? (value as UserRole) : null;
}

/** Whether this role holds the permission; nobody (null) holds none. */
export function can(role: UserRole | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly UserRole[]).includes(role);
}

/** An article this person may edit: editors and admins any; a writer their own while nobody can read it. */
export function canEditArticle(
  user: { id: number; role: UserRole | null } | null | undefined,
  article: { createdById?: number | null; status: string },
): boolean {
  if (!user) return false;
  if (can(user.role, 'PUBLISH_ARTICLES')) return true;
  if (!can(user.role, 'WRITE_ARTICLES')) return false;
  return article.createdById === user.id && (article.status === 'draft' || article.status === 'review');
}
