import { DEFAULT_LANGUAGE, LIMITS, validateArticle, type FieldErrors } from '@tumbuh/shared';
import type { ArticleInput } from '../../../generated/graphql';

/** The article dialog's values (spec section 2, in the dialog's order). Ids are '' until chosen. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  authorId: number | '';
  categoryId: number | '';
  language: string;
  isTranslation: boolean;
  parentArticleId: number | '';
  readTime: number | string;
  isFeatured: boolean;
  isEditorsPick: boolean;
  imageUrl: string;
  ageGroupIds: number[];
  tagIds: number[];
  excerpt: string;
  content: string;
}

export const ORIGINAL_REQUIRED = 'Original Article is required';

export function emptyArticleValues(): ArticleFormValues {
  return {
    title: '',
    slug: '',
    authorId: '',
    categoryId: '',
    language: DEFAULT_LANGUAGE,
    isTranslation: false,
    parentArticleId: '',
    readTime: LIMITS.defaultReadTime,
    isFeatured: false,
    isEditorsPick: false,
    imageUrl: '',
    ageGroupIds: [],
    tagIds: [],
    excerpt: '',
    content: '',
  };
}

/** The shared rules and messages (spec section 5), plus the original a translation needs. */
export function validateArticleForm(values: ArticleFormValues): FieldErrors {
  const errors = validateArticle(values);
  if (values.isTranslation && values.parentArticleId === '') errors.parentArticleId = ORIGINAL_REQUIRED;
  return errors;
}

/**
 * The mutation input. A create sends publishDate (now) and parentArticleId only for a
 * translation (spec section 7); an edit sends the full payload without them.
 */
export function toArticleInput(values: ArticleFormValues, mode: 'create' | 'edit', now = new Date()): ArticleInput {
  const input: ArticleInput = {
    title: values.title.trim(),
    slug: values.slug.trim(),
    content: values.content,
    excerpt: values.excerpt.trim(),
    imageUrl: values.imageUrl || null,
    authorId: Number(values.authorId),
    categoryId: Number(values.categoryId),
    readTime: Number(values.readTime),
    isFeatured: values.isFeatured,
    isEditorsPick: values.isEditorsPick,
    tagIds: values.tagIds,
    ageGroupIds: values.ageGroupIds,
    language: values.language,
  };
  if (mode === 'create') {
    input.publishDate = now.toISOString();
    if (values.isTranslation && values.parentArticleId !== '') input.parentArticleId = Number(values.parentArticleId);
  }
  return input;
}
