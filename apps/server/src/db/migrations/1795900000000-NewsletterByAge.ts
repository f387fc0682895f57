import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 19, newsletter by age: the child's birth month a subscriber may give (the first day of the
 * month; none by default), the versions that put one age group's articles first, and
 * which of them each delivery sends (computed on the date).
 */
export class NewsletterByAge1795900000000 implements MigrationInterface {
    name = 'NewsletterByAge1795900000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "subscribers" ADD "childBirthMonth" date`);
        await queryRunner.query(`ALTER TABLE "newsletter_issues" ADD "ageVariants" jsonb`);
        await queryRunner.query(`ALTER TABLE "newsletter_deliveries" ADD "ageGroup" character varying(200)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "newsletter_deliveries" DROP COLUMN "ageGroup"`);
        await queryRunner.query(`ALTER TABLE "newsletter_issues" DROP COLUMN "ageVariants"`);
        await queryRunner.query(`ALTER TABLE "subscribers" DROP COLUMN "childBirthMonth"`);
    }

}
