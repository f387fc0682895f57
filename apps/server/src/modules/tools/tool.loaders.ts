import type { Services } from '../../services';

/** Per-request DataLoaders of this feature (created in the GraphQL context). */
export function toolLoaders(_services: Services) {
  return {};
}
