import type { DataSource } from 'typeorm';
import { badInput } from '../../errors';
import { asObject, optionalInt, optionalString } from '../../input';
import { ACTIVITY_ENTITIES, type ActivityEntity } from './activity';

export interface ActivityEntry {
  id: number;
  actorId: number | null;
  actorName: string;
  action: string;
  entityType: string;
  entityId: number | null;
  title: string;
  at: Date;
}

export interface ActivityFilterInput {
  actorId?: number | null;
  entityType?: string | null;
  from?: Date | string | null;
  to?: Date | string | null;
}

export const ACTIVITY_PAGE_SIZE = 50;

function dateOf(raw: unknown, field: string): Date | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const d = raw instanceof Date ? raw : typeof raw === 'string' && raw.length <= 40 ? new Date(raw) : new Date(NaN);
  if (Number.isNaN(d.getTime())) throw badInput(`${field} must be a date`, { [field]: `${field} must be a date` });
  return d;
}

/** Reading the log (VIEW_ACTIVITY): newest first, filtered by person, type and dates, paged. */
export class ActivityService {
  constructor(private readonly db: DataSource) {}

  async list(filterInput: unknown, pageInput: unknown = 1, pageSizeInput: unknown = ACTIVITY_PAGE_SIZE) {
    const filter = asObject(filterInput ?? {});
    const actorId = filter.actorId === null ? undefined : optionalInt(filter, 'actorId', { min: 1 });
    const entityType = filter.entityType === null ? undefined : optionalString(filter, 'entityType');
    if (entityType !== undefined && entityType !== '' && !ACTIVITY_ENTITIES.includes(entityType as ActivityEntity)) {
      throw badInput(`entityType must be one of ${ACTIVITY_ENTITIES.join(', ')}`, { entityType: 'Unknown type' });
    }
    const from = dateOf(filter.from, 'from');
    const to = dateOf(filter.to, 'to');
    const paging = { page: pageInput ?? 1, pageSize: pageSizeInput ?? ACTIVITY_PAGE_SIZE };
    const page = optionalInt(paging, 'page', { min: 1, max: 100_000 })!;
    const pageSize = optionalInt(paging, 'pageSize', { min: 1, max: 200 })!;

    const params: unknown[] = [];
    const where: string[] = ['true'];
    if (actorId !== undefined) where.push(`"actorId" = $${params.push(actorId)}`);
    if (entityType) where.push(`"entityType" = $${params.push(entityType)}`);
    if (from) where.push(`at >= $${params.push(from)}`);
    if (to) where.push(`at <= $${params.push(to)}`);
    const rows = await this.db.query<(ActivityEntry & { total: number })[]>(
      `SELECT id, "actorId", "actorName", action, "entityType", "entityId", title, at, count(*) OVER ()::int AS total
         FROM activity WHERE ${where.join(' AND ')} ORDER BY at DESC, id DESC LIMIT $${params.push(pageSize)} OFFSET $${params.push((page - 1) * pageSize)}`,
      params,
    );
    const total = rows[0]?.total ?? (page > 1 ? await this.count(where.join(' AND '), params.slice(0, -2)) : 0);
    return { items: rows.map(({ total: _t, ...r }) => r), total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
  }

  private async count(where: string, params: unknown[]): Promise<number> {
    const [row] = await this.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM activity WHERE ${where}`, params);
    return row.n;
  }
}
