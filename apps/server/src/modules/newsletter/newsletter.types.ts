/** GraphQL output types of the newsletter admin (plain objects built by the service). */
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The next issue of a language as it would go out now' })
export class NewsletterPreview {
  @Field(() => String)
  language: string;

  @Field(() => String)
  subject: string;

  @Field(() => String, { description: 'The email as HTML (its unsubscribe link is a test link)' })
  html: string;

  @Field(() => String, { description: 'The plain-text part' })
  text: string;

  @Field(() => Int, { description: 'New articles since the previous issue' })
  articleCount: number;

  @Field(() => Int)
  editorsPickCount: number;

  @Field(() => Int)
  toolCount: number;

  @Field(() => Boolean, { description: 'Nothing new: the weekly run would skip this language' })
  empty: boolean;

  @Field(() => Date)
  periodStart: Date;

  @Field(() => Date)
  periodEnd: Date;

  @Field(() => Int, { description: 'Active subscribers of the language' })
  recipients: number;
}

@ObjectType('NewsletterIssue', { description: 'One issue in one language, with delivery counts' })
export class NewsletterIssueSummary {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  language: string;

  @Field(() => String, { description: 'weekly or manual' })
  kind: string;

  @Field(() => String, { description: 'sending, sent or skipped' })
  status: string;

  @Field(() => String)
  subject: string;

  @Field(() => Int)
  articleCount: number;

  @Field(() => Date)
  periodStart: Date;

  @Field(() => Date)
  periodEnd: Date;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  completedAt: Date | null;

  @Field(() => Int, { description: 'Recipients' })
  total: number;

  @Field(() => Int)
  sent: number;

  @Field(() => Int)
  failed: number;

  @Field(() => Int, { description: 'Not sent yet (waiting, being sent, or waiting for a retry)' })
  pending: number;

  @Field(() => Int, { description: 'Unsubscribed or removed before their turn came' })
  skipped: number;
}

@ObjectType()
export class NewsletterDelivery {
  @Field(() => Int)
  id: number;

  @Field(() => Int, { nullable: true })
  subscriberId: number | null;

  @Field(() => String)
  email: string;

  @Field(() => String, { description: 'pending, sending, sent, failed or skipped' })
  status: string;

  @Field(() => Int)
  attempts: number;

  @Field(() => String, { nullable: true, description: "The mail server's last refusal" })
  lastError: string | null;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field(() => Date)
  nextAttemptAt: Date;
}

@ObjectType()
export class NewsletterIssueDetails extends NewsletterIssueSummary {
  @Field(() => String)
  html: string;

  @Field(() => String)
  text: string;

  @Field(() => [Int])
  articleIds: number[];

  @Field(() => [NewsletterDelivery])
  deliveries: NewsletterDelivery[];
}

@ObjectType()
export class NewsletterSkip {
  @Field(() => String)
  language: string;

  @Field(() => String, { description: '"nothing new" or "no subscribers"' })
  reason: string;
}

@ObjectType()
export class NewsletterSendResult {
  @Field(() => [NewsletterIssueSummary], { description: 'The issues created and queued' })
  issues: NewsletterIssueSummary[];

  @Field(() => [NewsletterSkip])
  skipped: NewsletterSkip[];
}
