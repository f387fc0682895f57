import DataLoader from 'dataloader';
import type { Services } from '../../services';
import type { PersonRef } from '../people/people.types';

/** Per-request DataLoaders of this feature (created in the GraphQL context): "who did this" fields. */
export function authLoaders({ db }: Services) {
  return {
    personById: new DataLoader<number, PersonRef | null>(async (ids) => {
      const rows = await db.query<PersonRef[]>(`SELECT id, username, name, coalesce(name, username) AS "displayName" FROM users WHERE id = ANY($1)`, [ids]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
