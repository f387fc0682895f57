/**
 * The admin's Articles grid, a page at a time (issue 32: after an import of thousands of posts the
 * grid no longer loads every article): paging, sorting, search by title, filters by status,
 * language, category and author. One count and one page read. Editors and admins page through
 * every article; a writer through the articles they created (as adminArticles always answered).
 */
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { badInput } from '../../errors';
import { parseLanguage } from '../../input';
import { canPublish, type SessionUser } from '../auth/access';
import { Article } from './article.entity';
import { ARTICLE_COLUMNS } from './article.queries';
import { toEntities } from './article.read-model';
import { isPublic, isScheduled } from './article.visibility';

@InputType({ description: 'A page of the admin Articles grid' })
export class ArticlesAdminPageInput {
  @Field(() => Int, { nullable: true, description: 'From 0 (default 0)' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: '1 to 100 (default 25)' }) pageSize?: number | null;
  @Field(() => String, { nullable: true, description: 'title | publishDate | status | language, then :asc or :desc (default publishDate:desc)' }) sort?: string | null;
  @Field(() => String, { nullable: true, description: 'Words of the title' }) search?: string | null;
  @Field(() => String, { nullable: true, description: 'draft | review | scheduled | published' }) status?: string | null;
  @Field(() => String, { nullable: true }) language?: string | null;
  @Field(() => Int, { nullable: true }) categoryId?: number | null;
  @Field(() => Int, { nullable: true }) authorId?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Only articles that are not translations (the choices of a translation\'s original)' }) originalsOnly?: boolean | null;
}

@ObjectType()
export class ArticlesAdminPage {
  @Field(() => [Article]) items: Article[];
  @Field(() => Int, { description: 'Articles matching the filters, on every page' }) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) pageSize: number;
  @Field(() => Int, { description: 'Articles in review the caller can see, whatever the filters' }) inReview: number;
}

const SORTS: Record<string, string> = { title: 'a.title', publishDate: 'a."publishDate"', status: 'a.status', language: 'a.language' };
const STATUS: Record<string, string> = { draft: `a.status = 'draft'`, review: `a.status = 'review'`, scheduled: isScheduled('a'), published: isPublic('a') };

/** `actor` null: every article (scripts, tests); a signed-in writer: their own articles only. */
export async function articlesAdminPage(db: DataSource, input: ArticlesAdminPageInput = {}, actor: SessionUser | null = null): Promise<ArticlesAdminPage> {
  const page = input.page ?? 0;
  const pageSize = input.pageSize ?? 25;
  if (!Number.isInteger(page) || page < 0 || page > 1_000_000) throw badInput('page must be a whole number from 0', { page: 'page must be a whole number from 0' });
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw badInput('pageSize must be from 1 to 100', { pageSize: 'pageSize must be from 1 to 100' });
  const [field, direction = 'desc'] = (input.sort ?? 'publishDate:desc').split(':');
  if (!SORTS[field] || !['asc', 'desc'].includes(direction)) throw badInput('sort must be title, publishDate, status or language, then :asc or :desc', { sort: 'Unknown sort' });
  const params: unknown[] = [];
  const where: string[] = ['true'];
  if (actor && !canPublish(actor)) where.push(`a."createdById" = $${params.push(actor.id)}`);
  // The review count of the tab's subtitle: what the caller may see, before the grid's filters.
  const visible = [...where];
  const visibleParams = [...params];
  const search = input.search?.trim();
  if (search) {
    if (search.length > 200) throw badInput('search must be at most 200 characters', { search: 'search must be at most 200 characters' });
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`a.title ILIKE $${params.length}`);
  }
  if (input.status) {
    if (!STATUS[input.status]) throw badInput('status must be draft, scheduled or published', { status: 'Unknown status' });
    where.push(STATUS[input.status]);
  }
  const language = parseLanguage(input.language ?? undefined);
  if (language) where.push(`a.language = $${params.push(language)}`);
  if (input.categoryId != null) where.push(`a."categoryId" = $${params.push(input.categoryId)}`);
  if (input.authorId != null) where.push(`a."authorId" = $${params.push(input.authorId)}`);
  if (input.originalsOnly) where.push(`a."parentArticleId" IS NULL`);
  const clause = where.join(' AND ');
  const [[{ n }], [{ review }]] = await Promise.all([
    db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM articles a WHERE ${clause}`, params),
    db.query<{ review: number }[]>(`SELECT count(*)::int AS review FROM articles a WHERE ${visible.join(' AND ')} AND a.status = 'review'`, visibleParams),
  ]);
  const rows = await db.query<Record<string, unknown>[]>(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a WHERE ${clause} ORDER BY ${SORTS[field]} ${direction.toUpperCase()}, a.id ${direction.toUpperCase()} LIMIT ${pageSize} OFFSET ${page * pageSize}`,
    params,
  );
  return { items: toEntities(db, rows), total: n, page, pageSize, inReview: review };
}
