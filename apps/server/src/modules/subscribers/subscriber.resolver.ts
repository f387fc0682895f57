import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Subscriber } from './subscriber.entity';

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
  @Mutation(() => Boolean, { description: 'Removes a subscriber (admins); NOT_FOUND for an unknown id' })
  async deleteSubscriber(@Arg('id', () => Int) id: number, @Ctx() { services, user }: GraphQLContext): Promise<boolean> {
    await services.subscribers.remove(id, user);
    return true;
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const subscriberResolvers: Function[] = [SubscriberResolver];
