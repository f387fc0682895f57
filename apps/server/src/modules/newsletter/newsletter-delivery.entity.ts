import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Subscriber } from '../subscribers/subscriber.entity';
import { NewsletterIssue } from './newsletter-issue.entity';

/** pending → sending (claimed by a worker, with a lease) → sent | failed | skipped (unsubscribed meanwhile). */
export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/**
 * One issue to one subscriber. The unique (issue, subscriber) key is what makes a second worker, or
 * a resumed one, unable to send an issue twice to the same person.
 */
@Entity('newsletter_deliveries')
@Unique('UQ_newsletter_deliveries_issue_subscriber', ['issueId', 'subscriberId'])
@Check('CHK_newsletter_deliveries_status', `"status" IN ('pending', 'sending', 'sent', 'failed', 'skipped')`)
@Index('IDX_newsletter_deliveries_issue_status', ['issueId', 'status', 'nextAttemptAt'])
export class NewsletterDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  issueId: number;

  @ManyToOne(() => NewsletterIssue, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'issueId' })
  issue?: NewsletterIssue;

  /** Null once an admin deletes the subscriber: the row stays for the issue's counts. */
  @Index()
  @Column({ type: 'int', nullable: true })
  subscriberId: number | null;

  @ManyToOne(() => Subscriber, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'subscriberId' })
  subscriber?: Subscriber;

  /** The address at the time of the issue. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: DeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** A pending delivery waits until then (retry back-off). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  /** Which claim (one worker's batch) holds the row while it is being sent. */
  @Column({ type: 'uuid', nullable: true })
  claimToken: string | null;

  /** A claim not renewed by then is abandoned (its worker died) and may be taken over. */
  @Column({ type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  messageId: string | null;

  /** The age group whose version of the issue this subscriber gets (their child's age on the issue's date), if any. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  ageGroup: string | null;
}
