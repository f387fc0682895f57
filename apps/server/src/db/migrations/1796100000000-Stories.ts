import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Community stories (issue 30): one row per submission. The email is never shown to readers; the
 * confirmation and takedown tokens are kept as SHA-256 hashes only; the submitter's address is
 * never stored (its limit is a hashed key in rate_limits).
 */
export class Stories1796100000000 implements MigrationInterface {
  name = 'Stories1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "stories" (
      "id" SERIAL NOT NULL,
      "slug" character varying(200) NOT NULL,
      "title" character varying(200) NOT NULL,
      "body" text NOT NULL,
      "displayName" character varying(100),
      "email" character varying(254) NOT NULL,
      "ageGroupId" integer,
      "language" character varying(2) NOT NULL,
      "photoUrl" text,
      "photo" jsonb,
      "state" character varying(24) NOT NULL DEFAULT 'PENDING_CONFIRMATION',
      "publishAt" TIMESTAMP WITH TIME ZONE,
      "confirmedAt" TIMESTAMP WITH TIME ZONE,
      "contentHash" character(64) NOT NULL,
      "confirmTokenHash" character(64),
      "confirmSentAt" TIMESTAMP WITH TIME ZONE,
      "takedownTokenHash" character(64),
      "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_stories" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_stories_slug" UNIQUE ("slug"),
      CONSTRAINT "CHK_stories_state" CHECK ("state" IN ('PENDING_CONFIRMATION', 'WAITING', 'APPROVED', 'REJECTED', 'SPAM')),
      CONSTRAINT "CHK_stories_language" CHECK ("language" IN ('en', 'id')),
      CONSTRAINT "FK_stories_age_group" FOREIGN KEY ("ageGroupId") REFERENCES "age_groups"("id") ON DELETE SET NULL
    )`);
    await queryRunner.query(`CREATE INDEX "IDX_stories_public" ON "stories" ("language", "publishAt" DESC, "id" DESC) WHERE "state" = 'APPROVED'`);
    await queryRunner.query(`CREATE INDEX "IDX_stories_state_created" ON "stories" ("state", "createdAt" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_stories_email_hash" ON "stories" ("email", "contentHash")`);
    await queryRunner.query(`CREATE INDEX "IDX_stories_age_group" ON "stories" ("ageGroupId")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "stories"`);
  }
}
