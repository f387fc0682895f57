import { DEFAULT_LANGUAGE, isLanguageCode, MESSAGES, normalizeEmail, validateEmail, type FieldErrors, type LanguageCode } from '@tumbuh/shared';
import { DataSource } from 'typeorm';
import { assertValid, conflict, notFound } from '../../errors';
import { asObject } from '../../input';
import { Subscriber } from './subscriber.entity';

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; driverError?: { code?: string } };
  return (e.code ?? e.driverError?.code) === '23505';
};

export class SubscriberService {
  constructor(private readonly db: DataSource) {}

  /**
   * Newsletter sign-up (public): {email, language?}. The email is trimmed and lower-cased before it
   * is checked and stored; language is en (default) or id. A duplicate answers 409.
   */
  async subscribe(input: unknown): Promise<Subscriber> {
    const body = asObject(input);
    const errors: FieldErrors = {};
    const emailError = validateEmail(body.email);
    if (emailError) errors.email = emailError;
    const language = body.language ?? DEFAULT_LANGUAGE;
    if (!isLanguageCode(language)) errors.language = MESSAGES.languageInvalid;
    assertValid(errors);
    const email = normalizeEmail(body.email as string);

    const repo = this.db.getRepository(Subscriber);
    try {
      // A plain insert: the unique index decides, so two simultaneous sign-ups cannot both win.
      const { identifiers } = await repo.insert({ email, language: language as LanguageCode });
      return await repo.findOneByOrFail({ id: identifiers[0].id as number });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MESSAGES.emailDuplicate, { email: MESSAGES.emailDuplicate });
      throw err;
    }
  }

  /** Every subscriber, newest first (admins). */
  list(): Promise<Subscriber[]> {
    return this.db.getRepository(Subscriber).find({ order: { subscribeDate: 'DESC', id: 'DESC' } });
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.db.getRepository(Subscriber).delete({ id });
    if (!affected) throw notFound('Subscriber not found');
  }
}
