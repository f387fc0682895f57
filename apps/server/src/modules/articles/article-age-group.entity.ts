import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { AgeGroup } from '../taxonomy/age-group.entity';
import { Article } from './article.entity';

@Entity('article_age_groups')
@Unique('UQ_article_age_groups_article_age_group', ['articleId', 'ageGroupId'])
export class ArticleAgeGroup {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  articleId: number;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'articleId' })
  article?: Article;

  @Index()
  @Column({ type: 'int' })
  ageGroupId: number;

  @ManyToOne(() => AgeGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ageGroupId' })
  ageGroup?: AgeGroup;
}
