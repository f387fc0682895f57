import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One person's settings of the admin (issue 33): for now the language the admin is shown in. */
@Entity('user_preferences')
export class UserPreference {
  /** The user (users.id); the row goes with the user. */
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  /** 'en' or 'id'. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  adminLanguage: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
