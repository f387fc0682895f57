import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 28: related articles (same category, newest first, the source's language first) are two
 * index walks that stop at a couple of rows, instead of a sort of every published article of the
 * category.
 */
export class RelatedIndex1796600000000 implements MigrationInterface {
    name = 'RelatedIndex1796600000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "IDX_articles_category_public" ON "articles" ("categoryId", "publishDate" DESC, "id" DESC) INCLUDE ("language") WHERE "status" = 'published'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."IDX_articles_category_public"`);
    }

}
