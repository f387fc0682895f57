/** GraphQL input types of the article mutations; the service validates them like REST bodies. */
import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'An article as the article dialog saves it' })
export class ArticleInput {
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true }) slug?: string;
  @Field(() => String, { nullable: true }) content?: string;
  @Field(() => String, { nullable: true }) excerpt?: string;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
  @Field(() => Int, { nullable: true }) authorId?: number;
  @Field(() => Int, { nullable: true }) categoryId?: number;
  @Field(() => Int, { nullable: true }) readTime?: number;
  @Field(() => Boolean, { nullable: true }) isFeatured?: boolean;
  @Field(() => Boolean, { nullable: true }) isEditorsPick?: boolean;
  @Field(() => [Int], { nullable: true }) tagIds?: number[];
  @Field(() => [Int], { nullable: true }) ageGroupIds?: number[];
  @Field(() => String, { nullable: true }) language?: string;
  @Field(() => Int, { nullable: true }) parentArticleId?: number | null;
  @Field(() => Date, { nullable: true }) publishDate?: Date;
  @Field(() => String, { nullable: true, description: 'draft, scheduled (needs a future publishDate) or published' }) status?: string;
  @Field(() => String, { nullable: true }) metaTitle?: string | null;
  @Field(() => String, { nullable: true }) metaDescription?: string | null;
}
