import { LIMITS } from '@tumbuh/shared';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Author } from '../authors/author.entity';
import { AgeGroup } from '../taxonomy/age-group.entity';
import { Category } from '../taxonomy/category.entity';
import { Tag } from '../taxonomy/tag.entity';
import { Article } from './article.entity';
import { parseLimit, parseOffset } from '../../input';
import { preloaded } from './article.service';
import { ArticleInput } from './article.inputs';
import { ArticleRevisionResolver } from './article-revision.resolver';
import { ArticleImage, ArticlePage, ArticlePreviewLink, ArticleTranslation, ListingKind, ListingPage, articleImage } from './article.types';
import { statusView } from './article.visibility';
import { canPublish } from '../auth/access';
import { PersonRef } from '../people/people.types';
import { uploadedImageUrls } from '../uploads/content-images';

const LANGUAGE = { nullable: true, description: 'en or id; all languages when omitted' } as const;

@Resolver(() => Article)
export class ArticleResolver {
  @Query(() => [Article], { description: 'Published articles, newest first' })
  articles(
    @Ctx() { services }: GraphQLContext,
    @Arg('language', () => String, LANGUAGE) language?: string,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ) {
    return services.articles.list({ language }, { limit: parseLimit(limit), offset: parseOffset(offset) });
  }

  @Query(() => Int, { description: 'How many published articles there are (in a language)' })
  articleCount(@Ctx() { services }: GraphQLContext, @Arg('language', () => String, LANGUAGE) language?: string) {
    return services.articles.count({ language });
  }

  @Query(() => [Article])
  featuredArticles(
    @Ctx() { services }: GraphQLContext,
    @Arg('language', () => String, LANGUAGE) language?: string,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ) {
    return services.articles.list({ featured: true, language }, { limit: parseLimit(limit) });
  }

  @Query(() => [Article])
  editorsPicks(
    @Ctx() { services }: GraphQLContext,
    @Arg('language', () => String, LANGUAGE) language?: string,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ) {
    return services.articles.list({ editorsPick: true, language }, { limit: parseLimit(limit) });
  }

  @Query(() => [Article])
  recentArticles(
    @Ctx() { services }: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: LIMITS.recentInitialLimit }) limit: number,
    @Arg('language', () => String, LANGUAGE) language?: string,
  ) {
    return services.articles.list({ language }, { limit: parseLimit(limit) });
  }

  @Query(() => [Article], { nullable: true, description: 'Articles of a category; an unknown slug is NOT_FOUND (and null, so a server render can pass the answer on)' })
  articlesByCategory(
    @Ctx() { services }: GraphQLContext,
    @Arg('slug', () => String) slug: string,
    @Arg('language', () => String, LANGUAGE) language?: string,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ) {
    return services.articles.listIn('category', slug, { language }, { limit: parseLimit(limit) });
  }

  @Query(() => [Article], { nullable: true, description: 'Articles with a tag; an unknown slug is NOT_FOUND (and null)' })
  articlesByTag(
    @Ctx() { services }: GraphQLContext,
    @Arg('slug', () => String) slug: string,
    @Arg('language', () => String, LANGUAGE) language?: string,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ) {
    return services.articles.listIn('tag', slug, { language }, { limit: parseLimit(limit) });
  }

  @Query(() => [Article], { nullable: true, description: 'Articles for an age group; an unknown slug is NOT_FOUND (and null)' })
  articlesByAgeGroup(
    @Ctx() { services }: GraphQLContext,
    @Arg('slug', () => String) slug: string,
    @Arg('language', () => String, LANGUAGE) language?: string,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ) {
    return services.articles.listIn('ageGroup', slug, { language }, { limit: parseLimit(limit) });
  }

  @Query(() => [Article], { description: 'Full-text search in both languages, best match first' })
  searchArticles(@Ctx() { services }: GraphQLContext, @Arg('q', () => String) q: string, @Arg('limit', () => Int, { nullable: true }) limit?: number) {
    return services.articles.search(q, parseLimit(limit));
  }

  @Query(() => Article, { nullable: true, description: 'A published article by slug, or null' })
  article(@Ctx() { services, user }: GraphQLContext, @Arg('slug', () => String) slug: string) {
    return services.articles.findBySlug(slug, { includeUnpublished: canPublish(user) });
  }

  @Query(() => ArticlePage, { description: 'The paged listing of /articles' })
  articlesPage(
    @Ctx() { services }: GraphQLContext,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: LIMITS.articlesPerPage }) pageSize: number,
    @Arg('language', () => String, LANGUAGE) language?: string,
  ) {
    return services.articles.pageOf({ language }, page, pageSize);
  }

  @Query(() => ListingPage, {
    nullable: true,
    description: 'One page of a category, tag or age group page, newest first; an unknown slug is NOT_FOUND (and null)',
  })
  articlesPageIn(
    @Ctx() { services }: GraphQLContext,
    @Arg('kind', () => ListingKind) kind: ListingKind,
    @Arg('slug', () => String) slug: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: LIMITS.listingPerPage }) pageSize: number,
    @Arg('language', () => String, LANGUAGE) language?: string,
  ) {
    return services.articles.pageIn(kind, slug, { language }, page, pageSize);
  }

  @Authorized('USE_ADMIN')
  @Query(() => [Article], { description: 'Every article, scheduled ones too (admins and editors); a writer gets their own' })
  adminArticles(@Ctx() { services, user }: GraphQLContext) {
    return services.articles.listAll(user);
  }

  @Authorized('USE_ADMIN')
  @Query(() => Article, { nullable: true, description: 'Any article by id, for editing (a writer: their own, else FORBIDDEN)' })
  async articleById(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number) {
    const article = await services.articles.findById(id);
    if (article) await services.articles.assertOwnOrStaff(id, user);
    return article;
  }

  @Authorized('WRITE_ARTICLES')
  @Mutation(() => Article, { description: "A writer's article is always their own draft" })
  createArticle(@Ctx() { services, user }: GraphQLContext, @Arg('input', () => ArticleInput) input: ArticleInput) {
    return services.articles.create(input, user);
  }

  @Authorized('WRITE_ARTICLES')
  @Mutation(() => Article, { description: 'Full payload, or only some fields (e.g. only isFeatured); writers: their own unpublished articles, never publish/schedule/feature' })
  updateArticle(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => ArticleInput) input: ArticleInput) {
    return services.articles.update(id, input, user);
  }

  @Authorized('WRITE_ARTICLES')
  @Mutation(() => Article, { description: 'Status review: the editors get an email (issue 29)' })
  submitArticleForReview(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number) {
    return services.articles.submitForReview(id, user!);
  }

  @Authorized('WRITE_ARTICLES')
  @Mutation(() => ArticlePreviewLink, { description: 'A signed preview address of any article (writers: their own), valid for 7 days' })
  createArticlePreviewLink(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number) {
    return services.articles.previewLink(id, user);
  }

  @Query(() => Article, { description: 'An article in any state, with a valid preview token; NOT_FOUND otherwise' })
  articlePreview(@Ctx() { services, res }: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('token', () => String) token: string) {
    res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
    return services.articles.preview(id, token);
  }

  @Authorized('WRITE_ARTICLES')
  @Mutation(() => Boolean, { description: 'Writers: their own unpublished articles only' })
  async deleteArticle(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number) {
    await services.articles.remove(id, user);
    return true;
  }

  @FieldResolver(() => PersonRef, { nullable: true, description: 'Who created the article (null for older articles)' })
  createdBy(@Root() article: Article, @Ctx() { loaders }: GraphQLContext) {
    return article.createdById ? loaders.personById.load(article.createdById) : null;
  }

  @FieldResolver(() => PersonRef, { nullable: true, description: 'Who saved it last' })
  updatedBy(@Root() article: Article, @Ctx() { loaders }: GraphQLContext) {
    return article.updatedById ? loaders.personById.load(article.updatedById) : null;
  }

  @FieldResolver(() => String, { description: 'draft, review (submitted by a writer), scheduled (published with a future publish date) or published' })
  status(@Root() article: Article) {
    return statusView(article.status, article.publishDate);
  }

  @FieldResolver(() => ArticleImage, { nullable: true, description: 'The thumbnail with its size and responsive variants; null without one' })
  image(@Root() article: Article, @Ctx() { loaders }: GraphQLContext): ArticleImage | null | Promise<ArticleImage | null> {
    const url = article.imageUrl;
    if (!url) return null;
    // Read with the article: answered at once (a promise here made graphql-js wait for the whole article).
    const known = preloaded(article)?.image;
    return known !== undefined ? articleImage(url, known) : loaders.imageByUrl.load(url).then((stored) => articleImage(url, stored));
  }

  @FieldResolver(() => [ArticleImage], { description: "The uploaded images of the body with their sizes and srcset (issue 17); a body without any reads nothing" })
  contentImages(@Root() article: Article, @Ctx() { loaders, services }: GraphQLContext): ArticleImage[] | Promise<ArticleImage[]> {
    const urls = uploadedImageUrls(article.content ?? '', (u) => services.storage.keyOf(u) !== undefined);
    if (!urls.length) return [];
    return loaders.imageByUrl.loadMany(urls).then((rows) => urls.flatMap((url, i) => (rows[i] && !(rows[i] instanceof Error) ? [articleImage(url, rows[i])] : [])));
  }

  @FieldResolver(() => Author, { nullable: true })
  author(@Root() article: Article, @Ctx() { loaders }: GraphQLContext) {
    const known = preloaded(article);
    if (known) return known.author;
    return article.authorId ? loaders.authorById.load(article.authorId) : null;
  }

  @FieldResolver(() => Category)
  category(@Root() article: Article, @Ctx() { loaders }: GraphQLContext) {
    return preloaded(article)?.category ?? loaders.categoryById.load(article.categoryId);
  }

  @FieldResolver(() => [Tag])
  tags(@Root() article: Article, @Ctx() { loaders }: GraphQLContext) {
    return preloaded(article)?.tags ?? loaders.tagsOfArticle.load(article.id);
  }

  @FieldResolver(() => [AgeGroup])
  ageGroups(@Root() article: Article, @Ctx() { loaders }: GraphQLContext) {
    return preloaded(article)?.ageGroups ?? loaders.ageGroupsOfArticle.load(article.id);
  }

  @FieldResolver(() => [ArticleTranslation], { description: 'The other language versions: the original and all its translations' })
  translations(@Root() article: Article, @Ctx() { loaders }: GraphQLContext) {
    return preloaded(article)?.translations ?? loaders.translationsOfArticle.load(article.id);
  }

  @FieldResolver(() => [Article], { description: 'Up to 2 articles of the same category, same language first' })
  related(@Root() article: Article, @Ctx() { loaders, services, remember }: GraphQLContext): Promise<Article[]> {
    // A page render shares its category's related articles with the other pages; a request reads the article's own.
    return remember ? services.articles.relatedShared(article, remember) : loaders.relatedOfArticle.load(article.id);
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const articleResolvers: Function[] = [ArticleResolver, ArticleRevisionResolver];
