/**
 * The activity log (issue 29): who did what to which thing, and when. Services call recordActivity
 * inside the write's own transaction (or right after it), never the resolvers or routes, so REST and
 * GraphQL writes are logged alike.
 */
import type { DataSource, EntityManager } from 'typeorm';

/** Whoever made the change: the session user, or nobody (a script, the newsletter worker). */
export interface Actor {
  id: number;
  username: string;
  name?: string | null;
}

export type ActivityAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'publish'
  | 'schedule'
  | 'unpublish'
  | 'submit'
  | 'restore'
  | 'upload'
  | 'import'
  | 'send'
  | 'invite'
  | 'accept'
  | 'revoke'
  | 'role'
  | 'deactivate'
  | 'reactivate'
  | 'settings';

export type ActivityEntity =
  | 'article'
  | 'author'
  | 'tool'
  | 'category'
  | 'tag'
  | 'ageGroup'
  | 'image'
  | 'subscriber'
  | 'newsletter'
  | 'person'
  | 'invitation'
  | 'settings';

export const ACTIVITY_ENTITIES: readonly ActivityEntity[] = ['article', 'author', 'tool', 'category', 'tag', 'ageGroup', 'image', 'subscriber', 'newsletter', 'person', 'invitation', 'settings'];

/** Writes one entry. `title` is what the thing was called (cut to 300 characters). */
export async function recordActivity(
  db: DataSource | EntityManager,
  actor: Actor | null | undefined,
  action: ActivityAction,
  entityType: ActivityEntity,
  entityId: number | null,
  title: string | null | undefined,
): Promise<void> {
  await db.query(`INSERT INTO activity ("actorId", "actorName", action, "entityType", "entityId", title) VALUES ($1, $2, $3, $4, $5, $6)`, [
    actor?.id ?? null,
    (actor ? actor.name || actor.username : 'system').slice(0, 200),
    action,
    entityType,
    entityId,
    (title ?? '').slice(0, 300),
  ]);
}
