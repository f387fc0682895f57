import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AppError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { SignInResult } from '../people/people.types';
import { roleOf, type SessionUser } from './access';
import { endSession, startSession } from './session';
import { User } from './user.entity';

const withRetryAfter = async <T>(ctx: GraphQLContext, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.headers) ctx.res.set(err.headers); // Retry-After on 429
    throw err;
  }
};

@Resolver(() => User)
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null' })
  me(@Ctx() { user, services }: GraphQLContext) {
    return user ? services.auth.currentUser(user) : null;
  }

  @Mutation(() => User, {
    description: 'Signs in (a new session id); throttled like POST /api/login. A person with two-step sign-in gets FORBIDDEN (code TWO_STEP_REQUIRED in extensions.reason): use signIn',
  })
  async login(@Arg('username', () => String) username: string, @Arg('password', () => String) password: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    const outcome = await withRetryAfter(ctx, () => ctx.services.auth.login({ username, password }, ctx.req.ip));
    if (!outcome.user) throw new AppError('FORBIDDEN', 'Two-step sign-in is on for this account: sign in with signIn and signInTwoStep');
    await startSession(ctx.req, outcome.user);
    ctx.user = outcome.user;
    return outcome.user as unknown as User;
  }

  @Mutation(() => SignInResult, { description: 'Signs in, or (two-step on) answers a challenge and no session: then signInTwoStep' })
  async signIn(@Arg('username', () => String) username: string, @Arg('password', () => String) password: string, @Ctx() ctx: GraphQLContext): Promise<SignInResult> {
    const outcome = await withRetryAfter(ctx, () => ctx.services.auth.login({ username, password }, ctx.req.ip));
    if (!outcome.user) return { user: null, twoStepRequired: true, challenge: outcome.challenge, twoStepSetupRequired: false };
    await startSession(ctx.req, outcome.user);
    ctx.user = outcome.user;
    return { user: outcome.user as unknown as User, twoStepRequired: false, challenge: null, twoStepSetupRequired: !!outcome.user.twoStepSetupRequired };
  }

  @Mutation(() => User, { description: 'The second step: the challenge of signIn and a code of the authenticator app or an unused recovery code' })
  async signInTwoStep(@Arg('challenge', () => String) challenge: string, @Arg('code', () => String) code: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    const user = await withRetryAfter(ctx, () => ctx.services.auth.loginTwoStep({ challenge, code }));
    await startSession(ctx.req, user);
    ctx.user = user;
    return user as unknown as User;
  }

  @Mutation(() => Boolean, { description: 'Ends the session (true also when nobody was signed in)' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await endSession(ctx.req, ctx.res);
    ctx.user = null;
    return true;
  }

  @FieldResolver(() => String, { description: 'ADMIN, EDITOR or WRITER' })
  role(@Root() user: User | SessionUser): string {
    return roleOf(user) ?? 'WRITER';
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const authResolvers: Function[] = [AuthResolver];
