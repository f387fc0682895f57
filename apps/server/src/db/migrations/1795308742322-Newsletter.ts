import { MigrationInterface, QueryRunner } from "typeorm";

export class Newsletter1795308742322 implements MigrationInterface {
    name = 'Newsletter1795308742322'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "newsletter_issues" ("id" SERIAL NOT NULL, "key" character varying(80) NOT NULL, "language" character varying(2) NOT NULL, "kind" character varying(10) NOT NULL, "status" character varying(10) NOT NULL, "subject" character varying(300) NOT NULL, "html" text NOT NULL, "text" text NOT NULL, "articleIds" integer array NOT NULL, "periodStart" TIMESTAMP WITH TIME ZONE NOT NULL, "periodEnd" TIMESTAMP WITH TIME ZONE NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_4bc0bc2d830079da20d0979e723" UNIQUE ("key"), CONSTRAINT "CHK_newsletter_issues_kind" CHECK ("kind" IN ('weekly', 'manual')), CONSTRAINT "CHK_newsletter_issues_status" CHECK ("status" IN ('sending', 'sent', 'skipped')), CONSTRAINT "PK_eca458fb36d0e5ab3ac5f8d70bc" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_newsletter_issues_language_created" ON "newsletter_issues"  ("language", "createdAt") `);
        await queryRunner.query(`CREATE TABLE "newsletter_deliveries" ("id" SERIAL NOT NULL, "issueId" integer NOT NULL, "subscriberId" integer, "email" character varying(254) NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "nextAttemptAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "claimToken" uuid, "leaseUntil" TIMESTAMP WITH TIME ZONE, "lastError" text, "sentAt" TIMESTAMP WITH TIME ZONE, "messageId" character varying(300), CONSTRAINT "UQ_newsletter_deliveries_issue_subscriber" UNIQUE ("issueId", "subscriberId"), CONSTRAINT "CHK_newsletter_deliveries_status" CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'skipped')), CONSTRAINT "PK_bfe52f887389e8a68fc4a6b487e" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_8b57c29694ee85848f894be46a" ON "newsletter_deliveries"  ("subscriberId") `);
        await queryRunner.query(`CREATE INDEX "IDX_newsletter_deliveries_issue_status" ON "newsletter_deliveries"  ("issueId", "status", "nextAttemptAt") `);
        await queryRunner.query(`ALTER TABLE "subscribers" ADD "status" character varying(12) NOT NULL DEFAULT 'active'`);
        await queryRunner.query(`ALTER TABLE "subscribers" ADD "confirmTokenHash" character varying(64)`);
        await queryRunner.query(`ALTER TABLE "subscribers" ADD "confirmSentAt" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "subscribers" ADD "confirmedAt" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "subscribers" ADD "unsubscribedAt" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`CREATE INDEX "IDX_subscribers_language_status" ON "subscribers"  ("language", "status") `);
        await queryRunner.query(`ALTER TABLE "subscribers" ADD CONSTRAINT "CHK_subscribers_status" CHECK ("status" IN ('active', 'pending', 'unsubscribed'))`);
        await queryRunner.query(`ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "FK_f5aa5d4e585cea404961edcafc9" FOREIGN KEY ("issueId") REFERENCES "newsletter_issues"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "FK_8b57c29694ee85848f894be46ae" FOREIGN KEY ("subscriberId") REFERENCES "subscribers"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "newsletter_deliveries" DROP CONSTRAINT "FK_8b57c29694ee85848f894be46ae"`);
        await queryRunner.query(`ALTER TABLE "newsletter_deliveries" DROP CONSTRAINT "FK_f5aa5d4e585cea404961edcafc9"`);
        await queryRunner.query(`ALTER TABLE "subscribers" DROP CONSTRAINT "CHK_subscribers_status"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_subscribers_language_status"`);
        await queryRunner.query(`ALTER TABLE "subscribers" DROP COLUMN "unsubscribedAt"`);
        await queryRunner.query(`ALTER TABLE "subscribers" DROP COLUMN "confirmedAt"`);
        await queryRunner.query(`ALTER TABLE "subscribers" DROP COLUMN "confirmSentAt"`);
        await queryRunner.query(`ALTER TABLE "subscribers" DROP COLUMN "confirmTokenHash"`);
        await queryRunner.query(`ALTER TABLE "subscribers" DROP COLUMN "status"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_newsletter_deliveries_issue_status"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_8b57c29694ee85848f894be46a"`);
        await queryRunner.query(`DROP TABLE "newsletter_deliveries"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_newsletter_issues_language_created"`);
        await queryRunner.query(`DROP TABLE "newsletter_issues"`);
    }

}
