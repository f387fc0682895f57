import type { NonEmptyArray } from 'type-graphql';
import { activityResolvers } from '../modules/activity/activity.resolver';
import { articleResolvers } from '../modules/articles/article.resolver';
import { authResolvers } from '../modules/auth/auth.resolver';
import { authorResolvers } from '../modules/authors/author.resolver';
import { insightResolvers } from '../modules/insight/insight.resolver';
import { newsletterResolvers } from '../modules/newsletter/newsletter.resolver';
import { peopleResolvers } from '../modules/people/people.resolver';
import { subscriberResolvers } from '../modules/subscribers/subscriber.resolver';
import { taxonomyResolvers } from '../modules/taxonomy/taxonomy.resolver';
import { preferenceResolvers } from '../modules/preferences/preference.resolver';
import { toolResolvers } from '../modules/tools/tool.resolver';
import { ArticlesAdminPageResolver } from '../modules/articles/article-admin-page.resolver';
import { movingResolvers } from '../modules/moving/moving.resolvers';
import { uploadResolvers } from '../modules/uploads/upload.resolver';
import { storyResolvers } from '../modules/stories/story.resolver';

export const resolvers = [
  ...taxonomyResolvers,
  ...articleResolvers,
  ...authResolvers,
  ...authorResolvers,
  ...subscriberResolvers,
  ...newsletterResolvers,
  ...toolResolvers,
  ...uploadResolvers,
  ...peopleResolvers,
  ...activityResolvers,
  ...storyResolvers,
  ...insightResolvers,
  ...movingResolvers,
  ...preferenceResolvers,
  ArticlesAdminPageResolver,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql types its resolvers option so
] as unknown as NonEmptyArray<Function>;
