import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Subscriber } from './subscriber.entity';

@ObjectType({ description: 'One page of the subscribers grid and the total of the filtered rows' })
export class SubscriberPage {
  @Field(() => [Subscriber])
  items: Subscriber[];
  @Field(() => Int)
  total: number;
}

@Resolver(() => Subscriber)
export class SubscriberResolver {
  @Mutation(() => Subscriber, { description: 'Newsletter sign-up (public); the email is trimmed and lower-cased' })
  subscribe(
    @Arg('email', () => String) email: string,
    @Arg('language', () => String, { nullable: true, description: 'en (default) or id' }) language: string | null | undefined,
    @Ctx() { services, req }: GraphQLContext,
    @Arg('childBirthMonth', () => String, { nullable: true, description: "The child's birth month, YYYY-MM (optional): the digest puts that age's articles first" })
    childBirthMonth?: string | null,
  ): Promise<Subscriber> {
    return services.subscribers.subscribe({ email, language: language ?? undefined, childBirthMonth }, req.ip);
  }

  @Authorized('MANAGE_SUBSCRIBERS')
  @Query(() => [Subscriber], { description: 'Every subscriber (active, pending, unsubscribed), newest first (admins)' })
  subscribers(@Ctx() { services }: GraphQLContext): Promise<Subscriber[]> {
    return services.subscribers.list();
  }

  @Authorized('MANAGE_SUBSCRIBERS')
  @Query(() => SubscriberPage, { description: 'One page of subscribers for the admin grid: sort "field:asc|desc", search in the email, filters by language and state' })
  subscribersPage(
    @Ctx() { services }: GraphQLContext,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 25 }) pageSize: number,
    @Arg('sort', () => String, { nullable: true, description: 'subscribeDate (default, desc), email, language, status or childBirthMonth, then :asc or :desc' }) sort?: string,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('language', () => String, { nullable: true }) language?: string,
    @Arg('state', () => String, { nullable: true, description: 'active, pending or unsubscribed' }) state?: string,
  ): Promise<SubscriberPage> {
    return services.subscribers.page({ page, pageSize, sort, search, language, state });
  }

  @Authorized('MANAGE_SUBSCRIBERS')
  @Mutation(() => Boolean, { description: 'Removes a subscriber (admins); NOT_FOUND for an unknown id' })
  async deleteSubscriber(@Arg('id', () => Int) id: number, @Ctx() { services, user }: GraphQLContext): Promise<boolean> {
    await services.subscribers.remove(id, user);
    return true;
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const subscriberResolvers: Function[] = [SubscriberResolver];
