import { DEFAULT_LANGUAGE, LIMITS, readingTime, validateArticle, wordCount, type FieldErrors } from '@tumbuh/shared';
import type { ArticleInput } from '../../../generated/graphql';

/** The article dialog's values (docs/decisions.md#screens, in the dialog's order). Ids are '' until chosen. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  authorId: number | '';
  categoryId: number | '';
  language: string;
  isTranslation: boolean;
  parentArticleId: number | '';
  readTime: number | string;
  /**
   * Whether Read Time follows the text (issue 16): true for a new article and for one whose read time
   * is the text's, until the editor types another. Saved as readTime null: the server computes it.
   */
  readTimeFromText: boolean;
  isFeatured: boolean;
  isEditorsPick: boolean;
  imageUrl: string;
  ageGroupIds: number[];
  tagIds: number[];
  excerpt: string;
  content: string;
  /** SEO texts; empty = the title / excerpt. */
  metaTitle: string;
  metaDescription: string;
  /** The status when the dialog opened: draft, scheduled or published. */
  status: string;
  /** 'YYYY-MM-DDTHH:mm' in Jakarta time, for Schedule. */
  publishAt: string;
  /** Which button saved: save (the original Create/Update), publish (now), draft, schedule, unpublish. */
  intent: ArticleIntent;
}

/** review: a writer's Submit for review (issue 29). */
export type ArticleIntent = 'save' | 'publish' | 'draft' | 'schedule' | 'unpublish' | 'review';

/** Editors schedule in Jakarta time (UTC+7 all year, no daylight saving). */
export const EDITOR_TIME_ZONE = 'Asia/Jakarta';
const JAKARTA_OFFSET = '+07:00';

/** A Date as the datetime-local value of Jakarta time. */
export function toJakartaLocal(date: Date): string {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 16);
}

/** The instant of a Jakarta datetime-local value, or null when it is not one. */
export function fromJakartaLocal(value: string): Date | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value)) return null;
  const date = new Date(`${value}:00${JAKARTA_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const SCHEDULE_IN_FUTURE = 'Choose a date and time in the future';

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
    readTimeFromText: true,
    isFeatured: false,
    isEditorsPick: false,
    imageUrl: '',
    ageGroupIds: [],
    tagIds: [],
    excerpt: '',
    content: '',
    metaTitle: '',
    metaDescription: '',
    status: 'draft',
    publishAt: '',
    intent: 'save',
  };
}

/** The shared rules and messages (docs/decisions.md#validation), plus the original a translation needs. */
export function validateArticleForm(values: ArticleFormValues): FieldErrors {
  const errors = validateArticle(values);
  if (values.isTranslation && values.parentArticleId === '') errors.parentArticleId = ORIGINAL_REQUIRED;
  if (values.intent === 'schedule') {
    const at = fromJakartaLocal(values.publishAt);
    if (!at || at.getTime() <= Date.now()) errors.publishAt = SCHEDULE_IN_FUTURE;
  }
  return errors;
}

/**
 * The mutation input. A create sends publishDate (now) and parentArticleId only for a
 * translation (docs/decisions.md#rest); an edit sends the full payload without them. The button that
 * saved decides the status: the original Create Article publishes now and Update Article keeps the
 * status; Publish now publishes now; Save draft and Unpublish make a draft; Schedule publishes at
 * the chosen time.
 */
export function toArticleInput(values: ArticleFormValues, mode: 'create' | 'edit', now = new Date(), canPublish = true): ArticleInput {
  const input: ArticleInput = {
    title: values.title.trim(),
    slug: values.slug.trim(),
    content: values.content,
    excerpt: values.excerpt.trim(),
    imageUrl: values.imageUrl || null,
    authorId: Number(values.authorId),
    categoryId: Number(values.categoryId),
    readTime: readTimeFollowsText(values) ? null : Number(values.readTime),
    isFeatured: values.isFeatured,
    isEditorsPick: values.isEditorsPick,
    tagIds: values.tagIds,
    ageGroupIds: values.ageGroupIds,
    language: values.language,
    metaTitle: values.metaTitle.trim() || null,
    metaDescription: values.metaDescription.trim() || null,
  };
  if (mode === 'create') {
    input.publishDate = now.toISOString();
    if (values.isTranslation && values.parentArticleId !== '') input.parentArticleId = Number(values.parentArticleId);
  }
  if (!canPublish) {
    // A writer's article (issue 29): a draft, never published or featured from here; Submit for review
    // (submitArticleForReview, after the save) hands it to the editors. An edit keeps the status.
    delete input.isFeatured;
    delete input.isEditorsPick;
    if (mode === 'create') input.status = 'draft';
    return input;
  }
  if (values.intent === 'draft' || values.intent === 'unpublish') input.status = 'draft';
  else if (values.intent === 'schedule') {
    input.status = 'scheduled';
    input.publishDate = fromJakartaLocal(values.publishAt)!.toISOString();
  } else if (values.intent === 'publish' || mode === 'create') {
    input.status = 'published';
    input.publishDate = now.toISOString();
  }
  return input;
}

/** The Read Time the text suggests, once it has words (until then the spec's default of 5 stays). */
export function suggestedReadTime(content: string): number | null {
  return wordCount(content) > 0 ? readingTime(content) : null;
}

/** Whether the saved read time is left to the server: it follows the text and the text has words. */
export function readTimeFollowsText(values: Pick<ArticleFormValues, 'readTimeFromText' | 'content'>): boolean {
  return values.readTimeFromText && suggestedReadTime(values.content) !== null;
}
