import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * A read made for nearly every article page (the article by its address, its related articles,
 * stored images) as a named prepared statement: each pooled connection parses it once, and once
 * PostgreSQL has settled on a plan that fits every value, plans it no more (a statement over an
 * array, such as the images', is still planned each time, cheaply). Planned afresh each time,
 * these statements cost PostgreSQL more to plan than to run (measured at 10,000 articles: the
 * related articles 1.4 ms of planning for 1.2 ms of execution; the article 0.9 ms for 0.35 ms), the
 * biggest part of its CPU per uncached article page (issue 28).
 *
 * Only for statements whose best plan does not depend on the values: search, whose plan follows how
 * common its words are, stays planned per query. The statement is named after its text, so one text
 * is one prepared statement however many places send it. Logged and failing like TypeORM's own
 * queries (the SQL counts of the tests and the benchmark see it; a failure is a QueryFailedError).
 */
export async function preparedQuery<T>(db: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const pool = (db.driver as PostgresDriver).master as Pool;
  db.logger.logQuery(text, values);
  try {
    return (await pool.query({ name: statementName(text), text, values })).rows as T[];
  } catch (err) {
    db.logger.logQueryError(err as Error, text, values);
    throw new QueryFailedError(text, values, err as Error);
  }
}

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `tumbuh_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return name;
}
