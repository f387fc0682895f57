/**
 * Import runs (issue 32): an uploaded export is kept under DATA_DIR/imports, analysed at once (the
 * dry run, whose report is stored on the run), then imported as a background job in this process
 * when asked. Progress, the final report and cancellation go through the import_runs row, so any
 * process (and the admin polling GraphQL) reads the same state.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config/env';
import { AppError, badInput, conflict, notFound } from '../../errors';
import { parseId } from '../../input';
import type { UploadService } from '../uploads/upload.service';
import { ImportRun } from './import.entity';
import { IMPORT_LANGUAGES, IMPORT_SOURCES, type ImportLanguage, type ImportReport, type ImportSource, type ParsedExport } from './import.types';
import { ImportCancelled, Importer } from './importer';
import { parseBlogger } from './parse-blogger';
import { parseGhost } from './parse-ghost';
import { parseWordPress } from './parse-wordpress';
import type { RedirectService } from './redirect.service';

/** The largest export file accepted (read from disk as a stream; bigger is a 413). */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;
const TOO_LARGE = `The export file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it (WordPress: export by date range) and import the parts`;
const SOURCE_MESSAGE = `from must be one of: ${IMPORT_SOURCES.join(', ')}`;
const LANGUAGE_MESSAGE = `language must be one of: ${IMPORT_LANGUAGES.join(', ')}`;

export function readSource(raw: unknown): ImportSource {
  if (typeof raw !== 'string' || !(IMPORT_SOURCES as readonly string[]).includes(raw)) throw badInput(SOURCE_MESSAGE, { from: SOURCE_MESSAGE });
  return raw as ImportSource;
}

export function readLanguage(raw: unknown): ImportLanguage {
  if (raw === undefined || raw === null || raw === '') return 'detect';
  if (typeof raw !== 'string' || !(IMPORT_LANGUAGES as readonly string[]).includes(raw)) throw badInput(LANGUAGE_MESSAGE, { language: LANGUAGE_MESSAGE });
  return raw as ImportLanguage;
}

/** Reads an export from disk (streaming XML; Ghost JSON within its own limit). */
export async function parseExport(source: ImportSource, file: string): Promise<ParsedExport> {
  if (fs.statSync(file).size > IMPORT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
  return source === 'wordpress' ? parseWordPress(file) : source === 'blogger' ? parseBlogger(file) : parseGhost(file);
}

export interface ImportRunView {
  id: number;
  source: string;
  fileName: string;
  language: string;
  status: string;
  done: number;
  total: number;
  report: ImportReport | null;
  error: string | null;
}

export class ImportService {
  readonly importer: Importer;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    uploads: UploadService,
    redirects: RedirectService,
  ) {
    this.importer = new Importer(db, uploads, redirects);
  }

  private get dir(): string {
    const dir = path.join(this.config.dataDir, 'imports');
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  }

  /** Keeps an uploaded file (a stream, at most IMPORT_MAX_BYTES) and answers its dry-run report. */
  async upload(body: Readable, query: { from?: unknown; language?: unknown; fileName?: unknown }): Promise<ImportRunView> {
    const source = readSource(query.from);
    const language = readLanguage(query.language);
    const fileName = typeof query.fileName === 'string' && query.fileName.trim() ? query.fileName.trim().slice(0, 300) : `${source} export`;
    const file = path.join(this.dir, `${crypto.randomUUID()}.upload`);
    let size = 0;
    try {
      await pipeline(body, async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > IMPORT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
          yield chunk;
        }
      }, fs.createWriteStream(file));
      if (size === 0) throw badInput('The export file is empty');
      return await this.analyse(source, file, fileName, language);
    } catch (err) {
      fs.rmSync(file, { force: true });
      if (err instanceof AppError) throw err;
      throw badInput('The upload was cut off before the end of the file');
    }
  }

  /** Dry run of a file on disk: a run row in status "analysed" carrying the report. */
  async analyse(source: ImportSource, file: string, fileName: string, language: ImportLanguage): Promise<ImportRunView> {
    const parsed = await parseExport(source, file);
    if (parsed.posts.length === 0) throw badInput(`The ${source} export holds no posts`);
    const report = await this.importer.run(parsed, { language, dryRun: true, allowPrivateNetwork: this.config.importAllowPrivateNetwork });
    const run = await this.db.getRepository(ImportRun).save({ source, fileName, filePath: file, language, status: 'analysed', report, done: 0, total: 0 });
    return view(run);
  }

  async get(rawId: unknown): Promise<ImportRunView> {
    const run = await this.db.getRepository(ImportRun).findOneBy({ id: parseId(rawId) });
    if (!run) throw notFound('Import not found');
    return view(run);
  }

  /** Starts the analysed run as a background job; answers at once (poll get() for progress). */
  async start(rawId: unknown): Promise<ImportRunView> {
    const id = parseId(rawId);
    const [rows] = await this.db.query<[ImportRun[], number]>(`UPDATE import_runs SET status = 'queued' WHERE id = $1 AND status = 'analysed' RETURNING *`, [id]);
    if (!rows[0]) {
      await this.get(id); // 404 when unknown
      throw conflict('This import has already been started');
    }
    void this.execute(id);
    return this.get(id);
  }

  async cancel(rawId: unknown): Promise<ImportRunView> {
    const id = parseId(rawId);
    await this.get(id);
    await this.db.query(`UPDATE import_runs SET "cancelRequested" = true WHERE id = $1 AND status IN ('analysed', 'queued', 'running')`, [id]);
    const [rows] = await this.db.query<[{ filePath: string | null }[], number]>(
      `UPDATE import_runs SET status = 'cancelled', "finishedAt" = now(), "filePath" = NULL WHERE id = $1 AND status = 'analysed' RETURNING (SELECT "filePath" FROM import_runs WHERE id = $1)`,
      [id],
    );
    // Never started: its file goes now (a started run removes its own when it ends).
    if (rows[0]?.filePath) fs.rmSync(rows[0].filePath, { force: true });
    return this.get(id);
  }

  /** Runs an import in this process; used by start() (background) and the CLI (awaited). */
  async execute(id: number, onProgress?: (done: number, total: number) => void): Promise<ImportRunView> {
    const repo = this.db.getRepository(ImportRun);
    const run = await repo.findOneByOrFail({ id });
    await repo.update(id, { status: 'running' });
    let lastWrite = 0;
    let cancelChecked = 0;
    let cancelled = false;
    try {
      const parsed = await parseExport(run.source as ImportSource, run.filePath!);
      const report = await this.importer.run(parsed, {
        language: run.language as ImportLanguage,
        dryRun: false,
        allowPrivateNetwork: this.config.importAllowPrivateNetwork,
        onProgress: async (done, total) => {
          onProgress?.(done, total);
          if (Date.now() - lastWrite > 250 || done === total) {
            lastWrite = Date.now();
            await this.db.query(`UPDATE import_runs SET done = $2, total = $3 WHERE id = $1`, [id, done, total]);
          }
        },
        isCancelled: async () => {
          if (Date.now() - cancelChecked < 200) return cancelled;
          cancelChecked = Date.now();
          const [row] = await this.db.query<{ c: boolean }[]>(`SELECT "cancelRequested" AS c FROM import_runs WHERE id = $1`, [id]);
          return (cancelled = !!row?.c);
        },
      });
      await repo.update(id, { status: 'done', report, finishedAt: new Date() });
    } catch (err) {
      const status = err instanceof ImportCancelled ? 'cancelled' : 'failed';
      if (status === 'failed' && !(err instanceof AppError)) console.error('Import failed:', err);
      const message = err instanceof ImportCancelled || err instanceof AppError ? err.message : 'The import failed: nothing was changed';
      await repo.update(id, { status, finishedAt: new Date(), report: { ...(run.report as ImportReport), problems: [{ title: '', message }] } });
    } finally {
      if (run.filePath) fs.rmSync(run.filePath, { force: true });
      await repo.update(id, { filePath: null });
    }
    return this.get(id);
  }
}

function view(run: ImportRun): ImportRunView {
  const error = run.status === 'failed' || run.status === 'cancelled' ? (run.report?.problems.at(-1)?.message ?? null) : null;
  return { id: run.id, source: run.source, fileName: run.fileName, language: run.language, status: run.status, done: run.done, total: run.total, report: run.report, error };
}
