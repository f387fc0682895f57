import { Arg, Authorized, Ctx, Field, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';

@ObjectType({ description: 'One entry of the activity log: who did what to which thing, and when' })
export class ActivityEntry {
  @Field(() => Int) id: number;
  @Field(() => Int, { nullable: true, description: 'The person; null for the system or a removed person' }) actorId: number | null;
  @Field(() => String, { description: 'Name (or username) of the person at the time' }) actorName: string;
  @Field(() => String, { description: 'create, update, delete, publish, schedule, unpublish, submit, restore, upload, import, send, invite, accept, revoke, role, deactivate, reactivate, settings' })
  action: string;
  @Field(() => String, { description: 'article, author, tool, category, tag, ageGroup, image, subscriber, newsletter, person, invitation, settings' })
  entityType: string;
  @Field(() => Int, { nullable: true }) entityId: number | null;
  @Field(() => String, { description: 'What the thing was called' }) title: string;
  @Field(() => Date) at: Date;
}

@ObjectType()
export class ActivityPage {
  @Field(() => [ActivityEntry]) items: ActivityEntry[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) pageSize: number;
  @Field(() => Int) totalPages: number;
}

@InputType()
export class ActivityFilter {
  @Field(() => Int, { nullable: true }) actorId?: number | null;
  @Field(() => String, { nullable: true }) entityType?: string | null;
  @Field(() => Date, { nullable: true, description: 'From this moment (inclusive)' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Up to this moment (inclusive)' }) to?: Date | null;
}

@Resolver()
export class ActivityResolver {
  @Authorized('VIEW_ACTIVITY')
  @Query(() => ActivityPage, { description: 'The activity log, newest first (admins and editors)' })
  activity(
    @Ctx() { services }: GraphQLContext,
    @Arg('filter', () => ActivityFilter, { nullable: true }) filter?: ActivityFilter,
    @Arg('page', () => Int, { defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { defaultValue: 50 }) pageSize?: number,
  ) {
    return services.activity.list({ ...(filter ?? {}) }, page, pageSize);
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const activityResolvers: Function[] = [ActivityResolver];
