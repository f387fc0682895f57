import { MigrationInterface, QueryRunner } from "typeorm";

/** Issue 33: each person's admin language, kept with the user and removed with them. */
export class UserPreferences1796500000000 implements MigrationInterface {
    name = 'UserPreferences1796500000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "user_preferences" ("userId" integer NOT NULL, "adminLanguage" character varying(2) NOT NULL DEFAULT 'en', "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_user_preferences" PRIMARY KEY ("userId"), CONSTRAINT "FK_user_preferences_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "user_preferences"`);
    }

}
