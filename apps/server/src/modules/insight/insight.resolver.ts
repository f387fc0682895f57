import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Article } from '../articles/article.entity';
import { DayCount, InsightOverview, IssueResult } from './insight.types';

@Resolver()
export class InsightResolver {
  @Query(() => [Article], { description: 'The most read published articles of the last days (7 by default), most read first' })
  mostRead(
    @Ctx() { services }: GraphQLContext,
    @Arg('language', () => String, { nullable: true, description: 'en or id; all languages when omitted' }) language?: string,
    @Arg('days', () => Int, { defaultValue: 7 }) days?: number,
    @Arg('limit', () => Int, { defaultValue: 5 }) limit?: number,
  ): Promise<Article[]> {
    return services.insight.mostRead(language, days, limit);
  }

  @Authorized('VIEW_INSIGHT')
  @Query(() => InsightOverview, { description: 'The admin Overview: reads, subscribers and newsletter results of the last days (30 by default, at most 90)' })
  insightOverview(@Ctx() { services }: GraphQLContext, @Arg('days', () => Int, { defaultValue: 30 }) days: number): Promise<InsightOverview> {
    return services.insight.overview(days);
  }

  @Authorized('VIEW_INSIGHT')
  @Query(() => [DayCount], { description: "One article's reads per day (UTC) over the last days (30 by default)" })
  articleReads(
    @Ctx() { services }: GraphQLContext,
    @Arg('articleId', () => Int) articleId: number,
    @Arg('days', () => Int, { defaultValue: 30 }) days: number,
  ): Promise<DayCount[]> {
    return services.insight.articleReads(articleId, days);
  }

  @Authorized('VIEW_INSIGHT')
  @Query(() => [IssueResult], { description: 'Newsletter results per issue sent in the last days (90 by default), newest first' })
  newsletterResults(@Ctx() { services }: GraphQLContext, @Arg('days', () => Int, { defaultValue: 90 }) days: number): Promise<IssueResult[]> {
    return services.insight.issueResults(days);
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const insightResolvers: Function[] = [InsightResolver];
