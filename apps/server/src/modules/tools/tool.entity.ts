import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType()
@Entity('tools')
export class Tool {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Field(() => String, { nullable: true, description: 'The Indonesian name, if any (name(lang: "id") falls back to the English one)' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  nameId: string | null;

  @Field(() => String)
  @Column({ type: 'text' })
  url: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  logoUrl: string | null;

  @Field(() => String)
  @Column({ type: 'text' })
  description: string;

  @Field(() => Boolean)
  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
