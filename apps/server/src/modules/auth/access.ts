/**
 * The one module of named access checks (ARCHITECTURE.md, Where each rule lives). The type-graphql
 * authChecker (`@Authorized('<Permission>')`) and the express guard (`requirePermission('<Permission>')`)
 * both call these. Deny unless granted.
 *
 * Roles: ADMIN (everything), EDITOR (all content, not people or subscribers), WRITER (own drafts
 * only). Ownership of a single article is decided in the article service with canEditArticle.
 */
import { forbidden, unauthenticated } from '../../errors';

export type UserRole = 'ADMIN' | 'EDITOR' | 'WRITER';

export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
  /** Absent on sessions made before roles existed: derived from isAdmin. */
  role?: UserRole;
  /** The person's display name (activity log), when they gave one. */
  name?: string | null;
  /**
   * Two-step sign-in is required for this admin or editor and not set up yet: the session may only
   * reach the account calls (set it up, sign out); every permission is refused (issue 29).
   */
  twoStepSetupRequired?: boolean;
}

export const USER_ROLES: readonly UserRole[] = ['ADMIN', 'EDITOR', 'WRITER'];
export const isUserRole = (v: unknown): v is UserRole => typeof v === 'string' && (USER_ROLES as readonly string[]).includes(v);

/** Message of the 403 a session limited to setting up two-step sign-in gets. */
export const TWO_STEP_SETUP_FIRST = 'Set up two-step sign-in in My account first: it is required for your role';

export const isSignedIn = (user: SessionUser | null | undefined): user is SessionUser => !!user && Number.isInteger(user.id);

/** The user's role; a session without one is an admin when isAdmin, else nothing is granted. */
export function roleOf(user: SessionUser | null | undefined): UserRole | null {
  if (!isSignedIn(user)) return null;
  if (user.role) return user.role;
  return user.isAdmin ? 'ADMIN' : null;
}

export const isAdmin = (user: SessionUser | null | undefined): boolean => roleOf(user) === 'ADMIN';

const STAFF: readonly UserRole[] = ['ADMIN', 'EDITOR'];
const EVERYONE: readonly UserRole[] = ['ADMIN', 'EDITOR', 'WRITER'];

/**
 * Every permission an admin call may ask for, with the roles that hold it. 'ADMIN' is kept as the
 * permission of admin-only calls.
 */
export const PERMISSIONS = {
  /** Admins only (the old @Authorized('ADMIN')). */
  ADMIN: ['ADMIN'],
  /** Reach the admin area at all: list own/any articles, upload images to own drafts. */
  USE_ADMIN: EVERYONE,
  /** Create and edit articles (writers: their own drafts only, checked by canEditArticle). */
  WRITE_ARTICLES: EVERYONE,
  /** Publish, schedule, unpublish, delete published, feature, edit anyone's article. */
  PUBLISH_ARTICLES: STAFF,
  /** Authors, tools, categories, tags, age groups, images in general. */
  MANAGE_CONTENT: STAFF,
  /** Subscribers: list, remove, export, import. */
  MANAGE_SUBSCRIBERS: ['ADMIN'],
  /** The newsletter: send, test, settings, results. */
  MANAGE_NEWSLETTER: ['ADMIN'],
  /** People: invite, change role, deactivate; site security settings. */
  MANAGE_PEOPLE: ['ADMIN'],
  /** The activity log. */
  VIEW_ACTIVITY: STAFF,
  /** Community stories: moderate, edit, approve, reject, delete. */
  MODERATE_STORIES: STAFF,
  /** Reading counts, newsletter results and the overview. */
  VIEW_INSIGHT: STAFF,
  /** Import from other platforms, redirects, full export and restore. */
  MOVE_SITE: ['ADMIN'],
} as const satisfies Record<string, readonly UserRole[]>;

export type Permission = keyof typeof PERMISSIONS;
/** Kept for type-graphql's @Authorized<Role>() typing. */
export type Role = Permission;

export function can(user: SessionUser | null | undefined, permission: Permission): boolean {
  if (user?.twoStepSetupRequired) return false;
  const role = roleOf(user);
  return role !== null && (PERMISSIONS[permission] as readonly UserRole[]).includes(role);
}

export const canManageContent = (user: SessionUser | null | undefined) => can(user, 'MANAGE_CONTENT');
export const canPublish = (user: SessionUser | null | undefined) => can(user, 'PUBLISH_ARTICLES');
export const canManagePeople = (user: SessionUser | null | undefined) => can(user, 'MANAGE_PEOPLE');
export const canManageSubscribers = (user: SessionUser | null | undefined) => can(user, 'MANAGE_SUBSCRIBERS');

/** An article a writer may edit: their own, and only while nobody can read it. */
export function canEditArticle(user: SessionUser | null | undefined, article: { createdById?: number | null; isPublic?: boolean }): boolean {
  if (canPublish(user)) return true;
  if (!can(user, 'WRITE_ARTICLES')) return false;
  return article.createdById === user!.id && !article.isPublic;
}

/** The 403's words: which right is missing. */
function permissionMessage(permission: Permission): string {
  if (permission === 'ADMIN' || permission === 'MANAGE_PEOPLE' || permission === 'MANAGE_SUBSCRIBERS' || permission === 'MANAGE_NEWSLETTER' || permission === 'MOVE_SITE') {
    return 'Admin rights are required';
  }
  if (permission === 'USE_ADMIN' || permission === 'WRITE_ARTICLES') return 'A writer, editor or admin account is required';
  return 'Editor or admin rights are required';
}

/** Throws 401 when nobody is signed in, 403 when the user lacks any of the permissions. */
export function assertAccess(user: SessionUser | null | undefined, permissions: readonly Permission[] = []): asserts user is SessionUser {
  if (!isSignedIn(user)) throw unauthenticated();
  for (const permission of permissions) {
    if (!can(user, permission)) throw forbidden(user.twoStepSetupRequired ? TWO_STEP_SETUP_FIRST : permissionMessage(permission));
  }
}
