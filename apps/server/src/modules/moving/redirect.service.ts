import type { DataSource, EntityManager } from 'typeorm';
import { badInput, notFound } from '../../errors';
import { asObject, optionalString, parseId, rethrowUnique } from '../../input';
import { Redirect } from './redirect.entity';
import { isSitePath, redirectKey } from './redirect.paths';

/** How often a process asks whether another process changed the redirects (ms). */
const VERSION_CHECK_MS = 2000;
const FROM_MESSAGE = 'fromPath must be an old address such as /2024/05/my-post/ (not the home page)';
const TO_MESSAGE = 'toPath must be a path of this site, starting with / (at most 500 characters)';

export interface RedirectRow {
  fromPath: string;
  toPath: string;
  source: string;
}

/**
 * Redirects of old addresses (issue 32). Requests are answered from an in-memory map: a write in
 * this process reloads it at once; a write announced by another process (the cache bus's NOTIFY)
 * makes the next lookups wait for a version check (row count and latest change), so the first
 * request after an import anywhere already sees its redirects; without announcements (no response
 * cache) a changed version is noticed within VERSION_CHECK_MS, checked in the background.
 */
export class RedirectService {
  private map: Map<string, string> | undefined;
  private version = '';
  private loading?: Promise<void>;
  private checkedAt = 0;
  /** A version check after another process announced a write: lookups wait for it. */
  private announced?: Promise<void>;

  constructor(private readonly db: DataSource) {}

  /** The new path of an old address, or undefined. */
  async lookup(url: string): Promise<string | undefined> {
    if (this.announced) await this.announced;
    if (!this.map) await this.reload();
    else if (Date.now() - this.checkedAt > VERSION_CHECK_MS) void this.checkVersion();
    const key = redirectKey(url);
    if (!key || key === '/') return undefined;
    const to = this.map?.get(key);
    return to && redirectKey(to) !== key ? to : undefined;
  }

  private async currentVersion(): Promise<string> {
    const [row] = await this.db.query<{ v: string }[]>(`SELECT count(*)::text || ':' || coalesce(max("updatedAt")::text, '') AS v FROM redirects`);
    return row.v;
  }

  private checkVersion(): Promise<void> {
    this.checkedAt = Date.now();
    return (this.loading ??= (async () => {
      try {
        if ((await this.currentVersion()) !== this.version) await this.load();
      } catch {
        /* keep the map we have */
      } finally {
        this.loading = undefined;
      }
    })());
  }

  /** Another process announced a write: checks the version (after any load in flight) before the next lookup. */
  changedElsewhere(): void {
    const check: Promise<void> = (async () => {
      await this.loading;
      await this.checkVersion();
    })().finally(() => {
      if (this.announced === check) this.announced = undefined;
    });
    this.announced = check;
  }

  /** Reloads the map now (after a write in this process). */
  async reload(): Promise<void> {
    await this.loading;
    this.loading = this.load().finally(() => (this.loading = undefined));
    await this.loading;
  }

  private async load(): Promise<void> {
    const version = await this.currentVersion();
    const rows = await this.db.query<{ fromPath: string; toPath: string }[]>(`SELECT "fromPath", "toPath" FROM redirects`);
    this.map = new Map(rows.map((r) => [r.fromPath, r.toPath]));
    this.version = version;
    this.checkedAt = Date.now();
  }

  list(): Promise<Redirect[]> {
    return this.db.getRepository(Redirect).find({ order: { fromPath: 'ASC' } });
  }

  async create(body: unknown): Promise<Redirect> {
    const input = asObject(body);
    const fromPath = readFrom(optionalString(input, 'fromPath'));
    const toPath = readTo(optionalString(input, 'toPath'));
    let saved: Redirect;
    try {
      saved = await this.db.getRepository(Redirect).save({ fromPath, toPath, source: 'manual' });
    } catch (err) {
      rethrowUnique(err, 'redirect');
    }
    await this.reload();
    return saved;
  }

  async update(rawId: unknown, body: unknown): Promise<Redirect> {
    const id = parseId(rawId);
    const input = asObject(body);
    const from = optionalString(input, 'fromPath');
    const to = optionalString(input, 'toPath');
    const repo = this.db.getRepository(Redirect);
    const current = await repo.findOneBy({ id });
    if (!current) throw notFound('Redirect not found');
    if (from !== undefined) current.fromPath = readFrom(from);
    if (to !== undefined) current.toPath = readTo(to);
    try {
      await repo.save(current);
    } catch (err) {
      rethrowUnique(err, 'redirect');
    }
    await this.reload();
    return current;
  }

  async remove(rawId: unknown): Promise<void> {
    const id = parseId(rawId);
    const result = await this.db.getRepository(Redirect).delete({ id });
    if (!result.affected) throw notFound('Redirect not found');
    await this.reload();
  }

  /** Adds an import's redirects inside its transaction; an old address already known keeps its target. */
  async addMany(em: EntityManager, rows: RedirectRow[]): Promise<number> {
    let added = 0;
    for (const row of rows) {
      const key = redirectKey(row.fromPath);
      if (!key || key === '/' || !isSitePath(row.toPath) || redirectKey(row.toPath) === key) continue;
      const inserted = await em.query<unknown[]>(
        `INSERT INTO redirects ("fromPath", "toPath", source) VALUES ($1, $2, $3) ON CONFLICT ("fromPath") DO NOTHING RETURNING id`,
        [key, row.toPath, row.source],
      );
      added += inserted.length;
    }
    return added;
  }
}

function readFrom(raw: string | undefined): string {
  const key = raw === undefined ? null : redirectKey(raw);
  if (!key || key === '/' || key.length > 500) throw badInput(FROM_MESSAGE, { fromPath: FROM_MESSAGE });
  return key;
}

function readTo(raw: string | undefined): string {
  const to = raw?.trim();
  if (!to || !isSitePath(to)) throw badInput(TO_MESSAGE, { toPath: TO_MESSAGE });
  return to;
}
