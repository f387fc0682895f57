import DataLoader from 'dataloader';
import { preparedQuery } from '../../db/prepared';
import type { Services } from '../../services';

export interface StoredImageRow {
  url: string;
  width: number | null;
  height: number | null;
  variants: { url: string; width: number; height: number; kind: 'w' | 'og' }[];
}

/** Per-request DataLoaders of this feature (created in the GraphQL context). */
export function uploadLoaders({ db }: Services) {
  return {
    /** The stored image (size, variants) behind an image URL, or null for a URL we did not store. */
    imageByUrl: new DataLoader<string, StoredImageRow | null>(async (urls) => {
      const rows = await preparedQuery<StoredImageRow>(db, `SELECT url, width, height, variants FROM uploaded_images WHERE url = ANY($1::text[])`, [[...urls]]);
      const byUrl = new Map(rows.map((r) => [r.url, r]));
      return urls.map((u) => byUrl.get(u) ?? null);
    }),
  };
}
