import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType()
@Entity('subscribers')
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
}
