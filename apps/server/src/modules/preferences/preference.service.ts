import { isLanguageCode, type LanguageCode } from '@tumbuh/shared';
import type { DataSource } from 'typeorm';
import { badInput } from '../../errors';
import { UserPreference } from './user-preference.entity';

/** The admin language each person chose (issue 33); English until they choose. */
export class PreferenceService {
  constructor(private readonly db: DataSource) {}

  async adminLanguage(userId: number): Promise<LanguageCode> {
    const row = await this.db.getRepository(UserPreference).findOneBy({ userId });
    return row && isLanguageCode(row.adminLanguage) ? row.adminLanguage : 'en';
  }

  async setAdminLanguage(userId: number, language: unknown): Promise<LanguageCode> {
    if (!isLanguageCode(language)) throw badInput('Language must be en or id');
    await this.db.getRepository(UserPreference).upsert({ userId, adminLanguage: language }, ['userId']);
    return language;
  }
}
