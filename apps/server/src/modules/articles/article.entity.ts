import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Author } from '../authors/author.entity';
import { Category } from '../taxonomy/category.entity';
import { User } from '../auth/user.entity';

/** The text-search configuration of an article's language (SQL, over the row's own columns). */
export const SEARCH_CONFIG_SQL = `CASE WHEN "language" = 'id' THEN 'indonesian'::regconfig ELSE 'english'::regconfig END`;
/** The title alone, unweighted: its own statistics let the planner see how rare a title match is. */
export const TITLE_VECTOR_SQL = `to_tsvector(${SEARCH_CONFIG_SQL}, coalesce("title", ''))`;
const RANK_VECTOR_SQL =
  `setweight(to_tsvector(${SEARCH_CONFIG_SQL}, coalesce("title", '')), 'A') || ` +
  `setweight(to_tsvector(${SEARCH_CONFIG_SQL}, coalesce("excerpt", '')), 'B')`;
const SEARCH_VECTOR_SQL = `${RANK_VECTOR_SQL} || setweight(to_tsvector(${SEARCH_CONFIG_SQL}, regexp_replace(coalesce("content", ''), '<[^>]*>', ' ', 'g')), 'C')`;

/** A tsvector PostgreSQL computes and stores on every write: never selected, inserted or updated by TypeORM. */
const GeneratedVector = (asExpression: string) =>
  Column({ type: 'tsvector', select: false, insert: false, update: false, generatedType: 'STORED', asExpression });

@ObjectType()
@Entity('articles')
@Index('IDX_articles_language_publish', ['language', 'publishDate'])
// At most one translation per language per original.
@Index('UQ_articles_translation_language', ['parentArticleId', 'language'], { unique: true, where: '"parentArticleId" IS NOT NULL' })
// GIN indexes over searchVector, rankVector and titleVector, (publishDate, id) of published articles
// covering language, titleVector and rankVector, and (categoryId, publishDate, id) of published
// articles covering language (related articles): written by hand in their migrations (TypeORM can
// declare neither GIN nor INCLUDE).
@Index('IDX_articles_search', { synchronize: false })
@Index('IDX_articles_rank', { synchronize: false })
@Index('IDX_articles_title', { synchronize: false })
@Index('IDX_articles_public_rank', { synchronize: false })
@Index('IDX_articles_category_public', { synchronize: false })
@Check('CHK_articles_status', `"status" IN ('draft', 'review', 'published')`)
export class Article {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 200, unique: true })
  slug: string;

  /** Sanitised HTML. */
  @Field(() => String)
  @Column({ type: 'text' })
  content: string;

  @Field(() => String)
  @Column({ type: 'text' })
  excerpt: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  imageUrl: string | null;

  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'int', nullable: true })
  authorId: number | null;

  @ManyToOne(() => Author, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'authorId' })
  author?: Author;

  @Field(() => Int)
  @Index()
  @Column({ type: 'int' })
  categoryId: number;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'categoryId' })
  category?: Category;

  @Field(() => Int)
  @Column({ type: 'int', default: 5 })
  readTime: number;

  @Field(() => Boolean)
  @Index()
  @Column({ type: 'boolean', default: false })
  isFeatured: boolean;

  @Field(() => Boolean)
  @Index()
  @Column({ type: 'boolean', default: false })
  isEditorsPick: boolean;

  @Field(() => Date)
  @Index()
  @Column({ type: 'timestamptz', default: () => 'now()' })
  publishDate: Date;

  @Field(() => String)
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: string;

  /**
   * draft | review | published (issue 16; review: a writer's draft submitted to the editors, issue 29; a published article with a future publishDate is "scheduled").
   * GraphQL answers the derived status (article.resolver.ts); REST views too (article.service.ts).
   */
  @Column({ type: 'varchar', length: 10, default: 'published' })
  status: string;

  /** SEO title and description; null = use the title / excerpt. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 300, nullable: true })
  metaTitle: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  metaDescription: string | null;

  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'int', nullable: true })
  parentArticleId: number | null;

  @ManyToOne(() => Article, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'parentArticleId' })
  parentArticle?: Article;

  /**
   * Weighted full-text vector (title A, excerpt B, body text without tags C), in the article's own
   * language configuration; PostgreSQL keeps it current on every write.
   */
  @GeneratedVector(SEARCH_VECTOR_SQL)
  searchVector?: string;

  /**
   * The title (A) and excerpt (B) part of searchVector: small enough to stay inside the row, so
   * search can rank matches into title, excerpt and body tiers without reading the whole vector
   * (which PostgreSQL keeps compressed out of line) of every match.
   */
  @GeneratedVector(RANK_VECTOR_SQL)
  rankVector?: string;

  /**
   * The title's lexemes alone (search's first tier). The weights in rankVector tell title words
   * apart too, but PostgreSQL's statistics ignore weights: a word common in excerpts looked common
   * in titles, and a rare title match walked every article (14 ms at 10,000).
   */
  @GeneratedVector(TITLE_VECTOR_SQL)
  titleVector?: string;

  /** Who created the article and who saved it last (issue 29); null for older articles or a removed person. */
  @Field(() => Int, { nullable: true })
  @Index('IDX_articles_createdBy')
  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'createdById', foreignKeyConstraintName: 'FK_articles_createdBy' })
  createdByUser?: User;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  updatedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'updatedById', foreignKeyConstraintName: 'FK_articles_updatedBy' })
  updatedByUser?: User;

  /** When a writer last submitted it for review (issue 29). */
  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
