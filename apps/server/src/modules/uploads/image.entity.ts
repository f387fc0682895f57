import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Article } from '../articles/article.entity';

/** A resized copy of an image (issue 17): a width variant, or the 1200×630 Open Graph crop. */
@ObjectType({ description: 'A resized copy of an uploaded image (WebP)' })
export class ImageVariant {
  @Field(() => String)
  url: string;

  /** Storage key (not exposed). */
  key: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;

  @Field(() => String, { description: "'w' for a width variant, 'og' for the 1200x630 link-preview crop" })
  kind: 'w' | 'og';
}

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

  /** Pixel size of the stored original (null for images stored before issue 17 until the backfill). */
  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  height: number | null;

  /** None for an image stored before issue 17 or a row written by hand. */
  @Field(() => [ImageVariant])
  @Column({ type: 'jsonb', default: () => "'[]'" })
  variants: ImageVariant[];

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
