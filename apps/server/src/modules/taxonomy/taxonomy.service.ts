import { recordActivity, type Actor } from '../activity/activity';
import { validateAgeGroup, validateTaxonomy } from '@tumbuh/shared';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AppError, assertValid, conflict, notFound } from '../../errors';
import { asObject, optionalNullableInt, optionalNullableString, optionalText, parseId, rethrowUnique, sentOnly, trimmed } from '../../input';
import { groupBy } from '../../db/group-by';
import { AgeGroup } from './age-group.entity';
import { Category } from './category.entity';
import { Tag } from './tag.entity';
import { isPublic } from '../articles/article.visibility';

export type WithCount<T> = T & { count: number };

/** Published articles per category / tag / age group (scheduled ones are not counted). */
const COUNT_SQL = {
  category: `SELECT c.*, (SELECT count(*)::int FROM articles a WHERE a."categoryId" = c.id AND ${isPublic('a')}) AS count FROM categories c`,
  tag: `SELECT t.*, (SELECT count(*)::int FROM article_tags x JOIN articles a ON a.id = x."articleId" WHERE x."tagId" = t.id AND ${isPublic('a')}) AS count FROM tags t`,
  ageGroup: `SELECT g.*, (SELECT count(*)::int FROM article_age_groups x JOIN articles a ON a.id = x."articleId" WHERE x."ageGroupId" = g.id AND ${isPublic('a')}) AS count FROM age_groups g`,
};

type Kind = 'category' | 'tag' | 'ageGroup';
type Row = Category | Tag | AgeGroup;

/** What each kind is called, its entity and table, and its shared validation rule. */
const KINDS = {
  category: { entity: Category, label: 'category', table: 'categories', validate: validateTaxonomy },
  tag: { entity: Tag, label: 'tag', table: 'tags', validate: validateTaxonomy },
  ageGroup: { entity: AgeGroup, label: 'age group', table: 'age_groups', validate: validateAgeGroup },
} as const;

/** Every article (published or scheduled) linked to the row: its count is what blocks or unlinks. */
const ARTICLES_USING: Record<Kind, string> = {
  category: `SELECT count(*)::int AS n FROM articles WHERE "categoryId" = $1`,
  tag: `SELECT count(*)::int AS n FROM article_tags WHERE "tagId" = $1`,
  ageGroup: `SELECT count(*)::int AS n FROM article_age_groups WHERE "ageGroupId" = $1`,
};

interface TaxonomyFields {
  name?: string | null;
  nameId?: string | null;
  slug?: string | null;
  description?: string | null;
  order?: number | null;
}


/** Reads a name/slug (and for age groups description/order) payload; only the fields sent. */
function readFields(kind: Kind, body: unknown): TaxonomyFields {
  const input = asObject(body);
  const fields: TaxonomyFields = {
    name: trimmed(optionalNullableString(input, 'name')),
    nameId: optionalText(input, 'nameId'),
    slug: trimmed(optionalNullableString(input, 'slug')),
  };
  if (kind === 'ageGroup') {
    fields.description = trimmed(optionalNullableString(input, 'description'));
    if (fields.description === '') fields.description = null;
    fields.order = optionalNullableInt(input, 'order', { min: 0, max: 1_000_000 });
  }
  return sentOnly(fields);
}

const anA = (label: string) => (/^[aeiou]/i.test(label) ? `An ${label}` : `A ${label}`);

function duplicate(label: string, field: string): AppError {
  const message = `${anA(label)} with this ${field} already exists`;
  return conflict(message, { [field]: message });
}

/** A unique violation (a concurrent write won the race) as the same 409 the pre-check gives. */
function rethrowDuplicate(err: unknown, label: string): never {
  try {
    rethrowUnique(err, label);
  } catch (e) {
    if (e instanceof AppError && e.code === 'CONFLICT' && e.errors) throw duplicate(label, Object.keys(e.errors)[0]);
    throw e;
  }
}

const articles = (n: number) => (n === 1 ? '1 article' : `${n} articles`);

/** Categories, tags and age groups. */
export class TaxonomyService {
  constructor(private readonly db: DataSource) {}

  // Writes (admin). Categories and tags have a name and a slug; age groups also an order and a description.

  createCategory(body: unknown, actor: Actor | null = null): Promise<Category> {
    return this.create('category', body, actor);
  }

  updateCategory(id: unknown, body: unknown, actor: Actor | null = null): Promise<Category> {
    return this.update('category', id, body, actor);
  }

  /** Refused (409, with the count) while articles are in the category. */
  deleteCategory(id: unknown, actor: Actor | null = null): Promise<void> {
    return this.remove('category', id, actor);
  }

  createTag(body: unknown, actor: Actor | null = null): Promise<Tag> {
    return this.create('tag', body, actor);
  }

  updateTag(id: unknown, body: unknown, actor: Actor | null = null): Promise<Tag> {
    return this.update('tag', id, body, actor);
  }

  /** Also removes the tag from its articles (the article_tags foreign key cascades). */
  deleteTag(id: unknown, actor: Actor | null = null): Promise<void> {
    return this.remove('tag', id, actor);
  }

  createAgeGroup(body: unknown, actor: Actor | null = null): Promise<AgeGroup> {
    return this.create('ageGroup', body, actor) as Promise<AgeGroup>;
  }

  updateAgeGroup(id: unknown, body: unknown, actor: Actor | null = null): Promise<AgeGroup> {
    return this.update('ageGroup', id, body, actor) as Promise<AgeGroup>;
  }

  /** Also removes the age group from its articles (the article_age_groups foreign key cascades). */
  deleteAgeGroup(id: unknown, actor: Actor | null = null): Promise<void> {
    return this.remove('ageGroup', id, actor);
  }

  /** Articles (published or scheduled) using a category, tag or age group. */
  async articleCount(em: EntityManager, kind: Kind, id: number): Promise<number> {
    const [row] = await em.query<{ n: number }[]>(ARTICLES_USING[kind], [id]);
    return row.n;
  }

  private async create(kind: Kind, body: unknown, actor: Actor | null = null): Promise<Row> {
    const { entity, label, validate } = KINDS[kind];
    const base: TaxonomyFields = kind === 'ageGroup' ? { name: null, nameId: null, slug: null, description: null, order: null } : { name: null, nameId: null, slug: null };
    const values = { ...base, ...readFields(kind, body) };
    assertValid(validate(values));
    return this.db
      .transaction(async (em) => {
        await this.assertUnique(em, kind, values, null);
        const repo = em.getRepository<Row>(entity);
        const saved = await repo.save(repo.create(values as Partial<Row>));
        await recordActivity(em, actor, 'create', kind, saved.id, saved.name);
        return saved;
      })
      .catch((err) => rethrowDuplicate(err, label));
  }

  /** Updates the fields that were sent; the merged row must still be valid and unique. */
  private async update(kind: Kind, rawId: unknown, body: unknown, actor: Actor | null = null): Promise<Row> {
    const { entity, label, validate } = KINDS[kind];
    const id = parseId(rawId);
    const changes = readFields(kind, body);
    return this.db
      .transaction(async (em) => {
        const row = await this.locked(em, kind, id);
        const merged = Object.assign(row, changes);
        assertValid(validate(merged));
        await this.assertUnique(em, kind, merged, id);
        const saved = await em.getRepository<Row>(entity).save(merged);
        await recordActivity(em, actor, 'update', kind, id, saved.name);
        return saved;
      })
      .catch((err) => rethrowDuplicate(err, label));
  }

  private async remove(kind: Kind, rawId: unknown, actor: Actor | null = null): Promise<void> {
    const { entity, label } = KINDS[kind];
    const id = parseId(rawId);
    await this.db.transaction(async (em) => {
      // The row lock makes a concurrent article write linking this row wait (its FK check takes a
      // key-share lock), so the count below cannot miss it.
      const row = await this.locked(em, kind, id);
      if (kind === 'category') {
        const count = await this.articleCount(em, kind, id);
        if (count > 0) throw conflict(`This ${label} has ${articles(count)}; move ${count === 1 ? 'it' : 'them'} to another category or delete ${count === 1 ? 'it' : 'them'} first.`);
      }
      await em.getRepository<Row>(entity).delete(id);
      await recordActivity(em, actor, 'delete', kind, id, row.name);
    });
  }

  private async locked(em: EntityManager, kind: Kind, id: number): Promise<Row> {
    const { entity, label } = KINDS[kind];
    const row = await em.getRepository<Row>(entity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw notFound(`${label[0].toUpperCase()}${label.slice(1)} not found`);
    return row;
  }

  /** Names are unique regardless of case ("Sleep" and "sleep" are one tag); slugs are lowercase anyway. */
  private async assertUnique(em: EntityManager, kind: Kind, values: TaxonomyFields, exceptId: number | null): Promise<void> {
    const { table, label } = KINDS[kind];
    const rows: { sameName: boolean; sameSlug: boolean }[] = await em.query(
      `SELECT lower(name) = lower($1) AS "sameName", slug = $2 AS "sameSlug" FROM ${table}
       WHERE (lower(name) = lower($1) OR slug = $2) AND id IS DISTINCT FROM $3::int`,
      [values.name, values.slug, exceptId],
    );
    if (rows.some((r) => r.sameName)) throw duplicate(label, 'name');
    if (rows.some((r) => r.sameSlug)) throw duplicate(label, 'slug');
  }

  listCategories(): Promise<Category[]> {
    return this.db.getRepository(Category).find({ order: { name: 'ASC' } });
  }

  listCategoriesWithCount(): Promise<WithCount<Category>[]> {
    return this.db.query(`${COUNT_SQL.category} ORDER BY c.name`);
  }

  async categoryBySlug(slug: string): Promise<Category> {
    const category = await this.db.getRepository(Category).findOne({ where: { slug } });
    if (!category) throw notFound('Category not found');
    return category;
  }

  listTags(): Promise<Tag[]> {
    return this.db.getRepository(Tag).find({ order: { name: 'ASC' } });
  }

  /** Tags with counts, most used first (Popular Tags). */
  /** Most used first; `limit` (checked by the caller) keeps the sidebar's list short. */
  listTagsWithCount(limit?: number): Promise<WithCount<Tag>[]> {
    if (limit === undefined) return this.db.query(`${COUNT_SQL.tag} ORDER BY count DESC, t.name`);
    return this.db.query(`${COUNT_SQL.tag} ORDER BY count DESC, t.name LIMIT $1`, [limit]);
  }

  async tagBySlug(slug: string): Promise<Tag> {
    const tag = await this.db.getRepository(Tag).findOne({ where: { slug } });
    if (!tag) throw notFound('Tag not found');
    return tag;
  }

  listAgeGroups(): Promise<AgeGroup[]> {
    return this.db.getRepository(AgeGroup).find({ order: { order: 'ASC', id: 'ASC' } });
  }

  listAgeGroupsWithCount(): Promise<WithCount<AgeGroup>[]> {
    return this.db.query(`${COUNT_SQL.ageGroup} ORDER BY g."order", g.id`);
  }

  async ageGroupBySlug(slug: string): Promise<AgeGroup> {
    const group = await this.db.getRepository(AgeGroup).findOne({ where: { slug } });
    if (!group) throw notFound('Age group not found');
    return group;
  }

  // Batches for the per-request DataLoaders.

  categoriesByIds(ids: readonly number[]): Promise<Category[]> {
    return this.db.getRepository(Category).findBy({ id: In([...ids]) });
  }

  async tagsOfArticles(articleIds: readonly number[]): Promise<Map<number, Tag[]>> {
    const rows: (Tag & { articleId: number })[] = await this.db.query(
      `SELECT x."articleId", t.id, t.name, t."nameId", t.slug FROM article_tags x JOIN tags t ON t.id = x."tagId" WHERE x."articleId" = ANY($1::int[]) ORDER BY t.name`,
      [articleIds],
    );
    return groupBy(rows, (r) => r.articleId, ({ id, name, nameId, slug }) => Object.assign(new Tag(), { id, name, nameId, slug }));
  }

  async ageGroupsOfArticles(articleIds: readonly number[]): Promise<Map<number, AgeGroup[]>> {
    const rows: (AgeGroup & { articleId: number })[] = await this.db.query(
      `SELECT x."articleId", g.* FROM article_age_groups x JOIN age_groups g ON g.id = x."ageGroupId" WHERE x."articleId" = ANY($1::int[]) ORDER BY g."order", g.id`,
      [articleIds],
    );
    return groupBy(rows, (r) => r.articleId, ({ articleId: _a, ...g }) => Object.assign(new AgeGroup(), g));
  }

  /** Published-article counts per id, for the count fields of GraphQL. */
  async counts(kind: 'category' | 'tag' | 'ageGroup', ids: readonly number[]): Promise<Map<number, number>> {
    const alias = { category: 'c', tag: 't', ageGroup: 'g' }[kind];
    const rows: { id: number; count: number }[] = await this.db.query(`${COUNT_SQL[kind]} WHERE ${alias}.id = ANY($1::int[])`, [ids]);
    return new Map(rows.map((r) => [r.id, r.count]));
  }
}
