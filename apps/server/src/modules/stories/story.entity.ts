import type { StoryState } from '@tumbuh/shared';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AgeGroup } from '../taxonomy/age-group.entity';

/** The photo of a story: the processed upload's address, size and variants (uploaded_images holds the same). */
export interface StoryPhotoData {
  url: string;
  width: number | null;
  height: number | null;
  variants: { url: string; width: number; height: number; kind: 'w' | 'og' }[];
}

/** A community story (issue 30); what GraphQL shows is in story.types.ts (never the email or the token hashes). */
@Entity('stories')
// Made by the migration (partial and composite indexes); the entity names them so the schema check knows them.
@Index('IDX_stories_public', { synchronize: false })
@Index('IDX_stories_state_created', { synchronize: false })
@Index('IDX_stories_email_hash', { synchronize: false })
@Index('IDX_stories_age_group', { synchronize: false })
@Check('CHK_stories_state', `"state" IN ('PENDING_CONFIRMATION', 'WAITING', 'APPROVED', 'REJECTED', 'SPAM')`)
@Check('CHK_stories_language', `"language" IN ('en', 'id')`)
export class Story {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  displayName: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'int', nullable: true })
  ageGroupId: number | null;

  @ManyToOne(() => AgeGroup, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'ageGroupId', foreignKeyConstraintName: 'FK_stories_age_group' })
  ageGroup?: AgeGroup | null;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Column({ type: 'text', nullable: true })
  photoUrl: string | null;

  @Column({ type: 'jsonb', nullable: true })
  photo: StoryPhotoData | null;

  @Column({ type: 'varchar', length: 24, default: 'PENDING_CONFIRMATION' })
  state: StoryState;

  @Column({ type: 'timestamptz', nullable: true })
  publishAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'char', length: 64 })
  contentHash: string;

  @Column({ type: 'char', length: 64, nullable: true })
  confirmTokenHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmSentAt: Date | null;

  @Column({ type: 'char', length: 64, nullable: true })
  takedownTokenHash: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
