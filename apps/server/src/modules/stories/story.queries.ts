/**
 * Reading stories (issue 30). Readers see only approved stories whose date has come
 * (STORY_IS_PUBLIC), never an email; editors read every submission by state.
 */
import { STORY_LIMITS, isStoryState, type StoryState } from '@tumbuh/shared';
import type { DataSource } from 'typeorm';
import { badInput, notFound } from '../../errors';
import { parseId, parseLanguage } from '../../input';
import type { StoryPhotoData } from './story.entity';

/** What a reader may see: approved, and its publication time has come. */
export const storyIsPublic = (s = 's') => `${s}.state = 'APPROVED' AND ${s}."publishAt" <= now()`;

export interface PublicStoryRow {
  id: number;
  slug: string;
  title: string;
  body: string;
  displayName: string | null;
  language: string;
  photo: StoryPhotoData | null;
  publishedAt: Date;
  ageGroup: { id: number; slug: string; name: string; nameId: string | null } | null;
}

export interface AdminStoryRow extends Omit<PublicStoryRow, 'publishedAt'> {
  email: string;
  state: StoryState;
  publishAt: Date | null;
  confirmedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const AGE_GROUP = `CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('id', g.id, 'slug', g.slug, 'name', g.name, 'nameId', g."nameId") END AS "ageGroup"`;
const PUBLIC_COLUMNS = `s.id, s.slug, s.title, s.body, s."displayName", s.language, s.photo, s."publishAt" AS "publishedAt", ${AGE_GROUP}`;

function readPage(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return 1;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 100_000) throw badInput('page must be a whole number from 1', { page: 'page must be a whole number from 1' });
  return n;
}

export class StoryQueries {
  constructor(private readonly db: DataSource) {}

  /** Approved stories in a language, newest first, 12 a page; optionally of one age group (by slug). */
  async publicPage(args: { language?: unknown; page?: unknown; ageGroup?: unknown; limit?: unknown }): Promise<Paged<PublicStoryRow>> {
    const language = parseLanguage(args.language) ?? 'en';
    const page = readPage(args.page);
    const pageSize =
      typeof args.limit === 'number' && Number.isInteger(args.limit) && args.limit >= 1 && args.limit <= STORY_LIMITS.pageSize ? args.limit : STORY_LIMITS.pageSize;
    const age = typeof args.ageGroup === 'string' && args.ageGroup ? args.ageGroup.slice(0, 200) : null;
    const where = `${storyIsPublic()} AND s.language = $1 AND ($2::text IS NULL OR g.slug = $2)`;
    const [items, [{ total }]] = await Promise.all([
      this.db.query<PublicStoryRow[]>(
        `SELECT ${PUBLIC_COLUMNS} FROM stories s LEFT JOIN age_groups g ON g.id = s."ageGroupId" WHERE ${where} ORDER BY s."publishAt" DESC, s.id DESC LIMIT $3 OFFSET $4`,
        [language, age, pageSize, (page - 1) * pageSize],
      ),
      this.db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM stories s LEFT JOIN age_groups g ON g.id = s."ageGroupId" WHERE ${where}`, [language, age]),
    ]);
    return { items, total, page, pageSize };
  }

  /** A public story by slug, or null (waiting, rejected, spam and future ones are not found). */
  async publicBySlug(slug: unknown): Promise<PublicStoryRow | null> {
    if (typeof slug !== 'string' || slug.length > 200) return null;
    const [row] = await this.db.query<PublicStoryRow[]>(
      `SELECT ${PUBLIC_COLUMNS} FROM stories s LEFT JOIN age_groups g ON g.id = s."ageGroupId" WHERE s.slug = $1 AND ${storyIsPublic()}`,
      [slug],
    );
    return row ?? null;
  }

  /** For the sitemap and feeds: every public story's address data. */
  publicList(): Promise<{ slug: string; language: string; title: string; body: string; displayName: string | null; publishedAt: Date; updatedAt: Date }[]> {
    return this.db.query(
      `SELECT s.slug, s.language, s.title, s.body, s."displayName", s."publishAt" AS "publishedAt", s."updatedAt" FROM stories s WHERE ${storyIsPublic()} ORDER BY s."publishAt" DESC, s.id DESC`,
    );
  }

  /** Editors: submissions in one state (confirmed ones by default: WAITING), newest first. */
  async adminPage(args: { state?: unknown; page?: unknown; pageSize?: unknown }): Promise<Paged<AdminStoryRow>> {
    const state = args.state === undefined || args.state === null || args.state === '' ? 'WAITING' : args.state;
    if (!isStoryState(state)) throw badInput('state must be one of WAITING, APPROVED, REJECTED, SPAM, PENDING_CONFIRMATION', { state: 'Unknown state' });
    const page = readPage(args.page);
    const pageSize = typeof args.pageSize === 'number' && Number.isInteger(args.pageSize) && args.pageSize >= 1 && args.pageSize <= 100 ? args.pageSize : 25;
    const [items, [{ total }]] = await Promise.all([
      this.db.query<AdminStoryRow[]>(
        `SELECT s.id, s.slug, s.title, s.body, s."displayName", s.language, s.photo, s.email, s.state, s."publishAt", s."confirmedAt", s."createdAt", s."updatedAt", ${AGE_GROUP}
         FROM stories s LEFT JOIN age_groups g ON g.id = s."ageGroupId" WHERE s.state = $1
         ORDER BY ${state === 'APPROVED' ? 's."publishAt" DESC' : 's."createdAt" DESC'}, s.id DESC LIMIT $2 OFFSET $3`,
        [state, pageSize, (page - 1) * pageSize],
      ),
      this.db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM stories s WHERE s.state = $1`, [state]),
    ]);
    return { items, total, page, pageSize };
  }

  /** Counts per state, for the tab's state buttons. */
  async adminCounts(): Promise<Record<StoryState, number>> {
    const rows = await this.db.query<{ state: StoryState; n: number }[]>(`SELECT state, count(*)::int AS n FROM stories GROUP BY state`);
    const out = { PENDING_CONFIRMATION: 0, WAITING: 0, APPROVED: 0, REJECTED: 0, SPAM: 0 };
    for (const r of rows) out[r.state] = r.n;
    return out;
  }

  async adminById(rawId: unknown): Promise<AdminStoryRow> {
    const id = parseId(rawId);
    const [row] = await this.db.query<AdminStoryRow[]>(
      `SELECT s.id, s.slug, s.title, s.body, s."displayName", s.language, s.photo, s.email, s.state, s."publishAt", s."confirmedAt", s."createdAt", s."updatedAt", ${AGE_GROUP}
       FROM stories s LEFT JOIN age_groups g ON g.id = s."ageGroupId" WHERE s.id = $1`,
      [id],
    );
    if (!row) throw notFound('Story not found');
    return row;
  }
}
