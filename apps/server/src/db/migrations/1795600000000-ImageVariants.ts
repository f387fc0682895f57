import { MigrationInterface, QueryRunner } from "typeorm";

/** Issue 17: the size of each stored image and its resized variants (none for rows stored before it). */
export class ImageVariants1795600000000 implements MigrationInterface {
    name = 'ImageVariants1795600000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "uploaded_images" ADD "width" integer`);
        await queryRunner.query(`ALTER TABLE "uploaded_images" ADD "height" integer`);
        await queryRunner.query(`ALTER TABLE "uploaded_images" ADD "variants" jsonb NOT NULL DEFAULT '[]'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "uploaded_images" DROP COLUMN "variants"`);
        await queryRunner.query(`ALTER TABLE "uploaded_images" DROP COLUMN "height"`);
        await queryRunner.query(`ALTER TABLE "uploaded_images" DROP COLUMN "width"`);
    }

}
