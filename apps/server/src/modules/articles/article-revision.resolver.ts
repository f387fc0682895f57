/** GraphQL for article revisions (issue 16): the same service calls as the REST routes. */
import { Arg, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { PersonRef } from '../people/people.types';
import type { GraphQLContext } from '../../graphql/context';
import { Article } from './article.entity';
import type { RevisionView } from './article.revisions';

@ObjectType({ description: 'An article as it was before a save' })
export class ArticleRevisionItem {
  @Field(() => Int) id: number;
  @Field(() => Int) articleId: number;
  @Field(() => String) title: string;
  @Field(() => String) excerpt: string;
  @Field(() => String) content: string;
  @Field(() => String) slug: string;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field(() => Int) categoryId: number;
  @Field(() => Int, { nullable: true }) authorId: number | null;
  @Field(() => Int) readTime: number;
  @Field(() => String) language: string;
  @Field(() => Date) publishDate: Date;
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true }) metaTitle: string | null;
  @Field(() => String, { nullable: true }) metaDescription: string | null;
  @Field(() => String, { nullable: true, description: 'Username of the editor who saved' }) savedBy: string | null;
  @Field(() => Int, { nullable: true, description: 'The person who saved (null for older revisions)' }) savedById: number | null;
  @Field(() => Date) createdAt: Date;
}

const flatten = (r: RevisionView): ArticleRevisionItem => ({
  ...r.metadata,
  id: r.id,
  articleId: r.articleId,
  title: r.title,
  excerpt: r.excerpt,
  content: r.content,
  publishDate: new Date(r.metadata.publishDate),
  savedBy: r.savedBy,
  savedById: r.savedById ?? null,
  createdAt: r.createdAt,
});

@Resolver(() => ArticleRevisionItem)
export class ArticleRevisionResolver {
  @Authorized('WRITE_ARTICLES')
  @Query(() => [ArticleRevisionItem], { description: "An article's revisions, newest first (writers: their own articles)" })
  async articleRevisions(@Ctx() { services, user }: GraphQLContext, @Arg('articleId', () => Int) articleId: number) {
    return (await services.articles.revisions(articleId, user)).map(flatten);
  }

  @FieldResolver(() => PersonRef, { nullable: true, description: 'The person who saved' })
  savedByPerson(@Root() revision: ArticleRevisionItem, @Ctx() { loaders }: GraphQLContext) {
    return revision.savedById ? loaders.personById.load(revision.savedById) : null;
  }

  @Authorized('WRITE_ARTICLES')
  @Mutation(() => Article, { description: 'Restores a revision; the replaced version becomes a revision too' })
  async restoreArticleRevision(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('articleId', () => Int) articleId: number,
    @Arg('revisionId', () => Int) revisionId: number,
  ) {
    return services.articles.restore(articleId, revisionId, user);
  }
}
