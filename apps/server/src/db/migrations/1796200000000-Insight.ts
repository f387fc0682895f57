import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 31, what readers read: reading counts per article, language and day (no reader data), click
 * counts per newsletter issue and article, and the unsubscribes with their optional reason (no
 * subscriber id, no address: only which issue's link was used, if any).
 */
export class Insight1796200000000 implements MigrationInterface {
    name = 'Insight1796200000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "article_reads" ("articleId" integer NOT NULL, "language" character varying(2) NOT NULL, "day" date NOT NULL, "count" integer NOT NULL DEFAULT 0,
            CONSTRAINT "PK_article_reads" PRIMARY KEY ("articleId", "language", "day"),
            CONSTRAINT "FK_article_reads_article" FOREIGN KEY ("articleId") REFERENCES "articles"("id") ON DELETE CASCADE)`);
        await queryRunner.query(`CREATE INDEX "IDX_article_reads_day" ON "article_reads" ("day", "language")`);
        await queryRunner.query(`CREATE TABLE "newsletter_clicks" ("issueId" integer NOT NULL, "articleId" integer NOT NULL, "count" integer NOT NULL DEFAULT 0,
            CONSTRAINT "PK_newsletter_clicks" PRIMARY KEY ("issueId", "articleId"),
            CONSTRAINT "FK_newsletter_clicks_issue" FOREIGN KEY ("issueId") REFERENCES "newsletter_issues"("id") ON DELETE CASCADE,
            CONSTRAINT "FK_newsletter_clicks_article" FOREIGN KEY ("articleId") REFERENCES "articles"("id") ON DELETE CASCADE)`);
        await queryRunner.query(`CREATE TABLE "newsletter_unsubscribes" ("id" SERIAL NOT NULL, "issueId" integer, "language" character varying(2) NOT NULL, "reason" character varying(20),
            "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
            CONSTRAINT "PK_newsletter_unsubscribes" PRIMARY KEY ("id"),
            CONSTRAINT "FK_newsletter_unsubscribes_issue" FOREIGN KEY ("issueId") REFERENCES "newsletter_issues"("id") ON DELETE SET NULL)`);
        await queryRunner.query(`CREATE INDEX "IDX_newsletter_unsubscribes_issue" ON "newsletter_unsubscribes" ("issueId")`);
        await queryRunner.query(`CREATE INDEX "IDX_subscribers_subscribeDate" ON "subscribers" ("subscribeDate", "id")`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_subscribers_subscribeDate"`);
        await queryRunner.query(`DROP TABLE "newsletter_unsubscribes"`);
        await queryRunner.query(`DROP TABLE "newsletter_clicks"`);
        await queryRunner.query(`DROP TABLE "article_reads"`);
    }

}
