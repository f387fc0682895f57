/** GraphQL input of the author mutations; the service validates it like a REST body. */
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'The author dialog: name, bio and photo (a PATCH may send some of them)' })
export class AuthorInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) bio?: string | null;
  @Field(() => String, { nullable: true, description: 'An uploaded image (/uploads/...) or an http(s) URL; null removes it' })
  imageUrl?: string | null;
}
