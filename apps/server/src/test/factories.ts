/** Test data written straight to the database (the write API has its own tests). */
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { ArticleAgeGroup } from '../modules/articles/article-age-group.entity';
import { ArticleTag } from '../modules/articles/article-tag.entity';
import { Article } from '../modules/articles/article.entity';
import { Author } from '../modules/authors/author.entity';
import { AgeGroup } from '../modules/taxonomy/age-group.entity';
import { Category } from '../modules/taxonomy/category.entity';
import { Tag } from '../modules/taxonomy/tag.entity';
import { Tool } from '../modules/tools/tool.entity';

let seq = 0;
const next = () => ++seq;

export function factories(db: DataSource) {
  return {
    category: (over: Partial<Category> = {}) => {
      const n = next();
      return db.getRepository(Category).save({ name: `Category ${n}`, slug: `category-${n}`, ...over });
    },
    tag: (over: Partial<Tag> = {}) => {
      const n = next();
      return db.getRepository(Tag).save({ name: `Tag ${n}`, slug: `tag-${n}`, ...over });
    },
    ageGroup: (over: Partial<AgeGroup> = {}) => {
      const n = next();
      return db.getRepository(AgeGroup).save({ name: `Group ${n}`, slug: `group-${n}`, order: n, description: null, ...over });
    },
    author: (over: Partial<Author> = {}) => {
      const n = next();
      return db.getRepository(Author).save({ name: `Author ${n}`, bio: 'Writes things.', imageUrl: null, ...over });
    },
    tool: (over: Partial<Tool> = {}) => {
      const n = next();
      return db.getRepository(Tool).save({ name: `Tool ${n}`, url: `https://tool${n}.example.org`, description: 'Useful.', logoUrl: null, isActive: true, ...over });
    },
    article: async (
      over: Partial<Article> & { categoryId: number; tagIds?: number[]; ageGroupIds?: number[]; daysAgo?: number },
    ): Promise<Article> => {
      const n = next();
      const { tagIds = [], ageGroupIds = [], daysAgo = n, ...rest } = over;
      const article = await db.getRepository(Article).save({
        title: `Article ${n}`,
        slug: `article-${n}`,
        content: `<p>Body of article ${n}</p>`,
        excerpt: `Excerpt ${n}`,
        imageUrl: null,
        authorId: null,
        readTime: 5,
        isFeatured: false,
        isEditorsPick: false,
        language: 'en',
        parentArticleId: null,
        publishDate: new Date(Date.now() - daysAgo * 86_400_000),
        ...rest,
      });
      if (tagIds.length) await db.getRepository(ArticleTag).insert(tagIds.map((tagId) => ({ articleId: article.id, tagId })));
      if (ageGroupIds.length) await db.getRepository(ArticleAgeGroup).insert(ageGroupIds.map((ageGroupId) => ({ articleId: article.id, ageGroupId })));
      return article;
    },
  };
}

/**
 * Counts SQL statements sent to PostgreSQL while `fn` runs (every pg Client.query call of this
 * process: the server under test runs in the same process).
 */
export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; count: number; statements: string[] }> {
  const statements: string[] = [];
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, config: unknown, ...args: unknown[]) {
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    if (text) statements.push(text);
    return original.call(this, config, ...args);
  };
  try {
    const result = await fn();
    return { result, count: statements.length, statements };
  } finally {
    proto.query = original;
  }
}
