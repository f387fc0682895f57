import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { nameIn } from '../i18n/local-names';
import type { GraphQLContext } from '../../graphql/context';
import { ArticleImage, articleImage } from '../articles/article.types';
import { Tool } from './tool.entity';
import { ToolInput } from './tool.inputs';

@Resolver(() => Tool)
export class ToolResolver {
  @FieldResolver(() => ArticleImage, { nullable: true, description: 'The logo with its size and srcset (issue 17); null without one' })
  async logo(@Root() tool: Tool, @Ctx() { loaders }: GraphQLContext): Promise<ArticleImage | null> {
    return tool.logoUrl ? articleImage(tool.logoUrl, await loaders.imageByUrl.load(tool.logoUrl)) : null;
  }

  @FieldResolver(() => String, { description: 'The name; lang "id" gives the Indonesian name when there is one' })
  name(@Root() row: Tool, @Arg('lang', () => String, { nullable: true, description: 'en (default) or id' }) lang?: string): string {
    return nameIn(row, lang);
  }
  @Query(() => [Tool], { description: 'Active tools (the public list)' })
  tools(@Ctx() { services }: GraphQLContext): Promise<Tool[]> {
    return services.tools.list(false);
  }

  @Authorized('MANAGE_CONTENT')
  @Query(() => [Tool], { description: 'Every tool, inactive ones too (admins)' })
  allTools(@Ctx() { services }: GraphQLContext): Promise<Tool[]> {
    return services.tools.list(true);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Tool)
  createTool(@Ctx() { services, user }: GraphQLContext, @Arg('input', () => ToolInput) input: ToolInput): Promise<Tool> {
    return services.tools.create(input, user);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Tool, { description: 'Updates the fields given' })
  updateTool(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => ToolInput) input: ToolInput): Promise<Tool> {
    return services.tools.update(id, input, user);
  }

  @Authorized('MANAGE_CONTENT')
  @Mutation(() => Boolean)
  async deleteTool(@Ctx() { services, user }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    await services.tools.remove(id, user);
    return true;
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const toolResolvers: Function[] = [ToolResolver];
