import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Login and sign-up limits move to rate-limiter-flexible's PostgreSQL store: one table of counters
 * (the library's own layout: key, points, expire in epoch ms). The hand-written attempt tables go;
 * they held only counters of the last hour, so at worst an upgrade forgets a running lock.
 */
export class RateLimits1795850000000 implements MigrationInterface {
  name = 'RateLimits1795850000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "rate_limits" ("key" character varying(255) NOT NULL, "points" integer NOT NULL DEFAULT 0, "expire" bigint, CONSTRAINT "PK_rate_limits" PRIMARY KEY ("key"))`);
    await queryRunner.query(`DROP TABLE "login_attempts"`);
    await queryRunner.query(`DROP TABLE "signup_attempts"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "signup_attempts" ("id" BIGSERIAL NOT NULL, "ip" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6018a54a2b3ef04e8bb5bebbde4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_signup_attempts_ip_created" ON "signup_attempts"  ("ip", "createdAt") `);
    await queryRunner.query(`CREATE TABLE "login_attempts" ("id" BIGSERIAL NOT NULL, "username" character varying(200) NOT NULL, "ip" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_070e613c8f768b1a70742705c5b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_login_attempts_created" ON "login_attempts"  ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_login_attempts_ip_created" ON "login_attempts"  ("ip", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_login_attempts_username_created" ON "login_attempts"  ("username", "createdAt") `);
    await queryRunner.query(`DROP TABLE "rate_limits"`);
  }
}
