/** GraphQL of people (MANAGE_PEOPLE), invitations, My account (signed in) and password resets (issue 29). */
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { assertAccess } from '../auth/access';
import { startSession } from '../auth/session';
import { User } from '../auth/user.entity';
import { Account, AccountInput, AccountSession, Invitation, InvitationInfo, Person, SecuritySettings, TwoStepSetup } from './people.types';

const me = (ctx: GraphQLContext) => {
  assertAccess(ctx.user);
  return ctx.user;
};

@Resolver()
export class PeopleResolver {
  @Authorized('MANAGE_PEOPLE')
  @Query(() => [Person], { description: 'Everyone on the team, active first (admins)' })
  people(@Ctx() { services }: GraphQLContext) {
    return services.people.list();
  }

  @Authorized('MANAGE_PEOPLE')
  @Query(() => [Invitation], { description: 'Pending invitations (admins)' })
  invitations(@Ctx() { services }: GraphQLContext) {
    return services.people.invitations();
  }

  @Authorized('MANAGE_PEOPLE')
  @Mutation(() => Invitation, { description: 'Emails a single-use link valid 7 days; role is ADMIN, EDITOR or WRITER' })
  invitePerson(@Ctx() { services, user }: GraphQLContext, @Arg('email', () => String) email: string, @Arg('role', () => String) role: string) {
    return services.people.invite({ email, role }, user!);
  }

  @Authorized('MANAGE_PEOPLE')
  @Mutation(() => Boolean, { description: 'Withdraws a pending invitation' })
  async revokeInvitation(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number) {
    await services.people.revokeInvitation(id, user!);
    return true;
  }

  @Authorized('MANAGE_PEOPLE')
  @Mutation(() => Person, { description: 'CONFLICT for the last active admin' })
  changePersonRole(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('role', () => String) role: string) {
    return services.people.changeRole(id, role, user!);
  }

  @Authorized('MANAGE_PEOPLE')
  @Mutation(() => Person, { description: 'Their sessions end at once; CONFLICT for the last active admin' })
  deactivatePerson(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number) {
    return services.people.deactivate(id, user!);
  }

  @Authorized('MANAGE_PEOPLE')
  @Mutation(() => Person)
  reactivatePerson(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number) {
    return services.people.reactivate(id, user!);
  }

  @Authorized('MANAGE_PEOPLE')
  @Query(() => SecuritySettings)
  securitySettings(@Ctx() { services }: GraphQLContext) {
    return services.people.securitySettings();
  }

  @Authorized('MANAGE_PEOPLE')
  @Mutation(() => SecuritySettings)
  updateSecuritySettings(@Ctx() { services, user }: GraphQLContext, @Arg('requireTwoStep', () => Boolean) requireTwoStep: boolean) {
    return services.people.updateSecuritySettings({ requireTwoStep }, user!);
  }

  // ---- invitations, from the invitee's side (public: the token is the key) ----

  @Query(() => InvitationInfo, { description: 'The address and role of a valid invitation; NOT_FOUND for a used, withdrawn, expired or forged one' })
  invitation(@Ctx() { services }: GraphQLContext, @Arg('token', () => String) token: string) {
    return services.people.invitationInfo(token);
  }

  @Mutation(() => User, { description: 'Creates the account of an invitation (username, password by the shared rule) and signs in' })
  async acceptInvitation(
    @Ctx() ctx: GraphQLContext,
    @Arg('token', () => String) token: string,
    @Arg('username', () => String) username: string,
    @Arg('password', () => String) password: string,
    @Arg('name', () => String, { nullable: true }) name?: string,
  ) {
    const user = await ctx.services.people.acceptInvitation({ token, username, password, name });
    await startSession(ctx.req, user);
    ctx.user = user;
    return user;
  }

  // ---- forgotten password (public) ----

  @Mutation(() => String, { description: 'Always the same message, whether or not an account matches (email or username)' })
  requestPasswordReset(@Ctx() { services }: GraphQLContext, @Arg('login', () => String) login: string) {
    return services.passwordResets.forgot({ login });
  }

  @Mutation(() => Boolean, { description: 'Sets the password of a valid reset link; every session of the person ends' })
  async resetPassword(@Ctx() { services }: GraphQLContext, @Arg('token', () => String) token: string, @Arg('password', () => String) password: string) {
    await services.passwordResets.reset({ token, password });
    return true;
  }
}

@Resolver()
export class AccountResolver {
  @Authorized()
  @Query(() => Account, { description: 'The signed-in person' })
  myAccount(@Ctx() ctx: GraphQLContext) {
    return ctx.services.account.get(me(ctx));
  }

  @Authorized()
  @Mutation(() => Account, { description: 'Name; email (currentPassword required to change it)' })
  updateMyAccount(@Ctx() ctx: GraphQLContext, @Arg('input', () => AccountInput) input: AccountInput) {
    return ctx.services.account.update(me(ctx), { ...input });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Every other session of the person ends' })
  async changePassword(@Ctx() ctx: GraphQLContext, @Arg('currentPassword', () => String) currentPassword: string, @Arg('newPassword', () => String) newPassword: string) {
    await ctx.services.account.changePassword(me(ctx), { currentPassword, newPassword }, ctx.req.sessionID);
    return true;
  }

  @Authorized()
  @Mutation(() => TwoStepSetup, { description: 'A new authenticator secret and its QR code; confirmTwoStep turns it on' })
  startTwoStepSetup(@Ctx() ctx: GraphQLContext) {
    return ctx.services.account.startTwoStep(me(ctx));
  }

  @Authorized()
  @Mutation(() => [String], { description: 'Turns two-step sign-in on with a code of the app; answers the ten recovery codes, once' })
  async confirmTwoStep(@Ctx() ctx: GraphQLContext, @Arg('code', () => String) code: string) {
    const codes = await ctx.services.account.confirmTwoStep(me(ctx), { code });
    await this.refresh(ctx);
    return codes;
  }

  @Authorized()
  @Mutation(() => [String], { description: 'Ten new recovery codes (the old ones stop working)' })
  regenerateRecoveryCodes(@Ctx() ctx: GraphQLContext, @Arg('password', () => String) password: string) {
    return ctx.services.account.regenerateRecoveryCodes(me(ctx), { password });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Turns two-step sign-in off (password required)' })
  async disableTwoStep(@Ctx() ctx: GraphQLContext, @Arg('password', () => String) password: string) {
    await ctx.services.account.disableTwoStep(me(ctx), { password });
    await this.refresh(ctx);
    return true;
  }

  @Authorized()
  @Query(() => [AccountSession], { description: "The person's signed-in sessions" })
  mySessions(@Ctx() ctx: GraphQLContext) {
    return ctx.services.account.sessions(me(ctx), ctx.req.sessionID);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Ends every other session of the person; answers how many' })
  signOutOtherSessions(@Ctx() ctx: GraphQLContext) {
    return ctx.services.account.signOutOthers(me(ctx), ctx.req.sessionID);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends one other session by its public id' })
  async signOutSession(@Ctx() ctx: GraphQLContext, @Arg('id', () => String) id: string) {
    await ctx.services.account.signOutSession(me(ctx), id, ctx.req.sessionID);
    return true;
  }

  /** The session's user again (two-step on/off lifts or sets the setup limit). */
  private async refresh(ctx: GraphQLContext): Promise<void> {
    const fresh = await ctx.services.auth.currentUser(me(ctx));
    if (fresh && ctx.req.session) {
      ctx.req.session.user = fresh;
      ctx.user = fresh;
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const peopleResolvers: Function[] = [PeopleResolver, AccountResolver];
