/** Migrations: they build the whole schema, match the entities exactly, and revert cleanly. */
import crypto from 'node:crypto';
import { Client } from 'pg';
import { createDataSource } from './data-source';
import { migrations } from './migrations';

const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;
let name: string;
let url: string;

beforeAll(async () => {
  name = `tumbuh_test_mig_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  url = u.toString();
});

afterAll(async () => {
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});

it('creates every table, leaves no difference from the entities, and reverts to nothing', async () => {
  const ds = createDataSource(url);
  await ds.initialize();
  try {
    const ran = await ds.runMigrations();
    expect(ran).toHaveLength(migrations.length);
    const tables = (await ds.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((r: { tablename: string }) => r.tablename);
    for (const t of ['users', 'categories', 'tags', 'age_groups', 'authors', 'articles', 'article_tags', 'article_age_groups', 'subscribers', 'tools', 'uploaded_images']) {
      expect(tables).toContain(t);
    }
    // The schema the entities describe is exactly the one the migrations built.
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);

    const indexes = (await ds.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'articles'`)).map((r: { indexname: string }) => r.indexname);
    expect(indexes).toEqual(expect.arrayContaining(['IDX_articles_search', 'UQ_articles_translation_language', 'IDX_articles_language_publish']));

    // A second run does nothing.
    expect(await ds.runMigrations()).toEqual([]);

    for (let i = 0; i < migrations.length; i++) await ds.undoLastMigration();
    const left = (await ds.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).map((r: { tablename: string }) => r.tablename);
    expect(left.filter((t: string) => !['migrations', 'typeorm_metadata'].includes(t))).toEqual([]);
  } finally {
    await ds.destroy();
  }
});

it('keeps the search vector current on write, in the article language', async () => {
  const ds = createDataSource(url);
  await ds.initialize();
  try {
    await ds.runMigrations();
    const [{ id: cat }] = await ds.query(`INSERT INTO categories (name, slug) VALUES ('C', 'c') RETURNING id`);
    const [{ id }] = await ds.query(
      `INSERT INTO articles (title, slug, content, excerpt, "categoryId", language) VALUES ('Menidurkan bayi', 's', '<p>x</p>', 'e', $1, 'id') RETURNING id`,
      [cat],
    );
    const vec = async () => (await ds.query(`SELECT "searchVector"::text AS v FROM articles WHERE id = $1`, [id]))[0].v as string;
    expect(await vec()).toContain(`'idur':1A`); // Snowball strips meN- without restoring the t: search expands the query (article.queries.ts)
    await ds.query(`UPDATE articles SET title = 'Sleeping well', language = 'en' WHERE id = $1`, [id]);
    expect(await vec()).toContain(`'sleep':1A`);
  } finally {
    await ds.destroy();
  }
});
