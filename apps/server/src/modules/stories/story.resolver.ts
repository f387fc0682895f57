import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Story, StoryPage, StoryStateCounts, StorySubmission, StorySubmissionPage } from './story.types';

@Resolver()
export class StoryResolver {
  @Query(() => StoryPage, { description: 'Published community stories of a language (en or id), newest first, 12 a page; ageGroup: an age group slug' })
  stories(
    @Arg('language', () => String, { nullable: true }) language: string | null | undefined,
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('ageGroup', () => String, { nullable: true }) ageGroup: string | null | undefined,
    @Arg('limit', () => Int, { nullable: true, description: 'At most 12 (the home row asks fewer)' }) limit: number | null | undefined,
    @Ctx() { services }: GraphQLContext,
  ): Promise<StoryPage> {
    return services.storyQueries.publicPage({ language: language ?? undefined, page, ageGroup, limit });
  }

  @Query(() => Story, { nullable: true, description: 'A published story by slug; null for anything not public' })
  story(@Arg('slug', () => String) slug: string, @Ctx() { services }: GraphQLContext): Promise<Story | null> {
    return services.storyQueries.publicBySlug(slug);
  }

  @Authorized('MODERATE_STORIES')
  @Query(() => StorySubmissionPage, { description: 'Submissions in one state (WAITING by default), newest first (editors)' })
  storySubmissions(
    @Arg('state', () => String, { nullable: true }) state: string | null | undefined,
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize: number | null | undefined,
    @Ctx() { services }: GraphQLContext,
  ): Promise<StorySubmissionPage> {
    return services.storyQueries.adminPage({ state, page, pageSize });
  }

  @Authorized('MODERATE_STORIES')
  @Query(() => StoryStateCounts, { description: 'How many submissions each state holds (editors)' })
  storyStateCounts(@Ctx() { services }: GraphQLContext): Promise<StoryStateCounts> {
    return services.storyQueries.adminCounts();
  }

  @Authorized('MODERATE_STORIES')
  @Query(() => StorySubmission, { description: 'One submission (editors); NOT_FOUND for an unknown id' })
  storySubmission(@Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext): Promise<StorySubmission> {
    return services.storyQueries.adminById(id);
  }

  @Authorized('MODERATE_STORIES')
  @Mutation(() => StorySubmission, { description: "Edits a story's title, text or shown name (editors)" })
  async updateStory(
    @Arg('id', () => Int) id: number,
    @Arg('title', () => String, { nullable: true }) title: string | null | undefined,
    @Arg('body', () => String, { nullable: true }) body: string | null | undefined,
    @Arg('displayName', () => String, { nullable: true }) displayName: string | null | undefined,
    @Ctx() { services }: GraphQLContext,
  ): Promise<StorySubmission> {
    const input: Record<string, unknown> = {};
    if (title != null) input.title = title;
    if (body != null) input.body = body;
    if (displayName !== undefined) input.displayName = displayName;
    return services.storyQueries.adminById(await services.stories.update(id, input));
  }

  @Authorized('MODERATE_STORIES')
  @Mutation(() => StorySubmission, { description: 'Publishes a story now, or at publishAt; the submitter is mailed its link (editors)' })
  async approveStory(
    @Arg('id', () => Int) id: number,
    @Arg('publishAt', () => Date, { nullable: true }) publishAt: Date | null | undefined,
    @Ctx() { services }: GraphQLContext,
  ): Promise<StorySubmission> {
    return services.storyQueries.adminById(await services.stories.approve(id, publishAt ? { publishAt: publishAt.toISOString() } : {}));
  }

  @Authorized('MODERATE_STORIES')
  @Mutation(() => StorySubmission, { description: 'Rejects a story; a message is mailed to the submitter (editors)' })
  async rejectStory(
    @Arg('id', () => Int) id: number,
    @Arg('message', () => String, { nullable: true }) message: string | null | undefined,
    @Ctx() { services }: GraphQLContext,
  ): Promise<StorySubmission> {
    return services.storyQueries.adminById(await services.stories.reject(id, { message: message ?? undefined }));
  }

  @Authorized('MODERATE_STORIES')
  @Mutation(() => StorySubmission, { description: 'Marks a story as spam (editors)' })
  async markStorySpam(@Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext): Promise<StorySubmission> {
    return services.storyQueries.adminById(await services.stories.markSpam(id));
  }

  @Authorized('MODERATE_STORIES')
  @Mutation(() => Boolean, { description: 'Deletes a story and its photo (editors)' })
  async deleteStory(@Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext): Promise<boolean> {
    await services.stories.remove(id);
    return true;
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const storyResolvers: Function[] = [StoryResolver];
