import { MigrationInterface, QueryRunner } from "typeorm";

/** Issue 15: the Indonesian name of categories, tags, age groups and tools (none until an editor gives one). */
export class IndonesianNames1795700000000 implements MigrationInterface {
    name = 'IndonesianNames1795700000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        for (const table of ['categories', 'tags', 'age_groups', 'tools']) {
            await queryRunner.query(`ALTER TABLE "${table}" ADD "nameId" character varying(200)`);
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        for (const table of ['tools', 'age_groups', 'tags', 'categories']) {
            await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "nameId"`);
        }
    }

}
