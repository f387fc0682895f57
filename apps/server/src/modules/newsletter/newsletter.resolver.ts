import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { NewsletterIssueDetails, NewsletterIssueSummary, NewsletterPreview, NewsletterSendResult } from './newsletter.types';

@Resolver()
export class NewsletterResolver {
  @Authorized('MANAGE_NEWSLETTER')
  @Query(() => NewsletterPreview, { description: 'The next issue of a language (en or id) as it would go out now (admins)' })
  newsletterPreview(@Arg('language', () => String) language: string, @Ctx() { services }: GraphQLContext): Promise<NewsletterPreview> {
    return services.newsletter.preview(language);
  }

  @Authorized('MANAGE_NEWSLETTER')
  @Query(() => [NewsletterIssueSummary], { description: 'Issues newest first, with delivery counts (admins)' })
  newsletterIssues(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null | undefined,
    @Ctx() { services }: GraphQLContext,
  ): Promise<NewsletterIssueSummary[]> {
    return services.newsletter.issues(limit ?? undefined, offset ?? undefined);
  }

  @Authorized('MANAGE_NEWSLETTER')
  @Query(() => NewsletterIssueDetails, { description: 'One issue with its content and deliveries (admins); NOT_FOUND for an unknown id' })
  newsletterIssue(@Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext): Promise<NewsletterIssueDetails> {
    return services.newsletter.issue(id);
  }

  @Authorized('MANAGE_NEWSLETTER')
  @Mutation(() => Boolean, { description: "Sends the preview of a language to one address at once ('Send test to me')" })
  async sendNewsletterTest(
    @Arg('email', () => String) email: string,
    @Arg('language', () => String, { nullable: true, description: 'en (default) or id' }) language: string | null | undefined,
    @Ctx() { services }: GraphQLContext,
  ): Promise<boolean> {
    await services.newsletter.sendTest({ email, language: language ?? 'en' });
    return true;
  }

  @Authorized('MANAGE_NEWSLETTER')
  @Mutation(() => NewsletterSendResult, { description: "'Send now': a new issue per language (or the one given) with what is new since the last one" })
  sendNewsletterNow(
    @Arg('language', () => String, { nullable: true }) language: string | null | undefined,
    @Ctx() { services, user }: GraphQLContext,
  ): Promise<NewsletterSendResult> {
    return services.newsletter.sendNow(language ?? undefined, user);
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const newsletterResolvers: Function[] = [NewsletterResolver];
