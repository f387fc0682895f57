import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Article } from '../articles/article.entity';

@ObjectType()
@Entity('uploaded_images')
export class UploadedImage {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'text', unique: true })
  url: string;

  /** The generated name on disk (or key in the object store). */
  @Field(() => String)
  @Column({ type: 'varchar', length: 255 })
  filename: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 50 })
  type: string;

  @Field(() => Float)
  @Column({ type: 'int' })
  size: number;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => String)
  @Column({ type: 'varchar', length: 30, default: 'general' })
  uploadType: string;

  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'int', nullable: true })
  articleId: number | null;

  @ManyToOne(() => Article, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'articleId' })
  article?: Article;
}
