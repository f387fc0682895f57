import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 29, a team: people with roles (admins keep ADMIN), their email, name, state and two-step
 * secrets; invitations and password resets (tokens stored as sha256 hashes); site settings; the
 * activity log; who created and last changed an article, and a "review" status beside draft and
 * published (a writer's draft submitted for an editor).
 */
export class Team1796000000000 implements MigrationInterface {
    name = 'Team1796000000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "users" ADD "role" character varying(10) NOT NULL DEFAULT 'WRITER'`);
        await queryRunner.query(`UPDATE "users" SET "role" = 'ADMIN' WHERE "isAdmin"`);
        await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role" CHECK ("role" IN ('ADMIN', 'EDITOR', 'WRITER'))`);
        await queryRunner.query(`ALTER TABLE "users" ADD "email" character varying(254)`);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") WHERE "email" IS NOT NULL`);
        await queryRunner.query(`ALTER TABLE "users" ADD "name" character varying(200)`);
        await queryRunner.query(`ALTER TABLE "users" ADD "active" boolean NOT NULL DEFAULT true`);
        await queryRunner.query(`ALTER TABLE "users" ADD "lastSignInAt" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "users" ADD "passwordChangedAt" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "users" ADD "totpSecret" character varying(300)`);
        await queryRunner.query(`ALTER TABLE "users" ADD "totpEnabledAt" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "users" ADD "recoveryCodes" jsonb NOT NULL DEFAULT '[]'`);

        await queryRunner.query(`CREATE TABLE "invitations" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "role" character varying(10) NOT NULL, "tokenHash" character(64) NOT NULL, "invitedById" integer, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "acceptedAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE, "userId" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_invitations_token" UNIQUE ("tokenHash"), CONSTRAINT "CHK_invitations_role" CHECK ("role" IN ('ADMIN', 'EDITOR', 'WRITER')), CONSTRAINT "PK_invitations" PRIMARY KEY ("id"))`);
        await queryRunner.query(`ALTER TABLE "invitations" ADD CONSTRAINT "FK_invitations_invitedBy" FOREIGN KEY ("invitedById") REFERENCES "users"("id") ON DELETE SET NULL`);
        await queryRunner.query(`ALTER TABLE "invitations" ADD CONSTRAINT "FK_invitations_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL`);

        await queryRunner.query(`CREATE TABLE "password_resets" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "tokenHash" character(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_password_resets_token" UNIQUE ("tokenHash"), CONSTRAINT "PK_password_resets" PRIMARY KEY ("id"))`);
        await queryRunner.query(`ALTER TABLE "password_resets" ADD CONSTRAINT "FK_password_resets_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE`);

        await queryRunner.query(`CREATE TABLE "settings" ("key" character varying(100) NOT NULL, "value" jsonb NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_settings" PRIMARY KEY ("key"))`);

        await queryRunner.query(`CREATE TABLE "activity" ("id" SERIAL NOT NULL, "actorId" integer, "actorName" character varying(200) NOT NULL, "action" character varying(40) NOT NULL, "entityType" character varying(40) NOT NULL, "entityId" integer, "title" character varying(300) NOT NULL DEFAULT '', "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_activity" PRIMARY KEY ("id"))`);
        await queryRunner.query(`ALTER TABLE "activity" ADD CONSTRAINT "FK_activity_actor" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE SET NULL`);
        await queryRunner.query(`CREATE INDEX "IDX_activity_at" ON "activity" ("at", "id")`);
        await queryRunner.query(`CREATE INDEX "IDX_activity_actor" ON "activity" ("actorId", "at")`);
        await queryRunner.query(`CREATE INDEX "IDX_activity_entity" ON "activity" ("entityType", "at")`);

        await queryRunner.query(`ALTER TABLE "articles" ADD "createdById" integer`);
        await queryRunner.query(`ALTER TABLE "articles" ADD "updatedById" integer`);
        await queryRunner.query(`ALTER TABLE "articles" ADD "submittedAt" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "articles" ADD CONSTRAINT "FK_articles_createdBy" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL`);
        await queryRunner.query(`ALTER TABLE "articles" ADD CONSTRAINT "FK_articles_updatedBy" FOREIGN KEY ("updatedById") REFERENCES "users"("id") ON DELETE SET NULL`);
        await queryRunner.query(`CREATE INDEX "IDX_articles_createdBy" ON "articles" ("createdById")`);
        await queryRunner.query(`ALTER TABLE "articles" DROP CONSTRAINT "CHK_articles_status"`);
        await queryRunner.query(`ALTER TABLE "articles" ADD CONSTRAINT "CHK_articles_status" CHECK ("status" IN ('draft', 'review', 'published'))`);
        await queryRunner.query(`ALTER TABLE "article_revisions" ADD "savedById" integer`);
        await queryRunner.query(`ALTER TABLE "article_revisions" ADD CONSTRAINT "FK_article_revisions_savedBy" FOREIGN KEY ("savedById") REFERENCES "users"("id") ON DELETE SET NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "article_revisions" DROP CONSTRAINT "FK_article_revisions_savedBy"`);
        await queryRunner.query(`ALTER TABLE "article_revisions" DROP COLUMN "savedById"`);
        await queryRunner.query(`UPDATE "articles" SET "status" = 'draft' WHERE "status" = 'review'`);
        await queryRunner.query(`ALTER TABLE "articles" DROP CONSTRAINT "CHK_articles_status"`);
        await queryRunner.query(`ALTER TABLE "articles" ADD CONSTRAINT "CHK_articles_status" CHECK ("status" IN ('draft', 'published'))`);
        await queryRunner.query(`DROP INDEX "IDX_articles_createdBy"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP CONSTRAINT "FK_articles_updatedBy"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP CONSTRAINT "FK_articles_createdBy"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "submittedAt"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "updatedById"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "createdById"`);
        await queryRunner.query(`DROP TABLE "activity"`);
        await queryRunner.query(`DROP TABLE "settings"`);
        await queryRunner.query(`DROP TABLE "password_resets"`);
        await queryRunner.query(`DROP TABLE "invitations"`);
        for (const c of ['recoveryCodes', 'totpEnabledAt', 'totpSecret', 'passwordChangedAt', 'lastSignInAt', 'active', 'name']) {
            await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "${c}"`);
        }
        await queryRunner.query(`DROP INDEX "UQ_users_email"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email"`);
        await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "role"`);
    }

}
