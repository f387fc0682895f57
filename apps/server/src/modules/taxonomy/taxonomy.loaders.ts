import { byIdLoader, groupLoader, valueLoader } from '../../graphql/dataloader';
import type { Services } from '../../services';

/** Per-request DataLoaders of this feature (created in the GraphQL context). */
export function taxonomyLoaders({ taxonomy }: Services) {
  return {
    categoryById: byIdLoader((ids) => taxonomy.categoriesByIds(ids)),
    tagsOfArticle: groupLoader((ids) => taxonomy.tagsOfArticles(ids)),
    ageGroupsOfArticle: groupLoader((ids) => taxonomy.ageGroupsOfArticles(ids)),
    categoryCount: valueLoader((ids) => taxonomy.counts('category', ids), 0),
    tagCount: valueLoader((ids) => taxonomy.counts('tag', ids), 0),
    ageGroupCount: valueLoader((ids) => taxonomy.counts('ageGroup', ids), 0),
  };
}
