import { Field, Int, ObjectType } from 'type-graphql';
import { Article } from './article.entity';

@ObjectType({ description: 'Another language version of an article' })
export class ArticleTranslation {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  language: string;

  @Field(() => String)
  slug: string;
}

@ObjectType({ description: 'One page of the article listing' })
export class ArticlePage {
  @Field(() => [Article])
  items: Article[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;

  @Field(() => Int)
  totalPages: number;
}

@ObjectType({ description: 'A signed preview address of an article, valid for 7 days' })
export class ArticlePreviewLink {
  @Field(() => String, { description: 'Absolute address to share' })
  url: string;

  @Field(() => String, { description: 'The same address from the site root' })
  path: string;

  @Field(() => Date)
  expiresAt: Date;
}
