import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One failed (or in-flight) sign-in attempt. The login throttle counts these per username and per
 * client address; living in PostgreSQL, the limits hold across every server process.
 */
@Entity('login_attempts')
@Index('IDX_login_attempts_username_created', ['username', 'createdAt'])
@Index('IDX_login_attempts_ip_created', ['ip', 'createdAt'])
@Index('IDX_login_attempts_created', ['createdAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  /** The username as typed, trimmed and lower-cased (so "Admin" and "admin" share a counter). */
  @Column({ type: 'varchar', length: 200 })
  username: string;

  /** The client address (an IPv6 address is reduced to its /64 network). */
  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
