import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An old address answered with a 301 to its new one (issue 32): from an import or added by hand. */
@ObjectType()
@Entity('redirects')
export class Redirect {
  @Field(() => Int)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_redirects' })
  id: number;

  /** Normalised (redirectKey): lowercase, no trailing slash, no .html, only ?p=<id> kept. */
  @Field(() => String)
  @Column({ type: 'varchar', length: 500, unique: true })
  fromPath: string;

  /** A path of this site (never another host: no open redirect). */
  @Field(() => String)
  @Column({ type: 'varchar', length: 500 })
  toPath: string;

  /** manual | wordpress | blogger | ghost */
  @Field(() => String)
  @Column({ type: 'varchar', length: 20, default: 'manual' })
  source: string;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
