/** GraphQL input of the tool mutations; the service validates it like a REST body. */
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'The tool modal (a PATCH may send some of the fields)' })
export class ToolInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'The Indonesian name; empty or null for none' }) nameId?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'The tool website: an http(s) URL' }) url?: string | null;
  @Field(() => String, { nullable: true, description: 'An uploaded image (/uploads/...) or an http(s) URL; null removes it' })
  logoUrl?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Shown on the landing page (default true)' }) isActive?: boolean | null;
}
