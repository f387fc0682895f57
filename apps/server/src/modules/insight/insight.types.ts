import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Reads of one UTC day, in each language' })
export class DayReads {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC)' })
  day: string;
  @Field(() => Int, { description: 'Reads of English articles' })
  english: number;
  @Field(() => Int, { description: 'Reads of Indonesian articles (not named id: clients take id for an identity)' })
  indonesian: number;
  @Field(() => Int)
  total: number;
}

@ObjectType({ description: 'A figure on one UTC day' })
export class DayCount {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC)' })
  day: string;
  @Field(() => Int)
  count: number;
}

@ObjectType()
export class LanguageReads {
  @Field(() => String)
  language: string;
  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'An article and its reads over the period' })
export class ArticleReads {
  @Field(() => Int)
  articleId: number;
  @Field(() => String)
  title: string;
  @Field(() => String)
  slug: string;
  @Field(() => String)
  language: string;
  @Field(() => Int)
  reads: number;
}

@ObjectType({ description: "One newsletter issue's results" })
export class IssueResult {
  @Field(() => Int)
  issueId: number;
  @Field(() => String)
  language: string;
  @Field(() => String)
  subject: string;
  @Field(() => Date)
  createdAt: Date;
  @Field(() => Int, { description: 'Deliveries sent' })
  sent: number;
  @Field(() => Int, { description: 'Deliveries that failed for good' })
  failed: number;
  @Field(() => Int, { description: 'Clicks on the signed article links of the issue' })
  clicks: number;
  @Field(() => Float, { description: 'Clicks per sent email (0 when none was sent)' })
  clickRate: number;
  @Field(() => Int, { description: "Unsubscribes through this issue's link" })
  unsubscribes: number;
}

@ObjectType({ description: 'The admin Overview: reads, subscribers and newsletter results over the last days' })
export class InsightOverview {
  @Field(() => Int)
  days: number;
  @Field(() => [DayReads])
  readsPerDay: DayReads[];
  @Field(() => [DayCount], { description: 'Subscribers (active or unsubscribed later, not pending) at the end of each day' })
  subscribersPerDay: DayCount[];
  @Field(() => [LanguageReads])
  readsByLanguage: LanguageReads[];
  @Field(() => [ArticleReads])
  topArticles: ArticleReads[];
  @Field(() => [IssueResult])
  issues: IssueResult[];
}
