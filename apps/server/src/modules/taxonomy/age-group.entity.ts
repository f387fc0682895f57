import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType()
@Entity('age_groups')
export class AgeGroup {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 200, unique: true })
  name: string;

  @Field(() => String, { nullable: true, description: 'The Indonesian name, if any (name(lang: "id") falls back to the English one)' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  nameId: string | null;

  @Field(() => String)
  @Column({ type: 'varchar', length: 200, unique: true })
  slug: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => Int)
  @Column({ type: 'int' })
  order: number;
}
