import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../auth/user.entity';

/** One person's settings of the admin (issue 33): for now the language the admin is shown in. */
@Entity('user_preferences')
export class UserPreference {
  /** The user (users.id); the row goes with the user. */
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_user_preferences_user' })
  user?: User;

  /** 'en' or 'id'. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  adminLanguage: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
