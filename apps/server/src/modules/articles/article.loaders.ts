import { groupLoader } from '../../graphql/dataloader';
import type { Services } from '../../services';

/** Per-request DataLoaders of this feature (created in the GraphQL context). */
export function articleLoaders({ articles }: Services) {
  return {
    translationsOfArticle: groupLoader((ids) => articles.translationsOf(ids)),
    relatedOfArticle: groupLoader((ids) => articles.relatedOf(ids)),
  };
}
