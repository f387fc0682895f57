/** GraphQL inputs of the category, tag and age-group mutations; the service validates them like REST bodies. */
import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'The tag and category dialogs: a name and a slug (an update may send one of them)' })
export class TaxonomyInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'The Indonesian name; empty or null for none' }) nameId?: string | null;
  @Field(() => String, { nullable: true, description: 'Lowercase letters, digits and hyphens' }) slug?: string | null;
}

@InputType({ description: 'An age group (an update may send some of the fields)' })
export class AgeGroupInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'The Indonesian name; empty or null for none' }) nameId?: string | null;
  @Field(() => String, { nullable: true, description: 'Lowercase letters, digits and hyphens' }) slug?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Int, { nullable: true, description: 'Position in lists, smallest first (0 to 1000000)' }) order?: number | null;
}
