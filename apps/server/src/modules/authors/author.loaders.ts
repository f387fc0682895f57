import { byIdLoader } from '../../graphql/dataloader';
import type { Services } from '../../services';

/** Per-request DataLoaders of this feature (created in the GraphQL context). */
export function authorLoaders({ authors }: Services) {
  return {
    authorById: byIdLoader((ids) => authors.byIds(ids)),
  };
}
