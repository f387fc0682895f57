import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Redirect } from './redirect.entity';

@InputType({ description: 'A redirect of an old address (an update may send one of the fields)' })
export class RedirectInput {
  @Field(() => String, { nullable: true, description: 'The old address: a path or a full URL of the old site' }) fromPath?: string | null;
  @Field(() => String, { nullable: true, description: 'A path of this site' }) toPath?: string | null;
}

@Resolver(() => Redirect)
export class RedirectResolver {
  @Authorized('MOVE_SITE')
  @Query(() => [Redirect], { description: 'Every redirect of an old address (issue 32)' })
  redirects(@Ctx() { services }: GraphQLContext): Promise<Redirect[]> {
    return services.redirects.list();
  }

  @Authorized('MOVE_SITE')
  @Mutation(() => Redirect)
  createRedirect(@Ctx() { services }: GraphQLContext, @Arg('input', () => RedirectInput) input: RedirectInput): Promise<Redirect> {
    return services.redirects.create(input);
  }

  @Authorized('MOVE_SITE')
  @Mutation(() => Redirect)
  updateRedirect(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => RedirectInput) input: RedirectInput): Promise<Redirect> {
    return services.redirects.update(id, input);
  }

  @Authorized('MOVE_SITE')
  @Mutation(() => Boolean)
  async deleteRedirect(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    await services.redirects.remove(id);
    return true;
  }
}
