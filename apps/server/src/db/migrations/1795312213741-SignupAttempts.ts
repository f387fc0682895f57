import { MigrationInterface, QueryRunner } from "typeorm";

export class SignupAttempts1795312213741 implements MigrationInterface {
    name = 'SignupAttempts1795312213741'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "signup_attempts" ("id" BIGSERIAL NOT NULL, "ip" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6018a54a2b3ef04e8bb5bebbde4" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_signup_attempts_ip_created" ON "signup_attempts"  ("ip", "createdAt") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."IDX_signup_attempts_ip_created"`);
        await queryRunner.query(`DROP TABLE "signup_attempts"`);
    }

}
