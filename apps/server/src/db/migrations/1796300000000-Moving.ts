import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, moving in and out: the redirects of old addresses (301), the imported items (which
 * source post became which article: re-running an import changes nothing) and the import runs
 * (dry-run report, progress and final report of the background job).
 */
export class Moving1796300000000 implements MigrationInterface {
  name = 'Moving1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "redirects" (
      "id" SERIAL NOT NULL,
      "fromPath" character varying(500) NOT NULL,
      "toPath" character varying(500) NOT NULL,
      "source" character varying(20) NOT NULL DEFAULT 'manual',
      "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "UQ_redirects_fromPath" UNIQUE ("fromPath"),
      CONSTRAINT "PK_redirects" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "import_items" (
      "source" character varying(20) NOT NULL,
      "sourceId" character varying(300) NOT NULL,
      "articleId" integer NOT NULL,
      "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_import_items" PRIMARY KEY ("source", "sourceId"),
      CONSTRAINT "FK_import_items_article" FOREIGN KEY ("articleId") REFERENCES "articles"("id") ON DELETE CASCADE)`);
    await queryRunner.query(`CREATE INDEX "IDX_import_items_article" ON "import_items" ("articleId")`);
    await queryRunner.query(`CREATE TABLE "import_runs" (
      "id" SERIAL NOT NULL,
      "source" character varying(20) NOT NULL,
      "fileName" character varying(300) NOT NULL,
      "filePath" text,
      "language" character varying(10) NOT NULL,
      "status" character varying(20) NOT NULL,
      "done" integer NOT NULL DEFAULT 0,
      "total" integer NOT NULL DEFAULT 0,
      "cancelRequested" boolean NOT NULL DEFAULT false,
      "report" jsonb,
      "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "finishedAt" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "CHK_import_runs_status" CHECK ("status" IN ('analysed', 'queued', 'running', 'done', 'failed', 'cancelled')),
      CONSTRAINT "PK_import_runs" PRIMARY KEY ("id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "import_runs"`);
    await queryRunner.query(`DROP TABLE "import_items"`);
    await queryRunner.query(`DROP TABLE "redirects"`);
  }
}
