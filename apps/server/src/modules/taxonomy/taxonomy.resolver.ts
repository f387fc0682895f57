import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { AgeGroup } from './age-group.entity';
import { Category } from './category.entity';
import { Tag } from './tag.entity';
import { AgeGroupInput, TaxonomyInput } from './taxonomy.inputs';
import { nameIn } from '../i18n/local-names';
import { parseLimit } from '../../input';

/** null for an unknown slug, instead of an error: pages show their own not-found state. */
const orNull = <T>(p: Promise<T>) => p.catch((err: { code?: string }) => (err?.code === 'NOT_FOUND' ? null : Promise.reject(err as Error)));

@Resolver(() => Category)
export class CategoryResolver {

  @FieldResolver(() => String, { description: 'The name; lang "id" gives the Indonesian name when there is one' })
  name(@Root() row: Category, @Arg('lang', () => String, { nullable: true, description: 'en (default) or id' }) lang?: string): string {
    return nameIn(row, lang);
  }
  @Query(() => [Category])
  categories(@Ctx() { services }: GraphQLContext): Promise<Category[]> {
    return services.taxonomy.listCategories();
  }

  @Query(() => Category, { nullable: true })
  category(@Ctx() { services }: GraphQLContext, @Arg('slug', () => String) slug: string) {
    return orNull(services.taxonomy.categoryBySlug(slug));
  }

  @FieldResolver(() => Int, { description: 'Published articles in this category' })
  articleCount(@Root() category: Category, @Ctx() { loaders }: GraphQLContext) {
    return loaders.categoryCount.load(category.id);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Category)
  createCategory(@Ctx() { services, user }: GraphQLContext, @Arg('input', () => TaxonomyInput) input: TaxonomyInput): Promise<Category> {
    return services.taxonomy.createCategory(input, user);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Category, { description: 'Renames: updates the fields given' })
  updateCategory(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TaxonomyInput) input: TaxonomyInput,
  ): Promise<Category> {
    return services.taxonomy.updateCategory(id, input, user);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while articles are in the category' })
  async deleteCategory(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    await services.taxonomy.deleteCategory(id, user);
    return true;
  }
}

@Resolver(() => Tag)
export class TagResolver {

  @FieldResolver(() => String, { description: 'The name; lang "id" gives the Indonesian name when there is one' })
  name(@Root() row: Tag, @Arg('lang', () => String, { nullable: true, description: 'en (default) or id' }) lang?: string): string {
    return nameIn(row, lang);
  }
  @Query(() => [Tag], { description: 'Tags by name; use popularTags for the most used first' })
  tags(@Ctx() { services }: GraphQLContext): Promise<Tag[]> {
    return services.taxonomy.listTags();
  }

  @Query(() => [Tag], { description: 'Tags, most used first (all of them, or the first `limit`)' })
  popularTags(
    @Ctx() { services }: GraphQLContext,
    @Arg('limit', () => Int, { nullable: true, description: '1 to the list limit; none for every tag' }) limit?: number | null,
  ): Promise<Tag[]> {
    return services.taxonomy.listTagsWithCount(parseLimit(limit));
  }

  @Query(() => Tag, { nullable: true })
  tag(@Ctx() { services }: GraphQLContext, @Arg('slug', () => String) slug: string) {
    return orNull(services.taxonomy.tagBySlug(slug));
  }

  @FieldResolver(() => Int, { description: 'Published articles with this tag' })
  articleCount(@Root() tag: Tag & { count?: number }, @Ctx() { loaders }: GraphQLContext) {
    return tag.count ?? loaders.tagCount.load(tag.id);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Tag)
  createTag(@Ctx() { services, user }: GraphQLContext, @Arg('input', () => TaxonomyInput) input: TaxonomyInput): Promise<Tag> {
    return services.taxonomy.createTag(input, user);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Tag, { description: 'Renames: updates the fields given' })
  updateTag(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => TaxonomyInput) input: TaxonomyInput): Promise<Tag> {
    return services.taxonomy.updateTag(id, input, user);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Boolean, { description: 'Also removes the tag from its articles' })
  async deleteTag(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    await services.taxonomy.deleteTag(id, user);
    return true;
  }
}

@Resolver(() => AgeGroup)
export class AgeGroupResolver {

  @FieldResolver(() => String, { description: 'The name; lang "id" gives the Indonesian name when there is one' })
  name(@Root() row: AgeGroup, @Arg('lang', () => String, { nullable: true, description: 'en (default) or id' }) lang?: string): string {
    return nameIn(row, lang);
  }
  @Query(() => [AgeGroup], { description: 'Age groups in their order' })
  ageGroups(@Ctx() { services }: GraphQLContext): Promise<AgeGroup[]> {
    return services.taxonomy.listAgeGroups();
  }

  @Query(() => AgeGroup, { nullable: true })
  ageGroup(@Ctx() { services }: GraphQLContext, @Arg('slug', () => String) slug: string) {
    return orNull(services.taxonomy.ageGroupBySlug(slug));
  }

  @FieldResolver(() => Int, { description: 'Published articles for this age group' })
  articleCount(@Root() group: AgeGroup, @Ctx() { loaders }: GraphQLContext) {
    return loaders.ageGroupCount.load(group.id);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => AgeGroup)
  createAgeGroup(@Ctx() { services, user }: GraphQLContext, @Arg('input', () => AgeGroupInput) input: AgeGroupInput): Promise<AgeGroup> {
    return services.taxonomy.createAgeGroup(input, user);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => AgeGroup, { description: 'Updates the fields given (e.g. only order, to reorder)' })
  updateAgeGroup(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AgeGroupInput) input: AgeGroupInput,
  ): Promise<AgeGroup> {
    return services.taxonomy.updateAgeGroup(id, input, user);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Boolean, { description: 'Also removes the age group from its articles' })
  async deleteAgeGroup(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    await services.taxonomy.deleteAgeGroup(id, user);
    return true;
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const taxonomyResolvers: Function[] = [CategoryResolver, TagResolver, AgeGroupResolver];
