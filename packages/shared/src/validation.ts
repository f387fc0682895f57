/**
 * Validation rules and messages of docs/decisions.md#validation. Both the server inputs and the react-final-form
 * `validate` functions call these, so a message is written once.
 */
import { IMAGE_MIME_TYPES, LIMITS, isLanguageCode } from './constants';
import { SLUG_PATTERN } from './slug';
import { monthsOld } from './child-age';

export const MESSAGES = {
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  slugFormat: 'Slug must contain only lowercase letters, numbers, and hyphens',
  contentRequired: 'Content is required',
  excerptRequired: 'Excerpt is required',
  authorRequired: 'Author is required',
  categoryRequired: 'Category is required',
  readTimeRequired: 'Read time is required',
  languageInvalid: 'Language must be en or id',
  nameRequired: 'Name is required',
  bioRequired: 'Bio is required',
  descriptionRequired: 'Description is required',
  urlRequired: 'URL is required',
  urlInvalid: 'Please enter a valid URL',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  emailRequired: 'Email required',
  emailRequiredDescription: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  emailDuplicate: 'This email is already subscribed.',
  invalidCredentials: 'Invalid username or password',
  fileTooLarge: 'File too large',
  fileTooLargeDescription: 'The maximum file size is 5MB.',
  fileTypeInvalid: 'Invalid file type',
  fileTypeInvalidDescription: 'Only JPEG, PNG, GIF, and WebP images are allowed.',
  orderRequired: 'Order is required',
  imageUrlInvalid: 'Must be an http(s) URL or an uploaded image',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  birthMonthInvalid: 'Birth month must be a month and year (YYYY-MM)',
  birthMonthFuture: 'Birth month cannot be in the future',
  birthMonthTooOld: 'Birth month can be at most 6 years back',
} as const;

/** Upper bounds on text fields, so an oversized value is a clear 400 and not a database error. */
export const MAX_LENGTH = {
  title: 300,
  slug: 200,
  excerpt: 2000,
  content: 500_000,
  name: 200,
  bio: 5000,
  description: 5000,
  url: 2048,
  email: 254,
  username: 100,
  password: 200,
} as const;

export type FieldErrors = Record<string, string>;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const toNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

function required(errors: FieldErrors, field: string, value: unknown, message: string, max?: number) {
  if (isBlank(value)) errors[field] = message;
  else if (typeof value !== 'string') errors[field] = message;
  else if (max !== undefined && value.length > max) errors[field] = MESSAGES.tooLong(max);
}

export function validateSlug(value: unknown): string | undefined {
  if (isBlank(value) || typeof value !== 'string') return MESSAGES.slugRequired;
  if (value.length > MAX_LENGTH.slug) return MESSAGES.tooLong(MAX_LENGTH.slug);
  if (!SLUG_PATTERN.test(value)) return MESSAGES.slugFormat;
  return undefined;
}

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > MAX_LENGTH.url) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export interface ArticleFormValues {
  title?: unknown;
  slug?: unknown;
  content?: unknown;
  excerpt?: unknown;
  authorId?: unknown;
  categoryId?: unknown;
  readTime?: unknown;
  language?: unknown;
  imageUrl?: unknown;
}

export function validateArticle(values: ArticleFormValues): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'title', values.title, MESSAGES.titleRequired, MAX_LENGTH.title);
  const slugError = validateSlug(values.slug);
  if (slugError) errors.slug = slugError;
  required(errors, 'content', values.content, MESSAGES.contentRequired, MAX_LENGTH.content);
  required(errors, 'excerpt', values.excerpt, MESSAGES.excerptRequired, MAX_LENGTH.excerpt);
  const authorId = toNumber(values.authorId);
  if (!Number.isInteger(authorId) || authorId < 1) errors.authorId = MESSAGES.authorRequired;
  const categoryId = toNumber(values.categoryId);
  if (!Number.isInteger(categoryId) || categoryId < 1) errors.categoryId = MESSAGES.categoryRequired;
  const readTime = toNumber(values.readTime);
  if (!Number.isInteger(readTime) || readTime < LIMITS.minReadTime || readTime > 10_000) errors.readTime = MESSAGES.readTimeRequired;
  if (values.language !== undefined && !isLanguageCode(values.language)) errors.language = MESSAGES.languageInvalid;
  const imageUrlError = validateImageUrl(values.imageUrl);
  if (imageUrlError) errors.imageUrl = imageUrlError;
  return errors;
}

/** Author photos and tool logos: optional; an uploaded file under /uploads/ or an http(s) URL. */
export function validateImageUrl(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return MESSAGES.imageUrlInvalid;
  if (value.length > MAX_LENGTH.url) return MESSAGES.tooLong(MAX_LENGTH.url);
  if (/^\/uploads\/[^\s\\"'<>]+$/.test(value) || isHttpUrl(value)) return undefined;
  return MESSAGES.imageUrlInvalid;
}

export function validateAuthor(values: { name?: unknown; bio?: unknown; imageUrl?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'name', values.name, MESSAGES.nameRequired, MAX_LENGTH.name);
  required(errors, 'bio', values.bio, MESSAGES.bioRequired, MAX_LENGTH.bio);
  const imageUrlError = validateImageUrl(values.imageUrl);
  if (imageUrlError) errors.imageUrl = imageUrlError;
  return errors;
}

/** Tag and category dialogs: name and slug. */
/** The optional Indonesian name of a category, tag, age group or tool (issue 15): at most as long as the name. */
function validateNameId(errors: FieldErrors, value: unknown): void {
  if (typeof value === 'string' && value.trim().length > MAX_LENGTH.name) errors.nameId = MESSAGES.tooLong(MAX_LENGTH.name);
}

export function validateTaxonomy(values: { name?: unknown; nameId?: unknown; slug?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'name', values.name, MESSAGES.nameRequired, MAX_LENGTH.name);
  validateNameId(errors, values.nameId);
  const slugError = validateSlug(values.slug);
  if (slugError) errors.slug = slugError;
  return errors;
}

export function validateAgeGroup(values: { name?: unknown; nameId?: unknown; slug?: unknown; order?: unknown; description?: unknown }): FieldErrors {
  const errors = validateTaxonomy(values);
  const order = toNumber(values.order);
  if (!Number.isInteger(order) || order < 0 || order > 1_000_000) errors.order = MESSAGES.orderRequired;
  if (typeof values.description === 'string' && values.description.length > MAX_LENGTH.description) errors.description = MESSAGES.tooLong(MAX_LENGTH.description);
  return errors;
}

export function validateTool(values: { name?: unknown; nameId?: unknown; description?: unknown; url?: unknown; logoUrl?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'name', values.name, MESSAGES.nameRequired, MAX_LENGTH.name);
  validateNameId(errors, values.nameId);
  required(errors, 'description', values.description, MESSAGES.descriptionRequired, MAX_LENGTH.description);
  if (isBlank(values.url)) errors.url = MESSAGES.urlRequired;
  else if (!isHttpUrl(values.url)) errors.url = MESSAGES.urlInvalid;
  const logoUrlError = validateImageUrl(values.logoUrl);
  if (logoUrlError) errors.logoUrl = logoUrlError;
  return errors;
}

export function validateLogin(values: { username?: unknown; password?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'username', values.username, MESSAGES.usernameRequired, MAX_LENGTH.username);
  required(errors, 'password', values.password, MESSAGES.passwordRequired, MAX_LENGTH.password);
  return errors;
}

/** Trims and lower-cases an email, as the server stores it. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

// Deliberately simple: one @, a dot in the domain, no spaces. Mail delivery is the real check.
const EMAIL_PATTERN = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\].]{2,}$/;

export function validateEmail(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return MESSAGES.emailRequiredDescription;
  const email = normalizeEmail(value);
  if (email.length > MAX_LENGTH.email || !EMAIL_PATTERN.test(email)) return MESSAGES.emailInvalid;
  // Control characters (NUL among them) never belong in an address, and PostgreSQL refuses NUL.
  // eslint-disable-next-line no-control-regex -- finding control characters is this check's purpose
  if (/[\u0000-\u001f\u007f]/.test(email)) return MESSAGES.emailInvalid;
  return undefined;
}

export interface ImageFileLike {
  size: number;
  type: string;
}

/** Client-side check before an upload; the server decides again by magic bytes. */
export function checkImageFile(file: ImageFileLike): { title: string; description: string } | undefined {
  if (file.size > LIMITS.maxImageBytes) return { title: MESSAGES.fileTooLarge, description: MESSAGES.fileTooLargeDescription };
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
    return { title: MESSAGES.fileTypeInvalid, description: MESSAGES.fileTypeInvalidDescription };
  return undefined;
}

/** How far back the newsletter's optional birth month of the child may go (issue 19). */
export const BIRTH_MONTH_MAX_MONTHS = 6 * 12;

/**
 * The child's birth month on a newsletter sign-up (issue 19): optional (absent, null or '' is
 * none), "YYYY-MM", not after this month, at most 6 years back. The server and the form both call it.
 */
export function validateBirthMonth(value: unknown, today: Date = new Date()): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const months = typeof value === 'string' ? monthsOld(value, today) : null;
  if (months === null) return MESSAGES.birthMonthInvalid;
  if (months < 0) return MESSAGES.birthMonthFuture;
  if (months > BIRTH_MONTH_MAX_MONTHS) return MESSAGES.birthMonthTooOld;
  return undefined;
}
