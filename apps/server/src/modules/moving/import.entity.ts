import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Article } from '../articles/article.entity';
import type { ImportReport } from './import.types';

/** Which source post became which article: a second run of the same file skips it (idempotent). */
@Entity('import_items')
@Index('IDX_import_items_article', { synchronize: false })
export class ImportItem {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  source: string;

  @PrimaryColumn({ type: 'varchar', length: 300 })
  sourceId: string;

  @Column({ type: 'int' })
  articleId: number;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'articleId', foreignKeyConstraintName: 'FK_import_items_article' })
  article?: Article;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

export type ImportRunStatus = 'analysed' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** One uploaded export: its dry-run report, then the progress and final report of its import. */
@Entity('import_runs')
@Check('CHK_import_runs_status', `"status" IN ('analysed', 'queued', 'running', 'done', 'failed', 'cancelled')`)
export class ImportRun {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_import_runs' })
  id: number;

  @Column({ type: 'varchar', length: 20 })
  source: string;

  @Column({ type: 'varchar', length: 300 })
  fileName: string;

  /** The uploaded file under DATA_DIR/imports, removed once the run ends. */
  @Column({ type: 'text', nullable: true })
  filePath: string | null;

  /** en | id | detect */
  @Column({ type: 'varchar', length: 10 })
  language: string;

  @Column({ type: 'varchar', length: 20 })
  status: ImportRunStatus;

  @Column({ type: 'int', default: 0 })
  done: number;

  @Column({ type: 'int', default: 0 })
  total: number;

  @Column({ type: 'boolean', default: false })
  cancelRequested: boolean;

  @Column({ type: 'jsonb', nullable: true })
  report: ImportReport | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
