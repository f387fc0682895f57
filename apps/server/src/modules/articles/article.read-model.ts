/**
 * An article read with its relations in the same statement (see ARTICLE_GRAPH). The GraphQL field
 * resolvers answer from these when present and go to their DataLoaders otherwise, so a list of
 * cards or the article page costs one statement instead of one per relation (issue 8); the REST
 * serialiser (article.rest.ts) shapes its answer from the same data.
 */
import type { DataSource } from 'typeorm';
import { Author } from '../authors/author.entity';
import { AgeGroup } from '../taxonomy/age-group.entity';
import { Category } from '../taxonomy/category.entity';
import { Tag } from '../taxonomy/tag.entity';
import { Article } from './article.entity';

export interface TranslationRef {
  id: number;
  language: string;
  slug: string;
}

/** The stored image behind an imageUrl: its size and variants (issue 17). */
export interface StoredImage {
  url: string;
  width: number | null;
  height: number | null;
  variants: { url: string; width: number; height: number; kind: 'w' | 'og' }[];
}

export interface Preloaded {
  author: Author | null;
  category: Category;
  tags: Tag[];
  ageGroups: AgeGroup[];
  translations?: TranslationRef[];
  /** undefined: not read with the article; null: no stored image. */
  image?: StoredImage | null;
}
const PRELOADED = Symbol('preloaded');
type LoadedArticle = Article & { [PRELOADED]?: Preloaded };

export function preloaded(article: Article): Preloaded | undefined {
  return (article as LoadedArticle)[PRELOADED];
}

const AUTHOR_IMAGE = Symbol('authorImage');
type LoadedAuthor = Author & { [AUTHOR_IMAGE]?: StoredImage | null };

/** The stored photo of an author read with its article (undefined: not read with it; null: none stored). */
export function preloadedAuthorImage(author: Author): StoredImage | null | undefined {
  return (author as LoadedAuthor)[AUTHOR_IMAGE];
}

function authorOf({ __image, ...columns }: Record<string, unknown>): Author {
  const author = Object.assign(new Author(), columns) as LoadedAuthor;
  if (__image !== undefined) author[AUTHOR_IMAGE] = __image as StoredImage | null;
  return author;
}

/** Rows to entities; the relation columns of ARTICLE_GRAPH (if selected) become preloaded(). */
export function toEntities(db: DataSource, rows: Record<string, unknown>[]): Article[] {
  const repository = db.getRepository(Article);
  return rows.map((r) => {
    const { __total: _t, __sourceId: _s, __author, __category, __tags, __ageGroups, __translations, __image, ...columns } = r;
    const article = repository.create(columns as Partial<Article>) as LoadedArticle;
    if (__category !== undefined) {
      article[PRELOADED] = {
        author: __author ? authorOf(__author as Record<string, unknown>) : null,
        category: Object.assign(new Category(), __category),
        tags: (__tags as object[]).map((t) => Object.assign(new Tag(), t)),
        ageGroups: (__ageGroups as object[]).map((g) => Object.assign(new AgeGroup(), g)),
        translations: __translations as TranslationRef[] | undefined,
        image: __image as StoredImage | null | undefined,
      };
    }
    return article;
  });
}
