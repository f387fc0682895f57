import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** active: receives the newsletter; pending: waits for the double opt-in link; unsubscribed: kept, never mailed. */
export const SUBSCRIBER_STATUSES = ['active', 'pending', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

@ObjectType()
@Entity('subscribers')
@Check('CHK_subscribers_status', `"status" IN ('active', 'pending', 'unsubscribed')`)
@Index('IDX_subscribers_language_status', ['language', 'status'])
@Index('IDX_subscribers_subscribeDate', ['subscribeDate', 'id']) // the admin grid's default order (issue 31)
export class Subscriber {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored trimmed and lower-cased, so the unique index is case-insensitive in effect. */
  @Field(() => String)
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz' })
  subscribeDate: Date;

  /** Newsletter language (en or id). */
  @Field(() => String)
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: string;

  @Field(() => String, { description: 'active, pending (waiting for the confirmation link) or unsubscribed' })
  @Column({ type: 'varchar', length: 12, default: 'active' })
  status: SubscriberStatus;

  /** SHA-256 of the latest double opt-in token (the token itself is only in the email). */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  confirmTokenHash?: string | null;

  /** When the latest confirmation email was issued; its link is valid for 24 hours. */
  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  confirmSentAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  /**
   * The child's birth month, optional (issue 19): the weekly digest puts the articles for the
   * child's age first. Stored as the month's first day; read and written as "YYYY-MM".
   */
  @Field(() => String, { nullable: true, description: "The child's birth month (YYYY-MM), if the subscriber gave it" })
  @Column({ type: 'date', nullable: true, transformer: { to: toMonthStart, from: toBirthMonth } })
  childBirthMonth: string | null;
}

function toMonthStart(month: string | null | undefined): string | null | undefined {
  return month ? `${month}-01` : month;
}

function toBirthMonth(date: string | Date | null): string | null {
  if (date === null) return null;
  return typeof date === 'string' ? date.slice(0, 7) : `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}
