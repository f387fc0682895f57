import { articleLoaders } from '../modules/articles/article.loaders';
import { authLoaders } from '../modules/auth/auth.loaders';
import { authorLoaders } from '../modules/authors/author.loaders';
import { subscriberLoaders } from '../modules/subscribers/subscriber.loaders';
import { taxonomyLoaders } from '../modules/taxonomy/taxonomy.loaders';
import { toolLoaders } from '../modules/tools/tool.loaders';
import { uploadLoaders } from '../modules/uploads/upload.loaders';
import type { Services } from '../services';

/** Per-request loaders, one factory per feature; every relation field resolves through these. */
export function createLoaders(services: Services) {
  return {
    ...articleLoaders(services),
    ...authLoaders(services),
    ...authorLoaders(services),
    ...subscriberLoaders(services),
    ...taxonomyLoaders(services),
    ...toolLoaders(services),
    ...uploadLoaders(services),
  };
}
export type Loaders = ReturnType<typeof createLoaders>;
