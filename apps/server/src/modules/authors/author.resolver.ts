import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { preloadedAuthorImage } from '../articles/article.read-model';
import { ArticleImage, articleImage } from '../articles/article.types';
import { Author } from './author.entity';
import { AuthorInput } from './author.inputs';

@Resolver(() => Author)
export class AuthorResolver {
  @FieldResolver(() => ArticleImage, { nullable: true, description: 'The photo with its size and srcset (issue 17); null without one' })
  image(@Root() author: Author, @Ctx() { loaders }: GraphQLContext): ArticleImage | null | Promise<ArticleImage | null> {
    const url = author.imageUrl;
    if (!url) return null;
    // Read with the article: answered at once, as the article's own image.
    const known = preloadedAuthorImage(author);
    return known !== undefined ? articleImage(url, known) : loaders.imageByUrl.load(url).then((stored) => articleImage(url, stored));
  }

  @Query(() => [Author])
  authors(@Ctx() { services }: GraphQLContext): Promise<Author[]> {
    return services.authors.list();
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Author)
  createAuthor(@Ctx() { services, user }: GraphQLContext, @Arg('input', () => AuthorInput) input: AuthorInput): Promise<Author> {
    return services.authors.create(input, user);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Author, { description: 'Updates the fields given' })
  updateAuthor(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AuthorInput) input: AuthorInput,
  ): Promise<Author> {
    return services.authors.update(id, input, user);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while articles use the author' })
  async deleteAuthor(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    await services.authors.remove(id, user);
    return true;
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const authorResolvers: Function[] = [AuthorResolver];
