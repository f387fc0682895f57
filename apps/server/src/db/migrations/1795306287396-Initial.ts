import { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795306287396 implements MigrationInterface {
    name = 'Initial1795306287396'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "age_groups" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "description" text, "order" integer NOT NULL, CONSTRAINT "UQ_f31211ca046d2a7ed4bf1bcb36d" UNIQUE ("name"), CONSTRAINT "UQ_7e4c537e33966d137e118f06260" UNIQUE ("slug"), CONSTRAINT "PK_74553a8c46fc414046f0fd02c70" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "authors" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "bio" text, "imageUrl" text, CONSTRAINT "PK_d2ed02fabd9b52847ccb85e6b88" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "categories" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, CONSTRAINT "UQ_8b0be371d28245da6e4f4b61878" UNIQUE ("name"), CONSTRAINT "UQ_420d9f679d41281f282f5bc7d09" UNIQUE ("slug"), CONSTRAINT "PK_24dbc6126a28ff948da33e97d3b" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "articles" ("id" SERIAL NOT NULL, "title" character varying(300) NOT NULL, "slug" character varying(200) NOT NULL, "content" text NOT NULL, "excerpt" text NOT NULL, "imageUrl" text, "authorId" integer, "categoryId" integer NOT NULL, "readTime" integer NOT NULL DEFAULT '5', "isFeatured" boolean NOT NULL DEFAULT false, "isEditorsPick" boolean NOT NULL DEFAULT false, "publishDate" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "language" character varying(2) NOT NULL DEFAULT 'en', "parentArticleId" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_1123ff6815c5b8fec0ba9fec370" UNIQUE ("slug"), CONSTRAINT "PK_0a6e2c450d83e0b6052c2793334" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_65d9ccc1b02f4d904e90bd76a3" ON "articles"  ("authorId") `);
        await queryRunner.query(`CREATE INDEX "IDX_9cf383b5c60045a773ddced7f2" ON "articles"  ("categoryId") `);
        await queryRunner.query(`CREATE INDEX "IDX_7c3fddec96f02ac3cb007bb9d2" ON "articles"  ("isFeatured") `);
        await queryRunner.query(`CREATE INDEX "IDX_a7da5584c3ae9489f8cad50bf2" ON "articles"  ("isEditorsPick") `);
        await queryRunner.query(`CREATE INDEX "IDX_de32ca992d62d6dea80db57ecc" ON "articles"  ("publishDate") `);
        await queryRunner.query(`CREATE INDEX "IDX_0c9d2aa2c6e179a5c6a4eb0344" ON "articles"  ("parentArticleId") `);
        await queryRunner.query(`CREATE INDEX "IDX_articles_language_publish" ON "articles"  ("language", "publishDate") `);
        await queryRunner.query(`CREATE TABLE "article_age_groups" ("id" SERIAL NOT NULL, "articleId" integer NOT NULL, "ageGroupId" integer NOT NULL, CONSTRAINT "UQ_article_age_groups_article_age_group" UNIQUE ("articleId", "ageGroupId"), CONSTRAINT "PK_128ff8caedac45e4443d01a8124" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_670de6be9370095075a824bd66" ON "article_age_groups"  ("ageGroupId") `);
        await queryRunner.query(`CREATE TABLE "tags" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, CONSTRAINT "UQ_d90243459a697eadb8ad56e9092" UNIQUE ("name"), CONSTRAINT "UQ_b3aa10c29ea4e61a830362bd25a" UNIQUE ("slug"), CONSTRAINT "PK_e7dc17249a1148a1970748eda99" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "article_tags" ("id" SERIAL NOT NULL, "articleId" integer NOT NULL, "tagId" integer NOT NULL, CONSTRAINT "UQ_article_tags_article_tag" UNIQUE ("articleId", "tagId"), CONSTRAINT "PK_75f74d8cce8a559622dffcc5ae2" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_83a0534713c9e7f6bb2110c7bc" ON "article_tags"  ("tagId") `);
        await queryRunner.query(`CREATE TABLE "users" ("id" SERIAL NOT NULL, "username" character varying(100) NOT NULL, "password" character varying(200) NOT NULL, "isAdmin" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_fe0bb3f6520ee0469504521e710" UNIQUE ("username"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "subscribers" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "subscribeDate" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "language" character varying(2) NOT NULL DEFAULT 'en', CONSTRAINT "UQ_1a7163c08f0e57bd1c9821508b1" UNIQUE ("email"), CONSTRAINT "PK_cbe0a7a9256c826f403c0236b67" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "tools" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "url" text NOT NULL, "logoUrl" text, "description" text NOT NULL, "isActive" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_e23d56734caad471277bad8bf85" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "uploaded_images" ("id" SERIAL NOT NULL, "url" text NOT NULL, "filename" character varying(255) NOT NULL, "type" character varying(50) NOT NULL, "size" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "uploadType" character varying(30) NOT NULL DEFAULT 'general', "articleId" integer, CONSTRAINT "UQ_0fcecd45378cb31ee801eadb1af" UNIQUE ("url"), CONSTRAINT "PK_37f0f1866d702a0ac47830c2858" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_cd8ae7eddcd13a302f5e7280e5" ON "uploaded_images"  ("articleId") `);
        await queryRunner.query(`ALTER TABLE "articles" ADD CONSTRAINT "FK_65d9ccc1b02f4d904e90bd76a34" FOREIGN KEY ("authorId") REFERENCES "authors"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "articles" ADD CONSTRAINT "FK_9cf383b5c60045a773ddced7f23" FOREIGN KEY ("categoryId") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "articles" ADD CONSTRAINT "FK_0c9d2aa2c6e179a5c6a4eb03440" FOREIGN KEY ("parentArticleId") REFERENCES "articles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "article_age_groups" ADD CONSTRAINT "FK_b0a732c7d6d5ec80e9b1ecb7d8c" FOREIGN KEY ("articleId") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "article_age_groups" ADD CONSTRAINT "FK_670de6be9370095075a824bd66f" FOREIGN KEY ("ageGroupId") REFERENCES "age_groups"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "article_tags" ADD CONSTRAINT "FK_acbc7f775fb5e3fe2627477b5f7" FOREIGN KEY ("articleId") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "article_tags" ADD CONSTRAINT "FK_83a0534713c9e7f6bb2110c7bcc" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "uploaded_images" ADD CONSTRAINT "FK_cd8ae7eddcd13a302f5e7280e5e" FOREIGN KEY ("articleId") REFERENCES "articles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "uploaded_images" DROP CONSTRAINT "FK_cd8ae7eddcd13a302f5e7280e5e"`);
        await queryRunner.query(`ALTER TABLE "article_tags" DROP CONSTRAINT "FK_83a0534713c9e7f6bb2110c7bcc"`);
        await queryRunner.query(`ALTER TABLE "article_tags" DROP CONSTRAINT "FK_acbc7f775fb5e3fe2627477b5f7"`);
        await queryRunner.query(`ALTER TABLE "article_age_groups" DROP CONSTRAINT "FK_670de6be9370095075a824bd66f"`);
        await queryRunner.query(`ALTER TABLE "article_age_groups" DROP CONSTRAINT "FK_b0a732c7d6d5ec80e9b1ecb7d8c"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP CONSTRAINT "FK_0c9d2aa2c6e179a5c6a4eb03440"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP CONSTRAINT "FK_9cf383b5c60045a773ddced7f23"`);
        await queryRunner.query(`ALTER TABLE "articles" DROP CONSTRAINT "FK_65d9ccc1b02f4d904e90bd76a34"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_cd8ae7eddcd13a302f5e7280e5"`);
        await queryRunner.query(`DROP TABLE "uploaded_images"`);
        await queryRunner.query(`DROP TABLE "tools"`);
        await queryRunner.query(`DROP TABLE "subscribers"`);
        await queryRunner.query(`DROP TABLE "users"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_83a0534713c9e7f6bb2110c7bc"`);
        await queryRunner.query(`DROP TABLE "article_tags"`);
        await queryRunner.query(`DROP TABLE "tags"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_670de6be9370095075a824bd66"`);
        await queryRunner.query(`DROP TABLE "article_age_groups"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_articles_language_publish"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_0c9d2aa2c6e179a5c6a4eb0344"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_de32ca992d62d6dea80db57ecc"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_a7da5584c3ae9489f8cad50bf2"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_7c3fddec96f02ac3cb007bb9d2"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_9cf383b5c60045a773ddced7f2"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_65d9ccc1b02f4d904e90bd76a3"`);
        await queryRunner.query(`DROP TABLE "articles"`);
        await queryRunner.query(`DROP TABLE "categories"`);
        await queryRunner.query(`DROP TABLE "authors"`);
        await queryRunner.query(`DROP TABLE "age_groups"`);
    }

}
