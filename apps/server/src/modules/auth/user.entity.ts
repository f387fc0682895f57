import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { UserRole } from './access';

/**
 * A person who signs in to the admin (issue 29): a role (isAdmin kept in step: true only for
 * ADMIN), an optional email (older accounts have none), two-step secrets that are never exposed.
 * The GraphQL type is the spec's user object: id, username, isAdmin, role.
 */
@ObjectType()
@Entity('users')
@Check('CHK_users_role', `"role" IN ('ADMIN', 'EDITOR', 'WRITER')`)
@Index('UQ_users_email', ['email'], { unique: true, where: '"email" IS NOT NULL' })
export class User {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 100, unique: true })
  username: string;

  /** A bcrypt hash; never exposed (no @Field), never selected by default. */
  @Column({ type: 'varchar', length: 200, select: false })
  password: string;

  @Field(() => Boolean, { description: 'True for admins only (kept beside role for the spec)' })
  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  @Field(() => String, { description: 'ADMIN, EDITOR or WRITER' })
  @Column({ type: 'varchar', length: 10, default: 'WRITER' })
  role: UserRole;

  /** Lower-cased; unique when present. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  name: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null;

  /** The TOTP secret, encrypted (AES-256-GCM, key from the session secret); never selected by default. */
  @Column({ type: 'varchar', length: 300, nullable: true, select: false })
  totpSecret: string | null;

  /** When two-step sign-in was confirmed; null while off or only being set up. */
  @Column({ type: 'timestamptz', nullable: true })
  totpEnabledAt: Date | null;

  /** sha256 hashes of the unused recovery codes; never selected by default. */
  @Column({ type: 'jsonb', default: () => "'[]'", select: false })
  recoveryCodes: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
