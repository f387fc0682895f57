import { Router } from 'express';
import { activityRoutes } from '../modules/activity/activity.routes';
import { articleRoutes } from '../modules/articles/article.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { authorRoutes } from '../modules/authors/author.routes';
import { newsletterApiRoutes } from '../modules/newsletter/newsletter.routes';
import { peopleRoutes } from '../modules/people/people.routes';
import { subscriberRoutes } from '../modules/subscribers/subscriber.routes';
import { taxonomyRoutes } from '../modules/taxonomy/taxonomy.routes';
import { toolRoutes } from '../modules/tools/tool.routes';
import { uploadRoutes } from '../modules/uploads/upload.routes';
import { storyRoutes } from '../modules/stories/story.routes';
import { redirectRoutes } from '../modules/moving/redirect.routes';
import { importRoutes } from '../modules/moving/import.routes';
import type { Services } from '../services';
import { restLocalNames } from '../modules/i18n/local-names';

/** The REST facade of docs/decisions.md#rest: thin routes over the same services as GraphQL. */
export function apiRouter(services: Services): Router {
  const router = Router({ caseSensitive: false, strict: false });
  router.use(restLocalNames); // ?lang=id: Indonesian names of categories, tags, age groups and tools
  router.use(authRoutes(services));
  router.use(articleRoutes(services));
  router.use(authorRoutes(services));
  router.use(taxonomyRoutes(services));
  router.use(toolRoutes(services));
  router.use(subscriberRoutes(services));
  router.use(newsletterApiRoutes(services));
  router.use(uploadRoutes(services));
  router.use(peopleRoutes(services));
  router.use(activityRoutes(services));
  router.use(storyRoutes(services));
  router.use(redirectRoutes(services));
  router.use(importRoutes(services));
  return router;
}
