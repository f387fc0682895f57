/** GraphQL types of people, invitations, My account and sign-in (issue 29). */
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { User } from '../auth/user.entity';

@ObjectType({ description: 'A small view of a person, for "who did this" fields (revisions, articles)' })
export class PersonRef {
  @Field(() => Int) id: number;
  @Field(() => String) username: string;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { description: 'name, or username when there is none' }) displayName: string;
}

@ObjectType({ description: 'A person on the team (People tab, MANAGE_PEOPLE)' })
export class Person {
  @Field(() => Int) id: number;
  @Field(() => String) username: string;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true, description: 'null for accounts made before emails were asked' }) email: string | null;
  @Field(() => String, { description: 'ADMIN, EDITOR or WRITER' }) role: string;
  @Field(() => Boolean) isAdmin: boolean;
  @Field(() => Boolean) active: boolean;
  @Field(() => Date, { nullable: true }) lastSignInAt: Date | null;
  @Field(() => Boolean) twoStepEnabled: boolean;
  @Field(() => Date) createdAt: Date;
}

@ObjectType({ description: 'A pending invitation (not used, withdrawn or expired)' })
export class Invitation {
  @Field(() => Int) id: number;
  @Field(() => String) email: string;
  @Field(() => String) role: string;
  @Field(() => String, { nullable: true }) invitedByName: string | null;
  @Field(() => Date) expiresAt: Date;
  @Field(() => Date) createdAt: Date;
}

@ObjectType({ description: 'What the invitation page shows before the form' })
export class InvitationInfo {
  @Field(() => String) email: string;
  @Field(() => String) role: string;
  @Field(() => Date) expiresAt: Date;
}

@ObjectType()
export class SecuritySettings {
  @Field(() => Boolean, { description: 'Admins and editors must use two-step sign-in' }) requireTwoStep: boolean;
}

@ObjectType({ description: 'The signed-in person, for My account' })
export class Account {
  @Field(() => Int) id: number;
  @Field(() => String) username: string;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String) role: string;
  @Field(() => Boolean) isAdmin: boolean;
  @Field(() => Boolean) twoStepEnabled: boolean;
  @Field(() => Int) recoveryCodesLeft: number;
  @Field(() => Boolean, { description: 'Two-step sign-in is required for this role and not set up yet: only My account works until it is' })
  twoStepSetupRequired: boolean;
  @Field(() => Date, { nullable: true }) passwordChangedAt: Date | null;
}

@InputType()
export class AccountInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'Required to change the email' }) currentPassword?: string | null;
}

@ObjectType({ description: 'A new authenticator secret: scan the QR code or type the secret, then confirm with a code' })
export class TwoStepSetup {
  @Field(() => String) secret: string;
  @Field(() => String) otpauthUrl: string;
  @Field(() => String, { description: 'data:image/png;base64,... of the otpauth URL' }) qrCodeDataUrl: string;
}

@ObjectType({ description: 'A signed-in session of the person' })
export class AccountSession {
  @Field(() => String, { description: 'A public id (not the session id)' }) id: string;
  @Field(() => Boolean) current: boolean;
  @Field(() => Date, { nullable: true }) signedInAt: Date | null;
  @Field(() => Date) expiresAt: Date;
  @Field(() => String, { nullable: true }) userAgent: string | null;
}

@ObjectType({ description: 'The answer of signIn: the user (signed in), or a two-step challenge (no session yet)' })
export class SignInResult {
  @Field(() => User, { nullable: true }) user: User | null;
  @Field(() => Boolean) twoStepRequired: boolean;
  @Field(() => String, { nullable: true, description: 'Give it to signInTwoStep with the code; valid 5 minutes' }) challenge: string | null;
  @Field(() => Boolean, { description: 'Signed in, but only My account works until two-step sign-in is set up' }) twoStepSetupRequired: boolean;
}
