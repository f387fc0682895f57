import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AppError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { endSession, startSession } from './session';
import { User } from './user.entity';

@Resolver(() => User)
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null' })
  me(@Ctx() { user, services }: GraphQLContext) {
    return user ? services.auth.currentUser(user) : null;
  }

  @Mutation(() => User, { description: 'Signs in (a new session id); throttled like POST /api/login' })
  async login(
    @Arg('username', () => String) username: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    let user;
    try {
      user = await ctx.services.auth.login({ username, password }, ctx.req.ip);
    } catch (err) {
      if (err instanceof AppError && err.headers) ctx.res.set(err.headers); // Retry-After on 429
      throw err;
    }
    await startSession(ctx.req, user);
    ctx.user = user;
    return user as User;
  }

  @Mutation(() => Boolean, { description: 'Ends the session (true also when nobody was signed in)' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await endSession(ctx.req, ctx.res);
    ctx.user = null;
    return true;
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const authResolvers: Function[] = [AuthResolver];
