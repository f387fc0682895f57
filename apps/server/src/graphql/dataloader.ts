import DataLoader from 'dataloader';

/** A loader of rows by id from one batch query; missing ids resolve to null. */
export function byIdLoader<T extends { id: number }>(fetch: (ids: readonly number[]) => Promise<T[]>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = new Map((await fetch(ids)).map((r) => [r.id, r]));
    return ids.map((id) => rows.get(id) ?? null);
  });
}

/** A loader of lists per key from one batch query that answers a map (missing keys: []). */
export function groupLoader<T>(fetch: (ids: readonly number[]) => Promise<Map<number, T[]>>) {
  return new DataLoader<number, T[]>(async (ids) => {
    const groups = await fetch(ids);
    return ids.map((id) => groups.get(id) ?? []);
  });
}

/** A loader of one value per key from a batch map (missing keys: fallback). */
export function valueLoader<T>(fetch: (ids: readonly number[]) => Promise<Map<number, T>>, fallback: T) {
  return new DataLoader<number, T>(async (ids) => {
    const values = await fetch(ids);
    return ids.map((id) => values.get(id) ?? fallback);
  });
}
