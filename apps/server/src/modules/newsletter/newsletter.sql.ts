import { DataSource, type EntityManager } from 'typeorm';

/**
 * Rows of any statement, UPDATE … RETURNING included (a plain TypeORM query() answers those as
 * [rows, count]). With a transaction's EntityManager the statement runs in that transaction.
 */
export async function sql<T = Record<string, unknown>>(db: DataSource | EntityManager, text: string, params: unknown[] = []): Promise<T[]> {
  const own = db instanceof DataSource ? undefined : db.queryRunner;
  const runner = own ?? (db instanceof DataSource ? db : db.connection).createQueryRunner();
  try {
    const result = await runner.query(text, params, true);
    return (result.records ?? []) as T[];
  } finally {
    if (!own) await runner.release();
  }
}
