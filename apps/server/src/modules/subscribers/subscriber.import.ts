/**
 * CSV import of subscribers (issue 31): `email,language,childBirthMonth,consentDate` with a header
 * line (childBirthMonth optional, "YYYY-MM"; consentDate "YYYY-MM-DD", becomes the subscription
 * date). First a preview (nothing written): per-line errors, duplicates inside the file merged
 * (the last line wins), addresses already on the list left as they are (an unsubscribed address
 * is never subscribed again by an import). Then the import itself in one transaction, written in
 * chunks with progress; a request closed before the end (the admin's Cancel) rolls everything back.
 */
import { isLanguageCode, normalizeEmail, validateBirthMonth, validateEmail } from '@tumbuh/shared';
import Papa from 'papaparse';
import type { DataSource } from 'typeorm';
import { AppError, badInput } from '../../errors';

export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const CHUNK = 2_000;
const MAX_REPORTED_ERRORS = 200;

const HEADERS: Record<string, 'email' | 'language' | 'childBirthMonth' | 'consentDate'> = {
  email: 'email',
  language: 'language',
  childbirthmonth: 'childBirthMonth',
  child_birth_month: 'childBirthMonth',
  birthmonth: 'childBirthMonth',
  consentdate: 'consentDate',
  consent_date: 'consentDate',
};

export interface ImportRow {
  email: string;
  language: string;
  childBirthMonth: string | null;
  consentDate: string;
}

export interface ImportPreview {
  /** Data lines read (the header not counted). */
  lines: number;
  /** Distinct valid addresses in the file. */
  valid: number;
  /** Of those, new to the list: what the import adds. */
  toAdd: number;
  /** Valid addresses already on the list (active, pending or unsubscribed): left as they are. */
  existing: number;
  /** Lines whose address appeared on an earlier line: merged (the last line wins). */
  duplicates: number;
  /** Lines with an error (at most the first 200 listed). */
  errorCount: number;
  errors: { line: number; message: string }[];
}

export interface ParsedImport {
  rows: ImportRow[];
  preview: Omit<ImportPreview, 'toAdd' | 'existing'>;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validConsentDate(value: string, today = new Date()): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] && d.getTime() <= today.getTime() && +m[1] >= 1990;
}

/** Reads the file; throws a 4xx for what is not a comma-separated file with the expected header. */
export function parseImport(body: unknown): ParsedImport {
  if (typeof body !== 'string' || body.trim() === '') throw badInput('Choose a CSV file with a header line: email,language,childBirthMonth,consentDate');
  if (body.includes('\u0000')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This file is not a CSV text file');
  const text = body.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (!firstLine.includes(',')) {
    const other = [';', '\t', '|'].find((d) => firstLine.includes(d));
    throw badInput(other ? `The file must be comma-separated; its header is separated by ${other === '\t' ? 'tabs' : `"${other}"`}` : 'The header line must be: email,language,childBirthMonth,consentDate');
  }
  const parsed = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: 'greedy' });
  const [header, ...data] = parsed.data;
  const columns = header.map((h) => HEADERS[h.trim().toLowerCase().replace(/[\s-]/g, '')]);
  if (!columns.includes('email') || !columns.includes('language') || !columns.includes('consentDate')) {
    throw badInput('The header line must name the columns email, language and consentDate (childBirthMonth is optional)');
  }
  if (data.length > IMPORT_MAX_ROWS) throw new AppError('PAYLOAD_TOO_LARGE', `A file may hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} lines; this one has ${data.length.toLocaleString('en-US')}`);
  const errors: { line: number; message: string }[] = [];
  let errorCount = 0;
  const byEmail = new Map<string, ImportRow>();
  let duplicates = 0;
  const today = new Date();
  data.forEach((cells, i) => {
    const line = i + 2; // 1-based, after the header
    const fail = (message: string) => {
      errorCount++;
      if (errors.length < MAX_REPORTED_ERRORS) errors.push({ line, message });
    };
    if (cells.length !== header.length) return fail(`Expected ${header.length} values, found ${cells.length}`);
    const value = (name: string) => (cells[columns.indexOf(name as never)] ?? '').trim();
    const emailError = validateEmail(value('email'));
    if (emailError) return fail(`Email: ${emailError}`);
    const language = value('language').toLowerCase();
    if (!isLanguageCode(language)) return fail('Language must be en or id');
    const month = columns.includes('childBirthMonth') ? value('childBirthMonth') : '';
    const monthError = validateBirthMonth(month, today);
    if (monthError) return fail(`Child's birth month: ${monthError}`);
    const consentDate = value('consentDate');
    if (!validConsentDate(consentDate, today)) return fail('Consent date must be a past date written YYYY-MM-DD');
    const email = normalizeEmail(value('email'));
    if (byEmail.has(email)) duplicates++;
    byEmail.set(email, { email, language, childBirthMonth: month || null, consentDate });
  });
  const rows = [...byEmail.values()];
  return { rows, preview: { lines: data.length, valid: rows.length, duplicates, errorCount, errors } };
}

export class SubscriberImport {
  constructor(private readonly db: DataSource) {}

  /** What an import of this file would do; writes nothing. */
  async preview(body: unknown): Promise<ImportPreview> {
    const { rows, preview } = parseImport(body);
    const existing = await this.existing(rows.map((r) => r.email));
    return { ...preview, toAdd: rows.length - existing, existing };
  }

  private async existing(emails: string[]): Promise<number> {
    const [{ n }] = await this.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM subscribers WHERE email = ANY($1::varchar[])`, [emails]);
    return n;
  }

  /**
   * Adds the file's new addresses as active subscribers, in one transaction. `progress` hears the
   * share done after each chunk; when `cancelled()` turns true before the end, everything is rolled
   * back. A file with any bad line imports nothing (fix it and upload again).
   */
  async run(body: unknown, progress: (done: number, total: number) => void, cancelled: () => boolean): Promise<{ added: number; existing: number }> {
    const { rows, preview } = parseImport(body);
    if (preview.errorCount > 0) throw badInput(`${preview.errorCount} line(s) have errors: nothing was imported`);
    return this.db.transaction(async (em) => {
      let added = 0;
      for (let i = 0; i < rows.length; i += CHUNK) {
        if (cancelled()) throw new AppError('BAD_USER_INPUT', 'Import cancelled: nothing was imported');
        const chunk = rows.slice(i, i + CHUNK);
        const inserted: unknown[] = await em.query(
          `INSERT INTO subscribers (email, language, status, "childBirthMonth", "subscribeDate", "confirmedAt")
           SELECT u.email, u.language, 'active', u.month::date, u.consent::timestamptz, u.consent::timestamptz
             FROM unnest($1::varchar[], $2::varchar[], $3::text[], $4::text[]) AS u(email, language, month, consent)
           ON CONFLICT (email) DO NOTHING RETURNING id`,
          [chunk.map((r) => r.email), chunk.map((r) => r.language), chunk.map((r) => (r.childBirthMonth ? `${r.childBirthMonth}-01` : null)), chunk.map((r) => r.consentDate)],
        );
        added += inserted.length;
        progress(Math.min(i + CHUNK, rows.length), rows.length);
      }
      if (cancelled()) throw new AppError('BAD_USER_INPUT', 'Import cancelled: nothing was imported');
      return { added, existing: rows.length - added };
    });
  }
}
