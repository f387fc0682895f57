import { MigrationInterface, QueryRunner } from "typeorm";

export class EditorialWorkflow1795508448280 implements MigrationInterface {
    name = 'EditorialWorkflow1795508448280'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "article_revisions" ("id" SERIAL NOT NULL, "articleId" integer NOT NULL, "title" character varying(300) NOT NULL, "excerpt" text NOT NULL, "content" text NOT NULL, "metadata" jsonb NOT NULL, "savedBy" character varying(100), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e5a3375569c46d93baa9fe4bfe4" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_article_revisions_article_created" ON "article_revisions"  ("articleId", "id") `);
        await queryRunner.query(`ALTER TABLE "articles" ADD "status" character varying(10) NOT NULL DEFAULT 'published'`);
        await queryRunner.query(`ALTER TABLE "articles" ADD "metaTitle" character varying(300)`);
        await queryRunner.query(`ALTER TABLE "articles" ADD "metaDescription" character varying(500)`);
        await queryRunner.query(`ALTER TABLE "articles" ADD CONSTRAINT "CHK_articles_status" CHECK ("status" IN ('draft', 'published'))`);
        await queryRunner.query(`ALTER TABLE "article_revisions" ADD CONSTRAINT "FK_1bd801757181b575874ccd019ca" FOREIGN KEY ("articleId") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "article_revisions" DROP CONSTRAINT "FK_1bd801757181b575874ccd019ca"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP CONSTRAINT "CHK_articles_status"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "metaDescription"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "metaTitle"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "status"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_article_revisions_article_created"`);
        await queryRunner.query(`DROP TABLE "article_revisions"`);
    }

}
