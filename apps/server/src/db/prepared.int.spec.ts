/** Named prepared statements (issue 28): the same rows as a plain query, logged like one, and failing like one. */
import { QueryFailedError } from 'typeorm';
import { startTestServer, type TestServer } from '../test/harness';
import { preparedQuery } from './prepared';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('answers as a plain query, again and again on the pooled connections, and is logged as a query', async () => {
  const db = server.database.dataSource;
  const text = 'SELECT n, n * $1::int AS twice FROM generate_series(1, 3) AS n ORDER BY n';
  const logged: string[] = [];
  const logQuery = db.logger.logQuery.bind(db.logger);
  db.logger.logQuery = (query, parameters, runner) => {
    logged.push(query);
    return logQuery(query, parameters, runner);
  };
  try {
    const plain = await db.query(text, [2]);
    // More at once than one connection: each connection prepares it for itself.
    const prepared = await Promise.all(Array.from({ length: 12 }, () => preparedQuery(db, text, [2])));
    for (const rows of prepared) expect(rows).toEqual(plain);
    expect(prepared[0]).toEqual([
      { n: 1, twice: 2 },
      { n: 2, twice: 4 },
      { n: 3, twice: 6 },
    ]);
    expect(logged.filter((q) => q === text)).toHaveLength(13);
  } finally {
    db.logger.logQuery = logQuery;
  }
});

it("fails as TypeORM's queries do: a QueryFailedError carrying PostgreSQL's code", async () => {
  const failure = await preparedQuery(server.database.dataSource, 'SELECT * FROM no_such_table WHERE id = $1', [1]).catch((err: unknown) => err);
  expect(failure).toBeInstanceOf(QueryFailedError);
  expect((failure as { driverError: { code: string } }).driverError.code).toBe('42P01');
  // The pool is left working.
  expect(await preparedQuery(server.database.dataSource, 'SELECT $1::int AS one', [1])).toEqual([{ one: 1 }]);
});
