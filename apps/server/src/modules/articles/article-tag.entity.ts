import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Tag } from '../taxonomy/tag.entity';
import { Article } from './article.entity';

@Entity('article_tags')
@Unique('UQ_article_tags_article_tag', ['articleId', 'tagId'])
export class ArticleTag {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  articleId: number;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'articleId' })
  article?: Article;

  @Index()
  @Column({ type: 'int' })
  tagId: number;

  @ManyToOne(() => Tag, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tagId' })
  tag?: Tag;
}
