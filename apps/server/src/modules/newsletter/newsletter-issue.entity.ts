import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type IssueStatus = 'sending' | 'sent' | 'skipped';
export type IssueKind = 'weekly' | 'manual';

/**
 * One newsletter issue in one language. The rendered mail is kept as sent, so a resumed send
 * delivers the same content; `%%UNSUBSCRIBE_URL%%` stands for each recipient's own link.
 */
@Entity('newsletter_issues')
@Check('CHK_newsletter_issues_status', `"status" IN ('sending', 'sent', 'skipped')`)
@Check('CHK_newsletter_issues_kind', `"kind" IN ('weekly', 'manual')`)
@Index('IDX_newsletter_issues_language_created', ['language', 'createdAt'])
export class NewsletterIssue {
  @PrimaryGeneratedColumn()
  id: number;

  /** weekly:<date>:<language> for the scheduled run (so two processes cannot both make it), manual:<time>:<language>. */
  @Column({ type: 'varchar', length: 80, unique: true })
  key: string;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Column({ type: 'varchar', length: 10 })
  kind: IssueKind;

  @Column({ type: 'varchar', length: 10 })
  status: IssueStatus;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'text' })
  text: string;

  /** The new articles this issue announces. */
  @Column({ type: 'int', array: true })
  articleIds: number[];

  /** Articles published after periodStart and up to periodEnd are "new" in this issue. */
  @Column({ type: 'timestamptz' })
  periodStart: Date;

  @Column({ type: 'timestamptz' })
  periodEnd: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** Versions that put one age group's new articles first, by age-group slug (issue 19); none for older issues. */
  @Column({ type: 'jsonb', nullable: true })
  ageVariants: Record<string, { subject: string; html: string; text: string }> | null;
}
