import { validateAuthor } from '@tumbuh/shared';
import { recordActivity, type Actor } from '../activity/activity';
import { DataSource, In, type EntityManager } from 'typeorm';
import { assertValid, conflict, notFound } from '../../errors';
import { asObject, optionalNullableString, parseId, sentOnly, trimmed } from '../../input';
import type { UploadService } from '../uploads/upload.service';
import { Author } from './author.entity';

/** What a payload may carry: null clears a field (validation then decides whether that is allowed). */
interface AuthorFields {
  name?: string | null;
  bio?: string | null;
  imageUrl?: string | null;
}

/** Reads the author dialog's payload; only the fields that were sent (a PATCH may send some). */
function readAuthor(body: unknown): AuthorFields {
  const input = asObject(body);
  const fields: AuthorFields = {
    name: trimmed(optionalNullableString(input, 'name')),
    bio: trimmed(optionalNullableString(input, 'bio')),
    imageUrl: trimmed(optionalNullableString(input, 'imageUrl')),
  };
  if (fields.imageUrl === '') fields.imageUrl = null; // the dialog sends '' when there is no photo
  return sentOnly(fields);
}

const articles = (n: number) => (n === 1 ? '1 article' : `${n} articles`);

export class AuthorService {
  constructor(
    private readonly db: DataSource,
    /** Removes a replaced or deleted photo with its variants when nothing else uses it (issue 17). */
    private readonly uploads?: Pick<UploadService, 'release'>,
  ) {}

  list(): Promise<Author[]> {
    return this.db.getRepository(Author).find({ order: { name: 'ASC' } });
  }

  byIds(ids: readonly number[]): Promise<Author[]> {
    return this.db.getRepository(Author).findBy({ id: In([...ids]) });
  }

  async create(body: unknown, actor: Actor | null = null): Promise<Author> {
    const values = { name: null, bio: null, imageUrl: null, ...readAuthor(body) };
    assertValid(validateAuthor(values));
    return this.db.transaction(async (em) => {
      const repo = em.getRepository(Author);
      const saved = await repo.save(repo.create(values as Partial<Author>));
      await recordActivity(em, actor, 'create', 'author', saved.id, saved.name);
      return saved;
    });
  }

  /** Updates the fields that were sent; the merged author must still be valid. */
  async update(rawId: unknown, body: unknown, actor: Actor | null = null): Promise<Author> {
    const id = parseId(rawId);
    const changes = readAuthor(body);
    let previousImage: string | null = null;
    const saved = await this.db.transaction(async (em) => {
      const author = await this.lockedAuthor(em, id);
      previousImage = author.imageUrl;
      const merged = Object.assign(author, changes);
      assertValid(validateAuthor(merged));
      const saved = await em.getRepository(Author).save(merged);
      await recordActivity(em, actor, 'update', 'author', id, saved.name);
      return saved;
    });
    if (previousImage !== saved.imageUrl) await this.uploads?.release([previousImage]);
    return saved;
  }

  /** Refused (409, with the count) while articles still name this author. */
  async remove(rawId: unknown, actor: Actor | null = null): Promise<void> {
    const id = parseId(rawId);
    const { imageUrl } = await this.db.transaction(async (em) => {
      // The row lock makes a concurrent article insert naming this author wait (its FK check
      // takes a key-share lock), so the count below cannot miss it.
      const author = await this.lockedAuthor(em, id);
      const count = await this.articleCount(em, id);
      if (count > 0) {
        throw conflict(`This author has ${articles(count)}; reassign or delete ${count === 1 ? 'it' : 'them'} first.`);
      }
      await em.getRepository(Author).delete(id);
      await recordActivity(em, actor, 'delete', 'author', id, author.name);
      return author;
    });
    await this.uploads?.release([imageUrl]);
  }

  /** Articles (published or scheduled) written by this author. */
  async articleCount(em: EntityManager, authorId: number): Promise<number> {
    const [row] = await em.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM articles WHERE "authorId" = $1`, [authorId]);
    return row.n;
  }

  private async lockedAuthor(em: EntityManager, id: number): Promise<Author> {
    const author = await em.getRepository(Author).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!author) throw notFound('Author not found');
    return author;
  }
}
