import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Author } from './author.entity';
import { AuthorInput } from './author.inputs';

@Resolver(() => Author)
export class AuthorResolver {
  @Query(() => [Author])
  authors(@Ctx() { services }: GraphQLContext): Promise<Author[]> {
    return services.authors.list();
  }

  @Authorized('ADMIN')
  @Mutation(() => Author)
  createAuthor(@Ctx() { services }: GraphQLContext, @Arg('input', () => AuthorInput) input: AuthorInput): Promise<Author> {
    return services.authors.create(input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Author, { description: 'Updates the fields given' })
  updateAuthor(
    @Ctx() { services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AuthorInput) input: AuthorInput,
  ): Promise<Author> {
    return services.authors.update(id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while articles use the author' })
  async deleteAuthor(@Ctx() { services }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    await services.authors.remove(id);
    return true;
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const authorResolvers: Function[] = [AuthorResolver];
