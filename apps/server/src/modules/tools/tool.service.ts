import { validateTool } from '@tumbuh/shared';
import { recordActivity, type Actor } from '../activity/activity';
import { DataSource } from 'typeorm';
import { assertValid, notFound } from '../../errors';
import { asObject, optionalBool, optionalNullableString, optionalText, parseId, sentOnly, trimmed } from '../../input';
import { assertAccess, type SessionUser } from '../auth/access';
import type { UploadService } from '../uploads/upload.service';
import { Tool } from './tool.entity';

/** What a payload may carry: null clears a field (validation then decides whether that is allowed). */
interface ToolFields {
  name?: string | null;
  nameId?: string | null;
  description?: string | null;
  url?: string | null;
  logoUrl?: string | null;
  isActive?: boolean;
}

/** Reads the tool modal's payload; only the fields that were sent (a PATCH may send some). */
function readTool(body: unknown): ToolFields {
  const input = asObject(body);
  const fields: ToolFields = {
    name: trimmed(optionalNullableString(input, 'name')),
    nameId: optionalText(input, 'nameId'),
    description: trimmed(optionalNullableString(input, 'description')),
    url: trimmed(optionalNullableString(input, 'url')),
    logoUrl: trimmed(optionalNullableString(input, 'logoUrl')),
    isActive: input.isActive === null ? undefined : optionalBool(input, 'isActive'),
  };
  if (fields.logoUrl === '') fields.logoUrl = null; // the modal sends '' when there is no logo
  return sentOnly(fields);
}

export class ToolService {
  constructor(
    private readonly db: DataSource,
    /** Removes a replaced or deleted logo with its variants when nothing else uses it (issue 17). */
    private readonly uploads?: Pick<UploadService, 'release'>,
  ) {}

  /** Active tools for the public; all of them for admins. */
  list(includeInactive = false): Promise<Tool[]> {
    return this.db.getRepository(Tool).find({ where: includeInactive ? {} : { isActive: true }, order: { name: 'ASC' } });
  }

  /** The list as `user` may see it: inactive tools only for admins (401/403 otherwise). */
  listFor(user: SessionUser | null | undefined, includeInactive: boolean): Promise<Tool[]> {
    if (includeInactive) assertAccess(user, ['MANAGE_CONTENT']);
    return this.list(includeInactive);
  }

  /** A new tool; shown on the landing page unless isActive is false. */
  async create(body: unknown, actor: Actor | null = null): Promise<Tool> {
    const values = { name: null, nameId: null, description: null, url: null, logoUrl: null, isActive: true, ...readTool(body) };
    assertValid(validateTool(values));
    return this.db.transaction(async (em) => {
      const repo = em.getRepository(Tool);
      const saved = await repo.save(repo.create(values as Partial<Tool>));
      await recordActivity(em, actor, 'create', 'tool', saved.id, saved.name);
      return saved;
    });
  }

  /** Updates the fields that were sent; the merged tool must still be valid. */
  async update(rawId: unknown, body: unknown, actor: Actor | null = null): Promise<Tool> {
    const id = parseId(rawId);
    const changes = readTool(body);
    let previousLogo: string | null = null;
    const saved = await this.db.transaction(async (em) => {
      const repo = em.getRepository(Tool);
      const tool = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!tool) throw notFound('Tool not found');
      previousLogo = tool.logoUrl;
      const merged = Object.assign(tool, changes);
      assertValid(validateTool(merged));
      const saved = await repo.save(merged);
      await recordActivity(em, actor, 'update', 'tool', id, saved.name);
      return saved;
    });
    if (previousLogo !== saved.logoUrl) await this.uploads?.release([previousLogo]);
    return saved;
  }

  async remove(rawId: unknown, actor: Actor | null = null): Promise<void> {
    const id = parseId(rawId);
    const rows = await this.db.transaction(async (em) => {
      // pg answers a DELETE ... RETURNING as [rows, count] through TypeORM.
      const [deleted] = await em.query<[{ logoUrl: string | null; name: string }[], number]>(`DELETE FROM tools WHERE id = $1 RETURNING "logoUrl", name`, [id]);
      if (!deleted.length) throw notFound('Tool not found');
      await recordActivity(em, actor, 'delete', 'tool', id, deleted[0].name);
      return deleted;
    });
    await this.uploads?.release([rows[0].logoUrl]);
  }
}
