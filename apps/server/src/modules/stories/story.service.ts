/**
 * Community stories (issue 30): submission (honeypot, limits, duplicates, photo, confirmation
 * mail), the pages behind the emailed links (confirm, take down) and the editors' moderation.
 * Public and admin reads are in story.queries.ts.
 */
import {
  LIMITS,
  STORY_HONEYPOT,
  STORY_MESSAGES,
  containsHtml,
  isLanguageCode,
  normalizeEmail,
  slugify,
  storyPath,
  validateStory,
  type LanguageCode,
} from '@tumbuh/shared';
import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config/env';
import { resolveSessionSecret } from '../../config/session-secret';
import { AppError, assertValid, badInput, conflict, notFound } from '../../errors';
import { changed, LIST_STORIES } from '../../http/cache-keys';
import { asObject, optionalDate, parseId, type Input } from '../../input';
import { addressKey } from '../auth/login-throttle';
import { LimitReached, WindowCounter } from '../auth/rate-limiter';
import type { MailTransport } from '../newsletter/mail.transport';
import { hashConfirmToken, newConfirmToken, parseIdToken, sameHash } from '../newsletter/newsletter.tokens';
import { sniffImageType } from '../uploads/image-type';
import type { UploadService } from '../uploads/upload.service';
import { confirmMail, publishedMail, rejectedMail } from './story.mail';
import type { Story, StoryPhotoData } from './story.entity';
import { CONFIRM_PATH, CONFIRM_TTL_HOURS, STORY_TEXTS, TAKEDOWN_PATH } from './story.texts';

export interface StorySubmission {
  fields: Input;
  photo?: Buffer;
}

/** What a page behind an emailed link shows (story.pages.ts renders it). */
export interface StoryLinkPage {
  status: number;
  kind: 'confirm-ask' | 'confirmed' | 'already-confirmed' | 'invalid-confirm' | 'expired-confirm' | 'takedown-ask' | 'taken-down' | 'invalid-takedown';
  language: LanguageCode;
  title?: string;
}

const EMAIL_WINDOW_MS = 24 * 60 * 60 * 1000;
const EMAILS_PER_DAY = 3;
/** Unconfirmed submissions (and their email addresses) are deleted after this. */
const PENDING_KEPT_DAYS = 7;
const REJECT_NOTE_MAX = 2000;

type Row = Pick<Story, 'id' | 'title' | 'email' | 'language' | 'state' | 'slug' | 'photoUrl' | 'publishAt' | 'confirmTokenHash' | 'confirmSentAt' | 'takedownTokenHash'>;

/** TypeORM answers an UPDATE/DELETE ... RETURNING as [rows, count], an INSERT/SELECT as rows. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? (result[0] as T[]) : (result as T[]));
const lang = (v: unknown): LanguageCode => (isLanguageCode(v) ? v : 'en');
const text = (v: unknown) => (typeof v === 'string' ? v : '');
/** Line breaks as \n, spaces at line ends and runs of blank lines trimmed: paragraphs kept. */
export const normalizeBody = (body: string) =>
  body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

export class StoryService {
  private readonly byAddress: WindowCounter;
  private readonly byEmail: WindowCounter;
  private keyOf?: (s: string) => string;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly uploads: UploadService,
    private readonly mail: () => MailTransport,
  ) {
    this.byAddress = new WindowCounter(db, { prefix: 'story-ip', max: config.storiesPerHour, windowMs: 60 * 60 * 1000 });
    this.byEmail = new WindowCounter(db, { prefix: 'story-email', max: EMAILS_PER_DAY, windowMs: EMAIL_WINDOW_MS });
  }

  /** The limits' keys: an HMAC of the address or email, so neither is stored in clear. */
  private limitKey(value: string): string {
    if (!this.keyOf) {
      const key = crypto.createHmac('sha256', resolveSessionSecret(this.config)).update('tumbuh story limits v1').digest();
      this.keyOf = (s) => crypto.createHmac('sha256', key).update(s).digest('base64url');
    }
    return this.keyOf(value);
  }

  // ── Submission ──────────────────────────────────────────────────────────────────────────────

  /**
   * A reader's story: stored PENDING_CONFIRMATION and a confirmation mail sent. A filled honeypot
   * or a duplicate answers the same and stores nothing. `hint`: the language of the form's page.
   */
  async submit({ fields, photo }: StorySubmission, ip: string | undefined, hint?: LanguageCode): Promise<{ message: string }> {
    this.changedStory(false); // pending confirmation: on no page
    const language = isLanguageCode(fields.language) ? fields.language : (hint ?? 'en');
    const m = STORY_MESSAGES[language];
    const received = { message: STORY_TEXTS[language].received };
    if (text(fields[STORY_HONEYPOT]).trim() !== '') return received;

    const errors = validateStory(fields, language);
    let ageGroupId: number | null = null;
    const ageSlug = text(fields.ageGroup).trim();
    if (ageSlug && !errors.ageGroup) {
      const [group] = await this.db.query<{ id: number }[]>(`SELECT id FROM age_groups WHERE slug = $1`, [ageSlug.slice(0, 200)]);
      if (group) ageGroupId = group.id;
      else errors.ageGroup = m.ageGroupInvalid;
    }
    if (photo && photo.length > 0) {
      if (photo.length > LIMITS.maxImageBytes) errors.photo = m.photoTooLarge;
      else if (!sniffImageType(photo)) errors.photo = m.photoType;
    }
    assertValid(errors);

    const title = text(fields.title).trim();
    const body = normalizeBody(text(fields.body));
    const displayName = text(fields.displayName).trim() || null;
    const email = normalizeEmail(text(fields.email));
    const contentHash = crypto.createHash('sha256').update(`${title.toLowerCase()}\n${body.toLowerCase().replace(/\s+/g, ' ')}`).digest('hex');

    await this.countHit(ip, email, language);
    const expired = rowsOf<{ photoUrl: string | null }>(
      await this.db.query(`DELETE FROM stories WHERE state = 'PENDING_CONFIRMATION' AND "createdAt" < now() - make_interval(days => $1) RETURNING "photoUrl"`, [PENDING_KEPT_DAYS]),
    );
    for (const r of expired) if (r.photoUrl) await this.uploads.remove(r.photoUrl).catch(() => undefined);

    // The same story from the same address again: nothing new is stored; an unconfirmed one gets a fresh link.
    const [dup] = await this.db.query<Row[]>(`SELECT id, title, email, language, state, "confirmSentAt" FROM stories WHERE email = $1 AND "contentHash" = $2 LIMIT 1`, [email, contentHash]);
    if (dup) {
      if (dup.state === 'PENDING_CONFIRMATION') await this.sendConfirmation(dup).catch((err) => console.error('Stories: resending a confirmation failed:', err));
      return received;
    }

    let photoData: StoryPhotoData | null = null;
    if (photo && photo.length > 0) {
      try {
        const image = await this.uploads.upload({ file: photo, internalType: 'story' });
        photoData = { url: image.url, width: image.width, height: image.height, variants: image.variants.map(({ url, width, height, kind }) => ({ url, width, height, kind })) };
      } catch (err) {
        if (err instanceof AppError && (err.code === 'BAD_USER_INPUT' || err.code === 'UNSUPPORTED_MEDIA_TYPE')) throw badInput(m.photoType, { photo: m.photoType });
        if (err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE') throw badInput(m.photoTooLarge, { photo: m.photoTooLarge });
        throw err;
      }
    }
    const slug = `${(slugify(title).slice(0, 80).replace(/-+$/, '') || 'story')}-${crypto.randomBytes(3).toString('hex')}`;
    let row: Row;
    try {
      [row] = await this.db.query<Row[]>(
        `INSERT INTO stories (slug, title, body, "displayName", email, "ageGroupId", language, "photoUrl", photo, "contentHash")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id, title, email, language, state`,
        [slug, title, body, displayName, email, ageGroupId, language, photoData?.url ?? null, photoData ? JSON.stringify(photoData) : null, contentHash],
      );
    } catch (err) {
      if (photoData) await this.uploads.remove(photoData.url).catch(() => undefined);
      throw err;
    }
    try {
      await this.sendConfirmation(row);
    } catch (err) {
      console.error('Stories: the confirmation mail could not be sent:', err);
      await this.deleteRow(row.id);
      throw new AppError('SERVICE_UNAVAILABLE', STORY_TEXTS[language].mailUnavailable);
    }
    return received;
  }

  private async countHit(ip: string | undefined, email: string, language: LanguageCode): Promise<void> {
    const address = this.limitKey(`ip:${addressKey(ip)}`);
    const mailbox = this.limitKey(`email:${email}`);
    try {
      await Promise.all([this.byAddress.check(address), this.byEmail.check(mailbox)]);
      await this.byAddress.hit(address);
      await this.byEmail.hit(mailbox).catch(async (err: unknown) => {
        await this.byAddress.undo(address).catch(() => undefined);
        throw err;
      });
    } catch (err) {
      if (!(err instanceof LimitReached)) throw err;
      const minutes = Math.max(1, Math.ceil(err.retryAfterSeconds / 60));
      throw new AppError('TOO_MANY_REQUESTS', STORY_TEXTS[language].tooMany(minutes), undefined, { 'Retry-After': String(err.retryAfterSeconds) });
    }
  }

  private async sendConfirmation(row: Pick<Row, 'id' | 'title' | 'email' | 'language'>): Promise<void> {
    const { token, hash } = newConfirmToken(row.id);
    await this.db.query(`UPDATE stories SET "confirmTokenHash" = $2, "confirmSentAt" = now() WHERE id = $1`, [row.id, hash]);
    const url = `${this.config.publicUrl}${CONFIRM_PATH}?token=${token}`;
    await this.mail().send({ to: row.email, ...confirmMail(lang(row.language), row.title, url) });
  }

  // ── Pages behind the emailed links ──────────────────────────────────────────────────────────

  private async byToken(token: unknown, column: 'confirmTokenHash' | 'takedownTokenHash'): Promise<Row | undefined> {
    const parsed = parseIdToken(token);
    if (!parsed) return undefined;
    const [row] = await this.db.query<Row[]>(`SELECT id, title, language, state, "confirmTokenHash", "confirmSentAt", "takedownTokenHash" FROM stories WHERE id = $1`, [parsed.id]);
    const stored = row?.[column];
    return stored && sameHash(stored, hashConfirmToken(token as string)) ? row : undefined;
  }

  /** GET /stories/confirm: asks first (mail scanners follow links); a used link is simply invalid. */
  async confirmPage(token: unknown): Promise<StoryLinkPage> {
    const row = await this.byToken(token, 'confirmTokenHash');
    if (!row) return { status: 400, kind: 'invalid-confirm', language: 'en' };
    const language = lang(row.language);
    if (row.state !== 'PENDING_CONFIRMATION') return { status: 200, kind: 'already-confirmed', language, title: row.title };
    if (!row.confirmSentAt || Date.now() - new Date(row.confirmSentAt).getTime() > CONFIRM_TTL_HOURS * 3600_000)
      return { status: 410, kind: 'expired-confirm', language };
    return { status: 200, kind: 'confirm-ask', language, title: row.title };
  }

  /** POST /stories/confirm: PENDING_CONFIRMATION → WAITING, once; the token is forgotten. */
  async confirm(token: unknown): Promise<StoryLinkPage> {
    this.changedStory(false); // waiting for an editor: on no page
    const row = await this.byToken(token, 'confirmTokenHash');
    if (!row) return { status: 400, kind: 'invalid-confirm', language: 'en' };
    const [done] = await this.db.query(
      `UPDATE stories SET state = 'WAITING', "confirmedAt" = now(), "confirmTokenHash" = NULL, "updatedAt" = now()
        WHERE id = $1 AND state = 'PENDING_CONFIRMATION' AND "confirmTokenHash" = $2 AND "confirmSentAt" > now() - make_interval(hours => $3)
        RETURNING id`.replace(/\s+/g, ' '),
      [row.id, row.confirmTokenHash, CONFIRM_TTL_HOURS],
    ).then(rowsOf<{ id: number }>);
    if (done) return { status: 200, kind: 'confirmed', language: lang(row.language), title: row.title };
    return this.confirmPage(token);
  }

  async takedownPage(token: unknown): Promise<StoryLinkPage> {
    const row = await this.byToken(token, 'takedownTokenHash');
    if (!row) return { status: 400, kind: 'invalid-takedown', language: 'en' };
    return { status: 200, kind: 'takedown-ask', language: lang(row.language), title: row.title };
  }

  /** POST /stories/takedown: the story and its photo are deleted; the link cannot be used again. */
  async takedown(token: unknown): Promise<StoryLinkPage> {
    const row = await this.byToken(token, 'takedownTokenHash');
    if (!row) return { status: 400, kind: 'invalid-takedown', language: 'en' };
    this.changedStory(row.state === 'APPROVED');
    await this.deleteRow(row.id);
    return { status: 200, kind: 'taken-down', language: lang(row.language), title: row.title };
  }

  /**
   * What a story write changed for the response cache (issue 28): a story that is not public (not
   * approved) is on no page, so its writes forget nothing; an approved one is on the story lists
   * (home's row included) and its own page, which all carry `list:stories`.
   */
  private changedStory(wasPublic: boolean): void {
    changed(wasPublic ? [LIST_STORIES] : []);
  }

  // ── Moderation (editors) ────────────────────────────────────────────────────────────────────

  private async load(rawId: unknown): Promise<Row> {
    const id = parseId(rawId);
    const [row] = await this.db.query<Row[]>(`SELECT id, title, email, language, state, slug, "photoUrl", "publishAt" FROM stories WHERE id = $1`, [id]);
    if (!row) throw notFound('Story not found');
    return row;
  }

  /** Title, body and shown name; the shared rules (English messages: the admin's). */
  async update(rawId: unknown, raw: unknown): Promise<number> {
    const row = await this.load(rawId);
    const input = asObject(raw);
    const current = (await this.db.query<{ title: string; body: string; displayName: string | null }[]>(`SELECT title, body, "displayName" FROM stories WHERE id = $1`, [row.id]))[0];
    const next = {
      title: input.title === undefined ? current.title : input.title,
      body: input.body === undefined ? current.body : input.body,
      displayName: input.displayName === undefined ? current.displayName : input.displayName,
    };
    const errors = validateStory({ ...next, email: 'editor@example.org', language: 'en', consent: true }, 'en');
    assertValid(errors);
    this.changedStory(row.state === 'APPROVED');
    await this.db.query(`UPDATE stories SET title = $2, body = $3, "displayName" = $4, "updatedAt" = now() WHERE id = $1`, [
      row.id,
      text(next.title).trim(),
      normalizeBody(text(next.body)),
      text(next.displayName).trim() || null,
    ]);
    return row.id;
  }

  /** Publishes now, or at `publishAt`; the first approval mails the submitter the link and a takedown link. */
  async approve(rawId: unknown, raw: unknown): Promise<number> {
    const row = await this.load(rawId);
    const input = raw === undefined || raw === null ? {} : asObject(raw);
    const at = optionalDate(input, 'publishAt') ?? new Date();
    if (row.state === 'PENDING_CONFIRMATION') throw conflict('This story is not confirmed by its author yet');
    const first = row.state !== 'APPROVED';
    const { token, hash } = newConfirmToken(row.id);
    this.changedStory(true);
    await this.db.query(
      `UPDATE stories SET state = 'APPROVED', "publishAt" = $2, "takedownTokenHash" = CASE WHEN $3::boolean THEN $4 ELSE "takedownTokenHash" END, "updatedAt" = now() WHERE id = $1`,
      [row.id, at, first, hash],
    );
    if (first) {
      const language = lang(row.language);
      const date = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'long', timeZone: this.config.newsletter.timezone }).format(at);
      const storyUrl = `${this.config.publicUrl}${storyPath(row.slug, language)}`;
      const takedownUrl = `${this.config.publicUrl}${TAKEDOWN_PATH}?token=${token}`;
      await this.mail()
        .send({ to: row.email, ...publishedMail(language, row.title, date, storyUrl, takedownUrl) })
        .catch((err) => console.error(`Stories: the published mail of story ${row.id} could not be sent:`, err));
    }
    return row.id;
  }

  /** Not published; with a note, the submitter gets it by email. */
  async reject(rawId: unknown, raw: unknown): Promise<number> {
    const row = await this.load(rawId);
    const input = raw === undefined || raw === null ? {} : asObject(raw);
    const note = input.message === undefined || input.message === null ? '' : input.message;
    if (typeof note !== 'string') throw badInput('message must be a string', { message: 'message must be a string' });
    if (note.length > REJECT_NOTE_MAX) throw badInput(`Must be at most ${REJECT_NOTE_MAX} characters`, { message: `Must be at most ${REJECT_NOTE_MAX} characters` });
    if (containsHtml(note)) throw badInput('Please write plain text, without HTML tags.', { message: 'Please write plain text, without HTML tags.' });
    this.changedStory(row.state === 'APPROVED');
    await this.db.query(`UPDATE stories SET state = 'REJECTED', "takedownTokenHash" = NULL, "updatedAt" = now() WHERE id = $1`, [row.id]);
    if (note.trim()) {
      await this.mail()
        .send({ to: row.email, ...rejectedMail(lang(row.language), row.title, note.trim()) })
        .catch((err) => console.error(`Stories: the rejection mail of story ${row.id} could not be sent:`, err));
    }
    return row.id;
  }

  async markSpam(rawId: unknown): Promise<number> {
    const row = await this.load(rawId);
    this.changedStory(row.state === 'APPROVED');
    await this.db.query(`UPDATE stories SET state = 'SPAM', "takedownTokenHash" = NULL, "updatedAt" = now() WHERE id = $1`, [row.id]);
    return row.id;
  }

  async remove(rawId: unknown): Promise<void> {
    const row = await this.load(rawId);
    this.changedStory(row.state === 'APPROVED');
    await this.deleteRow(row.id);
  }

  /** The row, then its photo's files and record. */
  private async deleteRow(id: number): Promise<void> {
    const rows = rowsOf<{ photoUrl: string | null }>(await this.db.query(`DELETE FROM stories WHERE id = $1 RETURNING "photoUrl"`, [id]));
    for (const r of rows) {
      if (r.photoUrl) await this.uploads.remove(r.photoUrl).catch((err) => console.error('Stories: removing a photo failed:', err));
    }
  }
}
