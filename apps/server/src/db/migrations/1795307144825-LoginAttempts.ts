import { MigrationInterface, QueryRunner } from "typeorm";

export class LoginAttempts1795307144825 implements MigrationInterface {
    name = 'LoginAttempts1795307144825'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "login_attempts" ("id" BIGSERIAL NOT NULL, "username" character varying(200) NOT NULL, "ip" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_070e613c8f768b1a70742705c5b" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_login_attempts_created" ON "login_attempts"  ("createdAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_login_attempts_ip_created" ON "login_attempts"  ("ip", "createdAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_login_attempts_username_created" ON "login_attempts"  ("username", "createdAt") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."IDX_login_attempts_username_created"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_login_attempts_ip_created"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_login_attempts_created"`);
        await queryRunner.query(`DROP TABLE "login_attempts"`);
    }

}
