/**
 * What the insight module stores (issue 31). No table here holds anything about a reader or a
 * subscriber: counts per article, language and day; clicks per newsletter issue and article; and
 * unsubscribes with the issue whose link was used and an optional reason from a fixed list.
 */
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Article } from '../articles/article.entity';
import { NewsletterIssue } from '../newsletter/newsletter-issue.entity';

@Entity('article_reads')
@Index('IDX_article_reads_day', ['day', 'language'])
export class ArticleRead {
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'PK_article_reads' })
  articleId: number;

  /** The article's language (each translation is its own article). */
  @PrimaryColumn({ type: 'varchar', length: 2, primaryKeyConstraintName: 'PK_article_reads' })
  language: string;

  /** The UTC day of the reads. */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_article_reads' })
  day: string;

  @Column({ type: 'int', default: 0 })
  count: number;

  @ManyToOne(() => Article, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'articleId', foreignKeyConstraintName: 'FK_article_reads_article' })
  article?: Article;
}

@Entity('newsletter_clicks')
export class NewsletterClick {
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'PK_newsletter_clicks' })
  issueId: number;

  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'PK_newsletter_clicks' })
  articleId: number;

  @Column({ type: 'int', default: 0 })
  count: number;

  @ManyToOne(() => NewsletterIssue, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'issueId', foreignKeyConstraintName: 'FK_newsletter_clicks_issue' })
  issue?: NewsletterIssue;

  @ManyToOne(() => Article, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'articleId', foreignKeyConstraintName: 'FK_newsletter_clicks_article' })
  article?: Article;
}

export const UNSUBSCRIBE_REASONS = ['too-many', 'not-relevant', 'never-signed-up', 'other'] as const;
export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];

@Entity('newsletter_unsubscribes')
export class NewsletterUnsubscribe {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_newsletter_unsubscribes' })
  id: number;

  /** The issue whose link was followed; null for the link of a welcome or confirmation mail. */
  @Index('IDX_newsletter_unsubscribes_issue')
  @Column({ type: 'int', nullable: true })
  issueId: number | null;

  @ManyToOne(() => NewsletterIssue, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'issueId', foreignKeyConstraintName: 'FK_newsletter_unsubscribes_issue' })
  issue?: NewsletterIssue;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  reason: UnsubscribeReason | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
