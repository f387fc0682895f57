import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One newsletter sign-up attempt, by client address: the sign-up limit counts these. In PostgreSQL,
 * so the limit holds across every server process.
 */
@Entity('signup_attempts')
@Index('IDX_signup_attempts_ip_created', ['ip', 'createdAt'])
export class SignupAttempt {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  /** The client address (IPv6 reduced to its /64, as for the login throttle). */
  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
