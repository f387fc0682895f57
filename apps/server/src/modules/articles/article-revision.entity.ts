import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth/user.entity';
import { Article } from './article.entity';

/** What a revision keeps besides title, excerpt and content: the rest of the editable fields. */
export interface RevisionMetadata {
  slug: string;
  imageUrl: string | null;
  categoryId: number;
  authorId: number | null;
  readTime: number;
  language: string;
  publishDate: string;
  status: string;
  metaTitle: string | null;
  metaDescription: string | null;
}

/**
 * An article as it was before a save (issue 16). Written in the save's own transaction; the newest
 * REVISIONS_KEPT per article are kept.
 */
@Entity('article_revisions')
@Index('IDX_article_revisions_article_created', ['articleId', 'id'])
export class ArticleRevision {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  articleId: number;

  @ManyToOne(() => Article, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'articleId' })
  article?: Article;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text' })
  excerpt: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'jsonb' })
  metadata: RevisionMetadata;

  /** The editor who saved (null when unknown, e.g. a deleted user or a script). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  savedBy: string | null;

  /** The person who saved (issue 29); null for older revisions or a removed person. */
  @Column({ type: 'int', nullable: true })
  savedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'savedById', foreignKeyConstraintName: 'FK_article_revisions_savedBy' })
  savedByUser?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
