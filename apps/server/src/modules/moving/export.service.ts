/**
 * Export and restore (issue 32): the whole site as a .tar.gz holding `export.json` (every content
 * table, format in docs/export-format.md, versioned) and `uploads/<key>` for every stored image and
 * variant. A restore goes into an EMPTY site only (no content rows), in one transaction; the
 * images are stored first and removed again if the rows cannot be written.
 */
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import * as tar from 'tar-stream';
import type { DataSource } from 'typeorm';
import { AppError, badInput, conflict } from '../../errors';
import type { FileStorage } from '../uploads/storage';
import type { RedirectService } from './redirect.service';

export const EXPORT_FORMAT = 'tumbuh-export';
export const EXPORT_VERSION = 1;
/** Tables in the order a restore writes them (parents first). Accounts and sessions stay with each site. */
export const EXPORT_TABLES = [
  'categories',
  'tags',
  'age_groups',
  'authors',
  'articles',
  'article_tags',
  'article_age_groups',
  'article_revisions',
  'tools',
  'subscribers',
  'uploaded_images',
  'newsletter_issues',
  'newsletter_deliveries',
  'redirects',
  'import_items',
] as const;
/** What makes a site not empty. */
const CONTENT_TABLES = ['articles', 'categories', 'tags', 'authors', 'tools', 'subscribers', 'redirects'];
const MAX_JSON_BYTES = 512 * 1024 * 1024;

export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  tables: Record<string, Record<string, unknown>[]>;
}

export class ExportService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly redirects: RedirectService,
  ) {}

  private async columns(table: string): Promise<string[]> {
    const rows = await this.db.query<{ column_name: string }[]>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [table],
    );
    return rows.map((r) => r.column_name);
  }

  /** Writes the archive (gzip'd tar) to `out`. */
  async export(out: Writable): Promise<void> {
    const doc: ExportDocument = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), tables: {} };
    await this.db.transaction('REPEATABLE READ', async (em) => {
      for (const table of EXPORT_TABLES) {
        const cols = (await this.columns(table)).map((c) => `"${c}"`).join(', ');
        const rows = await em.query<{ row: Record<string, unknown> }[]>(`SELECT json_build_object(${(await this.columns(table)).map((c) => `'${c}', t."${c}"`).join(', ')}) AS row FROM ${table} t ORDER BY ${cols.split(', ')[0]}`);
        doc.tables[table] = rows.map((r) => r.row);
      }
    });
    const pack = tar.pack();
    const done = pipeline(pack, zlib.createGzip(), out);
    await addEntry(pack, 'export.json', Buffer.from(JSON.stringify(doc)));
    const keys = new Set<string>();
    for (const img of doc.tables.uploaded_images as { filename: string; variants: { key: string }[] | null }[]) {
      keys.add(img.filename);
      for (const v of img.variants ?? []) keys.add(v.key);
    }
    for (const key of keys) {
      const obj = await this.storage.get(key);
      if (!obj) continue;
      await addEntry(pack, `uploads/${key}`, await readAll(obj.body));
    }
    pack.finalize();
    await done;
  }

  /** Whether the site holds no content (a restore goes only there). */
  async isEmpty(): Promise<boolean> {
    const [row] = await this.db.query<{ n: number }[]>(`SELECT (${CONTENT_TABLES.map((t) => `(SELECT count(*) FROM ${t})`).join(' + ')})::int AS n`);
    return row.n === 0;
  }

  /** Restores an archive into an empty site. */
  async restore(input: Readable): Promise<{ tables: Record<string, number>; images: number }> {
    if (!(await this.isEmpty())) throw conflict('A restore goes into an empty site only: this site already has content');
    const extract = tar.extract();
    const reading = pipeline(input, zlib.createGunzip(), extract).catch(() => undefined);
    let doc: ExportDocument | undefined;
    const stored: string[] = [];
    try {
      for await (const entry of extract) {
        const name = entry.header.name;
        if (name === 'export.json') {
          const bytes = await readAll(entry, MAX_JSON_BYTES);
          try {
            doc = JSON.parse(bytes.toString('utf8')) as ExportDocument;
          } catch {
            throw badInput('export.json is not valid JSON');
          }
          if (doc?.format !== EXPORT_FORMAT || typeof doc.tables !== 'object') throw badInput('This archive is not a Tumbuh export');
          if (doc.version > EXPORT_VERSION) throw badInput(`This export is version ${doc.version}; this site reads up to version ${EXPORT_VERSION}`);
        } else if (name.startsWith('uploads/') && /^[\w.-]+$/.test(name.slice(8))) {
          await this.storage.put(name.slice(8), await readAll(entry, 50 * 1024 * 1024));
          stored.push(name.slice(8));
        } else entry.resume();
      }
      await reading;
      if (!doc) throw badInput('This archive is not a Tumbuh export (no export.json)');
      const counts: Record<string, number> = {};
      const tables = doc.tables;
      await this.db.transaction(async (em) => {
        for (const table of EXPORT_TABLES) {
          const rows = [...(tables[table] ?? [])];
          // Originals before their translations (a translation refers to its original).
          if (table === 'articles') rows.sort((a, b) => Number(a.parentArticleId != null) - Number(b.parentArticleId != null));
          counts[table] = rows.length;
          if (!rows.length) continue;
          const cols = (await this.columns(table)).filter((c) => c in rows[0]);
          const list = cols.map((c) => `"${c}"`).join(', ');
          for (let i = 0; i < rows.length; i += 500) {
            await em.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`, [JSON.stringify(rows.slice(i, i + 500))]);
          }
          if (cols.includes('id')) await em.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`);
        }
      });
      await this.redirects.reload();
      await this.db.query(`SELECT pg_notify('tumbuh_cache', '')`).catch(() => undefined);
      return { tables: counts, images: stored.length };
    } catch (err) {
      await Promise.all(stored.map((k) => this.storage.remove(k).catch(() => undefined)));
      if (err instanceof AppError) throw err;
      if (doc) console.error('Restore failed:', err);
      throw badInput(doc ? 'The export could not be restored: its rows do not fit this site (nothing was changed)' : 'The archive is damaged or not a .tar.gz export');
    }
  }
}

async function addEntry(pack: tar.Pack, name: string, body: Buffer): Promise<void> {
  await new Promise<void>((resolve, reject) => pack.entry({ name, size: body.length, mode: 0o644 }, body, (err) => (err ? reject(err) : resolve())));
}

async function readAll(stream: Readable, max = Infinity): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) throw badInput('An entry of the archive is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
