import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { ArticlesAdminPage, ArticlesAdminPageInput, articlesAdminPage } from './article.admin-page';

@Resolver()
export class ArticlesAdminPageResolver {
  @Authorized('WRITE_ARTICLES')
  @Query(() => ArticlesAdminPage, { description: 'A page of every article, drafts and scheduled ones too, for the admin grid (issue 32); a writer pages through their own' })
  articlesAdminPage(@Ctx() { services, user }: GraphQLContext, @Arg('input', () => ArticlesAdminPageInput, { nullable: true }) input?: ArticlesAdminPageInput): Promise<ArticlesAdminPage> {
    return articlesAdminPage(services.db, input ?? {}, user);
  }
}
