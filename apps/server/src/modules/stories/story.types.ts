/** The GraphQL shapes of community stories (issue 30): readers never get the email. */
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class StoryPhotoVariant {
  @Field(() => String) url: string;
  @Field(() => Int) width: number;
  @Field(() => Int) height: number;
  @Field(() => String, { description: "'w' (a width) or 'og' (1200×630 link preview)" }) kind: string;
}

@ObjectType()
export class StoryPhoto {
  @Field(() => String) url: string;
  @Field(() => Int, { nullable: true }) width: number | null;
  @Field(() => Int, { nullable: true }) height: number | null;
  @Field(() => [StoryPhotoVariant]) variants: StoryPhotoVariant[];
}

@ObjectType()
export class StoryAgeGroup {
  @Field(() => Int) id: number;
  @Field(() => String) slug: string;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) nameId: string | null;
}

@ObjectType({ description: "A published community story: plain text (paragraphs split by blank lines), never the submitter's email" })
export class Story {
  @Field(() => Int) id: number;
  @Field(() => String) slug: string;
  @Field(() => String) title: string;
  @Field(() => String) body: string;
  @Field(() => String, { nullable: true, description: 'The name to show; null: Anonymous' }) displayName: string | null;
  @Field(() => String) language: string;
  @Field(() => StoryPhoto, { nullable: true }) photo: StoryPhoto | null;
  @Field(() => Date) publishedAt: Date;
  @Field(() => StoryAgeGroup, { nullable: true }) ageGroup: StoryAgeGroup | null;
}

@ObjectType()
export class StoryPage {
  @Field(() => [Story]) items: Story[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) pageSize: number;
}

@ObjectType({ description: 'A submission as editors see it' })
export class StorySubmission {
  @Field(() => Int) id: number;
  @Field(() => String) slug: string;
  @Field(() => String) title: string;
  @Field(() => String) body: string;
  @Field(() => String, { nullable: true }) displayName: string | null;
  @Field(() => String) email: string;
  @Field(() => String) language: string;
  @Field(() => StoryPhoto, { nullable: true }) photo: StoryPhoto | null;
  @Field(() => String, { description: 'PENDING_CONFIRMATION, WAITING, APPROVED, REJECTED or SPAM' }) state: string;
  @Field(() => Date, { nullable: true }) publishAt: Date | null;
  @Field(() => Date, { nullable: true }) confirmedAt: Date | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => StoryAgeGroup, { nullable: true }) ageGroup: StoryAgeGroup | null;
}

@ObjectType()
export class StorySubmissionPage {
  @Field(() => [StorySubmission]) items: StorySubmission[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) pageSize: number;
}

@ObjectType()
export class StoryStateCounts {
  @Field(() => Int) PENDING_CONFIRMATION: number;
  @Field(() => Int) WAITING: number;
  @Field(() => Int) APPROVED: number;
  @Field(() => Int) REJECTED: number;
  @Field(() => Int) SPAM: number;
}
