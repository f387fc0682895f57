import { MigrationInterface, QueryRunner } from 'typeorm';
import { TITLE_VECTOR_SQL } from '../../modules/articles/article.entity';

/**
 * Search's first tier (every word in the title) reads a title-only vector with its own GIN index
 * and statistics (see Article.titleVector); the published-articles index covers it for the
 * newest-first walk of common words.
 */
export class SearchTitleVector1795870000000 implements MigrationInterface {
  name = 'SearchTitleVector1795870000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "articles" ADD "titleVector" tsvector GENERATED ALWAYS AS (${TITLE_VECTOR_SQL}) STORED NOT NULL`);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES ($1, $2, $3, $4, $5, $6)`, [
      await queryRunner.getCurrentDatabase(),
      'public',
      'articles',
      'GENERATED_COLUMN',
      'titleVector',
      TITLE_VECTOR_SQL,
    ]);
    await queryRunner.query(`CREATE INDEX "IDX_articles_title" ON "articles" USING GIN ("titleVector")`);
    await queryRunner.query(`DROP INDEX "public"."IDX_articles_public_rank"`);
    await queryRunner.query(`CREATE INDEX "IDX_articles_public_rank" ON "articles" ("publishDate", "id") INCLUDE ("language", "titleVector", "rankVector") WHERE "status" = 'published'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_articles_public_rank"`);
    await queryRunner.query(`CREATE INDEX "IDX_articles_public_rank" ON "articles" ("publishDate", "id") INCLUDE ("language", "rankVector") WHERE "status" = 'published'`);
    await queryRunner.query(`DROP INDEX "public"."IDX_articles_title"`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "database" = $3 AND "schema" = $4 AND "table" = $5`, [
      'GENERATED_COLUMN',
      'titleVector',
      await queryRunner.getCurrentDatabase(),
      'public',
      'articles',
    ]);
    await queryRunner.query(`ALTER TABLE "articles" DROP COLUMN "titleVector"`);
  }
}
